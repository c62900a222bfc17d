import { useQuery } from "@tanstack/react-query";
import { LogOut, MoreHorizontal, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, Outlet } from "react-router";
import { Logo } from "#client/components/logo.tsx";
import { ScrollManager } from "#client/components/scroll-manager.tsx";
import { Avatar } from "#client/components/ui/avatar.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#client/components/ui/dropdown-menu.tsx";
import { myInquiriesUnreadQueryOptions } from "#client/features/inquiries/api/my-inquiries-unread.ts";
import { errorMessage } from "#client/lib/api.ts";
import { avatarInitials, useAuth } from "#client/lib/auth/auth-provider.tsx";
import { cn } from "#client/lib/cn.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { BOTTOM_BAR_LINKS, dashboardLinks } from "./dashboard-links.ts";

const COLLAPSED_KEY = "vitrine-sidebar-collapsed";

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === "true";
  } catch {
    return false;
  }
}

/** The signed-in frame: a collapsible sidebar on wide screens, a bottom bar on phones. */
export function DashboardLayout() {
  const { user, signOut } = useAuth();
  const t = useT();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const links = dashboardLinks(user?.accountKind ?? "talent");
  const barLinks = links.slice(0, BOTTOM_BAR_LINKS);
  const moreLinks = links.slice(BOTTOM_BAR_LINKS);
  // Live updates refresh it when an inquiry arrives or is read.
  const unread = useQuery(myInquiriesUnreadQueryOptions()).data ?? 0;
  const countOf = (to: string) => (to === "/dashboard/inquiries" ? unread : 0);
  const logOut = () =>
    signOut().catch((error: unknown) => toast.error(t("common.error.title"), errorMessage(error)));
  const toggle = () => {
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, String(!value));
      } catch {
        // Storage may be refused; the choice then lasts for this visit.
      }
      return !value;
    });
  };

  return (
    <div className="flex min-h-dvh">
      <ScrollManager />
      <aside
        className={cn(
          "sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-border bg-surface p-3 transition-[width] md:flex",
          collapsed ? "w-[4.5rem]" : "w-64",
        )}
      >
        <div className="flex items-center justify-between gap-2 px-1 py-2">
          {collapsed ? null : (
            <Link to="/" aria-label={t("common.topBar.home")}>
              <Logo />
            </Link>
          )}
          <button
            type="button"
            onClick={toggle}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t("common.dashboard.expand") : t("common.dashboard.collapse")}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface-muted"
          >
            {collapsed ? (
              <PanelLeftOpen className="size-5" aria-hidden />
            ) : (
              <PanelLeftClose className="size-5" aria-hidden />
            )}
          </button>
        </div>
        <nav aria-label={t("common.dashboard.nav")} className="mt-4 flex-1">
          <ul className="space-y-1">
            {links.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  title={collapsed ? t(label) : undefined}
                  className={({ isActive }) =>
                    cn(
                      "flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-surface-muted hover:text-foreground",
                      isActive && "bg-surface-muted text-foreground",
                    )
                  }
                >
                  <Icon className="size-5 shrink-0" aria-hidden />
                  <span className={cn(collapsed && "sr-only")}>{t(label)}</span>
                  <UnreadBadge count={countOf(to)} className={collapsed ? "-ml-3 self-start" : "ml-auto"} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-border pt-3">
          <div className="flex items-center gap-3 px-1 py-2">
            <Avatar initials={avatarInitials(user?.email)} />
            {collapsed ? null : <span className="truncate text-sm">{user?.email}</span>}
          </div>
          <button
            type="button"
            onClick={logOut}
            className="flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-sm text-muted-foreground hover:bg-surface-muted hover:text-foreground"
          >
            <LogOut className="size-5 shrink-0" aria-hidden />
            <span className={cn(collapsed && "sr-only")}>{t("common.dashboard.logOut")}</span>
          </button>
        </div>
      </aside>

      <main id="main" className="min-w-0 flex-1 pb-24 md:pb-0">
        <Outlet />
      </main>

      <nav
        aria-label={t("common.dashboard.nav")}
        data-toast-clearance
        className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 backdrop-blur md:hidden"
      >
        <ul className="grid grid-cols-6">
          {barLinks.map(({ to, short, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    "flex min-h-16 flex-col items-center justify-center gap-1 text-xs text-muted-foreground",
                    isActive && "text-accent",
                  )
                }
              >
                <span className="relative">
                  <Icon className="size-5" aria-hidden />
                  <UnreadBadge count={countOf(to)} className="absolute -top-2 left-3" />
                </span>
                {t(short)}
              </NavLink>
            </li>
          ))}
          <li>
            <DropdownMenu>
              <DropdownMenuTrigger className="flex min-h-16 w-full flex-col items-center justify-center gap-1 text-xs text-muted-foreground">
                <MoreHorizontal className="size-5" aria-hidden />
                {t("common.dashboard.more")}
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" side="top">
                <DropdownMenuLabel className="flex items-center gap-2">
                  <Avatar initials={avatarInitials(user?.email)} className="size-7 text-xs" />
                  <span className="truncate">{user?.email}</span>
                </DropdownMenuLabel>
                <DropdownMenuSeparator />
                {moreLinks.map(({ to, label, icon: Icon }) => (
                  <DropdownMenuItem key={to} asChild>
                    <Link to={to}>
                      <Icon aria-hidden /> {t(label)}
                    </Link>
                  </DropdownMenuItem>
                ))}
                {moreLinks.length ? <DropdownMenuSeparator /> : null}
                <DropdownMenuItem onSelect={logOut}>
                  <LogOut aria-hidden /> {t("common.dashboard.logOut")}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** The number of unread inquiries beside the link ("3 unread" to screen readers); nothing at zero. */
function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const t = useT();
  const { number } = useFormat();
  if (count === 0) return null;
  return (
    <span
      className={cn(
        "inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-5 font-semibold text-accent-foreground",
        className,
      )}
    >
      {count > 99 ? `${number(99)}+` : number(count)}
      <span className="sr-only"> {t("common.dashboard.unread")}</span>
    </span>
  );
}
