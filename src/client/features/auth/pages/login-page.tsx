import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { LoginFormSchema } from "#shared/auth/auth.schema";
import { fieldErrors } from "#shared/field-errors";
import { AuthCard } from "../../../components/auth-card.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { authApi } from "../../../lib/auth/auth-api.ts";
import { useAuth } from "../../../lib/auth/auth-provider.tsx";
import { originPath } from "../../../lib/origin-path.ts";
import { toast } from "../../../lib/toast.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function LoginPage() {
  usePageTitle("Log In");
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useAuth();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = LoginFormSchema.safeParse(data);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { user } = await authApi.signIn(parsed.data.email, parsed.data.password);
      await refresh();
      toast.success("Login Successful!");
      if (!user.emailVerified) navigate("/verify-email", { replace: true });
      else navigate(originPath(location.state) ?? "/dashboard", { replace: true });
    } catch (error) {
      toast.error("Login Failed", errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

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
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          error={errors.email}
          required
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          required
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm text-accent underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Logging in..." : "Log In"}
        </Button>
      </form>
    </AuthCard>
  );
}
