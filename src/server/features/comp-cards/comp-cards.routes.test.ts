import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompCardSettings } from "#shared/comp-cards/comp-card.schema";
import { cmFromInches } from "#shared/measurements/lengths";
import type { PublicTalent, Talent } from "#shared/talents/talent.schema";
import type { OwnTalent } from "#shared/talents/talent-profile.schema";
import { jpeg } from "#tests/support/image-factory";
import { embeddedPictures, pdfFolder, pdfPages, poppler, qrCodeOnPage } from "#tests/support/pdf-tools";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

// The comp card through the API: the talent's choices, the owner's and the public download, made from
// the approved version only, cached on disk and answered with 304 when the client has it.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let pdfs: Awaited<ReturnType<typeof pdfFolder>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, "admin@vitrine.test", { role: "admin" });
  pdfs = await pdfFolder();
});
afterAll(async () => {
  await t.dispose();
  await pdfs.dispose();
});

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];
type CompCardAnswer = {
  settings: CompCardSettings;
  pictures: { id: string; url: string; width: number; height: number; description: string }[];
  available: boolean;
};

const own = async (client: Client) =>
  ((await (await client.get("/api/me/talent")).json()) as OwnTalent).talent as Talent;
const approve = async (client: Client) => {
  const talent = await own(client);
  const res = await admin.client.post(`/api/admin/talents/${talent.id}/approve`, {
    updatedAt: talent.updatedAt,
  });
  expect(res.status).toBe(200);
};
const upload = (client: Client, url: string, bytes: Buffer, method = "POST") =>
  client.request(url, {
    method,
    body: new Uint8Array(bytes),
    headers: { "content-type": "application/octet-stream" },
  });
const put = (client: Client, json: unknown) => client.request("/api/me/comp-card", { method: "PUT", json });

/** A model with measurements (5 ft 9 in tall), a hero and three gallery photos; approved unless told. */
async function model(email: string, name: string, options: { approved?: boolean } = {}) {
  const owner = await signedInUser(t, email);
  const created = await owner.client.post("/api/me/talent", {
    name,
    category: "visual-arts-media",
    subcategory: "model",
    languages: ["de", "en"],
    contact: { email: "card@example.com", instagram: "", showEmail: true },
    measurements: {
      height: cmFromInches(69),
      waist: 66,
      eyeColour: "green",
      lengthUnits: "imperial",
      sizeSystem: "eu",
    },
  });
  expect(created.status).toBe(201);
  const { id } = await own(owner.client);
  expect(
    (await upload(owner.client, `/api/talents/${id}/hero`, await jpeg(600, 800, "#335577"), "PUT")).status,
  ).toBe(200);
  for (const colour of ["#aa3333", "#33aa33", "#3333aa"]) {
    expect(
      (await upload(owner.client, `/api/talents/${id}/gallery`, await jpeg(400, 600, colour))).status,
    ).toBe(201);
  }
  if (options.approved !== false) await approve(owner.client);
  return { ...owner, talent: await own(owner.client) };
}

const photoIds = (talent: Talent) =>
  talent.gallery.filter((item) => item.type === "image").map((item) => item.id);

async function download(client: Client | undefined, url: string, headers: Record<string, string> = {}) {
  const res = client ? await client.get(url, { headers }) : await t.request(url, { headers });
  return { res, body: new Uint8Array(await res.arrayBuffer()) };
}

async function pdfText(body: Uint8Array): Promise<{ file: string; text: string }> {
  const file = await pdfs.save(body);
  return { file, text: (await poppler("pdftotext", ["-layout", file, "-"])).replace(/\s+/g, " ") };
}

