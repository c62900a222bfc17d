import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { NewPasswordFormSchema } from "#shared/auth/auth.schema";
import { fieldErrors } from "#shared/field-errors";
import { AuthCard } from "../../../components/auth-card.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { authApi } from "../../../lib/auth/auth-api.ts";
import { toast } from "../../../lib/toast.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function ResetPasswordPage() {
  usePageTitle("Choose a new password");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  if (!token || params.get("error")) {
    return (
      <AuthCard
        title="This link no longer works"
        lead="Reset links work once and expire after one hour. Ask for a new one."
      >
        <Button asChild className="w-full">
          <Link to="/forgot-password">Send a new link</Link>
        </Button>
      </AuthCard>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = NewPasswordFormSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await authApi.resetPassword(token as string, parsed.data.password);
      toast.success("Password changed", "Log in with your new password.");
      navigate("/login", { replace: true });
    } catch (e) {
      toast.error("Error", errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.password}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Saving..." : "Save new password"}
        </Button>
      </form>
    </AuthCard>
  );
}
