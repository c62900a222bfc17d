import { useMutation } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { Link, Navigate, useSearchParams } from "react-router";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { toast } from "#client/lib/toast.ts";
import { ResendVerificationFormSchema } from "#shared/auth/auth.schema";
import { AuthCard } from "../components/auth-card.tsx";

/** Sends a fresh verification link, saying so in a toast. */
function useResendVerification() {
  return useMutation({
    mutationFn: ({ email }: { email: string }) => authApi.resendVerification(email),
    onSuccess: () =>
      toast.success("Email Sent!", "A new verification link has been sent to your email address."),
    onError: (error) => toast.error("Error", errorMessage(error)),
  });
}

function ResendButton({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Button className="w-full" busy={resend.isPending} onClick={() => resend.mutate({ email })}>
      {resend.isPending ? "Sending..." : "Resend Verification Email"}
    </Button>
  );
}

/** A link that failed: say why, and offer a new one for any address (the button waits for a valid one). */
function LinkProblem({ expired }: { expired: boolean }) {
  const form = useZodForm(ResendVerificationFormSchema, { defaultValues: { email: "" } });
  const resend = useResendVerification();
  return (
    <AuthCard
      title={expired ? "This link has expired" : "This link is not valid"}
      lead={
        expired
          ? "Verification links are valid for 24 hours. Ask for a new one below."
          : "The link may have been used already or copied incompletely. Ask for a new one below, or log in if you have confirmed your address."
      }
      footer={
        <Link to="/login" className="text-accent underline-offset-4 hover:underline">
          Log In
        </Link>
      }
    >
      <form onSubmit={form.handleSubmit((values) => resend.mutate(values))} noValidate className="space-y-4">
        <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} />
        <SubmitButton
          className="w-full"
          disabled={!form.formState.isValid}
          busy={resend.isPending}
          busyLabel="Sending..."
        >
          Resend Verification Email
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

export function VerifyEmailPage() {
  const { user, loading, signOut } = useAuth();
  const [params] = useSearchParams();
  const error = params.get("error");

  if (loading) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  if (error && !user?.emailVerified) return <LinkProblem expired={error.toUpperCase() === "TOKEN_EXPIRED"} />;
  if (user?.emailVerified) return <Navigate to="/dashboard" replace />;
  if (!user) {
    if (params.get("verified")) {
      return (
        <AuthCard title="Email confirmed" lead="Your address is confirmed. Log in to build your profile.">
          <Button asChild className="w-full">
            <Link to="/login">Log In</Link>
          </Button>
        </AuthCard>
      );
    }
    return <Navigate to="/login" replace />;
  }

  return (
    <AuthCard title="Verify Your Email">
      <div className="space-y-5">
        <MailCheck className="size-10 text-accent" aria-hidden />
        <p>
          We sent a verification link to <strong className="break-all">{user.email}</strong>. Open it to
          confirm your address and reach your dashboard.
        </p>
        <ResendButton email={user.email} />
        <Button
          variant="outline"
          className="w-full"
          onClick={() => signOut().catch((e: unknown) => toast.error("Error", errorMessage(e)))}
        >
          Log Out
        </Button>
        <p className="text-sm text-muted-foreground">
          Already confirmed in another tab or on your phone? Refresh this page to continue.
        </p>
      </div>
    </AuthCard>
  );
}
