import { SITE_DESCRIPTION } from "#shared/routes/page-index";
import type { PageRoute } from "./page-route.tsx";

const adminPage = (page: Omit<PageRoute, "kind" | "description">): PageRoute => ({
  ...page,
  title: `${page.title} · Admin`,
  kind: "private",
  description: SITE_DESCRIPTION,
});

/** The admin panel, under /admin-panel. */
export const ADMIN_PAGES: readonly PageRoute[] = [
  adminPage({
    path: "/admin-panel",
    title: "Dashboard",
    module: "src/client/app/pages/admin-overview-page.tsx",
    load: () => import("../pages/admin-overview-page.tsx").then((m) => m.AdminDashboardPage),
  }),
  adminPage({
    path: "/admin-panel/talents",
    title: "Manage Talents",
    module: "src/client/features/talents/admin/manage-talents-page.tsx",
    load: () =>
      import("#client/features/talents/admin/manage-talents-page.tsx").then((m) => m.ManageTalentsPage),
  }),
  adminPage({
    path: "/admin-panel/talents/new",
    title: "Create New Talent",
    module: "src/client/features/talents/admin/talent-editor-page.tsx",
    load: () =>
      import("#client/features/talents/admin/talent-editor-page.tsx").then((m) => m.TalentEditorPage),
  }),
  adminPage({
    path: "/admin-panel/talents/edit/:talentId",
    title: "Edit Talent",
    module: "src/client/features/talents/admin/talent-editor-page.tsx",
    load: () =>
      import("#client/features/talents/admin/talent-editor-page.tsx").then((m) => m.TalentEditorPage),
  }),
  adminPage({
    path: "/admin-panel/talents/review/:talentId",
    title: "Review",
    module: "src/client/features/talents/admin/talent-review-page.tsx",
    load: () =>
      import("#client/features/talents/admin/talent-review-page.tsx").then((m) => m.TalentReviewPage),
  }),
  adminPage({
    path: "/admin-panel/talents/featured",
    title: "Featured Talents",
    module: "src/client/features/talents/admin/featured-talents-page.tsx",
    load: () =>
      import("#client/features/talents/admin/featured-talents-page.tsx").then((m) => m.FeaturedTalentsPage),
  }),
  adminPage({
    path: "/admin-panel/inquiry-reports",
    title: "Reports",
    module: "src/client/features/inquiries/admin/inquiry-reports-page.tsx",
    load: () =>
      import("#client/features/inquiries/admin/inquiry-reports-page.tsx").then((m) => m.InquiryReportsPage),
  }),
  adminPage({
    path: "/admin-panel/messages",
    title: "Inbox",
    module: "src/client/features/messages/admin/inbox-page.tsx",
    load: () => import("#client/features/messages/admin/inbox-page.tsx").then((m) => m.InboxPage),
  }),
  adminPage({
    path: "/admin-panel/users",
    title: "Users",
    module: "src/client/app/pages/admin-users-page.tsx",
    load: () => import("../pages/admin-users-page.tsx").then((m) => m.AdminUsersPage),
  }),
  adminPage({
    path: "/admin-panel/content",
    title: "Site Content",
    module: "src/client/features/site-content/admin/site-content-page.tsx",
    load: () =>
      import("#client/features/site-content/admin/site-content-page.tsx").then((m) => m.SiteContentPage),
  }),
  adminPage({
    path: "/admin-panel/billing",
    title: "Billing",
    module: "src/client/features/billing/admin/billing-page.tsx",
    load: () => import("#client/features/billing/admin/billing-page.tsx").then((m) => m.BillingPage),
  }),
];
