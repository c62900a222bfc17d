import { describe, expect, it } from "vitest";
import {
  DEFAULT_UNIT_CHOICE,
  parseUnitChoice,
  serializeUnitChoice,
  unitPreferenceOf,
  VISITOR_UNIT_CHOICES,
} from "./unit-preference.ts";

describe("a visitor's choice of units", () => {
  it("is metric with EU sizes until the visitor chooses", () => {
    expect(DEFAULT_UNIT_CHOICE).toBe("metric-eu");
    expect(parseUnitChoice(null)).toBe("metric-eu");
    expect(parseUnitChoice(undefined)).toBe("metric-eu");
    expect(unitPreferenceOf(parseUnitChoice(null))).toEqual({ lengthUnits: "metric", sizeSystem: "eu" });
  });

  it("switches to imperial with UK or US sizes", () => {
    expect(unitPreferenceOf("imperial-uk")).toEqual({ lengthUnits: "imperial", sizeSystem: "uk" });
    expect(unitPreferenceOf("imperial-us")).toEqual({ lengthUnits: "imperial", sizeSystem: "us" });
  });

  it("reads back every choice it stores", () => {
    for (const choice of VISITOR_UNIT_CHOICES)
      expect(parseUnitChoice(serializeUnitChoice(choice))).toBe(choice);
  });

  it("falls back to the default for anything it did not store", () => {
    for (const stored of ["", "imperial", "IMPERIAL-US", " metric-eu", "metric-us", '{"units":"imperial"}']) {
      expect(parseUnitChoice(stored)).toBe("metric-eu");
    }
  });
});
