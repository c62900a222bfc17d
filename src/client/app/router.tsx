import { Navigate, Outlet, type RouteObject } from "react-router";
import {
  RequireAdmin,
  RequireVerifiedUser,
} from "#client/features/accounts/components/require-verified-user.tsx";
import { AuthRoot } from "./layout/auth-root.tsx";
import { PublicLayout } from "./layout/public-layout.tsx";
import { PageLoading } from "./pages/page-loading.tsx";
import { RouteErrorPage } from "./pages/route-error-page.tsx";

/**
 * Every page is a lazy route, so a first visit loads the shell and the code of the page it shows.
 * `handle.module` names the page's source file for the server, which preloads its chunks (ADR 32).
 */
const page = (module: string) => ({ module });

/** Every route of the app: the public site, sign-in pages, dashboard, billing pages and admin panel. */
export const routes: RouteObject[] = [
  {
    element: <AuthRoot />,
    errorElement: <RouteErrorPage />,
    // Shown only while a lazily loaded page of the first visit arrives.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: "/",
            handle: page("src/client/app/pages/home/home-page.tsx"),
            lazy: () => import("./pages/home/home-page.tsx").then((m) => ({ Component: m.HomePage })),
          },
          {
            path: "/about",
            handle: page("src/client/features/site-content/about/pages/about-page.tsx"),
            lazy: () =>
              import("#client/features/site-content/about/pages/about-page.tsx").then((m) => ({
                Component: m.AboutPage,
              })),
          },
          {
            path: "/pricing",
            handle: page("src/client/app/pages/pricing-page.tsx"),
            lazy: () =>
              import("./pages/pricing-page.tsx").then((m) => ({
                Component: m.PricingPage,
              })),
          },
          {
            path: "/contact",
            handle: page("src/client/features/messages/pages/contact-page.tsx"),
            lazy: () =>
              import("#client/features/messages/pages/contact-page.tsx").then((m) => ({
                Component: m.ContactPage,
              })),
          },
          {
            path: "/talents",
            handle: page("src/client/features/talents/pages/talents-page.tsx"),
            lazy: () =>
              import("#client/features/talents/pages/talents-page.tsx").then((m) => ({
                Component: m.TalentsPage,
              })),
          },
          {
            path: "/talents/:category/:slug",
            handle: page("src/client/features/talents/pages/talent-profile-page.tsx"),
            lazy: () =>
              import("#client/features/talents/pages/talent-profile-page.tsx").then((m) => ({
                Component: m.TalentProfilePage,
              })),
          },
          {
            path: "/talents/:category/:slug/inquiry",
            lazy: () =>
              import("#client/features/inquiries/pages/send-inquiry-page.tsx").then((m) => ({
                Component: m.SendInquiryPage,
              })),
          },
          {
            path: "/inquiry",
            lazy: () =>
              import("#client/features/inquiries/pages/sender-thread-page.tsx").then((m) => ({
                Component: m.SenderThreadPage,
              })),
          },
          {
            path: "/become-a-talent",
            handle: page("src/client/features/accounts/pages/become-a-talent-page.tsx"),
            lazy: () =>
              import("#client/features/accounts/pages/become-a-talent-page.tsx").then((m) => ({
                Component: m.BecomeATalentPage,
              })),
          },
          {
            path: "/login",
            lazy: () =>
              import("#client/features/accounts/pages/login-page.tsx").then((m) => ({
                Component: m.LoginPage,
              })),
          },
          {
            path: "/signup",
            lazy: () =>
              import("#client/features/accounts/pages/signup-page.tsx").then((m) => ({
                Component: m.SignupPage,
              })),
          },
          {
            path: "/verify-email",
            lazy: () =>
              import("#client/features/accounts/pages/verify-email-page.tsx").then((m) => ({
                Component: m.VerifyEmailPage,
              })),
          },
          {
            path: "/forgot-password",
            lazy: () =>
              import("#client/features/accounts/pages/forgot-password-page.tsx").then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: "/reset-password",
            lazy: () =>
              import("#client/features/accounts/pages/reset-password-page.tsx").then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: "/terms-and-conditions",
            handle: page("src/client/features/legal/pages/terms-page.tsx"),
            lazy: () =>
              import("#client/features/legal/pages/terms-page.tsx").then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: "/privacy-policy",
            handle: page("src/client/features/legal/pages/privacy-policy-page.tsx"),
            lazy: () =>
              import("#client/features/legal/pages/privacy-policy-page.tsx").then((m) => ({
                Component: m.PrivacyPolicyPage,
              })),
          },
          {
            path: "/legal-notice",
            handle: page("src/client/features/legal/pages/legal-notice-page.tsx"),
            lazy: () =>
              import("#client/features/legal/pages/legal-notice-page.tsx").then((m) => ({
                Component: m.LegalNoticePage,
              })),
          },
          {
            path: "*",
            handle: page("src/client/components/not-found-page.tsx"),
            lazy: () =>
              import("#client/components/not-found-page.tsx").then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
      {
        path: "/dashboard",
        element: (
          <RequireVerifiedUser>
            <Outlet />
          </RequireVerifiedUser>
        ),
        children: [
          {
            lazy: () =>
              import("./layout/dashboard-layout.tsx").then((m) => ({
                Component: m.DashboardLayout,
              })),
            children: [
              { index: true, element: <Navigate to="/dashboard/profile" replace /> },
              {
                path: "profile",
                lazy: () =>
                  import("#client/features/talents/dashboard/my-profile-page.tsx").then((m) => ({
                    Component: m.MyProfilePage,
                  })),
              },
              {
                path: "talents",
                lazy: () =>
                  import("#client/features/talents/pages/discover-talents-page.tsx").then((m) => ({
                    Component: m.DiscoverTalentsPage,
                  })),
              },
              {
                path: "settings",
                lazy: () =>
                  import("./pages/settings-page.tsx").then((m) => ({
                    Component: m.SettingsPage,
                  })),
              },
              {
                path: "inquiries",
                lazy: () =>
                  import("#client/features/inquiries/pages/inquiry-inbox-page.tsx").then((m) => ({
                    Component: m.InquiryInboxPage,
                  })),
              },
              {
                path: "inquiries/:inquiryId",
                lazy: () =>
                  import("#client/features/inquiries/pages/inquiry-thread-page.tsx").then((m) => ({
                    Component: m.InquiryThreadPage,
                  })),
              },
            ],
          },
        ],
      },
      {
        // The test-mode provider's hosted checkout and portal (Stripe's pages when Stripe is configured).
        element: (
          <RequireVerifiedUser>
            <Outlet />
          </RequireVerifiedUser>
        ),
        children: [
          {
            path: "/billing/test-checkout/:sessionId",
            lazy: async () => ({
              Component: (await import("#client/features/billing/pages/test-checkout-page.tsx"))
                .TestCheckoutPage,
            }),
          },
          {
            path: "/billing/test-portal",
            lazy: async () => ({
              Component: (await import("#client/features/billing/pages/test-portal-page.tsx")).TestPortalPage,
            }),
          },
        ],
      },
      {
        // The one-time link the server prints at start while no administrator exists (ADR 44).
        path: "/setup-admin",
        element: (
          <main id="main">
            <Outlet />
          </main>
        ),
        children: [
          {
            index: true,
            lazy: () =>
              import("#client/features/accounts/first-admin/pages/first-admin-page.tsx").then((m) => ({
                Component: m.FirstAdminPage,
              })),
          },
        ],
      },
      {
        path: "/admin-panel/login",
        element: (
          <main id="main">
            <Outlet />
          </main>
        ),
        children: [
          {
            index: true,
            lazy: () =>
              import("#client/features/accounts/pages/admin-login-page.tsx").then((m) => ({
                Component: m.AdminLoginPage,
              })),
          },
        ],
      },
      {
        path: "/admin-panel",
        element: (
          <RequireAdmin>
            <Outlet />
          </RequireAdmin>
        ),
        children: [
          {
            lazy: () => import("./layout/admin-layout.tsx").then((m) => ({ Component: m.AdminLayout })),
            children: [
              {
                index: true,
                lazy: () =>
                  import("./pages/admin-overview-page.tsx").then((m) => ({
                    Component: m.AdminDashboardPage,
                  })),
              },
              {
                path: "talents",
                lazy: () =>
                  import("#client/features/talents/admin/manage-talents-page.tsx").then((m) => ({
                    Component: m.ManageTalentsPage,
                  })),
              },
              {
                path: "talents/new",
                lazy: () =>
                  import("#client/features/talents/admin/talent-editor-page.tsx").then((m) => ({
                    Component: m.TalentEditorPage,
                  })),
              },
              {
                path: "talents/edit/:talentId",
                lazy: () =>
                  import("#client/features/talents/admin/talent-editor-page.tsx").then((m) => ({
                    Component: m.TalentEditorPage,
                  })),
              },
              {
                path: "talents/review/:talentId",
                lazy: () =>
                  import("#client/features/talents/admin/talent-review-page.tsx").then((m) => ({
                    Component: m.TalentReviewPage,
                  })),
              },
              {
                path: "talents/featured",
                lazy: () =>
                  import("#client/features/talents/admin/featured-talents-page.tsx").then((m) => ({
                    Component: m.FeaturedTalentsPage,
                  })),
              },
              {
                path: "inquiry-reports",
                lazy: () =>
                  import("#client/features/inquiries/admin/inquiry-reports-page.tsx").then((m) => ({
                    Component: m.InquiryReportsPage,
                  })),
              },
              {
                path: "messages",
                lazy: () =>
                  import("#client/features/messages/admin/inbox-page.tsx").then((m) => ({
                    Component: m.InboxPage,
                  })),
              },
              {
                path: "users",
                lazy: () =>
                  import("./pages/admin-users-page.tsx").then((m) => ({
                    Component: m.AdminUsersPage,
                  })),
              },
              {
                path: "content",
                lazy: () =>
                  import("#client/features/site-content/admin/site-content-page.tsx").then((m) => ({
                    Component: m.SiteContentPage,
                  })),
              },
              {
                path: "billing",
                lazy: () =>
                  import("#client/features/billing/admin/billing-page.tsx").then((m) => ({
                    Component: m.BillingPage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
];
