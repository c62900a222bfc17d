/**
 * User agents of programs that are not a person looking at a profile: search engines' crawlers,
 * link previews, monitors and HTTP libraries. "HeadlessChrome" is deliberately not here: a headless
 * browser renders the page like any other, our own end-to-end tests use one, and crawlers that run
 * one name themselves besides (ADR 59).
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawler|crawling|spider|slurp|googlebot|bingbot|yandex|baiduspider|duckduckgo|facebookexternalhit|facebot|embedly|quora link preview|whatsapp|telegram|skypeuripreview|lighthouse|pagespeed|pingdom|uptimerobot|statuscake|monitor|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|node-fetch|undici|axios|libwww|phantomjs/i;

/** A known bot, or no user agent at all: not counted. */
export function isBot(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim() ?? "";
  return agent === "" || BOT_USER_AGENT.test(agent);
}

/** A prefetch or prerender the browser made on speculation: not a visit (yet). */
export function isPrefetch(header: (name: string) => string | undefined): boolean {
  const purpose = [header("sec-purpose"), header("purpose"), header("x-purpose"), header("x-moz")]
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return /prefetch|prerender|preview/.test(purpose);
}
