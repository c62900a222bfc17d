import { useMutation } from "@tanstack/react-query";
import { Link, useLocation, useNavigate } from "react-router";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { originPath } from "#client/lib/origin-path.ts";
import { toast } from "#client/lib/toast.ts";
import { type LoginForm, LoginFormSchema } from "#shared/auth/auth.schema";
import { AuthCard } from "../components/auth-card.tsx";

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useAuth();
  const form = useZodForm(LoginFormSchema, { defaultValues: { email: "", password: "" } });
  const signIn = useMutation({
    mutationFn: async ({ email, password }: LoginForm) => {
      const { user } = await authApi.signIn(email, password);
      await refresh();
      return user;
    },
    onSuccess: (user) => {
      toast.success("Login Successful!");
      if (!user.emailVerified) navigate("/verify-email", { replace: true });
      else navigate(originPath(location.state) ?? "/dashboard", { replace: true });
    },
    onError: (error) => toast.error("Login Failed", errorMessage(error)),
  });

  return (
    <AuthCard
      title="Log In"
      lead="Welcome back. Sign in to manage your profile."
      footer={
        <>
          No account yet?{" "}
          <Link to="/signup" className="font-medium text-accent underline-offset-4 hover:underline">
            Sign Up
          </Link>
        </>
      }
    >
      <form onSubmit={form.handleSubmit((values) => signIn.mutate(values))} noValidate className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" required {...form.field("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field("password")}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm text-accent underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <SubmitButton className="w-full" busy={signIn.isPending} busyLabel="Logging in...">
          Log In
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
