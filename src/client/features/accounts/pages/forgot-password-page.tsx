import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { PasswordResetRequestFormSchema } from "#shared/auth/auth.schema";
import { AuthCard } from "../components/auth-card.tsx";

export function ForgotPasswordPage() {
  const t = useT();
  const form = useZodForm(PasswordResetRequestFormSchema, { defaultValues: { email: "" } });
  const requestReset = useMutation({
    mutationFn: ({ email }: { email: string }) => authApi.requestPasswordReset(email),
    onError: (error) => toast.error(t("accounts.error"), errorMessage(error)),
  });
  const backToLogin = (
    <Link to="/login" className="text-accent underline-offset-4 hover:underline">
      {t("accounts.forgotPassword.backToLogin")}
    </Link>
  );

  if (requestReset.isSuccess) {
    return (
      <AuthCard title={t("accounts.forgotPassword.sent.title")} footer={backToLogin}>
        <p>
          <T
            id="accounts.forgotPassword.sent.text"
            components={{ 0: <strong className="break-all">{requestReset.variables.email}</strong> }}
          />
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t("accounts.forgotPassword.title")}
      lead={t("accounts.forgotPassword.lead")}
      footer={backToLogin}
    >
      <form
        onSubmit={form.handleSubmit((values) => requestReset.mutate(values))}
        noValidate
        className="space-y-4"
      >
        <TextField
          label={t("accounts.field.email")}
          type="email"
          autoComplete="email"
          required
          {...form.field("email")}
        />
        <SubmitButton className="w-full" busy={requestReset.isPending} busyLabel={t("accounts.sending")}>
          {t("accounts.forgotPassword.submit")}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
