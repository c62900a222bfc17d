import { PUBLIC_PAGES } from "#shared/public-pages";
import { usePageTitle } from "./use-page-title.ts";

type PublicPath = (typeof PUBLIC_PAGES)[number]["path"];

/** A public page's title and description, the same ones the server writes into its HTML head. */
export function usePublicPageTitle(path: PublicPath): void {
  const page = PUBLIC_PAGES.find((p) => p.path === path) ?? PUBLIC_PAGES[0];
  usePageTitle(path === "/" ? null : page.title.replace(/ \| Vitrine$/, ""), page.description);
}
