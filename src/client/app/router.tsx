import { createBrowserRouter, Navigate, Outlet } from "react-router";
import { AboutPage } from "../features/about/pages/about-page.tsx";
import { AdminLoginPage } from "../features/admin/pages/admin-login-page.tsx";
import { RequireAdmin, RequireVerifiedUser } from "../features/auth/components/require-verified-user.tsx";
import { BecomeATalentPage } from "../features/auth/pages/become-a-talent-page.tsx";
import { ForgotPasswordPage } from "../features/auth/pages/forgot-password-page.tsx";
import { LoginPage } from "../features/auth/pages/login-page.tsx";
import { ResetPasswordPage } from "../features/auth/pages/reset-password-page.tsx";
import { SignupPage } from "../features/auth/pages/signup-page.tsx";
import { VerifyEmailPage } from "../features/auth/pages/verify-email-page.tsx";
import { ContactPage } from "../features/contact/pages/contact-page.tsx";
import { DashboardLayout } from "../features/dashboard/dashboard-layout.tsx";
import { MyProfilePage } from "../features/dashboard/pages/my-profile-page.tsx";
import { SettingsPage } from "../features/dashboard/pages/settings-page.tsx";
import { HomePage } from "../features/home/pages/home-page.tsx";
import { LegalNoticePage } from "../features/legal/pages/legal-notice-page.tsx";
import { PrivacyPolicyPage } from "../features/legal/pages/privacy-policy-page.tsx";
import { TermsPage } from "../features/legal/pages/terms-page.tsx";
import { PricingPage } from "../features/pricing/pages/pricing-page.tsx";
import { DiscoverTalentsPage } from "../features/talents/pages/discover-talents-page.tsx";
import { TalentProfilePage } from "../features/talents/pages/talent-profile-page.tsx";
import { TalentsPage } from "../features/talents/pages/talents-page.tsx";
import { AuthRoot } from "./layout/auth-root.tsx";
import { PublicLayout } from "./layout/public-layout.tsx";
import { NotFoundPage } from "./pages/not-found-page.tsx";
import { PageLoading } from "./pages/page-loading.tsx";
import { RouteErrorPage } from "./pages/route-error-page.tsx";

/** Every route of both spec documents. */
export const router = createBrowserRouter([
  {
    element: <AuthRoot />,
    errorElement: <RouteErrorPage />,
    // Shown only while a lazily loaded page of the first visit arrives.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: "/", element: <HomePage /> },
          { path: "/about", element: <AboutPage /> },
          { path: "/pricing", element: <PricingPage /> },
          { path: "/contact", element: <ContactPage /> },
          { path: "/talents", element: <TalentsPage /> },
          { path: "/talents/:category/:slug", element: <TalentProfilePage /> },
          {
            path: "/talents/:category/:slug/inquiry",
            lazy: () =>
              import("../features/inquiries/pages/send-inquiry-page.tsx").then((m) => ({
                Component: m.SendInquiryPage,
              })),
          },
          {
            path: "/inquiry",
            lazy: () =>
              import("../features/inquiries/pages/sender-thread-page.tsx").then((m) => ({
                Component: m.SenderThreadPage,
              })),
          },
          { path: "/become-a-talent", element: <BecomeATalentPage /> },
          { path: "/login", element: <LoginPage /> },
          { path: "/signup", element: <SignupPage /> },
          { path: "/verify-email", element: <VerifyEmailPage /> },
          { path: "/forgot-password", element: <ForgotPasswordPage /> },
          { path: "/reset-password", element: <ResetPasswordPage /> },
          { path: "/terms-and-conditions", element: <TermsPage /> },
          { path: "/privacy-policy", element: <PrivacyPolicyPage /> },
          { path: "/legal-notice", element: <LegalNoticePage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      {
        path: "/dashboard",
        element: (
          <RequireVerifiedUser>
            <DashboardLayout />
          </RequireVerifiedUser>
        ),
        children: [
          { index: true, element: <Navigate to="/dashboard/profile" replace /> },
          { path: "profile", element: <MyProfilePage /> },
          { path: "talents", element: <DiscoverTalentsPage /> },
          { path: "settings", element: <SettingsPage /> },
          {
            path: "inquiries",
            lazy: () =>
              import("../features/inquiries/pages/inquiry-inbox-page.tsx").then((m) => ({
                Component: m.InquiryInboxPage,
              })),
          },
          {
            path: "inquiries/:inquiryId",
            lazy: () =>
              import("../features/inquiries/pages/inquiry-thread-page.tsx").then((m) => ({
                Component: m.InquiryThreadPage,
              })),
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
              Component: (await import("../features/billing/pages/test-checkout-page.tsx")).TestCheckoutPage,
            }),
          },
          {
            path: "/billing/test-portal",
            lazy: async () => ({
              Component: (await import("../features/billing/pages/test-portal-page.tsx")).TestPortalPage,
            }),
          },
        ],
      },
      {
        path: "/admin-panel/login",
        element: (
          <main id="main">
            <AdminLoginPage />
          </main>
        ),
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
            lazy: () =>
              import("../features/admin/admin-layout.tsx").then((m) => ({ Component: m.AdminLayout })),
            children: [
              {
                index: true,
                lazy: () =>
                  import("../features/admin/pages/admin-dashboard-page.tsx").then((m) => ({
                    Component: m.AdminDashboardPage,
                  })),
              },
              {
                path: "talents",
                lazy: () =>
                  import("../features/admin/pages/manage-talents-page.tsx").then((m) => ({
                    Component: m.ManageTalentsPage,
                  })),
              },
              {
                path: "talents/new",
                lazy: () =>
                  import("../features/admin/pages/talent-editor-page.tsx").then((m) => ({
                    Component: m.TalentEditorPage,
                  })),
              },
              {
                path: "talents/edit/:talentId",
                lazy: () =>
                  import("../features/admin/pages/talent-editor-page.tsx").then((m) => ({
                    Component: m.TalentEditorPage,
                  })),
              },
              {
                path: "talents/review/:talentId",
                lazy: () =>
                  import("../features/admin/pages/talent-review-page.tsx").then((m) => ({
                    Component: m.TalentReviewPage,
                  })),
              },
              {
                path: "talents/featured",
                lazy: () =>
                  import("../features/admin/pages/featured-talents-page.tsx").then((m) => ({
                    Component: m.FeaturedTalentsPage,
                  })),
              },
              {
                path: "inquiry-reports",
                lazy: () =>
                  import("../features/admin/pages/inquiry-reports-page.tsx").then((m) => ({
                    Component: m.InquiryReportsPage,
                  })),
              },
              {
                path: "messages",
                lazy: () =>
                  import("../features/admin/pages/inbox-page.tsx").then((m) => ({ Component: m.InboxPage })),
              },
              {
                path: "users",
                lazy: () =>
                  import("../features/admin/pages/users-page.tsx").then((m) => ({ Component: m.UsersPage })),
              },
              {
                path: "content",
                lazy: () =>
                  import("../features/admin/pages/site-content-page.tsx").then((m) => ({
                    Component: m.SiteContentPage,
                  })),
              },
              {
                path: "billing",
                lazy: () =>
                  import("../features/admin/pages/billing-page.tsx").then((m) => ({
                    Component: m.BillingPage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
]);
