import { useMutation } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { SettingsCard } from "#client/components/settings-card.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useI18n } from "#client/lib/i18n/i18n-context.tsx";
import { issueText } from "#client/lib/i18n/issue-text.ts";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { ChangeEmailFormSchema } from "#shared/auth/auth.schema";

/** The shared address rule, plus: a new address, not the one the account has. */
function newEmailSchema(current: string) {
  return ChangeEmailFormSchema.refine(({ newEmail }) => newEmail.toLowerCase() !== current.toLowerCase(), {
    path: ["newEmail"],
    message: "accounts.settings.email.sameAddress",
  });
}

export function EmailCard() {
  const { user, refresh } = useAuth();
  const t = useT();
  const { i18n } = useI18n();
  const [params, setParams] = useSearchParams();
  const current = user?.email ?? "";
  const schema = useMemo(() => newEmailSchema(current), [current]);
  const form = useZodForm(schema, { defaultValues: { newEmail: "" } });
  const newEmail = form.field("newEmail");
  const changeEmail = useMutation({
    mutationFn: ({ newEmail }: { newEmail: string }) => authApi.changeEmail(newEmail),
    onSuccess: () => {
      toast.success(t("accounts.settings.email.confirm.title"), t("accounts.settings.email.confirm.text"));
      form.reset({ newEmail: "" });
    },
    onError: (error) => toast.error(t("accounts.settings.email.failed"), errorMessage(error)),
  });

  // Back from the confirmation link: the change has taken effect.
  useEffect(() => {
    if (params.get("emailChanged")) {
      toast.success(t("accounts.settings.email.changed.title"), t("accounts.settings.email.changed.text"));
      void refresh();
      setParams({}, { replace: true });
    }
  }, [params, refresh, setParams, t]);

  return (
    <SettingsCard
      title={t("accounts.settings.email.title")}
      description={
        <T
          id="accounts.settings.email.current"
          components={{ 0: <strong className="break-all">{current}</strong> }}
        />
      }
    >
      {/* The button waits for a valid new address, so the rule needs no message under the field. */}
      <form onSubmit={form.handleSubmit((values) => changeEmail.mutate(values))} className="space-y-4">
        <TextField
          label={t("accounts.settings.email.newAddress")}
          type="email"
          autoComplete="email"
          hint={t("accounts.settings.email.hint")}
          {...newEmail}
          error={newEmail.error && issueText(i18n, newEmail.error)}
        />
        <SubmitButton
          disabled={!form.formState.isValid}
          busy={changeEmail.isPending}
          busyLabel={t("accounts.sending")}
        >
          {t("accounts.settings.email.submit")}
        </SubmitButton>
      </form>
    </SettingsCard>
  );
}
