import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";

const clientDir = mkdtempSync(path.join(tmpdir(), "vitrine-seo-"));
writeFileSync(
  path.join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Vitrine</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
);
let t: TestApp;
const lena = talentRecord({
  name: "Lena Hartmann",
  bio: "Editorial model in Munich <with> care.",
  image: {
    id: "img-x",
    width: 1200,
    height: 1600,
    placeholder: "data:,",
    variants: [{ width: 1200, url: "/media/images/img-x/1200.webp" }],
  },
});
const pending = talentRecord({ name: "Pending Pia", status: "pending" });

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://vitrine.example" }, clientDir);
  await insertTalents(t.database.handle.db, [lena, pending]);
});
afterAll(async () => {
  await t.dispose();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("HTML heads for crawlers", () => {
  it("gives a profile its title, description, canonical, Open Graph, Twitter and Person data", async () => {
    const res = await t.request(`/talents/model/${lena.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Lena Hartmann, Model | Vitrine</title>");
    expect(html).toContain(
      '<meta name="description" content="Editorial model in Munich &#60;with&#62; care." />',
    );
    expect(html).toContain(
      `<link rel="canonical" href="https://vitrine.example/talents/model/${lena.slug}" />`,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://vitrine.example/media/images/img-x/1200.webp" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "{}";
    expect(JSON.parse(jsonLd)).toMatchObject({ "@type": "Person", name: "Lena Hartmann", jobTitle: "Model" });
    expect(html).not.toMatch(/<with>/);
  });

  it("answers 404 for unknown, pending and made-up paths", async () => {
    for (const route of ["/talents/model/nobody-0000", `/talents/model/${pending.slug}`, "/no/such/page"]) {
      const res = await t.request(route);
      expect(res.status, route).toBe(404);
      expect(await res.text()).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("titles the public pages and keeps private ones out of search", async () => {
    const talents = await (await t.request("/talents")).text();
    expect(talents).toContain("<title>Explore Talents | Vitrine</title>");
    const home = await t.request("/");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<link rel="canonical" href="https://vitrine.example/" />');
    const dashboard = await t.request("/dashboard/settings");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('content="noindex"');
  });
});

/** The head's canonical and alternate links, as `rel hreflang href` lines. */
function languageLinks(html: string): string[] {
  return [
    ...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)" \/>/g),
  ].map(([, rel, hreflang, href]) => `${rel} ${hreflang ?? "-"} ${href}`);
}

describe("one address per language", () => {
  const site = "https://vitrine.example";

  it("serves the German page under /de, in German, its links pointing to each other", async () => {
    for (const [path, title] of [
      ["/talents", "Talente entdecken | Vitrine"],
      ["/pricing", "Preise | Vitrine"],
      [`/talents/model/${lena.slug}`, "Lena Hartmann, Model | Vitrine"],
    ] as const) {
      const german = await (await t.request(`/de${path}`)).text();
      const english = await (await t.request(path)).text();
      expect(german, path).toContain('<html lang="de">');
      expect(english, path).toContain('<html lang="en">');
      expect(german, path).toContain(`<title>${title}</title>`);
      const links = [
        `alternate en ${site}${path}`,
        `alternate de ${site}/de${path}`,
        `alternate x-default ${site}${path}`,
      ];
      expect(languageLinks(german)).toEqual([`canonical - ${site}/de${path}`, ...links]);
      expect(languageLinks(english)).toEqual([`canonical - ${site}${path}`, ...links]);
    }
    expect(languageLinks(await (await t.request("/de")).text())[0]).toBe(`canonical - ${site}/de`);
  });

  it("sends a first visit to the German page when the browser prefers German, keeping the query", async () => {
    const res = await t.request("/talents?category=performing-arts", {
      headers: { "Accept-Language": "de-DE,de;q=0.9,en;q=0.8" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/de/talents?category=performing-arts");
    expect(res.headers.get("vary")).toContain("Accept-Language");
    const home = await t.request("/", { headers: { "Accept-Language": "de" } });
    expect(home.headers.get("location")).toBe("/de");
  });

  it("keeps the English page for an English browser, a crawler, a chosen English, and any /de address", async () => {
    const cases: Record<string, string>[] = [
      { "Accept-Language": "en-US,en;q=0.9,de;q=0.8" },
      {},
      { "Accept-Language": "de", Cookie: "vitrine_lang=en" },
    ];
    for (const headers of cases) {
      const res = await t.request("/talents", { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.headers.get("vary")).toContain("Accept-Language");
    }
    const chosen = await t.request("/pricing", { headers: { Cookie: "vitrine_lang=de" } });
    expect(chosen.headers.get("location")).toBe("/de/pricing");
    const german = await t.request("/de/pricing", { headers: { "Accept-Language": "en" } });
    expect(german.status).toBe(200);
  });

  it("never redirects the API", async () => {
    const res = await t.request("/api/health", { headers: { "Accept-Language": "de" } });
    expect(res.status).not.toBe(302);
  });
});

describe("sitemap and robots", () => {
  it("lists the public pages and approved profiles only, each in both languages", async () => {
    const res = await t.request("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain("<loc>https://vitrine.example/pricing</loc>");
    expect(xml).toContain("<loc>https://vitrine.example/de/pricing</loc>");
    expect(xml).toContain(`<loc>https://vitrine.example/talents/model/${lena.slug}</loc>`);
    expect(xml).toContain(`<loc>https://vitrine.example/de/talents/model/${lena.slug}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="https://vitrine.example/de/talents/model/${lena.slug}"/>`,
    );
    expect(xml).not.toContain(pending.slug);
  });

  it("keeps the dashboard and admin out and names the sitemap", async () => {
    const text = await (await t.request("/robots.txt")).text();
    expect(text).toContain("Disallow: /dashboard");
    expect(text).toContain("Disallow: /admin-panel");
    expect(text).toContain("Disallow: /de/dashboard");
    expect(text).toContain("Disallow: /de/admin-panel");
    expect(text).toContain("Sitemap: https://vitrine.example/sitemap.xml");
  });
});
