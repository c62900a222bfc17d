import { useMutation } from "@tanstack/react-query";
import { Navigate, useLocation, useNavigate } from "react-router";
import { FormAlert } from "#client/components/form/form-alert.tsx";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { originPath } from "#client/lib/origin-path.ts";
import { type LoginForm, LoginFormSchema } from "#shared/auth/auth.schema";
import { AuthCard } from "../components/auth-card.tsx";

export function AdminLoginPage() {
  const { isAdmin, loading, refresh } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const destination = originPath(location.state) ?? "/admin-panel";
  const form = useZodForm(LoginFormSchema, { defaultValues: { email: "", password: "" } });
  const signIn = useMutation({
    mutationFn: async ({ email, password }: LoginForm) => {
      const { user } = await authApi.signIn(email, password);
      await refresh();
      return user;
    },
    onSuccess: (user) => {
      if (user.role !== "admin") form.setError("root", { message: t("accounts.adminLogin.notAdmin") });
      else navigate(destination, { replace: true });
    },
    onError: (error) => form.setError("root", { message: errorMessage(error) }),
  });

  if (!loading && isAdmin) return <Navigate to={destination} replace />;

  return (
    <AuthCard title={t("accounts.adminLogin.title")} lead={t("accounts.adminLogin.lead")}>
      <form onSubmit={form.handleSubmit((values) => signIn.mutate(values))} noValidate className="space-y-4">
        <TextField
          label={t("accounts.field.email")}
          type="email"
          autoComplete="email"
          {...form.field("email")}
        />
        <TextField
          label={t("accounts.field.password")}
          type="password"
          autoComplete="current-password"
          {...form.field("password")}
        />
        <FormAlert message={form.formState.errors.root?.message} />
        <SubmitButton className="w-full" busy={signIn.isPending} busyLabel={t("accounts.login.submitting")}>
          {t("accounts.login.submit")}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