describe("the comp card settings", () => {
  it("are the defaults until saved: the first photos of the approved gallery, A5, metric, no e-mail, public", async () => {
    const { client, talent } = await model("defaults@example.com", "Dora Default");
    const res = await client.get("/api/me/comp-card");
    expect(res.status).toBe(200);
    const answer = (await res.json()) as CompCardAnswer;
    expect(answer.available).toBe(true);
    expect(answer.settings).toEqual({
      pictures: photoIds(talent),
      paper: "a5",
      units: "metric-eu",
      printEmail: false,
      publicDownload: true,
    });
    expect(answer.pictures.map((p) => p.id)).toEqual(photoIds(talent));
    expect(answer.pictures[0]?.url).toMatch(/^\/media\/images\/.+\.webp$/);
  });

  it("are saved and read back; an invalid body or a photo not in the approved gallery is refused", async () => {
    const { client, talent } = await model("saver@example.com", "Sam Saver");
    const [first, second] = photoIds(talent);
    const settings = {
      pictures: [second, first],
      paper: "half-letter",
      units: "imperial-us",
      printEmail: true,
      publicDownload: false,
    };
    const saved = await put(client, settings);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ settings });
    expect(((await (await client.get("/api/me/comp-card")).json()) as CompCardAnswer).settings).toEqual(
      settings,
    );

    expect((await put(client, { ...settings, paper: "a4" })).status).toBe(400);
    expect((await put(client, { ...settings, pictures: [first, first] })).status).toBe(400);
    const other = await model("other-gallery@example.com", "Olga Other");
    const foreign = await put(client, { ...settings, pictures: [photoIds(other.talent)[0]] });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe("VALIDATION_FAILED");
  });

  it("need a signed-in account with a profile", async () => {
    expect((await t.request("/api/me/comp-card")).status).toBe(401);
    expect((await t.request("/api/me/comp-card/download")).status).toBe(401);
    const nobody = await signedInUser(t, "no-profile@example.com");
    expect((await nobody.client.get("/api/me/comp-card")).status).toBe(404);
    expect((await nobody.client.get("/api/me/comp-card/download")).status).toBe(404);
  });
});

