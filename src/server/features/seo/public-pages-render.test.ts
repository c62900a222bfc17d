import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profilePath } from "#shared/talents/slug";
import { ROUTE_ERROR_HEADING, serverRenderedPages } from "#tests/support/public-page-headings";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";

const clientDir = mkdtempSync(path.join(tmpdir(), "vitrine-pages-"));
writeFileSync(
  path.join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Vitrine</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
);
const lena = talentRecord({ name: "Lena Hartmann" });
let t: TestApp;

beforeAll(async () => {
  // A page that fails to render is logged: a failing test shows why.
  t = await createTestApp({ PUBLIC_URL: "https://vitrine.example", LOG_LEVEL: "error" }, clientDir);
  await insertTalents(t.database.handle.db, [lena]);
});
afterAll(async () => {
  await t.dispose();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The page as a browser without JavaScript has it: the server's HTML. */
async function serverHtml(pagePath: string): Promise<{ status: number; document: Document }> {
  const res = await t.request(pagePath);
  return { status: res.status, document: new JSDOM(await res.text()).window.document };
}

const pages = serverRenderedPages({
  path: profilePath(lena),
  name: lena.name,
});

describe("the server's HTML of every public page", () => {
  for (const page of pages) {
    it(`${page.path} shows its heading "${page.heading}", not the error page, with its data for hydrating`, async () => {
      const { status, document } = await serverHtml(page.path);
      expect(status).toBe(page.status);
      const root = document.getElementById("root");
      expect(root?.textContent).not.toContain(ROUTE_ERROR_HEADING);
      expect([...(root?.querySelectorAll("h1") ?? [])].map((h1) => h1.textContent)).toEqual([page.heading]);
      expect(root?.querySelector("main")?.textContent?.length).toBeGreaterThan(page.heading.length);
      expect(document.getElementById("vitrine-state")?.textContent).toContain('"queries"');
    });
  }

  it("/contact has the whole form, says that sending needs JavaScript, and cannot be sent before its script runs", async () => {
    const { document } = await serverHtml("/contact");
    const form = document.querySelector('form[aria-label="Contact form"]');
    expect(form).not.toBeNull();
    const labels = [...(form?.querySelectorAll("label") ?? [])].map((label) => label.textContent?.trim());
    expect(labels).toEqual(
      expect.arrayContaining([
        "Name",
        "Instagram",
        "Email",
        "Company (optional)",
        "Phone (optional)",
        "Message",
      ]),
    );
    // A browser without JavaScript would send the fields as the query of a GET to /contact.
    const send = [...(form?.querySelectorAll("button") ?? [])].find((b) => b.textContent === "Send Message");
    expect(send?.type).toBe("submit");
    expect(send?.disabled).toBe(true);
    expect(form?.querySelector(".vitrine-botcheck")?.textContent).toBe(
      "Sending this form needs JavaScript: the check that you are not a robot runs in your browser and appears here once the page has loaded.",
    );
  });
});
