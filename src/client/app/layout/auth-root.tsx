import { Outlet } from "react-router";
import { AuthProvider } from "../../lib/auth/auth-provider.tsx";

/** The root route: the auth state is available to every page and guard below it. */
export function AuthRoot() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
