import { ADMIN_PAGES } from "./admin-pages.ts";
import { DASHBOARD_PAGES } from "./dashboard-pages.ts";
import { pageIndexOf } from "./page-route.tsx";
import { SITE_PAGES } from "./site-pages.ts";
import { ADMIN_LOGIN_PAGE, BILLING_PAGES, FIRST_ADMIN_PAGE } from "./standalone-pages.ts";

/** Every page of the app, each declared once. */
export const PAGES = [
  ...SITE_PAGES,
  ...DASHBOARD_PAGES,
  ...BILLING_PAGES,
  FIRST_ADMIN_PAGE,
  ADMIN_LOGIN_PAGE,
  ...ADMIN_PAGES,
];

/** What the server reads of the pages: their addresses, kinds and heads. */
export const PAGE_INDEX = pageIndexOf(PAGES);
