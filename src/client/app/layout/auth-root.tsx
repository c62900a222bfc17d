import { Outlet } from "react-router";
import { AuthProvider, useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useLiveUpdates } from "#client/lib/live-updates.ts";
import { AppTalentActions } from "../talent-actions.tsx";
import { CookieConsentBanner } from "./cookie-consent-banner.tsx";
import { SessionCheckNotice } from "./session-check-notice.tsx";

/** The live change streams: the public one always, the signed-in one for a confirmed account. */
function LiveUpdates() {
  const { user } = useAuth();
  useLiveUpdates(user?.emailVerified ? user.id : null);
  return null;
}

/**
 * The root route: auth state for every page and guard, its failures' notice, the live change streams,
 * and the actions other domains put on talent cards and profiles.
 */
export function AuthRoot() {
  return (
    <AuthProvider>
      <LiveUpdates />
      <SessionCheckNotice />
      <AppTalentActions>
        <Outlet />
      </AppTalentActions>
      <CookieConsentBanner />
    </AuthProvider>
  );
}
