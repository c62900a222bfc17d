import { Outlet, useLocation } from "react-router";
import { ScrollManager } from "#client/components/scroll-manager.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { useSiteInfo } from "#client/lib/site-info.ts";
import { chromeFor } from "./chrome-visibility.ts";
import { Footer } from "./footer.tsx";
import { socialLinksFor } from "./social-links.tsx";
import { TopBar } from "./top-bar.tsx";

/** The frame of every page outside the admin panel: skip link, top bar, main, footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const chrome = chromeFor(pathname);
  const site = useSiteInfo();
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>
      <ScrollManager />
      {chrome.topBar ? <TopBar /> : null}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {chrome.footer ? (
        <Footer socialLinks={socialLinksFor(site, t)} companyName={site?.company.name} />
      ) : null}
    </div>
  );
}
