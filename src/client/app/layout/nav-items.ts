/** The top bar's items: on home they scroll to a section, elsewhere they open a page. */
export const NAV_ITEMS = [
  { label: "Home", section: "home", path: "/" },
  { label: "Talents", section: null, path: "/talents" },
  { label: "About", section: "about", path: "/about" },
  { label: "Pricing", section: "pricing", path: "/pricing" },
  { label: "Contact", section: "contact", path: "/contact" },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];

/** Home's sections in page order, for the scroll-spy. */
export const HOME_SECTIONS = ["home", "about", "roadmap", "pricing", "contact"] as const;

/** The item that marks a path outside home (e.g. /talents/model/x marks Talents). */
export function activeItemForPath(pathname: string): NavItem["label"] | null {
  if (pathname === "/") return "Home";
  const match = NAV_ITEMS.find(
    (item) => item.path !== "/" && (pathname === item.path || pathname.startsWith(`${item.path}/`)),
  );
  return match?.label ?? null;
}

/** The item of a home section; the roadmap belongs to no item. */
export function activeItemForSection(section: string | null): NavItem["label"] | null {
  return NAV_ITEMS.find((item) => item.section === section)?.label ?? null;
}
