import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import {
  openCookiePreferences,
  saveConsent,
  useCookieConsent,
  useCookiePreferencesOpen,
} from "#client/lib/cookie-consent.ts";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { useHydrated } from "#client/lib/use-hydrated.ts";

// The preferences dialog (and its dialog library) loads when it is opened.
const CookiePreferencesDialog = lazy(() =>
  import("./cookie-preferences-dialog.tsx").then((m) => ({ default: m.CookiePreferencesDialog })),
);

/**
 * The consent banner until a choice is made, and the preferences dialog (also opened from the
 * footer). The choice lives in the browser, so the server's HTML has no banner: it appears once the
 * page's script runs, which is also the only way to answer it.
 */
export function CookieConsentBanner() {
  const consent = useCookieConsent();
  const open = useCookiePreferencesOpen();
  const hydrated = useHydrated();
  const t = useT();
  if (!hydrated) return null;

  return (
    <>
      {consent.status === "pending" && !open ? (
        <section
          aria-label={t("common.cookies.banner")}
          data-toast-clearance
          className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface p-4 shadow-[0_-4px_20px_rgba(0,0,0,0.08)]"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
            <p className="text-sm">
              <T
                id="common.cookies.text"
                components={{
                  0: <Link to="/privacy-policy" className="text-accent underline underline-offset-4" />,
                }}
              />
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="ghost" onClick={openCookiePreferences}>
                {t("common.cookies.customize")}
              </Button>
              <Button variant="outline" onClick={() => saveConsent({ analytics: false, marketing: false })}>
                {t("common.cookies.decline")}
              </Button>
              <Button onClick={() => saveConsent({ analytics: true, marketing: true })}>
                {t("common.cookies.acceptAll")}
              </Button>
            </div>
          </div>
        </section>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <CookiePreferencesDialog consent={consent} />
        </Suspense>
      ) : null}
    </>
  );
}
