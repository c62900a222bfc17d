import { type FormEvent, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { LoginFormSchema } from "#shared/auth/auth.schema";
import { fieldErrors } from "#shared/field-errors";
import { AuthCard } from "../../../components/auth-card.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { authApi } from "../../../lib/auth/auth-api.ts";
import { useAuth } from "../../../lib/auth/auth-provider.tsx";
import { originPath } from "../../../lib/origin-path.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function AdminLoginPage() {
  usePageTitle("Admin Log In");
  const { isAdmin, loading, refresh } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const destination = originPath(location.state) ?? "/admin-panel";

  if (!loading && isAdmin) return <Navigate to={destination} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = LoginFormSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { user } = await authApi.signIn(parsed.data.email, parsed.data.password);
      await refresh();
      if (user.role !== "admin") setErrors({ form: "This account is not an administrator." });
      else navigate(destination, { replace: true });
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Admin Log In" lead="Sign in with an administrator account.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        {errors.form ? (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Logging in..." : "Log In"}
        </Button>
      </form>
    </AuthCard>
  );
}
