/**
 * The message areas the browser loads (ADR 45):
 * - `site`: the shell and the public site, always loaded (a server-rendered page hydrates with the
 *   messages it used, which come with it, and this area follows);
 * - `legal`: the legal pages' long texts;
 * - `app`: the dashboard, the admin panel and the checkout pages.
 */
export type ClientArea = "site" | "legal" | "app";

/** What a page route may declare beyond `site`. */
export type PageMessages = Exclude<ClientArea, "site">;

/** The areas a route's declaration loads. */
export const areasOf = (messages: PageMessages | undefined): ClientArea[] =>
  messages ? ["site", messages] : ["site"];
