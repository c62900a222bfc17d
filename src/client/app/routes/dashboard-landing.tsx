import { Navigate } from "react-router";
import { useAuth } from "#client/lib/auth/auth-provider.tsx";
import { type AccountKind, offersTalent } from "#shared/accounts/account-kind-values";

/** Where an account lands in the dashboard: the workspace for one that only hires, else the profile. */
export const dashboardLanding = (kind: AccountKind): string =>
  offersTalent(kind) ? "/dashboard/profile" : "/dashboard/workspace";

/** /dashboard itself: after confirming the address or signing in, each account's own start. */
export function DashboardLanding() {
  const { user } = useAuth();
  return <Navigate to={dashboardLanding(user?.accountKind ?? "talent")} replace />;
}
