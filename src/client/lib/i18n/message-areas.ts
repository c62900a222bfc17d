import type { Messages } from "@lingui/core";
import type { Language } from "#shared/i18n/languages";

import type { ClientArea } from "./areas.ts";

export type { ClientArea } from "./areas.ts";

type Bundle = () => Promise<{ default: Messages }>;

/**
 * Each language's areas, compiled at build (the JSON catalogs go through the build's message
 * compiler): one chunk per language and area, so a visitor loads only their language.
 */
const BUNDLES: Readonly<Record<Language, Record<ClientArea, Bundle>>> = {
  en: {
    site: () => import("./bundles/en-site.ts"),
    legal: () => import("./bundles/en-legal.ts"),
    app: () => import("./bundles/en-app.ts"),
  },
  de: {
    site: () => import("./bundles/de-site.ts"),
    legal: () => import("./bundles/de-legal.ts"),
    app: () => import("./bundles/de-app.ts"),
  },
};

/** The messages of a language's areas, merged. */
export async function loadMessageAreas(language: Language, areas: readonly ClientArea[]): Promise<Messages> {
  const loaded = await Promise.all(areas.map((area) => BUNDLES[language][area]()));
  return Object.assign({}, ...loaded.map((bundle) => bundle.default));
}
