/**
 * Where the public top bar and footer are hidden: both on the sign-in pages and in the dashboard, the
 * top bar alone on a talent's profile.
 */
export function chromeFor(pathname: string): { topBar: boolean; footer: boolean } {
  const authPage = ["/login", "/signup", "/verify-email", "/forgot-password", "/reset-password"].includes(
    pathname,
  );
  const dashboard = pathname === "/dashboard" || pathname.startsWith("/dashboard/");
  const profile = /^\/talents\/[^/]+\/[^/]+\/?$/.test(pathname);
  return { topBar: !(authPage || dashboard || profile), footer: !(authPage || dashboard) };
}
