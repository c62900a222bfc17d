import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

function FullPageSpinner() {
  const t = useT();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={t("accounts.guard.checkingSession")} />
    </div>
  );
}

/** The guards' answer while the session cannot be checked and no signed-in user is known: no redirect. */
export function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 text-center"
      >
        <h1 className="font-display text-2xl font-semibold">{t("accounts.guard.checkFailed.title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("accounts.guard.checkFailed.text")}</p>
        <Button className="mt-6" onClick={onRetry}>
          {t("accounts.guard.checkFailed.retry")}
        </Button>
      </div>
    </main>
  );
}

/**
 * The dashboard needs a signed-in user (else /login, remembering the origin) with a confirmed e-mail.
 * Only a successful check without a session sends to /login: while checks fail, a known user stays
 * on the page, and without one the page says so and retries.
 */
export function RequireVerifiedUser({ children }: { children: ReactNode }) {
  const { user, loading, checkFailed, checkAgain } = useAuth();
  const location = useLocation();
  if (user) return user.emailVerified ? children : <Navigate to="/verify-email" replace />;
  if (checkFailed) return <SessionCheckFailed onRetry={checkAgain} />;
  if (loading) return <FullPageSpinner />;
  return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
}

/** The admin panel needs the admin role; everyone else goes to the admin login, remembering the origin. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin, loading, checkFailed, checkAgain } = useAuth();
  const location = useLocation();
  if (isAdmin) return children;
  if (checkFailed) return <SessionCheckFailed onRetry={checkAgain} />;
  if (loading) return <FullPageSpinner />;
  return <Navigate to="/admin-panel/login" replace state={{ from: location.pathname + location.search }} />;
}
