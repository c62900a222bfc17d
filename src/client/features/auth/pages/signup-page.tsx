import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { SignUpFormSchema } from "#shared/auth/auth.schema";
import { fieldErrors } from "#shared/field-errors";
import { AuthCard } from "../../../components/auth-card.tsx";
import { BotCheck } from "../../../components/bot-check/bot-check.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api.ts";
import { authApi } from "../../../lib/auth/auth-api.ts";
import { toast } from "../../../lib/toast.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

export function SignupPage() {
  usePageTitle("Sign Up");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [botCheck, setBotCheck] = useState<string | null>(null);
  const [botCheckKey, setBotCheckKey] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = SignUpFormSchema.safeParse({
      name: form.get("name"),
      email: form.get("email"),
      password: form.get("password"),
      confirmPassword: form.get("confirmPassword"),
      acceptTerms: form.get("acceptTerms") === "on",
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    if (!botCheck) {
      setErrors({ botCheck: "Verification needed" });
      toast.error("Verification needed", "Please complete the check that you are not a robot.");
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await authApi.signUp(
        { name: parsed.data.name, email: parsed.data.email, password: parsed.data.password },
        botCheck,
      );
      toast.success("Success!", "Please check your email to verify your account.");
      setSentTo(parsed.data.email);
    } catch (error) {
      toast.error("Sign-up failed", errorMessage(error));
      // A solved check is single-use: the next attempt needs a fresh one.
      setBotCheck(null);
      setBotCheckKey((k) => k + 1);
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
            Go to Log In
          </Link>
        }
      >
        <p>
          We sent a verification link to <strong className="break-all">{sentTo}</strong>. Open it to confirm
          your address; you will land on your dashboard, ready to build your profile.
        </p>
        <p className="mt-3 text-sm text-muted-foreground">
          No mail after a few minutes? Check your spam folder, or log in to send it again.
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign Up"
      lead="Create your free account. You will build your profile next."
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-accent underline-offset-4 hover:underline">
            Log In
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Name" name="name" autoComplete="name" error={errors.name} />
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          error={errors.password}
        />
        <TextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <div className="space-y-1.5">
          <div className="flex items-start gap-3">
            <input
              id="acceptTerms"
              name="acceptTerms"
              type="checkbox"
              className="mt-1 size-5 accent-accent"
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? "acceptTerms-error" : undefined}
            />
            <label htmlFor="acceptTerms" className="text-sm">
              I accept the{" "}
              <Link
                to="/terms-and-conditions"
                className="text-accent underline underline-offset-4"
                target="_blank"
              >
                Terms & Conditions
              </Link>{" "}
              and the{" "}
              <Link to="/privacy-policy" className="text-accent underline underline-offset-4" target="_blank">
                Privacy Policy
              </Link>
              .
            </label>
          </div>
          {errors.acceptTerms ? (
            <p id="acceptTerms-error" className="text-sm text-danger">
              {errors.acceptTerms}
            </p>
          ) : null}
        </div>
        <div className="space-y-1.5">
          <BotCheck onChange={setBotCheck} resetKey={botCheckKey} />
          {errors.botCheck ? <p className="text-sm text-danger">{errors.botCheck}</p> : null}
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Creating your account..." : "Sign Up"}
        </Button>
      </form>
    </AuthCard>
  );
}
