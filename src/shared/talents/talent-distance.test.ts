import { describe, expect, it } from "vitest";
import { formatNear, parseNear, shownDistanceKm } from "./talent-distance.ts";
import { distanceRadiusOf, parseTalentFilters, talentFiltersToSearchParams } from "./talent-filter-params.ts";

const read = (query: string) => parseTalentFilters(new URLSearchParams(query));

describe("the distance filter in the URL", () => {
  it("reads a place and a radius, and writes them back", () => {
    const filters = read("place=2867714&radius=25");
    expect(filters).toMatchObject({ place: 2867714, radius: 25 });
    expect(talentFiltersToSearchParams(filters).toString()).toBe("place=2867714&radius=25");
  });

  it("uses 50 km when a centre has no radius, and no radius without a centre", () => {
    expect(distanceRadiusOf(read("place=2867714"))).toBe(50);
    expect(distanceRadiusOf(read("near=48.14,11.58"))).toBe(50);
    expect(distanceRadiusOf(read("radius=100"))).toBeUndefined();
    expect(distanceRadiusOf(read("place=1&radius=250"))).toBe(250);
  });

  it("ignores a radius that is not offered and a place that is not an id", () => {
    expect(read("place=2867714&radius=30").radius).toBeUndefined();
    expect(read("place=-4").place).toBeUndefined();
    expect(read("place=1.5").place).toBeUndefined();
    expect(read("place=munich").place).toBeUndefined();
  });

  it("rounds a position to two decimals (about a kilometre)", () => {
    expect(read("near=48.137154,11.576124").near).toEqual({ latitude: 48.14, longitude: 11.58 });
    expect(parseNear("-33.8651,151.2099")).toEqual({ latitude: -33.87, longitude: 151.21 });
    expect(formatNear({ latitude: 48.137154, longitude: -0.004 })).toBe("48.14,0");
  });

  it("refuses a position out of range or malformed", () => {
    for (const value of ["91,0", "0,180.01", "-90.5,3", "48.1,", "48.1;11.5", "a,b", "1e2,3", ""]) {
      expect(parseNear(value), value).toBeUndefined();
    }
    expect(parseNear("90,-180")).toEqual({ latitude: 90, longitude: -180 });
  });

  it("takes the place as the centre when a query names a place and a position", () => {
    const filters = read("near=48.14,11.58&place=2867714");
    expect(filters.place).toBe(2867714);
    expect(filters.near).toBeUndefined();
    expect(talentFiltersToSearchParams({ near: { latitude: 1, longitude: 2 } }).toString()).toBe(
      "near=1%2C2",
    );
  });
});

describe("shownDistanceKm", () => {
  it("shows tenths of a kilometre under 10 km and whole kilometres from there", () => {
    expect(shownDistanceKm(0)).toBe(0);
    expect(shownDistanceKm(1234)).toBe(1.2);
    expect(shownDistanceKm(9949)).toBe(9.9);
    expect(shownDistanceKm(9951)).toBe(10);
    expect(shownDistanceKm(12_499)).toBe(12);
    expect(shownDistanceKm(12_500)).toBe(13);
    expect(shownDistanceKm(249_600)).toBe(250);
  });
});
