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
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";
import { adminOverviewQueryOptions } from "./admin-overview-api.ts";

type AdminLink = { to: string; label: MessageId; icon: LucideIcon; isActive: (path: string) => boolean };

const FEATURED = "/admin-panel/talents/featured";

export const ADMIN_LINKS: AdminLink[] = [
  {
    to: "/admin-panel",
    label: "pages.admin.overview.title",
    icon: LayoutDashboard,
    isActive: (p) => p === "/admin-panel",
  },
  {
    to: "/admin-panel/talents",
    label: "pages.admin.talents.title",
    icon: UsersRound,
    isActive: (p) => p.startsWith("/admin-panel/talents") && !p.startsWith(FEATURED),
  },
  { to: FEATURED, label: "pages.admin.featured.title", icon: Star, isActive: (p) => p.startsWith(FEATURED) },
  {
    to: "/admin-panel/messages",
    label: "pages.admin.inbox.title",
    icon: Inbox,
    isActive: (p) => p.startsWith("/admin-panel/messages"),
  },
  {
    to: "/admin-panel/inquiry-reports",
    label: "pages.admin.reports.title",
    icon: Flag,
    isActive: (p) => p.startsWith("/admin-panel/inquiry-reports"),
  },
  {
    to: "/admin-panel/users",
    label: "pages.admin.users.title",
    icon: UserCog,
    isActive: (p) => p.startsWith("/admin-panel/users"),
  },
  {
    to: "/admin-panel/billing",
    label: "pages.admin.billing.title",
    icon: CreditCard,
    isActive: (p) => p.startsWith("/admin-panel/billing"),
  },
  {
    to: "/admin-panel/content",
    label: "pages.admin.content.title",
    icon: MessageSquareQuote,
    isActive: (p) => p.startsWith("/admin-panel/content"),
  },
];

/** The unread count beside Inbox, read with the dashboard's counts and kept fresh by live changes. */
function UnreadCount() {
  const { data } = useQuery(adminOverviewQueryOptions());
  const t = useT();
  const { number } = useFormat();
  const unread = data?.messages.unread ?? 0;
  if (!unread) return null;
  return (
    <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
      {number(unread)}
      <span className="sr-only"> {t("admin.nav.unread")}</span>
    </span>
  );
}

/** Open reports (inquiries talents reported, profiles visitors reported) beside Reports. */
function ReportCount() {
  const { data } = useQuery(adminOverviewQueryOptions());
  const t = useT();
  const { number } = useFormat();
  const reported = (data?.inquiries.reported ?? 0) + (data?.talentReports.open ?? 0);
  if (!reported) return null;
  return (
    <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
      {number(reported)}
      <span className="sr-only"> {t("admin.nav.open")}</span>
    </span>
  );
}

/** The admin panel's sections, for the sidebar and the phone sheet. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const t = useT();
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
              {t(label)}
              {to === "/admin-panel/messages" ? <UnreadCount /> : null}
              {to === "/admin-panel/inquiry-reports" ? <ReportCount /> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
