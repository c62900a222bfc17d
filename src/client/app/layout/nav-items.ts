import type { MessageId } from "#shared/i18n/translator";

/**
 * The top bar's items: on home they scroll to a section, elsewhere they open a page. `name` tells them
 * apart (the active item), `label` is what they say.
 */
export const NAV_ITEMS = [
  { name: "Home", label: "common.nav.home", section: "home", path: "/" },
  { name: "Talents", label: "common.nav.talents", section: null, path: "/talents" },
  { name: "About", label: "common.nav.about", section: "about", path: "/about" },
  { name: "Pricing", label: "common.nav.pricing", section: "pricing", path: "/pricing" },
  { name: "Contact", label: "common.nav.contact", section: "contact", path: "/contact" },
] as const satisfies readonly { name: string; label: MessageId; section: string | null; path: string }[];

export type NavItem = (typeof NAV_ITEMS)[number];

/** Home's sections in page order, for the scroll-spy. */
export const HOME_SECTIONS = ["home", "about", "roadmap", "pricing", "contact"] as const;

/** The item that marks a path outside home (e.g. /talents/model/x marks Talents). */
export function activeItemForPath(pathname: string): NavItem["name"] | null {
  if (pathname === "/") return "Home";
  const match = NAV_ITEMS.find(
    (item) => item.path !== "/" && (pathname === item.path || pathname.startsWith(`${item.path}/`)),
  );
  return match?.name ?? null;
}

/** The item of a home section; the roadmap belongs to no item. */
export function activeItemForSection(section: string | null): NavItem["name"] | null {
  return NAV_ITEMS.find((item) => item.section === section)?.name ?? null;
}
