import { Menu } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "#client/components/logo.tsx";
import { ThemeToggle } from "#client/components/theme-toggle.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { LazySheet } from "#client/components/ui/lazy-sheet.tsx";
import { cn } from "#client/lib/cn.ts";
import { useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { localizedPath } from "#shared/i18n/languages";
import { AuthSlot } from "./auth-slot.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { activeItemForPath, activeItemForSection, NAV_ITEMS, type NavItem } from "./nav-items.ts";
import { useActiveSection } from "./use-active-section.ts";

function itemHref(item: NavItem, onHome: boolean): string {
  if (onHome && item.section) return `/#${item.section}`;
  return item.path;
}

function NavLinks({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const onHome = pathname === "/";
  const section = useActiveSection(onHome);
  const active = onHome ? activeItemForSection(section) : activeItemForPath(pathname);
  const t = useT();
  const language = useLanguage();

  return (
    <ul className={cn("flex gap-1", vertical ? "flex-col" : "items-center")}>
      {NAV_ITEMS.map((item) => {
        const isActive = item.name === active;
        return (
          <li key={item.name}>
            <Link
              to={itemHref(item, onHome)}
              onClick={(event) => {
                onNavigate?.();
                if (onHome && item.section) {
                  const target = document.getElementById(item.section);
                  if (target) {
                    event.preventDefault();
                    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
                    target.scrollIntoView({ behavior: reduce ? "auto" : "smooth" });
                    const home = localizedPath(language, "/");
                    history.replaceState(
                      null,
                      "",
                      item.section === "home" ? home : `${home}#${item.section}`,
                    );
                  }
                }
              }}
              aria-current={isActive ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
                isActive && "text-foreground underline decoration-accent decoration-2 underline-offset-8",
              )}
            >
              {t(item.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The public top bar: logo, the five items, account buttons and the theme toggle; a side sheet below 768 px. */
export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setMenuOpen(false);
  const t = useT();
  return (
    <header
      data-toast-clearance
      className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" aria-label={t("common.topBar.home")} className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label={t("common.nav.main")} className="hidden md:block">
          <NavLinks />
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitcher variant="header" />
          <ThemeToggle />
          <AuthSlot />
        </div>
        <div className="flex items-center gap-1 md:hidden">
          <LanguageSwitcher variant="header" />
          <ThemeToggle />
          <Button
            ref={menuButton}
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t("common.topBar.openMenu")}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Menu aria-hidden />
          </Button>
          <LazySheet
            open={menuOpen}
            onOpenChange={setMenuOpen}
            side="right"
            title={t("common.topBar.menu")}
            triggerRef={menuButton}
          >
            <nav aria-label={t("common.nav.main")}>
              <NavLinks vertical onNavigate={close} />
            </nav>
            <div className="mt-auto border-t border-border pt-4">
              <AuthSlot onNavigate={close} inSheet />
            </div>
          </LazySheet>
        </div>
      </div>
    </header>
  );
}
