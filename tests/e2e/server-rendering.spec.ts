import { ROUTE_ERROR_HEADING, serverRenderedPages } from "#tests/support/public-page-headings";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const PROFILE = "/talents/model/lena-hartmann-a3f1";
/** Every public page, the sample profile and the not-found page: what the server renders. */
const SERVER_RENDERED = serverRenderedPages({ path: PROFILE, name: "Lena Hartmann" });
/** Public pages the browser renders itself (the sign-in pages, an inquiry's form and conversation). */
const BROWSER_RENDERED = [
  "/login",
  "/signup",
  "/verify-email",
  "/forgot-password",
  "/reset-password?token=not-a-real-token",
  `${PROFILE}/inquiry`,
  "/inquiry",
];

test.describe("the public pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, status } of SERVER_RENDERED) {
    test(`${path} shows its heading "${heading}" and no error page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByText(ROUTE_ERROR_HEADING)).toHaveCount(0);
    });
  }

  test("the contact page shows its form, says that sending it needs JavaScript, and cannot send it", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    for (const field of ["Name", "Instagram", "Email", "Company (optional)", "Phone (optional)", "Message"]) {
      await expect(form.getByRole("textbox", { name: field, exact: true })).toBeVisible();
    }
    await expect(form.getByRole("checkbox", { name: /I agree that Vitrine stores/ })).toBeVisible();
    await expect(
      form.getByText(
        "Sending this form needs JavaScript: the check that you are not a robot runs in your browser and appears here once the page has loaded.",
      ),
    ).toBeVisible();
    // Sent by the browser itself, the form would put the visitor's details into a URL.
    await expect(form.getByRole("button", { name: "Send Message" })).toBeDisabled();
  });

  test("the home page shows its sections and the sample data's first featured talent", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Discover. Promote. Connect." })).toBeVisible();
    const carousel = page.getByRole("region", { name: "Featured Talents" });
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toContainText("Lena Hartmann");
    await expect(page.getByRole("link", { name: "Explore All Talents" })).toHaveAttribute("href", "/talents");
  });

  test("the list shows its first page of talents with the count, the sample talent Lena Hartmann among them, and the filters", async ({
    page,
  }) => {
    await page.goto("/talents");
    await expect(page.getByRole("heading", { level: 1, name: "Explore Talents" })).toBeVisible();
    await expect(page.getByText(/^\d+ talents found$/)).toBeVisible();
    const card = page.getByRole("link", { name: "Lena Hartmann", exact: true }).first();
    await expect(card).toHaveAttribute("href", PROFILE);
    await expect(page.getByRole("complementary", { name: "Filter talents" })).toBeVisible();
  });

  test("the sample profile of Lena Hartmann shows her, and her picture is preloaded with high priority", async ({
    page,
  }) => {
    const response = await page.goto(PROFILE);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Lena Hartmann" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Talents");
    await expect(page.locator('head > link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
    await expect(page.getByRole("img", { name: "Lena Hartmann" }).first()).toHaveAttribute(
      "fetchpriority",
      "high",
    );
  });

  test("the web fonts come from the style sheet, without JavaScript too: the two Latin faces", async ({
    page,
  }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (/\.woff2$/.test(request.url())) fontRequests.push(request.url());
    });
    await page.goto(PROFILE);
    await page.waitForLoadState("networkidle");
    expect(fontRequests.map((url) => url.replace(/^.*\/assets\/|-[\w-]{8}\.woff2$/g, "")).sort()).toEqual([
      "fraunces-latin-wght-normal",
      "inter-latin-wght-normal",
    ]);
  });

  test("an unknown profile answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/talents/model/nobody-here-0000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
  });
});

test.describe("the public pages as they are without JavaScript", () => {
  // Axe is itself a script, which a page without JavaScript cannot run: here the page runs, but every
  // script of the site is blocked, so what axe sees is the server's HTML.
  test.use({
    expectedConsoleErrors: [/^console\.error: Failed to load resource: net::ERR_FAILED \(.*\.m?js/],
  });
  for (const path of ["/", "/talents", PROFILE, "/contact"]) {
    test(`${path} has no axe violations`, async ({ context }) => {
      const page = await context.newPage();
      await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("the server-rendered pages in a browser", () => {
  for (const { path, heading } of SERVER_RENDERED) {
    test(`${path} hydrates without errors and without asking again for its first data`, async ({ page }) => {
      // A browser error (a hydration error among them) fails the test (support/fixtures.ts).
      const firstDataRequests: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (/^\/api\/(site|site-content|talents(\/featured|\/facets|\/by-slug\/.*)?)$/.test(url.pathname))
          firstDataRequests.push(url.pathname);
      });
      await page.goto(path);
      // React marks the root element it hydrated.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
      );
      await page.waitForLoadState("networkidle");
      expect(firstDataRequests).toEqual([]);
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
    });
  }

  for (const path of BROWSER_RENDERED) {
    test(`${path}, rendered by the browser, shows its page without errors`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(ROUTE_ERROR_HEADING)).toHaveCount(0);
    });
  }

  test("a public page asks for no script before its first paint, then for its modules at a low priority", async ({
    page,
  }) => {
    const response = await page.goto(PROFILE);
    const html = (await response?.text()) ?? "";
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    // The entry and the profile page's lazy chunks, named for later.
    expect(html.match(/<link rel="vitrine-(entry|modulepreload)-after-paint"/g)?.length).toBeGreaterThan(3);
    await expect(page.getByRole("heading", { level: 1, name: "Lena Hartmann" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
    // The entry and the named preloads, at a low priority (later lazy chunks add links of their own).
    await expect(page.locator('head > script[type="module"]')).toHaveCount(1);
    await expect(page.locator('head > script[type="module"][fetchpriority="low"]')).toHaveCount(1);
    const named = (html.match(/<link rel="vitrine-modulepreload-after-paint"/g) ?? []).length;
    await expect(page.locator('head > link[rel="modulepreload"][fetchpriority="low"]')).toHaveCount(named);
  });

  test("the web fonts are optional: used when at hand for the first layout, never swapped in later", async ({
    page,
  }) => {
    await page.goto(PROFILE);
    const faces = await page.evaluate(() =>
      // Chromium reports a family with a space in quotes.
      [...document.fonts]
        .filter((face) => /Variable/.test(face.family))
        .map((face) => ({ family: face.family.replaceAll('"', ""), display: face.display })),
    );
    expect(new Set(faces.map((face) => face.family))).toEqual(
      new Set(["Inter Variable", "Fraunces Variable"]),
    );
    expect(faces.every((face) => face.display === "optional")).toBe(true);
    // On this fast connection the files are at hand at once: the heading is set in Fraunces.
    const heading = page.getByRole("heading", { level: 1, name: "Lena Hartmann" });
    await expect(heading).toHaveCSS("font-family", /^"Fraunces Variable"/);
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => /Fraunces Variable/.test(face.family) && face.status === "loaded"),
    );
  });

  test("the HTML of a public page is cached and revalidated with its ETag", async ({ request }) => {
    const first = await request.get("/talents");
    expect(first.headers()["cache-control"]).toBe("public, no-cache");
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get("/talents", { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status()).toBe(304);
  });
});
