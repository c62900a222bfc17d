import { useMutation } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "react-router";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { originPath } from "#client/lib/origin-path.ts";
import { readPendingFavourite } from "#client/lib/pending-favourite.ts";
import { toast } from "#client/lib/toast.ts";
import { type LoginForm, LoginFormSchema } from "#shared/auth/auth.schema";
import { AuthCard } from "../components/auth-card.tsx";

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useAuth();
  const t = useT();
  const form = useZodForm(LoginFormSchema, { defaultValues: { email: "", password: "" } });
  const signIn = useMutation({
    mutationFn: async ({ email, password }: LoginForm) => {
      const { user } = await authApi.signIn(email, password);
      await refresh();
      return user;
    },
    onSuccess: (user) => {
      toast.success(t("accounts.login.success"));
      if (!user.emailVerified) navigate("/verify-email", { replace: true });
      else {
        // Back where the guard sent the person from, or to the page of a favourite asked for first.
        const back = originPath(location.state) ?? readPendingFavourite()?.returnTo;
        navigate(back ?? "/dashboard", { replace: true });
      }
    },
    onError: (error) => toast.error(t("accounts.login.failed"), errorMessage(error)),
  });

  return (
    <AuthCard
      title={t("accounts.login.title")}
      lead={t("accounts.login.lead")}
      footer={
        <T
          id="accounts.login.noAccount"
          components={{
            0: <Link to="/signup" className="font-medium text-accent underline-offset-4 hover:underline" />,
          }}
        />
      }
    >
      <form onSubmit={form.handleSubmit((values) => signIn.mutate(values))} noValidate className="space-y-4">
        <TextField
          label={t("accounts.field.email")}
          type="email"
          autoComplete="email"
          required
          {...form.field("email")}
        />
        <TextField
          label={t("accounts.field.password")}
          type="password"
          autoComplete="current-password"
          required
          {...form.field("password")}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm text-accent underline-offset-4 hover:underline">
            {t("accounts.login.forgotPassword")}
          </Link>
        </div>
        <SubmitButton className="w-full" busy={signIn.isPending} busyLabel={t("accounts.login.submitting")}>
          {t("accounts.login.submit")}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
