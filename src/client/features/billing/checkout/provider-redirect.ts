import { splitLanguagePath } from "#shared/i18n/languages";

/** The browser could not be sent to the provider's page: the address it gave is not one to follow. */
export class ProviderRedirectError extends Error {
  constructor() {
    super("The checkout page could not be opened.");
    this.name = "ProviderRedirectError";
  }
}

/**
 * Where a provider's address leads: a path on this site (the test-mode pages) is navigated to inside
 * the app; another site (Stripe) is loaded in its place. Anything but http(s) is refused.
 */
export function providerDestination(
  url: string,
  currentOrigin: string,
): { kind: "inside"; path: string } | { kind: "outside"; href: string } {
  let target: URL;
  try {
    target = new URL(url, currentOrigin);
  } catch {
    throw new ProviderRedirectError();
  }
  if (target.protocol !== "https:" && target.protocol !== "http:") throw new ProviderRedirectError();
  // The router runs inside the page's language (German under /de): it is given the path without one.
  if (target.origin === currentOrigin) {
    return { kind: "inside", path: `${splitLanguagePath(target.pathname).path}${target.search}` };
  }
  return { kind: "outside", href: target.href };
}

/** Sends the browser to a provider's page (see providerDestination). */
export function goToProvider(url: string, navigate: (path: string) => void): void {
  const destination = providerDestination(url, window.location.origin);
  if (destination.kind === "inside") navigate(destination.path);
  else window.location.assign(destination.href);
}
