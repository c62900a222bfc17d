import { describe, expect, it } from "vitest";
import { SUBJECTS, TALENT_LOOKS } from "./cast.ts";
import { individualTypologyAngle, isBelievableSkin, SKIN_TONES, skinFrom } from "./skin-tones.ts";

describe("the believable skin region", () => {
  it("holds every swatch of the Monk Skin Tone Scale it is built on", () => {
    const monk = [
      "#f6ede4",
      "#f3e7db",
      "#f7ead0",
      "#eadaba",
      "#d7bd96",
      "#a07e56",
      "#825c43",
      "#604134",
      "#3a312a",
      "#292420",
    ];
    expect(monk.filter((hex) => !isBelievableSkin(hex))).toEqual([]);
  });

  it("refuses the yellow, green, orange and blue faces the old sample pictures had", () => {
    // The faces of the earlier samples (a mustard, a sage, two oranges) and a blue and a grey.
    for (const hex of ["#c9a227", "#a3b18a", "#f2a541", "#e07a5f", "#6f8fc9", "#808080"]) {
      expect(isBelievableSkin(hex), hex).toBe(false);
    }
  });
});

describe("the skin tones the people are painted with", () => {
  it("lie in the believable region, lit and shaded", () => {
    for (const [name, base] of Object.entries(SKIN_TONES)) {
      const skin = skinFrom(base);
      for (const [part, hex] of Object.entries(skin))
        expect(isBelievableSkin(hex), `${name} ${part} ${hex}`).toBe(true);
    }
  });

  it("range from very light to dark across the talents, as real people's do", () => {
    const angles = Object.values(TALENT_LOOKS).map((person) =>
      individualTypologyAngle(SKIN_TONES[person.skin]),
    );
    // Chardon's categories: above 55 degrees "very light", below -30 "dark".
    expect(Math.max(...angles)).toBeGreaterThan(55);
    expect(Math.min(...angles)).toBeLessThan(-30);
    expect(new Set(Object.values(TALENT_LOOKS).map((person) => person.skin)).size).toBe(9);
  });

  it("give every invented subject in the talents' work a tone of the scale", () => {
    for (const [name, person] of Object.entries(SUBJECTS))
      expect(SKIN_TONES[person.skin], name).toBeDefined();
  });
});
