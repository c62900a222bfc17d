import {
  isBelievableSkin,
  type Picture,
  renderPicture,
  samplePortfolio,
  skinBase,
  skinFrom,
  talentLooks,
} from "@vitrine/sample-art";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SAMPLE_TALENTS } from "./sample-talents.ts";

/** Each sample talent with how they look (undefined for a place) and their pictures. */
const portfolios = SAMPLE_TALENTS.map((talent) => ({
  talent: { ...talent, person: talentLooks(talent.id) },
  pictures: samplePortfolio(talent.id),
}));
type SampleTalent = (typeof portfolios)[number]["talent"];

function bySubcategory(subcategory: string): { talent: SampleTalent; pictures: Picture[] } {
  const found = portfolios.find((p) => p.talent.subcategory === subcategory);
  if (!found) throw new Error(`no sample ${subcategory}`);
  return found;
}

const heroOf = (subcategory: string) => bySubcategory(subcategory).pictures[0] as Picture;

/** The element names and ids of a picture, in order: what is drawn, without where or in which colour. */
function structure(p: Picture): string {
  const tags = (svg: string) =>
    [...svg.matchAll(/<([a-zA-Z]+)(?:[^>]*?\sid="([a-z-]+)")?/g)].map((m) =>
      m[2] ? `${m[1]}#${m[2]}` : m[1],
    );
  return [...tags(p.backdrop), "|", ...tags(p.scene)].join(" ");
}

const people = (p: Picture) => [...p.figures.map((f) => f.person), ...p.faces];

describe("the sample portfolios", () => {
  it("give each talent a 3:4 hero and one picture per gallery description", () => {
    for (const { talent, pictures } of portfolios) {
      expect(pictures, talent.name).toHaveLength(1 + talent.galleryDescriptions.length);
      expect([pictures[0]?.width, pictures[0]?.height]).toEqual([1200, 1600]);
    }
  });

  it("paint everyone in them with skin tones from the believable region", () => {
    for (const { talent, pictures } of portfolios) {
      for (const picture of pictures) {
        for (const person of people(picture)) {
          const skin = skinFrom(skinBase(person));
          for (const hex of Object.values(skin))
            expect(isBelievableSkin(hex), `${talent.name}: ${hex}`).toBe(true);
          // The face is painted with that skin: its lit, base and shaded tones are in the drawing.
          expect(picture.scene).toContain(skin.base);
          expect(picture.scene).toContain(skin.shadow);
        }
      }
    }
  });

  it("show each person talent in their own hero, and the same person wherever they appear", () => {
    for (const { talent, pictures } of portfolios) {
      if (!talent.person) continue;
      expect(people(pictures[0] as Picture), talent.name).toContainEqual(talent.person);
      const appearances = pictures
        .flatMap(people)
        .filter((p) => p.skin === talent.person?.skin && p.hair.style === talent.person.hair.style);
      for (const seen of appearances) expect(seen).toEqual(talent.person);
    }
  });

  it("draw different people for different talents", () => {
    const looks = portfolios.flatMap(({ talent: t }) =>
      t.person ? [`${t.person.skin} ${t.person.hair.style} ${t.person.hair.colour}`] : [],
    );
    expect(new Set(looks).size).toBe(looks.length);
  });

  it("frame a model's hero full length, head to feet inside the picture", () => {
    for (const { talent, pictures } of portfolios.filter((p) => p.talent.subcategory === "model")) {
      const hero = pictures[0] as Picture;
      const model = hero.figures.find((f) => f.person === talent.person);
      expect(model, talent.name).toBeDefined();
      const { y, scale } = model as NonNullable<typeof model>;
      const feet = y + 1000 * scale;
      expect(y).toBeGreaterThanOrEqual(0);
      expect(feet).toBeLessThanOrEqual(hero.height);
      expect(feet - y).toBeGreaterThan(hero.height * 0.7);
    }
  });

  it("give each kind of work its own composition and props", () => {
    expect(heroOf("photographer").scene).toContain('id="camera"');
    expect(heroOf("videographer").scene).toContain('id="cinema-camera"');
    expect(heroOf("singer").scene).toContain('id="microphone"');
    expect(heroOf("musicians-dj").scene).toContain('id="dj-decks"');
    expect(heroOf("musicians-dj").scene).toContain('id="headphones"');
    expect(heroOf("make-up-artist").scene).toContain('id="brush"');
    expect(heroOf("stylist").scene).toContain('id="clothes-rail"');
    expect(heroOf("studio").scene).toContain('id="cyclorama"');
    expect(heroOf("studio").figures).toEqual([]);
    // A photographer's portfolio holds a landscape: wider than tall, with nobody in it.
    const landscape = bySubcategory("photographer").pictures.find(
      (p) => p.width > p.height && people(p).length === 0,
    );
    expect(landscape).toBeDefined();

    const heroes = [...new Set(SAMPLE_TALENTS.map((t) => t.subcategory))].map((s) => structure(heroOf(s)));
    expect(new Set(heroes).size).toBe(heroes.length);
    expect(structure(heroOf("model"))).not.toBe(structure(heroOf("photographer")));
    expect(structure(heroOf("model"))).not.toBe(structure(heroOf("musicians-dj")));
  });

  it("vary the pictures within a portfolio", () => {
    for (const { talent, pictures } of portfolios) {
      const shapes = pictures.map(structure);
      expect(new Set(shapes).size, talent.name).toBe(pictures.length);
    }
  });
});

describe("rendering a sample picture", () => {
  it("makes a JPEG of the picture's size, in black and white when the picture asks for it", async () => {
    const malik = portfolios.find((p) => p.talent.name === "Malik Osei")?.pictures ?? [];
    const monochrome = malik.find((p) => p.monochrome) as Picture;
    const colour = malik[0] as Picture;
    for (const picture of [colour, monochrome]) {
      const jpeg = await renderPicture(picture);
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", picture.width, picture.height]);
    }
    const { channels } = await sharp(await renderPicture(monochrome)).stats();
    const [r, g, b] = channels;
    expect(Math.abs((r?.mean ?? 0) - (b?.mean ?? 0))).toBeLessThan(1);
    expect(Math.abs((r?.mean ?? 0) - (g?.mean ?? 0))).toBeLessThan(1);
  });
});
