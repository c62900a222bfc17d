import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#shared/i18n/languages";
import { areasOf } from "./areas.ts";

const messagesDir = path.resolve(import.meta.dirname, "../../../shared/i18n/messages");

/** The catalog files a bundle's glob names (`{a,b}.json` or `*.json`) in the site folder. */
function globbedSiteFiles(bundle: string): string[] {
  const source = readFileSync(path.join(import.meta.dirname, "bundles", bundle), "utf8");
  const glob = /import\.meta\.glob<Messages>\(\s*"([^"]+)"/.exec(source)?.[1] ?? "";
  const names = /\{([^}]+)\}\.json$/.exec(glob)?.[1]?.split(",") ?? [];
  return names.map((name) => `${name}.json`);
}

describe("the browser's message areas", () => {
  it.each(LANGUAGES)("load every %s catalog of the public site, each in one area", (language) => {
    const site = globbedSiteFiles(`${language}-site.ts`);
    const more = globbedSiteFiles(`${language}-site-more.ts`);
    expect(site.filter((file) => more.includes(file))).toEqual([]);
    expect([...site, ...more].sort()).toEqual(readdirSync(path.join(messagesDir, language, "site")).sort());
  });

  it("give a page the first visit's messages, and the rest of the site to every page that declares more", () => {
    expect(areasOf(undefined)).toEqual(["site"]);
    expect(areasOf("site-more")).toEqual(["site", "site-more"]);
    expect(areasOf("app")).toEqual(["site", "site-more", "app"]);
    expect(areasOf("legal")).toEqual(["site", "site-more", "legal"]);
  });
});
