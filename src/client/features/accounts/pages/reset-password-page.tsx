import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { Button } from "#client/components/ui/button.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { NewPasswordFormSchema } from "#shared/auth/auth.schema";
import { AuthCard } from "../components/auth-card.tsx";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const token = params.get("token");
  const form = useZodForm(NewPasswordFormSchema, { defaultValues: { password: "", confirmPassword: "" } });
  const resetPassword = useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      authApi.resetPassword(token, password),
    onSuccess: () => {
      toast.success(t("accounts.resetPassword.done.title"), t("accounts.resetPassword.done.text"));
      navigate("/login", { replace: true });
    },
    onError: (error) => toast.error(t("accounts.error"), errorMessage(error)),
  });

  if (!token || params.get("error")) {
    return (
      <AuthCard
        title={t("accounts.resetPassword.invalid.title")}
        lead={t("accounts.resetPassword.invalid.lead")}
      >
        <Button asChild className="w-full">
          <Link to="/forgot-password">{t("accounts.resetPassword.invalid.newLink")}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("accounts.resetPassword.title")}>
      <form
        onSubmit={form.handleSubmit(({ password }) => resetPassword.mutate({ token, password }))}
        noValidate
        className="space-y-4"
      >
        <TextField
          label={t("accounts.field.newPassword")}
          type="password"
          autoComplete="new-password"
          hint={t("accounts.field.passwordHint")}
          {...form.field("password")}
        />
        <TextField
          label={t("accounts.field.confirmNewPassword")}
          type="password"
          autoComplete="new-password"
          {...form.field("confirmPassword")}
        />
        <SubmitButton
          className="w-full"
          busy={resetPassword.isPending}
          busyLabel={t("accounts.resetPassword.saving")}
        >
          {t("accounts.resetPassword.submit")}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
