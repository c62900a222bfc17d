import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";

function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Checking your session" />
    </div>
  );
}

/** The dashboard needs a signed-in user (else /login, remembering the origin) with a confirmed e-mail. */
export function RequireVerifiedUser({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!user.emailVerified) return <Navigate to="/verify-email" replace />;
  return children;
}

/** The admin panel needs the admin role; everyone else goes to the admin login, remembering the origin. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin, loading } = useAuth();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!isAdmin)
    return <Navigate to="/admin-panel/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}
