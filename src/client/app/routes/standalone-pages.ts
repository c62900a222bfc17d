import { SITE_DESCRIPTION } from "#shared/routes/page-index";
import type { PageRoute } from "./page-route.tsx";

/** The test-mode provider's hosted checkout and portal, for a signed-in talent (Stripe's own pages otherwise). */
export const BILLING_PAGES: readonly PageRoute[] = [
  {
    path: "/billing/test-checkout/:sessionId",
    kind: "private",
    messages: "app",
    title: "pages.testCheckout.title",
    description: SITE_DESCRIPTION,
    module: "src/client/features/billing/pages/test-checkout-page.tsx",
    load: () =>
      import("#client/features/billing/pages/test-checkout-page.tsx").then((m) => m.TestCheckoutPage),
  },
  {
    path: "/billing/test-portal",
    kind: "private",
    messages: "app",
    title: "pages.billingPortal.title",
    description: SITE_DESCRIPTION,
    module: "src/client/features/billing/pages/test-portal-page.tsx",
    load: () => import("#client/features/billing/pages/test-portal-page.tsx").then((m) => m.TestPortalPage),
  },
];

/** The one-time link the server prints at start while no administrator exists (ADR 44). */
export const FIRST_ADMIN_PAGE: PageRoute = {
  path: "/setup-admin",
  kind: "private",
  messages: "app",
  title: "pages.firstAdmin.title",
  description: SITE_DESCRIPTION,
  module: "src/client/features/accounts/first-admin/pages/first-admin-page.tsx",
  load: () =>
    import("#client/features/accounts/first-admin/pages/first-admin-page.tsx").then((m) => m.FirstAdminPage),
};

export const ADMIN_LOGIN_PAGE: PageRoute = {
  path: "/admin-panel/login",
  kind: "private",
  messages: "app",
  title: "pages.adminLogin.title",
  description: SITE_DESCRIPTION,
  module: "src/client/features/accounts/pages/admin-login-page.tsx",
  load: () => import("#client/features/accounts/pages/admin-login-page.tsx").then((m) => m.AdminLoginPage),
};
