import { describe, expect, it } from "vitest";
import { parseTalentFilters, TalentFiltersSchema, talentFiltersToSearchParams } from "./talent-filters.ts";

const filters = (over: Record<string, unknown> = {}) => TalentFiltersSchema.parse(over);

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

  it("round-trips the measurement filters, and leaves out a colour that is not in its list", () => {
    const original = filters({ bustMax: 90, shoeMin: 38.5, hair: ["blonde", "red"], eyes: ["green"] });
    const params = talentFiltersToSearchParams(original);
    expect(params.toString()).toBe("bustMax=90&shoeMin=38.5&hair=blonde&hair=red&eyes=green");
    expect(parseTalentFilters(params)).toEqual(original);
    const junk = parseTalentFilters(
      new URLSearchParams("hair=purple&hair=%20brown%20&shoeMin=39.25&waistMin=2.5"),
    );
    expect(junk).toMatchObject({ hair: ["brown"], shoeMin: undefined, waistMin: undefined });
  });
});
