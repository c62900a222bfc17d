import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#shared/i18n/languages";
import { areasOf } from "./areas.ts";

describe("the browser's message areas", () => {
  it.each(LANGUAGES)("load every %s catalog of its folder, and only that language's", (language) => {
    for (const area of ["site", "legal", "app"]) {
      const source = readFileSync(
        path.join(import.meta.dirname, "bundles", `${language}-${area}.ts`),
        "utf8",
      );
      expect(source).toContain(`"/src/shared/i18n/messages/${language}/${area}/*.json"`);
    }
  });

  it("give every page the public site's messages, and its own area beside them", () => {
    expect(areasOf(undefined)).toEqual(["site"]);
    expect(areasOf("app")).toEqual(["site", "app"]);
    expect(areasOf("legal")).toEqual(["site", "legal"]);
  });
});
