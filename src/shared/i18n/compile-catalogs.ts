import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { CATALOG_FILES } from "./catalog-files.ts";
import type { Language } from "./languages.ts";

/** Where a catalog's messages load: with every page, with the legal pages, signed in, on the server. */
export type CatalogArea = "site" | "legal" | "app" | "server";

type CatalogFile = keyof (typeof CATALOG_FILES)["en"];

/**
 * A language's messages of the given areas, compiled from ICU MessageFormat to Lingui's form. The
 * browser gets its areas compiled at build (scripts/build/compile-messages.mjs); the server and the
 * tests compile here, once per language and set of areas.
 */
export function compiledMessages(
  language: Language,
  areas: readonly CatalogArea[] = ["site", "legal", "app", "server"],
): Messages {
  const messages: Messages = {};
  const files = CATALOG_FILES[language] as Record<CatalogFile, Record<string, string>>;
  for (const [file, catalog] of Object.entries(files) as [CatalogFile, Record<string, unknown>][]) {
    if (!areas.some((area) => file.startsWith(`${area}/`))) continue;
    for (const [id, message] of Object.entries(catalog)) {
      // Vite's build hands in catalogs compiled already; only source strings are compiled here.
      messages[id] = typeof message === "string" ? compileMessage(message) : (message as Messages[string]);
    }
  }
  return messages;
}
