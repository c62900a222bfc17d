import { describe, expect, it } from "vitest";
import { localizedPath, negotiateLanguage, splitLanguagePath } from "./languages.ts";

describe("a page's language in its address", () => {
  it.each([
    ["/talents", "en", "/talents"],
    ["/", "en", "/"],
    ["/de", "de", "/"],
    ["/de/", "de", "/"],
    ["/de/talents/model/eve", "de", "/talents/model/eve"],
    ["/dev", "en", "/dev"],
    ["/designers/de", "en", "/designers/de"],
  ])("%s is in %s at %s", (pathname, language, path) => {
    expect(splitLanguagePath(pathname)).toEqual({ language, path });
  });

  it("puts a path back into each language's address", () => {
    expect(localizedPath("en", "/talents")).toBe("/talents");
    expect(localizedPath("de", "/talents")).toBe("/de/talents");
    expect(localizedPath("de", "/")).toBe("/de");
    expect(localizedPath("en", "/")).toBe("/");
  });
});

describe("the language a browser asks for", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["de", "de"],
    ["de-AT,de;q=0.9", "de"],
    ["fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7", "de"],
    ["fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7", "en"],
    ["en-US,en;q=0.9,de;q=0.8", "en"],
    ["de;q=0.5,en;q=0.9", "en"],
    ["de;q=0,en", "en"],
    ["fr, es", "en"],
    ["*", "en"],
    ["DE-de", "de"],
    ["de;q=abc", "en"],
  ])("%s gets %s", (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});
