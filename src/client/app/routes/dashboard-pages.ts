import { SITE_DESCRIPTION } from "#shared/routes/page-index";
import type { PageRoute } from "./page-route.tsx";

const dashboardPage = (page: Omit<PageRoute, "kind" | "description" | "messages">): PageRoute => ({
  ...page,
  kind: "private",
  messages: "app",
  description: SITE_DESCRIPTION,
});

/** The signed-in person's dashboard, under /dashboard. */
export const DASHBOARD_PAGES: readonly PageRoute[] = [
  dashboardPage({
    path: "/dashboard/profile",
    title: "pages.dashboard.profile.title",
    module: "src/client/app/pages/my-profile-page.tsx",
    load: () => import("../pages/my-profile-page.tsx").then((m) => m.MyProfilePage),
  }),
  dashboardPage({
    path: "/dashboard/comp-card",
    title: "compCards.page.title",
    module: "src/client/features/talents/comp-card/comp-card-page.tsx",
    load: () => import("#client/features/talents/comp-card/comp-card-page.tsx").then((m) => m.CompCardPage),
  }),
  dashboardPage({
    path: "/dashboard/insight",
    title: "insight.page.title",
    module: "src/client/features/talents/insight/insight-page.tsx",
    load: () => import("#client/features/talents/insight/insight-page.tsx").then((m) => m.InsightPage),
  }),
  dashboardPage({
    path: "/dashboard/talents",
    title: "pages.dashboard.talents.title",
    module: "src/client/features/talents/pages/discover-talents-page.tsx",
    load: () =>
      import("#client/features/talents/pages/discover-talents-page.tsx").then((m) => m.DiscoverTalentsPage),
  }),
  dashboardPage({
    path: "/dashboard/settings",
    title: "pages.dashboard.settings.title",
    module: "src/client/app/pages/settings-page.tsx",
    load: () => import("../pages/settings-page.tsx").then((m) => m.SettingsPage),
  }),
  dashboardPage({
    path: "/dashboard/inquiries",
    title: "pages.dashboard.inquiries.title",
    module: "src/client/features/inquiries/pages/inquiry-inbox-page.tsx",
    load: () =>
      import("#client/features/inquiries/pages/inquiry-inbox-page.tsx").then((m) => m.InquiryInboxPage),
  }),
  dashboardPage({
    path: "/dashboard/inquiries/:inquiryId",
    title: "pages.dashboard.inquiry.title",
    module: "src/client/features/inquiries/pages/inquiry-thread-page.tsx",
    load: () =>
      import("#client/features/inquiries/pages/inquiry-thread-page.tsx").then((m) => m.InquiryThreadPage),
  }),
  dashboardPage({
    path: "/dashboard/shortlists",
    title: "shortlists.page.title",
    module: "src/client/features/workspace/shortlists/shortlists-page.tsx",
    load: () =>
      import("#client/features/workspace/shortlists/shortlists-page.tsx").then((m) => m.ShortlistsPage),
  }),
  dashboardPage({
    path: "/dashboard/shortlists/:id",
    title: "shortlists.page.listTitle",
    module: "src/client/app/pages/shortlist-page.tsx",
    load: () => import("../pages/shortlist-page.tsx").then((m) => m.ShortlistPage),
  }),
  dashboardPage({
    path: "/dashboard/saved-searches",
    title: "savedSearches.page.title",
    module: "src/client/features/workspace/saved-searches/saved-searches-page.tsx",
    load: () =>
      import("#client/features/workspace/saved-searches/saved-searches-page.tsx").then(
        (m) => m.SavedSearchesPage,
      ),
  }),
  dashboardPage({
    path: "/dashboard/sent-inquiries/:inquiryId",
    title: "listInquiries.thread.pageTitle",
    module: "src/client/features/inquiries/list-inquiry/sent-thread-page.tsx",
    load: () =>
      import("#client/features/inquiries/list-inquiry/sent-thread-page.tsx").then((m) => m.SentThreadPage),
  }),
  dashboardPage({
    path: "/dashboard/workspace",
    title: "workspace.overview.title",
    module: "src/client/features/workspace/overview/workspace-overview-page.tsx",
    load: () =>
      import("#client/features/workspace/overview/workspace-overview-page.tsx").then(
        (m) => m.WorkspaceOverviewPage,
      ),
  }),
  dashboardPage({
    path: "/dashboard/favourites",
    title: "workspace.favourites.title",
    module: "src/client/app/pages/favourites-page.tsx",
    load: () => import("../pages/favourites-page.tsx").then((m) => m.FavouritesPage),
  }),
];
