import { describe, expect, it } from "vitest";
import {
  matchesTalentFilters,
  parseTalentFilters,
  TalentFiltersSchema,
  talentFiltersToSearchParams,
} from "./talent-filters.ts";

const talent = (over: Partial<Parameters<typeof matchesTalentFilters>[0]> = {}) => ({
  name: "Lena Hartmann",
  category: "visual-arts-media",
  subcategory: "model",
  location: "Munich",
  languages: ["de", "en"],
  paymentOptions: ["PAY" as const],
  age: 24,
  specifics: { height: 176 },
  ...over,
});
const filters = (over: Record<string, unknown> = {}) => TalentFiltersSchema.parse(over);

describe("matchesTalentFilters", () => {
  it("matches everything without filters", () => {
    expect(matchesTalentFilters(talent(), filters())).toBe(true);
  });

  it("searches the name and the subcategory, case-insensitively", () => {
    expect(matchesTalentFilters(talent(), filters({ q: "HART" }))).toBe(true);
    expect(matchesTalentFilters(talent(), filters({ q: "mod" }))).toBe(true);
    expect(
      matchesTalentFilters(talent({ subcategory: "make-up-artist" }), filters({ q: "make-up artist" })),
    ).toBe(true);
    expect(matchesTalentFilters(talent(), filters({ q: "singer" }))).toBe(false);
  });

  it("matches any selected category, subcategory and location", () => {
    expect(
      matchesTalentFilters(talent(), filters({ category: ["performing-arts", "visual-arts-media"] })),
    ).toBe(true);
    expect(matchesTalentFilters(talent(), filters({ category: ["performing-arts"] }))).toBe(false);
    expect(matchesTalentFilters(talent(), filters({ subcategory: ["photographer", "model"] }))).toBe(true);
    expect(matchesTalentFilters(talent(), filters({ location: ["Berlin", " munich "] }))).toBe(true);
    expect(matchesTalentFilters(talent(), filters({ location: ["Berlin"] }))).toBe(false);
  });

  it("matches when the talent has any selected payment option or language", () => {
    expect(matchesTalentFilters(talent(), filters({ payment: ["TFP", "PAY"] }))).toBe(true);
    expect(matchesTalentFilters(talent(), filters({ payment: ["TFP"] }))).toBe(false);
    expect(matchesTalentFilters(talent(), filters({ languages: ["fr", "en"] }))).toBe(true);
    expect(matchesTalentFilters(talent(), filters({ languages: ["fr"] }))).toBe(false);
  });

  it("applies inclusive age and height ranges; a missing value fails an active range", () => {
    expect(matchesTalentFilters(talent(), filters({ ageMin: 24, ageMax: 24 }))).toBe(true);
    expect(matchesTalentFilters(talent(), filters({ ageMin: 25 }))).toBe(false);
    expect(matchesTalentFilters(talent({ age: null }), filters({ ageMax: 40 }))).toBe(false);
    expect(matchesTalentFilters(talent(), filters({ heightMin: 170, heightMax: 180 }))).toBe(true);
    expect(matchesTalentFilters(talent({ specifics: {} }), filters({ heightMin: 150 }))).toBe(false);
  });

  it("requires all active filters together", () => {
    expect(
      matchesTalentFilters(
        talent(),
        filters({ category: ["visual-arts-media"], languages: ["de"], payment: ["PAY"] }),
      ),
    ).toBe(true);
    expect(
      matchesTalentFilters(talent(), filters({ category: ["visual-arts-media"], languages: ["fr"] })),
    ).toBe(false);
  });
});

describe("filters in the URL", () => {
  it("reads repeated keys and ignores junk", () => {
    const parsed = parseTalentFilters(new URLSearchParams("category=a&category=b&ageMin=abc&q=%20lena%20"));
    expect(parsed.category).toEqual(["a", "b"]);
    expect(parsed.ageMin).toBeUndefined();
    expect(parsed.q).toBe("lena");
  });

  it("round-trips through search params, omitting defaults", () => {
    const original = filters({
      q: "x",
      subcategory: ["model"],
      languages: ["de", "en"],
      heightMin: 170,
    });
    const params = talentFiltersToSearchParams(original);
    expect(params.toString()).toBe("q=x&subcategory=model&languages=de&languages=en&heightMin=170");
    expect(parseTalentFilters(params)).toEqual(original);
    expect(talentFiltersToSearchParams(filters()).toString()).toBe("");
  });
});
