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
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import {
  pendingFavouriteFromQuery,
  readPendingFavourite,
  savePendingFavourite,
} from "#client/lib/pending-favourite.ts";
import { toast } from "#client/lib/toast.ts";
import { ResendVerificationFormSchema } from "#shared/auth/auth.schema";
import { AuthCard } from "../components/auth-card.tsx";

/** Sends a fresh verification link, saying so in a toast. */
function useResendVerification() {
  const t = useT();
  return useMutation({
    mutationFn: ({ email }: { email: string }) => authApi.resendVerification(email),
    onSuccess: () =>
      toast.success(t("accounts.verifyEmail.resent.title"), t("accounts.verifyEmail.resent.text")),
    onError: (error) => toast.error(t("accounts.error"), errorMessage(error)),
  });
}

function ResendButton({ email }: { email: string }) {
  const t = useT();
  const resend = useResendVerification();
  return (
    <Button className="w-full" busy={resend.isPending} onClick={() => resend.mutate({ email })}>
      {resend.isPending ? t("accounts.sending") : t("accounts.verifyEmail.resend")}
    </Button>
  );
}

/** A link that failed: say why, and offer a new one for any address (the button waits for a valid one). */
function LinkProblem({ expired }: { expired: boolean }) {
  const t = useT();
  const form = useZodForm(ResendVerificationFormSchema, { defaultValues: { email: "" } });
  const resend = useResendVerification();
  return (
    <AuthCard
      title={t(expired ? "accounts.verifyEmail.expired.title" : "accounts.verifyEmail.invalid.title")}
      lead={t(expired ? "accounts.verifyEmail.expired.lead" : "accounts.verifyEmail.invalid.lead")}
      footer={
        <Link to="/login" className="text-accent underline-offset-4 hover:underline">
          {t("accounts.login.title")}
        </Link>
      }
    >
      <form onSubmit={form.handleSubmit((values) => resend.mutate(values))} noValidate className="space-y-4">
        <TextField
          label={t("accounts.field.email")}
          type="email"
          autoComplete="email"
          {...form.field("email")}
        />
        <SubmitButton
          className="w-full"
          disabled={!form.formState.isValid}
          busy={resend.isPending}
          busyLabel={t("accounts.sending")}
        >
          {t("accounts.verifyEmail.resend")}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

export function VerifyEmailPage() {
  const { user, loading, signOut } = useAuth();
  const t = useT();
  const [params] = useSearchParams();
  const error = params.get("error");

  if (loading) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner label={t("accounts.guard.checkingSession")} />
      </div>
    );
  }
  if (error && !user?.emailVerified) return <LinkProblem expired={error.toUpperCase() === "TOKEN_EXPIRED"} />;
  if (user?.emailVerified) {
    // A favourite asked for before signing up came back with the link: keep it for its page.
    const fromLink = pendingFavouriteFromQuery(params);
    if (fromLink) savePendingFavourite(fromLink);
    return <Navigate to={(fromLink ?? readPendingFavourite())?.returnTo ?? "/dashboard"} replace />;
  }
  if (!user) {
    if (params.get("verified")) {
      return (
        <AuthCard
          title={t("accounts.verifyEmail.confirmed.title")}
          lead={t("accounts.verifyEmail.confirmed.lead")}
        >
          <Button asChild className="w-full">
            <Link to="/login">{t("accounts.login.title")}</Link>
          </Button>
        </AuthCard>
      );
    }
    return <Navigate to="/login" replace />;
  }

  return (
    <AuthCard title={t("accounts.verifyEmail.title")}>
      <div className="space-y-5">
        <MailCheck className="size-10 text-accent" aria-hidden />
        <p>
          <T
            id="accounts.verifyEmail.sent"
            components={{ 0: <strong className="break-all">{user.email}</strong> }}
          />
        </p>
        <ResendButton email={user.email} />
        <Button
          variant="outline"
          className="w-full"
          onClick={() => signOut().catch((e: unknown) => toast.error(t("accounts.error"), errorMessage(e)))}
        >
          {t("accounts.verifyEmail.logOut")}
        </Button>
        <p className="text-sm text-muted-foreground">{t("accounts.verifyEmail.otherTab")}</p>
      </div>
    </AuthCard>
  );
}
