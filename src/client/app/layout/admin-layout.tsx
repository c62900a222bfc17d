import { ExternalLink, LogOut, Menu } from "lucide-react";
import { useState } from "react";
import { Link, Outlet } from "react-router";
import { Logo } from "#client/components/logo.tsx";
import { ScrollManager } from "#client/components/scroll-manager.tsx";
import { ThemeToggle } from "#client/components/theme-toggle.tsx";
import { Avatar } from "#client/components/ui/avatar.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Sheet, SheetContent, SheetTrigger } from "#client/components/ui/sheet.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { avatarInitials, useAuth } from "#client/lib/auth/auth-provider.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { AdminNav } from "./admin-nav.tsx";

const ADMIN_LOGIN = "/admin-panel/login";

function PanelMark() {
  const t = useT();
  return (
    <Link
      to="/admin-panel"
      aria-label={t("admin.layout.home")}
      className="flex items-center gap-2 rounded-md"
    >
      <Logo />
      <span className="rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground">
        {t("admin.layout.badge")}
      </span>
    </Link>
  );
}

/** The address, a way back to the public site, the theme and Logout (which returns to the admin login). */
function AccountFooter({ onNavigate }: { onNavigate?: () => void }) {
  const { user, signOut } = useAuth();
  const t = useT();
  const logOut = () => {
    onNavigate?.();
    signOut(ADMIN_LOGIN).catch((error: unknown) => toast.error(t("common.error.title"), errorMessage(error)));
  };
  return (
    <div className="space-y-1 border-t border-border pt-3">
      <div className="flex items-center gap-3 px-1 py-2">
        <Avatar initials={avatarInitials(user?.email)} />
        <span className="min-w-0 flex-1 truncate text-sm">{user?.email}</span>
        <ThemeToggle />
      </div>
      <Link
        to="/"
        onClick={onNavigate}
        className="flex min-h-11 items-center gap-3 rounded-md px-3 text-sm text-muted-foreground hover:bg-surface-muted hover:text-foreground"
      >
        <ExternalLink className="size-5 shrink-0" aria-hidden /> {t("admin.layout.viewSite")}
      </Link>
      <button
        type="button"
        onClick={logOut}
        className="flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-sm text-muted-foreground hover:bg-surface-muted hover:text-foreground"
      >
        <LogOut className="size-5 shrink-0" aria-hidden /> {t("admin.layout.logOut")}
      </button>
    </div>
  );
}

/**
 * The guarded admin area: a sidebar from 768 px, a top bar with the same links in a sheet on
 * phones, and a skip link to the page's content.
 */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const t = useT();
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>
      <ScrollManager />
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 border-r border-border bg-surface p-3 md:flex">
        <div className="px-1 pt-2">
          <PanelMark />
        </div>
        <nav aria-label={t("admin.layout.nav")} className="flex-1 overflow-y-auto">
          <AdminNav />
        </nav>
        <AccountFooter />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header
          data-toast-clearance
          className="sticky top-0 z-30 flex h-16 items-center justify-between gap-2 border-b border-border bg-background/90 px-4 backdrop-blur md:hidden"
        >
          <PanelMark />
          <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t("admin.layout.openMenu")}>
                <Menu aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" title={t("admin.layout.menu")}>
              <nav aria-label={t("admin.layout.nav")} className="flex-1">
                <AdminNav onNavigate={close} />
              </nav>
              <AccountFooter onNavigate={close} />
            </SheetContent>
          </Sheet>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="w-full max-w-7xl flex-1 px-4 py-6 outline-none md:px-8 md:py-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
