import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type * as Axe from "axe-core";

declare global {
  interface Window {
    axe?: typeof Axe;
  }
}

/** The rules every page is held to: WCAG 2.1, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Axe's violations on the page as it is now, one line each: the rule and the elements it found.
 *
 * Axe is put into a document once and run there again on each call, since a page often stays the
 * same document through several checks (both themes, two widths, a dialog opened). The pages have
 * no frames, so axe runs on the document alone. `@axe-core/playwright` put axe in again on every
 * call and finished each run in a new blank page, about 0.6 s a check against 0.15 s here
 * (docs/bench/test-loop.md).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = window.axe;
    if (!axe) throw new Error("axe-core did not load into the page");
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(" ")) }));
  }, WCAG_TAGS);
  return violations.map((v) => `${v.id}: ${v.targets.join(", ")}`);
}

/**
 * Axe finds no WCAG 2.1 A/AA violations on the page as it is now. A toast or dialog fading in is half
 * transparent, so colours are judged once the finite animations have settled.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A toast just added is mounted (and starts to fade in) a frame later; the toasts load with the first.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("[data-sonner-toast]")].every(
        (toast) => toast.getAttribute("data-mounted") === "true",
      ) &&
      document
        .getAnimations()
        .every(
          (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
  );
  expect(await axeViolations(page)).toEqual([]);
}
