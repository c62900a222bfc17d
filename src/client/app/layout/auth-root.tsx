import { Outlet } from "react-router";
import { AuthProvider } from "../../lib/auth/auth-provider.tsx";
import { useLiveUpdates } from "../../lib/live-updates.ts";
import { CookieConsentBanner } from "./cookie-consent-banner.tsx";

/** The root route: auth state for every page and guard, and the live change stream. */
export function AuthRoot() {
  useLiveUpdates();
  return (
    <AuthProvider>
      <Outlet />
      <CookieConsentBanner />
    </AuthProvider>
  );
}
