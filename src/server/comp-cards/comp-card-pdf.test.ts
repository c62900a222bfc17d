import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CompCardInput, renderCompCardPdf } from "./comp-card-pdf.ts";

// The PDFs are read back with poppler's own tools, as a printer's software would read them.
const run = promisify(execFile);
const POPPLER_TOOLS = ["pdfinfo", "pdftotext", "pdfimages", "pdffonts", "pdftoppm"];
let dir = "";

async function poppler(tool: string, args: string[]): Promise<string> {
  const { stdout } = await run(tool, args, { maxBuffer: 64 * 1024 * 1024, encoding: "utf8" });
  return stdout;
}

/** Writes the PDF to a file for the tools. */
let fileCount = 0;
async function saved(pdf: Buffer): Promise<string> {
  const file = path.join(dir, `card-${++fileCount}.pdf`);
  await writeFile(file, pdf);
  return file;
}

/** pdfimages -list's rows: page, pixel size and resolution of each embedded picture. */
async function embeddedPictures(file: string) {
  const rows = (await poppler("pdfimages", ["-list", file])).split("\n").slice(2).filter(Boolean);
  return rows.map((row) => {
    const cells = row.trim().split(/\s+/);
    return {
      page: Number(cells[0]),
      width: Number(cells[3]),
      height: Number(cells[4]),
      xPpi: Number(cells[12]),
      yPpi: Number(cells[13]),
    };
  });
}

/** A seeded generator, so every run draws the same pictures. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A JPEG with something of a photo's detail: soft overlapping shapes and film grain (a flat colour
 * would compress to nothing and prove nothing about the file's size).
 */
