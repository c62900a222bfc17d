import { describe, expect, it } from "vitest";
import {
  DISTANCE_RADII_KM,
  distanceParamsOf,
  distanceRadiusOf,
  formatNear,
  isDistanceParam,
  parseNear,
  shownDistanceKm,
} from "./talent-distance.ts";
import { parseTalentFilters, talentFiltersToSearchParams } from "./talent-filter-params.ts";

const read = (query: string) => parseTalentFilters(new URLSearchParams(query));

describe("the distance filter in the URL", () => {
  it("reads a place and a radius, and writes them back", () => {
    const filters = read("radius=25&place=2867714");
    expect(filters).toMatchObject({ place: "2867714", radius: "25" });
    expect(talentFiltersToSearchParams(filters).toString()).toBe("place=2867714&radius=25");
  });

  it("uses 50 km when a centre has no radius, and no radius without a centre", () => {
    expect(distanceRadiusOf(read("place=2867714"))).toBe(50);
    expect(distanceRadiusOf(read("near=48.14,11.58"))).toBe(50);
    expect(distanceRadiusOf(read("radius=100"))).toBeUndefined();
    expect(distanceRadiusOf(read("place=1&radius=250"))).toBe(250);
  });

  it("accepts exactly the radii the list offers", () => {
    for (const km of DISTANCE_RADII_KM) expect(isDistanceParam("radius", String(km))).toBe(true);
    for (const value of ["0", "30", "050", "10.0", "1000", "", "25 "]) {
      expect(isDistanceParam("radius", value), value).toBe(false);
    }
  });

  it("uses no place that is not a GeoNames id, and no radius the list does not offer", () => {
    for (const value of ["-4", "0", "1.5", "munich", "012", "12345678901"]) {
      expect(distanceParamsOf(read(`place=${value}`)).place, value).toBeUndefined();
    }
    expect(distanceParamsOf(read("place=7&radius=30"))).toEqual({ place: "7", radius: undefined });
    expect(distanceRadiusOf(read("place=munich&radius=25"))).toBeUndefined();
    expect(distanceRadiusOf(read("place=7&radius=30"))).toBe(50);
  });

  it("reads a position of two decimals at most (about a kilometre), and ignores a finer one", () => {
    expect(distanceParamsOf(read("near=48.14,11.58")).near).toBe("48.14,11.58");
    expect(parseNear("-33.9,151")).toEqual({ latitude: -33.9, longitude: 151 });
    expect(parseNear("90,-180")).toEqual({ latitude: 90, longitude: -180 });
    expect(parseNear("-90.00,180.0")).toEqual({ latitude: -90, longitude: 180 });
    expect(distanceParamsOf(read("near=48.137154,11.576124")).near).toBeUndefined();
  });

  it("refuses a position out of range or malformed", () => {
    for (const value of [
      "91,0",
      "90.01,0",
      "0,180.01",
      "0,181",
      "-90.5,3",
      "48.1,",
      "48.1;11.5",
      "a,b",
      "1e2,3",
      "",
      " 48,11",
      "048,11",
    ]) {
      expect(parseNear(value), value).toBeUndefined();
    }
  });

  it("rounds the browser's position to two decimals when it writes it", () => {
    expect(formatNear({ latitude: 48.137154, longitude: -0.004 })).toBe("48.14,0");
    expect(formatNear({ latitude: -33.8651, longitude: 151.2099 })).toBe("-33.87,151.21");
    expect(isDistanceParam("near", formatNear({ latitude: 89.999, longitude: -179.999 }))).toBe(true);
  });

  it("takes the place as the centre when a query names a place and a position", () => {
    const filters = distanceParamsOf(read("near=48.14,11.58&place=2867714"));
    expect(filters.place).toBe("2867714");
    expect(filters.near).toBeUndefined();
    expect(talentFiltersToSearchParams({ near: "1,2" }).toString()).toBe("near=1%2C2");
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
