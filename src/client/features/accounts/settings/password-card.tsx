import { useMutation } from "@tanstack/react-query";
import type { FieldErrors } from "react-hook-form";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { SettingsCard } from "#client/components/settings-card.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { ApiError, errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { useI18n } from "#client/lib/i18n/i18n-context.tsx";
import { issueText } from "#client/lib/i18n/issue-text.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import {
  type ChangePasswordForm,
  ChangePasswordFormSchema,
  PASSWORD_TOO_SHORT,
} from "#shared/auth/auth.schema";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

function isWrongCurrentPassword(error: Error): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 400 || error.status === 401) &&
    /password/i.test(error.message)
  );
}

export function PasswordCard() {
  const t = useT();
  const { i18n } = useI18n();
  const form = useZodForm(ChangePasswordFormSchema, { defaultValues: EMPTY });
  const changePassword = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordForm) =>
      authApi.changePassword(currentPassword, newPassword),
    onSuccess: () => {
      toast.success(t("accounts.settings.password.updated"));
      form.reset(EMPTY);
    },
    onError: (error) => {
      if (isWrongCurrentPassword(error)) {
        toast.error(t("accounts.settings.password.wrong.title"), t("accounts.settings.password.wrong.text"));
      } else {
        toast.error(t("accounts.settings.password.failed"), errorMessage(error));
      }
    },
  });

  /** The toasts for a refused form: a short new password alone has its own. */
  function toastInvalid(errors: FieldErrors<ChangePasswordForm>) {
    const onlyTooShort =
      Object.keys(errors).length === 1 && errors.newPassword?.message === PASSWORD_TOO_SHORT;
    if (onlyTooShort)
      toast.error(t("accounts.settings.password.failed"), issueText(i18n, PASSWORD_TOO_SHORT));
    else toast.error(t("accounts.error"), t("accounts.settings.password.incomplete"));
  }

  return (
    <SettingsCard
      title={t("accounts.settings.password.title")}
      description={t("accounts.settings.password.description")}
    >
      <form
        onSubmit={form.handleSubmit((values) => changePassword.mutate(values), toastInvalid)}
        noValidate
        className="space-y-4"
      >
        <TextField
          label={t("accounts.settings.password.current")}
          type="password"
          autoComplete="current-password"
          {...form.field("currentPassword")}
        />
        <TextField
          label={t("accounts.field.newPassword")}
          type="password"
          autoComplete="new-password"
          hint={t("accounts.field.passwordHint")}
          {...form.field("newPassword")}
        />
        <TextField
          label={t("accounts.field.confirmNewPassword")}
          type="password"
          autoComplete="new-password"
          {...form.field("confirmPassword")}
        />
        <SubmitButton busy={changePassword.isPending} busyLabel={t("accounts.settings.password.submitting")}>
          {t("accounts.settings.password.submit")}
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}