async function photoLike(width: number, height: number, seed: number): Promise<Buffer> {
  const next = random(seed);
  const [w, h] = [Math.round(width / 4), Math.round(height / 4)];
  const colour = () =>
    `hsl(${Math.floor(next() * 360)}, ${30 + Math.floor(next() * 50)}%, ${25 + Math.floor(next() * 50)}%)`;
  const circles = Array.from({ length: 300 }, () => {
    const radius = 3 + Math.floor(next() ** 3 * w * 0.3);
    return `<circle cx="${Math.floor(next() * w)}" cy="${Math.floor(next() * h)}" r="${radius}" fill="${colour()}" opacity="${(0.3 + next() * 0.7).toFixed(2)}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${colour()}"/>${circles}</svg>`;
  // Every step goes through raw pixels: the server's sharp settings turn libvips' cache off, and
  // an SVG or PNG input would be decoded again for every region of the larger picture.
  const shapes = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const tile = { width: Math.min(509, width), height: Math.min(509, height), channels: 3 } as const;
  const grain = await sharp({
    create: { ...tile, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } },
  })
    .raw()
    .toBuffer();
  return sharp(shapes.data, { raw: shapes.info })
    .resize(width, height)
    .composite([{ input: grain, raw: tile, tile: true, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const PROFILE_URL = "https://vitrine.example/de/talents/juergen-weiss-celik";

function card(overrides: Partial<CompCardInput> = {}): CompCardInput {
  return {
    paper: "a5",
    language: "de",
    name: "Jürgen Weiß-Çelik",
    categoryLine: "Model · Schauspieler",
    languagesLine: "Spricht Deutsch, Englisch, Türkisch",
    measurementLines: [
      { label: "Größe", value: "186 cm" },
      { label: "Brust", value: "98 cm" },
      { label: "Taille", value: "80 cm" },
      { label: "Schuhgröße", value: "44" },
      { label: "Augenfarbe", value: "Grün" },
    ],
    hero: null,
    gallery: [],
    profileUrl: PROFILE_URL,
    contactLines: ["juergen@example.com", "+49 89 1234567"],
    labels: { measurements: "Maße", contact: "Kontakt" },
    ...overrides,
  };
}

let hero: Buffer;
let galleryPicture: Buffer;
let small: Buffer;

beforeAll(async () => {
  for (const tool of POPPLER_TOOLS) {
    await run(tool, ["-v"]).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") {
        throw new Error(
          `The comp card tests read the PDFs with poppler's ${tool}, which is missing: install poppler-utils (apt-get install poppler-utils).`,
        );
      }
    });
  }
  dir = await mkdtemp(path.join(tmpdir(), "vitrine-comp-card-"));
  [hero, galleryPicture, small] = await Promise.all([
    photoLike(4000, 6000, 1),
    photoLike(3000, 4000, 2),
    photoLike(400, 300, 3),
  ]);
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the comp card PDF", () => {
  it("has two A5 pages with the name, measurements, category, short link and contact lines in embedded fonts", async () => {
    const file = await saved(await renderCompCardPdf(card({ hero: small, gallery: [small] })));

    const info = await poppler("pdfinfo", [file]);
    expect(info).toMatch(/^Pages:\s+2$/m);
    const [, width, height] = info.match(/^Page size:\s+([\d.]+) x ([\d.]+) pts/m) ?? [];
    expect(Number(width)).toBeCloseTo(419.53, 0);
    expect(Number(height)).toBeCloseTo(595.28, 0);
    expect(info).toMatch(/^Title:\s+Jürgen Weiß-Çelik$/m);
    expect(info).toMatch(/^Author:\s+Vitrine$/m);

    const text = await poppler("pdftotext", [file, "-"]);
    for (const expected of [
      "Jürgen Weiß-Çelik",
      "Model · Schauspieler",
      "Spricht Deutsch, Englisch, Türkisch",
      "vitrine.example/de/talents/juergen-weiss-celik",
      "juergen@example.com",
      "+49 89 1234567",
      "KONTAKT",
      "MASSE",
      ...card().measurementLines.flatMap((line) => [line.label, line.value]),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("https://");

    const fonts = (await poppler("pdffonts", [file])).split("\n").slice(2).filter(Boolean);
    expect(fonts.map((row) => row.split(/\s+/)[0])).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\+Fraunces-SemiBold$/),
        expect.stringMatching(/\+Inter-Regular$/),
      ]),
    );
    for (const row of fonts) expect(row, row).toMatch(/ yes yes yes /); // embedded, subset, Unicode map
  });

  it("is US half letter when asked, and its language is written into the file", async () => {
    const pdf = await renderCompCardPdf(card({ paper: "half-letter", language: "en" }));
    const info = await poppler("pdfinfo", [await saved(pdf)]);
    const [, width, height] = info.match(/^Page size:\s+([\d.]+) x ([\d.]+) pts/m) ?? [];
    expect(Number(width)).toBeCloseTo(396, 0);
    expect(Number(height)).toBeCloseTo(612, 0);
    expect(pdf.toString("latin1")).toContain("/Lang (en)");
  });

  it("prints Latin names beyond German (Polish, Czech, Nordic, Spanish, Turkish) as text", async () => {
    const name = "Łucja Dvořák-Øverås Ñúñez Ğül";
    const file = await saved(await renderCompCardPdf(card({ name })));
    const text = await poppler("pdftotext", [file, "-"]);
    expect(text.replace(/\s+/g, " ")).toContain(name);
    for (const row of (await poppler("pdffonts", [file])).split("\n").slice(2).filter(Boolean)) {
      expect(row, row).toMatch(/ yes yes yes /);
    }
  });

  it("embeds the pictures at 300 dpi of their printed size, never at the upload's size and never enlarged", async () => {
    const file = await saved(await renderCompCardPdf(card({ hero, gallery: [galleryPicture, small] })));
    const pictures = await embeddedPictures(file);
    expect(pictures.map((picture) => picture.page)).toEqual([1, 2, 2]);
    const [front, large, tiny] = pictures as [
      (typeof pictures)[0],
      (typeof pictures)[0],
      (typeof pictures)[0],
    ];
    for (const picture of [front, large]) {
      expect(picture.xPpi).toBeGreaterThanOrEqual(299);
      expect(picture.xPpi).toBeLessThanOrEqual(301);
      expect(picture.yPpi).toBeGreaterThanOrEqual(299);
      expect(picture.yPpi).toBeLessThanOrEqual(301);
    }
    expect(front.width).toBeLessThan(4000 / 2);
    expect(large.width).toBeLessThan(3000 / 2);
    // 400 × 300 is cropped to its box's shape, at its own resolution.
    expect(tiny.width).toBeLessThanOrEqual(400);
    expect(tiny.height).toBeLessThanOrEqual(300);
    expect(Math.max(tiny.width / 400, tiny.height / 300)).toBeCloseTo(1, 2);
    expect(tiny.xPpi).toBeLessThan(300);
  });

  it.each([0, 1, 2, 3, 4])("lays out %i gallery pictures on the back", async (count) => {
    const pictures = await embeddedPictures(
      await saved(await renderCompCardPdf(card({ gallery: Array.from({ length: count }, () => small) }))),
    );
    expect(pictures.filter((picture) => picture.page === 2)).toHaveLength(count);
  });

  it("refuses more than four gallery pictures", async () => {
    await expect(
      renderCompCardPdf(card({ gallery: Array.from({ length: 5 }, () => small) })),
    ).rejects.toThrow(/at most 4/);
  });

  it("rejects a picture it cannot read", async () => {
    await expect(renderCompCardPdf(card({ hero: Buffer.from("not a picture") }))).rejects.toThrow();
  });

  it("has a QR code on the back that reads as the profile's address", async () => {
    const file = await saved(
      await renderCompCardPdf(card({ hero: small, gallery: [galleryPicture, small, small, small] })),
    );
    const prefix = path.join(dir, "back");
    await poppler("pdftoppm", ["-r", "150", "-f", "2", "-l", "2", "-png", "-singlefile", file, prefix]);
    const { data, info } = await sharp(`${prefix}.png`)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
      info.width,
      info.height,
    );
    expect(code?.data).toBe(PROFILE_URL);
    // At least 20 mm wide: the symbol's side in pixels at 150 dpi.
    const side = (code?.location.topRightCorner.x ?? 0) - (code?.location.topLeftCorner.x ?? 0);
    expect((side / 150) * 25.4).toBeGreaterThanOrEqual(20);
  });

  it("stays under 2 MB with a 4000 × 6000 hero and four 3000 × 4000 gallery pictures", async () => {
    const pdf = await renderCompCardPdf(card({ hero, gallery: [1, 2, 3, 4].map(() => galleryPicture) }));
    expect(await embeddedPictures(await saved(pdf))).toHaveLength(5);
    expect(pdf.byteLength).toBeLessThan(2 * 1024 * 1024);
  });

  it("stays under 2 MB with pictures as dense as noise at print size, the worst case for JPEG", async () => {
    const noise = (width: number, height: number) =>
      sharp({
        create: {
          width,
          height,
          channels: 3,
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma: 30 },
        },
      })
        .jpeg({ quality: 95 })
        .toBuffer();
    const [front, cell] = await Promise.all([noise(1600, 2200), noise(800, 800)]);
    const pdf = await renderCompCardPdf(card({ hero: front, gallery: [cell, cell, cell, cell] }));
    expect(pdf.byteLength).toBeLessThan(2 * 1024 * 1024);
  });

  it("keeps a long name inside the page: it wraps and shrinks", async () => {
    const name = "Maximiliane Wolfeschlegelsteinhausenbergerdorff-Łukasiewicz von Schönhausen-Grünewald";
    const file = await saved(await renderCompCardPdf(card({ name, hero: small })));
    const words = (await poppler("pdftotext", ["-bbox", file, "-"])).matchAll(
      /xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"/g,
    );
    let count = 0;
    for (const [, xMin, xMax] of words) {
      count++;
      expect(Number(xMin)).toBeGreaterThanOrEqual(27);
      expect(Number(xMax)).toBeLessThanOrEqual(419.53 - 27);
    }
    expect(count).toBeGreaterThan(10);
    // Nothing left out (pdftotext joins a word broken after a hyphen without its hyphen).
    const letters = (text: string) => text.replace(/[\s-]+/g, "");
    expect(letters(await poppler("pdftotext", ["-f", "1", "-l", "1", file, "-"]))).toBe(letters(name));
  });

  it("gives the same bytes for the same card, and writes a creation date only when given one", async () => {
    const input = card({ hero: small, gallery: [small, small] });
    const [first, second] = [await renderCompCardPdf(input), await renderCompCardPdf(input)];
    expect(first.equals(second)).toBe(true);
    expect(await poppler("pdfinfo", [await saved(first)])).not.toMatch(/^CreationDate:/m);

    const dated = await renderCompCardPdf({ ...input, createdAt: new Date("2026-11-27T10:00:00Z") });
    expect(await poppler("pdfinfo", ["-isodates", await saved(dated)])).toMatch(
      /^CreationDate:\s+2026-11-27T10:00:00/m,
    );
  });
});
