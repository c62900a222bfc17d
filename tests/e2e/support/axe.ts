import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

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
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}
