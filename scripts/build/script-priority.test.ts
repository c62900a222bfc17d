import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./script-priority.mjs";

describe("lowerScriptPriority", () => {
  it("marks the module script and each modulepreload link low priority, and nothing else", () => {
    const html = [
      "<script>document.documentElement.dataset.theme = 'dark';</script>",
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
      '<link rel="modulepreload" crossorigin href="/assets/api-c.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-d.css">',
    ].join("\n");
    expect(lowerScriptPriority(html)).toBe(
      [
        "<script>document.documentElement.dataset.theme = 'dark';</script>",
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/api-c.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index-d.css">',
      ].join("\n"),
    );
  });

  it("leaves a tag that already names its priority as it is", () => {
    const html = '<link rel="modulepreload" fetchpriority="high" href="/assets/a.js">';
    expect(lowerScriptPriority(html)).toBe(html);
    expect(lowerScriptPriority(lowerScriptPriority('<script type="module" src="/a.js">'))).toBe(
      '<script type="module" fetchpriority="low" src="/a.js">',
    );
  });
});
