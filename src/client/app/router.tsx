import { Outlet, type RouteObject } from "react-router";
import {
  RequireAdmin,
  RequireVerifiedUser,
} from "#client/features/accounts/components/require-verified-user.tsx";
import { loadAreas } from "#client/lib/i18n/area-loader.ts";
import { AuthRoot } from "./layout/auth-root.tsx";
import { PublicLayout } from "./layout/public-layout.tsx";
import { PageLoading } from "./pages/page-loading.tsx";
import { RouteErrorPage } from "./pages/route-error-page.tsx";
import { ADMIN_PAGES } from "./routes/admin-pages.ts";
import { DashboardLanding } from "./routes/dashboard-landing.tsx";
import { DASHBOARD_PAGES } from "./routes/dashboard-pages.ts";
import { pageRouteObject } from "./routes/page-route.tsx";
import { NOT_FOUND_PAGE, SITE_PAGES } from "./routes/site-pages.ts";
import { ADMIN_LOGIN_PAGE, BILLING_PAGES, FIRST_ADMIN_PAGE } from "./routes/standalone-pages.ts";

const Main = () => (
  <main id="main">
    <Outlet />
  </main>
);

/**
 * Every route of the app: the layouts, with the pages declared in ./routes/ inside them. Every page is
 * a lazy route, so a first visit loads the shell and the code of the page it shows.
 */
export const routes: RouteObject[] = [
  {
    element: <AuthRoot />,
    errorElement: <RouteErrorPage />,
    // Shown only while a lazily loaded page of the first visit arrives.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        element: <PublicLayout />,
        children: [...SITE_PAGES, NOT_FOUND_PAGE].map((page) => pageRouteObject(page)),
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
            // The layout's texts are in the `app` area, which its pages load too (/dashboard itself has none).
            lazy: () =>
              Promise.all([import("./layout/dashboard-layout.tsx"), loadAreas(["app"])]).then(([m]) => ({
                Component: m.DashboardLayout,
              })),
            children: [
              { index: true, element: <DashboardLanding /> },
              ...DASHBOARD_PAGES.map((page) => pageRouteObject(page, "/dashboard")),
            ],
          },
        ],
      },
      {
        element: (
          <RequireVerifiedUser>
            <Outlet />
          </RequireVerifiedUser>
        ),
        children: BILLING_PAGES.map((page) => pageRouteObject(page)),
      },
      {
        element: <Main />,
        children: [FIRST_ADMIN_PAGE, ADMIN_LOGIN_PAGE].map((page) => pageRouteObject(page)),
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
              Promise.all([import("./layout/admin-layout.tsx"), loadAreas(["app"])]).then(([m]) => ({
                Component: m.AdminLayout,
              })),
            children: ADMIN_PAGES.map((page) => pageRouteObject(page, "/admin-panel")),
          },
        ],
      },
    ],
  },
];
