import { SITE_DESCRIPTION } from "#shared/routes/page-index";
import type { PageRoute } from "./page-route.tsx";

const adminPage = (page: Omit<PageRoute, "kind" | "description" | "messages">): PageRoute => ({
  ...page,
  admin: true,
  kind: "private",
  messages: "app",
  description: SITE_DESCRIPTION,
});

/** The admin panel, under /admin-panel. */
export const ADMIN_PAGES: readonly PageRoute[] = [
  adminPage({
    path: "/admin-panel",
    title: "pages.admin.overview.title",
    module: "src/client/app/pages/admin-overview-page.tsx",
    load: () => import("../pages/admin-overview-page.tsx").then((m) => m.AdminDashboardPage),
  }),
  adminPage({
    path: "/admin-panel/talents",
    title: "pages.admin.talents.title",
    module: "src/client/features/talents/admin/manage-talents-page.tsx",
    load: () =>
      import("#client/features/talents/admin/manage-talents-page.tsx").then((m) => m.ManageTalentsPage),
  }),
  adminPage({
    path: "/admin-panel/talents/new",
    title: "pages.admin.newTalent.title",
    module: "src/client/features/talents/admin/talent-editor-page.tsx",
    load: () =>
      import("#client/features/talents/admin/talent-editor-page.tsx").then((m) => m.TalentEditorPage),
  }),
  adminPage({
    path: "/admin-panel/talents/edit/:talentId",
    title: "pages.admin.editTalent.title",
    module: "src/client/features/talents/admin/talent-editor-page.tsx",
    load: () =>
      import("#client/features/talents/admin/talent-editor-page.tsx").then((m) => m.TalentEditorPage),
  }),
  adminPage({
    path: "/admin-panel/talents/review/:talentId",
    title: "pages.admin.review.title",
    module: "src/client/features/talents/admin/talent-review-page.tsx",
    load: () =>
      import("#client/features/talents/admin/talent-review-page.tsx").then((m) => m.TalentReviewPage),
  }),
  adminPage({
    path: "/admin-panel/talents/featured",
    title: "pages.admin.featured.title",
    module: "src/client/features/talents/admin/featured-talents-page.tsx",
    load: () =>
      import("#client/features/talents/admin/featured-talents-page.tsx").then((m) => m.FeaturedTalentsPage),
  }),
  adminPage({
    path: "/admin-panel/inquiry-reports",
    title: "pages.admin.reports.title",
    module: "src/client/app/pages/admin-reports-page.tsx",
    load: () => import("../pages/admin-reports-page.tsx").then((m) => m.AdminReportsPage),
  }),
  adminPage({
    path: "/admin-panel/messages",
    title: "pages.admin.inbox.title",
    module: "src/client/features/messages/admin/inbox-page.tsx",
    load: () => import("#client/features/messages/admin/inbox-page.tsx").then((m) => m.InboxPage),
  }),
  adminPage({
    path: "/admin-panel/users",
    title: "pages.admin.users.title",
    module: "src/client/app/pages/admin-users-page.tsx",
    load: () => import("../pages/admin-users-page.tsx").then((m) => m.AdminUsersPage),
  }),
  adminPage({
    path: "/admin-panel/content",
    title: "pages.admin.content.title",
    module: "src/client/features/site-content/admin/site-content-page.tsx",
    load: () =>
      import("#client/features/site-content/admin/site-content-page.tsx").then((m) => m.SiteContentPage),
  }),
  adminPage({
    path: "/admin-panel/billing",
    title: "pages.admin.billing.title",
    module: "src/client/features/billing/admin/billing-page.tsx",
    load: () => import("#client/features/billing/admin/billing-page.tsx").then((m) => m.BillingPage),
  }),
];
