import { useMemo } from "react";
import { Outlet, useLocation } from "react-router";
import { ScrollManager } from "#client/components/scroll-manager.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { useSiteInfo } from "#client/lib/site-info.ts";
import { chromeFor } from "./chrome-visibility.ts";
import { Footer } from "./footer.tsx";
import { HydrateApart } from "./hydrate-apart.tsx";
import { socialLinksFor } from "./social-links.tsx";
import { TopBar } from "./top-bar.tsx";

/**
 * The frame of every page outside the admin panel: skip link, top bar, main, footer; the last three
 * hydrate apart from each other, each in short slices (ADR 61).
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const chrome = chromeFor(pathname);
  const site = useSiteInfo();
  const t = useT();
  // Each part is the same element from render to render: a part not yet hydrated that received new
  // props would have to hydrate at once, in one long task (ADR 61). The parts follow the route and
  // the session through context.
  const topBar = useMemo(
    () => (
      <HydrateApart>
        <TopBar />
      </HydrateApart>
    ),
    [],
  );
  const page = useMemo(
    () => (
      <HydrateApart>
        <Outlet />
      </HydrateApart>
    ),
    [],
  );
  const companyName = site?.company.name;
  const footer = useMemo(
    () => (
      <HydrateApart>
        <Footer socialLinks={socialLinksFor(site, t)} companyName={companyName} />
      </HydrateApart>
    ),
    [site, t, companyName],
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>
      <ScrollManager />
      {chrome.topBar ? topBar : null}
      <main id="main" className="flex-1">
        {page}
      </main>
      {chrome.footer ? footer : null}
    </div>
  );
}
