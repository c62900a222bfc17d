import { describe, expect, it } from "vitest";
import { startScriptsAfterPaint } from "./scripts-after-paint.ts";

describe("startScriptsAfterPaint", () => {
  it("turns the module script and each modulepreload link into links the browser does not fetch", () => {
    const html = [
      "<script>document.documentElement.dataset.theme = 'dark';</script>",
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
      '<link rel="modulepreload" crossorigin href="/assets/api-c.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-d.css">',
    ].join("\n");
    expect(startScriptsAfterPaint(html)).toBe(
      [
        "<script>document.documentElement.dataset.theme = 'dark';</script>",
        '<link rel="vitrine-entry-after-paint" href="/assets/index-a.js">',
        '<link rel="vitrine-modulepreload-after-paint" href="/assets/react-b.js">',
        '<link rel="vitrine-modulepreload-after-paint" href="/assets/api-c.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index-d.css">',
      ].join("\n"),
    );
  });

  it("leaves inline scripts and other links as they are", () => {
    const html =
      '<script>1</script><link rel="icon" href="/favicon.svg"><script type="application/json">{}</script>';
    expect(startScriptsAfterPaint(html)).toBe(html);
  });
});
