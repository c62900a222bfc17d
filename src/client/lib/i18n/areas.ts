/**
 * The message areas the browser loads (ADR 45):
 * - `site`: the shell and what the first visits of `/`, `/talents` and a profile show, always loaded;
 * - `site-more`: the rest of the public site (sign-in and sign-up, pricing, contact, inquiries, the
 *   validation messages of forms), loaded by those pages' routes;
 * - `legal`: the legal pages' long texts;
 * - `app`: the dashboard, the admin panel and the checkout pages.
 */
export type ClientArea = "site" | "site-more" | "legal" | "app";

/** What a page route may declare beyond `site`. */
export type PageMessages = Exclude<ClientArea, "site">;

/** The areas a route's declaration loads: a signed-in or legal page may show anything of the public site too. */
export function areasOf(messages: PageMessages | undefined): ClientArea[] {
  if (!messages) return ["site"];
  return messages === "site-more" ? ["site", "site-more"] : ["site", "site-more", messages];
}
