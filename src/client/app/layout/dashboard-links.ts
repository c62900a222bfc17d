import {
  BellRing,
  Compass,
  Eye,
  Heart,
  IdCard,
  LayoutGrid,
  ListChecks,
  type LucideIcon,
  MessageSquare,
  Settings,
  UserRound,
} from "lucide-react";
import { type AccountKind, hiresTalent, offersTalent } from "#shared/accounts/account-kind-values";
import type { MessageId } from "#shared/i18n/translator";

export type DashboardLink = { to: string; label: MessageId; short: MessageId; icon: LucideIcon };

/** The workspace of an account that hires talent. */
const WORKSPACE_LINKS: DashboardLink[] = [
  {
    to: "/dashboard/workspace",
    label: "workspace.overview.title",
    short: "workspace.nav.overviewShort",
    icon: LayoutGrid,
  },
  {
    to: "/dashboard/favourites",
    label: "workspace.favourites.title",
    short: "workspace.favourites.title",
    icon: Heart,
  },
  {
    to: "/dashboard/shortlists",
    label: "workspace.nav.shortlists",
    short: "workspace.nav.shortlists",
    icon: ListChecks,
  },
  {
    to: "/dashboard/saved-searches",
    label: "workspace.nav.savedSearches",
    short: "workspace.nav.savedSearchesShort",
    icon: BellRing,
  },
];

/** A talent's own profile and what comes with it. */
const TALENT_LINKS: DashboardLink[] = [
  {
    to: "/dashboard/profile",
    label: "pages.dashboard.profile.title",
    short: "pages.dashboard.profile.title",
    icon: UserRound,
  },
  { to: "/dashboard/comp-card", label: "compCards.page.title", short: "compCards.page.short", icon: IdCard },
  {
    to: "/dashboard/inquiries",
    label: "pages.dashboard.inquiries.title",
    short: "pages.dashboard.inquiries.title",
    icon: MessageSquare,
  },
  {
    to: "/dashboard/insight",
    label: "pages.dashboard.insight.title",
    short: "pages.dashboard.insight.title",
    icon: Eye,
  },
];

/** What every account has. */
const COMMON_LINKS: DashboardLink[] = [
  {
    to: "/dashboard/talents",
    label: "pages.dashboard.talents.title",
    short: "common.dashboard.discoverShort",
    icon: Compass,
  },
  {
    to: "/dashboard/settings",
    label: "pages.dashboard.settings.title",
    short: "pages.dashboard.settings.title",
    icon: Settings,
  },
];

/**
 * The dashboard's navigation for an account of this kind: the workspace for those who hire talent,
 * the profile's pages for talents, both for an account that is both; Discover and Settings for all.
 */
export function dashboardLinks(kind: AccountKind): DashboardLink[] {
  return [
    ...(hiresTalent(kind) ? WORKSPACE_LINKS : []),
    ...(offersTalent(kind) ? TALENT_LINKS : []),
    ...COMMON_LINKS,
  ];
}

/** How many links the phone's bottom bar shows; the rest are under "More". */
export const BOTTOM_BAR_LINKS = 5;