describe("the owner's download", () => {
  it("is a two-page A5 card with the name, the measurements in the units asked for, the pictures and the QR code", async () => {
    const { client, talent } = await model("printer@example.com", "Paula Print");
    const { res, body } = await download(
      client,
      "/api/me/comp-card/download?paper=a5&units=imperial-us&lang=en",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="paula-print-comp-card-a5.pdf"; filename*=UTF-8''Paula%20Print-comp-card-a5.pdf`,
    );
    const { file, text } = await pdfText(body);
    const info = await pdfPages(file);
    expect(info.pages).toBe(2);
    expect(info.width).toBeCloseTo(419.53, 0);
    expect(info.height).toBeCloseTo(595.28, 0);
    expect(text).toContain("Paula Print");
    expect(text).toContain("5 ft 9 in");
    expect(text).toContain("Visual Arts & Media · Model");
    expect(text).toContain("Speaks German and English");
    expect(text).not.toContain("card@example.com");
    // The hero on the front, the three photos on the back.
    const pictures = await embeddedPictures(file);
    expect(pictures.filter((p) => p.page === 1)).toHaveLength(1);
    expect(pictures.filter((p) => p.page === 2)).toHaveLength(3);
    expect(await qrCodeOnPage(file, 2)).toBe(`http://localhost:3000/talents/model/${talent.slug}`);
  });

  it("is half-letter in centimetres and German, with the e-mail when asked to print it", async () => {
    const { client, talent } = await model("deutsch@example.com", "Jürgen Weiß");
    expect(
      (
        await put(client, {
          pictures: photoIds(talent).slice(0, 1),
          paper: "a5",
          units: "metric-eu",
          printEmail: true,
          publicDownload: true,
        })
      ).status,
    ).toBe(200);
    const { res, body } = await download(
      client,
      "/api/me/comp-card/download?paper=half-letter&units=metric-eu&lang=de",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(
      `filename="jurgen-wei-comp-card-half-letter.pdf"`,
    );
    expect(res.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''J%C3%BCrgen%20Wei%C3%9F-comp-card-half-letter.pdf`,
    );
    const { file, text } = await pdfText(body);
    const info = await pdfPages(file);
    expect([info.width, info.height]).toEqual([396, 612]);
    expect(text).toContain("175 cm");
    expect(text).toContain("MASSE");
    expect(text).toContain("Größe");
    expect(text).toContain("Visuelle Kunst & Medien · Model");
    expect(text).toContain("Spricht Deutsch und Englisch");
    expect(text).toContain("card@example.com");
    expect((await embeddedPictures(file)).filter((p) => p.page === 2)).toHaveLength(1);
    expect(await qrCodeOnPage(file, 2)).toBe(`http://localhost:3000/de/talents/model/${talent.slug}`);
  });

  it("is 404 while the profile has no approved version", async () => {
    const { client } = await model("waiting@example.com", "Wanda Waiting", { approved: false });
    const answer = (await (await client.get("/api/me/comp-card")).json()) as CompCardAnswer;
    expect(answer).toEqual({
      settings: expect.objectContaining({ pictures: [] }),
      pictures: [],
      available: false,
    });
    expect((await client.get("/api/me/comp-card/download")).status).toBe(404);
  });
});

describe("the public download", () => {
  it("shows the approved version only; a pending change appears once approved, with a new ETag", async () => {
    const { client, talent } = await model("public@example.com", "Petra Public");
    const url = `/api/talents/${talent.slug}/comp-card?lang=en`;
    const first = await download(undefined, url);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const etag = first.res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

    const patched = await client.request(`/api/talents/${talent.id}`, {
      method: "PATCH",
      json: { bio: "Changed", measurements: { ...talent.measurements, height: 190 } },
    });
    expect(patched.status).toBe(200);
    for (const [who, path] of [
      [undefined, url],
      [client, "/api/me/comp-card/download?lang=en"],
    ] as const) {
      const { res, body } = await download(who, path);
      expect(res.status).toBe(200);
      const { text } = await pdfText(body);
      expect(text).toContain("175 cm");
      expect(text).not.toContain("190 cm");
    }
    expect((await download(undefined, url)).res.headers.get("etag")).toBe(etag);

    await approve(client);
    const after = await download(undefined, url);
    expect(after.res.headers.get("etag")).not.toBe(etag);
    expect((await pdfText(after.body)).text).toContain("190 cm");
  });

  it("answers 304 to If-None-Match and serves a repeat from the cache without making it again", async () => {
    const { talent } = await model("cached@example.com", "Carla Cache");
    const url = `/api/talents/${talent.slug}/comp-card?paper=a5&units=metric-eu&lang=en`;
    const first = await download(undefined, url);
    const etag = first.res.headers.get("etag") ?? "";
    const dir = path.join(t.config.dataDir, "comp-cards");
    const files = (await readdir(dir)).filter((name) => name.startsWith(`${talent.id}--`));
    expect(files).toHaveLength(1);
    const made = (await stat(path.join(dir, files[0] ?? ""))).mtimeMs;

    const again = await download(undefined, url);
    expect(again.res.status).toBe(200);
    expect(Buffer.from(again.body).equals(Buffer.from(first.body))).toBe(true);
    expect((await stat(path.join(dir, files[0] ?? ""))).mtimeMs).toBe(made);
    const notModified = await download(undefined, url, { "if-none-match": etag });
    expect(notModified.res.status).toBe(304);
    expect(notModified.body.byteLength).toBe(0);
  });

  it("is 404 when switched off, for a profile under first review and for an unknown address; the profile says so", async () => {
    const { client, talent } = await model("private@example.com", "Ida Off");
    const profile = async () =>
      ((await (await t.request(`/api/talents/by-slug/${talent.slug}`)).json()) as { talent: PublicTalent })
        .talent;
    expect((await profile()).compCardDownload).toBe(true);
    const off = { pictures: [], paper: "a5", units: "metric-eu", printEmail: false, publicDownload: false };
    expect((await put(client, off)).status).toBe(200);
    expect((await profile()).compCardDownload).toBe(false);
    expect((await t.request(`/api/talents/${talent.slug}/comp-card`)).status).toBe(404);
    // The owner still has the card.
    expect((await client.get("/api/me/comp-card/download")).status).toBe(200);

    const pending = await model("first-review@example.com", "Nina New", { approved: false });
    expect((await t.request(`/api/talents/${pending.talent.slug}/comp-card`)).status).toBe(404);
    const unknown = await t.request("/api/talents/no-such-talent/comp-card");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });
});

describe("the account", () => {
  it("exports the saved choices, and its deletion removes them", async () => {
    const { client, talent, password } = await model("leaving@example.com", "Lea Leaving");
    const settings = {
      pictures: [],
      paper: "a5",
      units: "imperial-uk",
      printEmail: false,
      publicDownload: true,
    };
    expect((await put(client, settings)).status).toBe(200);
    const exported = (await (await client.get("/api/account/export")).json()) as {
      compCard: { settings: object };
    };
    expect(exported.compCard.settings).toEqual(settings);
    const deleted = await client.post("/api/account/delete", { confirmation: "DELETE", password });
    expect(deleted.status).toBe(200);
    const rows = await t.database.handle.db
      .selectFrom("comp_cards")
      .selectAll()
      .where("talent_id", "=", talent.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
