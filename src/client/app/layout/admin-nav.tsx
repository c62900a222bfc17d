import { useQuery } from "@tanstack/react-query";
import {
  CreditCard,
  Flag,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareQuote,
  Star,
  UserCog,
  UsersRound,
} from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "#client/lib/cn.ts";
import { adminOverviewQueryOptions } from "./admin-overview-api.ts";

type AdminLink = { to: string; label: string; icon: LucideIcon; isActive: (path: string) => boolean };

const FEATURED = "/admin-panel/talents/featured";

export const ADMIN_LINKS: AdminLink[] = [
  { to: "/admin-panel", label: "Dashboard", icon: LayoutDashboard, isActive: (p) => p === "/admin-panel" },
  {
    to: "/admin-panel/talents",
    label: "Manage Talents",
    icon: UsersRound,
    isActive: (p) => p.startsWith("/admin-panel/talents") && !p.startsWith(FEATURED),
  },
  { to: FEATURED, label: "Featured Talents", icon: Star, isActive: (p) => p.startsWith(FEATURED) },
  {
    to: "/admin-panel/messages",
    label: "Inbox",
    icon: Inbox,
    isActive: (p) => p.startsWith("/admin-panel/messages"),
  },
  {
    to: "/admin-panel/inquiry-reports",
    label: "Reports",
    icon: Flag,
    isActive: (p) => p.startsWith("/admin-panel/inquiry-reports"),
  },
  {
    to: "/admin-panel/users",
    label: "Users",
    icon: UserCog,
    isActive: (p) => p.startsWith("/admin-panel/users"),
  },
  {
    to: "/admin-panel/billing",
    label: "Billing",
    icon: CreditCard,
    isActive: (p) => p.startsWith("/admin-panel/billing"),
  },
  {
    to: "/admin-panel/content",
    label: "Site Content",
    icon: MessageSquareQuote,
    isActive: (p) => p.startsWith("/admin-panel/content"),
  },
];

/** The unread count beside Inbox, read with the dashboard's counts and kept fresh by live changes. */
function UnreadCount() {
  const { data } = useQuery(adminOverviewQueryOptions());
  const unread = data?.messages.unread ?? 0;
  if (!unread) return null;
  return (
    <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
      {unread}
      <span className="sr-only"> unread</span>
    </span>
  );
}

/** Open reports of inquiries beside Reports. */
function ReportCount() {
  const { data } = useQuery(adminOverviewQueryOptions());
  const reported = data?.inquiries.reported ?? 0;
  if (!reported) return null;
  return (
    <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
      {reported}
      <span className="sr-only"> open</span>
    </span>
  );
}

/** The admin panel's sections, for the sidebar and the phone sheet. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {ADMIN_LINKS.map(({ to, label, icon: Icon, isActive }) => {
        const active = isActive(pathname);
        return (
          <li key={to}>
            <Link
              to={to}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-surface-muted hover:text-foreground",
                active && "bg-surface-muted text-foreground",
              )}
            >
              <Icon className={cn("size-5 shrink-0", active && "text-accent")} aria-hidden />
              {label}
              {to === "/admin-panel/messages" ? <UnreadCount /> : null}
              {to === "/admin-panel/inquiry-reports" ? <ReportCount /> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
