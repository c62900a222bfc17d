import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";

// Regression: user text reached String.prototype.replace as the replacement, so
// "$`", "$'" and "$&" spliced copies of the page into the head (a 303 MB answer from one request).
const TEMPLATE_HEAD = '<!doctype html><html lang="en"><head><meta charset="UTF-8" />';
const TEMPLATE_MIDDLE = '<meta name="color-scheme" content="light dark" />';
const TEMPLATE_TAIL = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
const TEMPLATE_BODY = '</head><body><div id="root"></div></body></html>';
const template = `${TEMPLATE_HEAD}<title>Vitrine</title>${TEMPLATE_MIDDLE}<meta name="description" content="default" />${TEMPLATE_TAIL}${TEMPLATE_BODY}`;

const clientDir = mkdtempSync(path.join(tmpdir(), "vitrine-head-"));
writeFileSync(path.join(clientDir, "index.html"), template);

const hostileName = "Eve $` $' $& $<x> </title> \"q\" 'a' \u202Edlrow";
const hostileBio = "Bio $` $' $& </script><script>alert(1)</script> \u2028 & done";
const eve = talentRecord({ name: hostileName, bio: hostileBio, location: "" });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://vitrine.example" }, clientDir);
  await insertTalents(t.database.handle.db, [eve]);
});
afterAll(async () => {
  await t.dispose();
  rmSync(clientDir, { recursive: true, force: true });
});

describe("the server-written head of a profile with hostile text", () => {
  it("is exactly the template with every value escaped for its context", async () => {
    const res = await t.request(`/talents/model/${eve.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();

    // Text and attribute context: & < > " ' as character references; $ patterns stay literal.
    const title =
      "Eve $` $&#39; $&#38; $&#60;x&#62; &#60;/title&#62; &#34;q&#34; &#39;a&#39; \u202Edlrow, Model | Vitrine";
    const description =
      "Bio $` $&#39; $&#38; &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; \u2028 &#38; done";
    const url = `https://vitrine.example/talents/model/${eve.slug}`;
    // JSON inside <script>: < > & and U+2028 as \u escapes, still valid JSON.
    const jsonName = "Eve $` $' $\\u0026 $\\u003cx\\u003e \\u003c/title\\u003e \\\"q\\\" 'a' \u202Edlrow";
    const jsonBio =
      "Bio $` $' $\\u0026 \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u2028 \\u0026 done";
    const jsonLd = `{"@context":"https://schema.org","@type":"Person","name":"${jsonName}","jobTitle":"Model","description":"${jsonBio}","url":"${url}"}`;
    const expected = [
      TEMPLATE_HEAD,
      `<title>${title}</title>`,
      TEMPLATE_MIDDLE,
      `<meta name="description" content="${description}" />`,
      TEMPLATE_TAIL,
      `<link rel="canonical" href="${url}" />\n`,
      `<link rel="alternate" hreflang="en" href="${url}" />\n`,
      `<link rel="alternate" hreflang="de" href="${url.replace("/talents/", "/de/talents/")}" />\n`,
      `<link rel="alternate" hreflang="x-default" href="${url}" />\n`,
      '<meta property="og:type" content="profile" />\n',
      `<meta property="og:title" content="${title}" />\n`,
      `<meta property="og:description" content="${description}" />\n`,
      `<meta property="og:url" content="${url}" />\n`,
      '<meta property="og:locale" content="en_GB" />\n',
      '<meta name="twitter:card" content="summary" />\n',
      `<meta name="twitter:title" content="${title}" />\n`,
      `<meta name="twitter:description" content="${description}" />\n`,
      `<script type="application/ld+json">${jsonLd}</script>\n`,
    ].join("");
    const headEnd = html.indexOf("</head>");
    expect(html.slice(0, headEnd)).toBe(expected);

    const data = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(JSON.parse(data)).toMatchObject({ name: hostileName, description: hostileBio });

    // The server-rendered body (ADR 32): the name as escaped text in the markup, and the embedded
    // query cache as JSON that no value can close: the only "</script" are the template's own.
    const body = html.slice(headEnd);
    expect(body.startsWith('</head><body><div id="root"><div')).toBe(true);
    expect(body).toContain("Eve $` $&#x27; $&amp; $&lt;x&gt; &lt;/title&gt; &quot;q&quot; &#x27;a&#x27;");
    expect(body).not.toContain("<script>alert(1)");
    expect(body.match(/<\/script/gi)).toHaveLength(1);
    const state =
      /<script type="application\/json" id="vitrine-state">(.*?)<\/script>/s.exec(body)?.[1] ?? "";
    expect(JSON.stringify(JSON.parse(state))).toContain(JSON.stringify(hostileBio).slice(1, -1));
    expect(body.endsWith("</script></body></html>")).toBe(true);
  });

  it("stays small however many $ patterns a name and bio hold", async () => {
    const bomb = talentRecord({ name: "$`$'$&".repeat(20), bio: "$`".repeat(5000) });
    const plain = talentRecord({ name: "abcdef".repeat(20), bio: "ab".repeat(5000) });
    await insertTalents(t.database.handle.db, [bomb, plain]);
    const bombPage = await (await t.request(`/talents/model/${bomb.slug}`)).text();
    const plainPage = await (await t.request(`/talents/model/${plain.slug}`)).text();
    // The same text without $ patterns makes a page of nearly the same size (escapes add a little).
    expect(bombPage.length).toBeLessThan(plainPage.length + 2048);
  });

  it("answers 404 for a malformed %-escape in a profile path", async () => {
    const res = await t.request("/talents/model/%E0%A4%A");
    expect(res.status).toBe(404);
  });
});

describe("the server-written head of a profile with a picture", () => {
  it("asks for the picture first, before the template's scripts and styles", async () => {
    const image = {
      id: "img-head-order",
      width: 1200,
      height: 1600,
      placeholder: "data:image/webp;base64,AAAA",
      variants: [
        { width: 320, url: "/media/images/img-head-order/320.webp" },
        { width: 1200, url: "/media/images/img-head-order/1200.webp" },
      ],
    };
    const pictured = talentRecord({ image });
    await insertTalents(t.database.handle.db, [pictured]);
    const html = await (await t.request(`/talents/model/${pictured.slug}`)).text();

    const preload =
      '<link rel="preload" as="image" href="/media/images/img-head-order/1200.webp" imagesrcset="/media/images/img-head-order/320.webp 320w, /media/images/img-head-order/1200.webp 1200w"';
    const description = html.indexOf('<meta name="description"');
    const preloadAt = html.indexOf(preload);
    expect(preloadAt).toBeGreaterThan(description);
    expect(preloadAt).toBeLessThan(html.indexOf(TEMPLATE_TAIL));
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
  });
});
