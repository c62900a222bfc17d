import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { AuthCard } from "../../../components/auth-card.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { authApi } from "../../../lib/auth/auth-api.ts";
import { toast } from "../../../lib/toast.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function ForgotPasswordPage() {
  usePageTitle("Forgot password");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) {
      setError("Email is required");
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await authApi.requestPasswordReset(email);
      setSentTo(email);
    } catch (e) {
      toast.error("Error", errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <AuthCard
        title="Check your e-mail"
        footer={
          <Link to="/login" className="text-accent underline-offset-4 hover:underline">
            Back to Log In
          </Link>
        }
      >
        <p>
          If an account exists for <strong className="break-all">{sentTo}</strong>, we have sent it a link to
          choose a new password. The link works once and expires after one hour.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password?"
      lead="Enter your e-mail address and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className="text-accent underline-offset-4 hover:underline">
          Back to Log In
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Email" name="email" type="email" autoComplete="email" error={error} required />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Sending..." : "Send reset link"}
        </Button>
      </form>
    </AuthCard>
  );
}
