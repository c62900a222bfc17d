import { describe, expect, it } from "vitest";
import { LENGTH_FIELDS, type LengthField } from "./fields.ts";
import {
  cmFromInches,
  isCanonicalLength,
  isEnteredIn,
  type LengthParts,
  lengthForDisplay,
  lengthForEntry,
  lengthFromParts,
  lengthRange,
  parseDecimal,
} from "./lengths.ts";

/** Half steps from min to max, both included. */
const halfSteps = (min: number, max: number): number[] =>
  Array.from({ length: (max - min) * 2 + 1 }, (_, i) => min + i / 2);

const imperialParts = (field: LengthField, inches: number): LengthParts =>
  field === "height"
    ? { unit: "ft-in", feet: Math.floor(inches / 12), inches: inches % 12 }
    : { unit: "in", inches };

describe("lengths at known reference points", () => {
  it("converts inches at exactly 2.54 cm, to the hundredth", () => {
    expect(cmFromInches(1)).toBe(2.54);
    expect(cmFromInches(0.5)).toBe(1.27);
    expect(lengthFromParts({ unit: "ft-in", feet: 5, inches: 9 })).toBe(175.26);
    expect(lengthFromParts({ unit: "ft-in", feet: 6, inches: 0 })).toBe(182.88);
    expect(lengthFromParts({ unit: "in", inches: 34.5 })).toBe(87.63);
    expect(lengthFromParts({ unit: "in", inches: 24 })).toBe(60.96);
    expect(lengthFromParts({ unit: "cm", cm: 87.5 })).toBe(87.5);
  });

  it("shows an imperial entry back as entered and to a metric visitor in whole centimetres", () => {
    expect(lengthForEntry("height", 175.26, "imperial")).toEqual({ unit: "ft-in", feet: 5, inches: 9 });
    expect(lengthForDisplay("height", 175.26, "imperial")).toEqual({ unit: "ft-in", feet: 5, inches: 9 });
    expect(lengthForDisplay("height", 175.26, "metric")).toEqual({ unit: "cm", cm: 175 });
    expect(lengthForEntry("bust", 87.63, "imperial")).toEqual({ unit: "in", inches: 34.5 });
    expect(lengthForDisplay("bust", 87.63, "metric")).toEqual({ unit: "cm", cm: 88 });
  });

  it("shows a metric entry back as entered and to an imperial visitor to the nearest half inch", () => {
    expect(lengthForEntry("height", 175, "metric")).toEqual({ unit: "cm", cm: 175 });
    expect(lengthForDisplay("waist", 60.5, "metric")).toEqual({ unit: "cm", cm: 60.5 });
    expect(lengthForDisplay("height", 175, "imperial")).toEqual({ unit: "ft-in", feet: 5, inches: 9 });
    expect(lengthForDisplay("height", 174, "imperial")).toEqual({ unit: "ft-in", feet: 5, inches: 8.5 });
    expect(lengthForDisplay("hips", 90, "imperial")).toEqual({ unit: "in", inches: 35.5 });
  });

  it("offers the other system's nearest step when the talent switches units", () => {
    expect(lengthForEntry("height", 175.26, "metric")).toEqual({ unit: "cm", cm: 175.5 });
    expect(lengthForEntry("waist", 61, "imperial")).toEqual({ unit: "in", inches: 24 });
  });

  it("knows which system a stored length was entered in; 25 in = 63.5 cm is both", () => {
    expect(isEnteredIn(175.26, "imperial")).toBe(true);
    expect(isEnteredIn(175.26, "metric")).toBe(false);
    expect(isEnteredIn(175, "metric")).toBe(true);
    expect(isEnteredIn(175, "imperial")).toBe(false);
    expect(isEnteredIn(63.5, "metric") && isEnteredIn(63.5, "imperial")).toBe(true);
  });
});

describe("every length in its range round-trips exactly", () => {
  for (const field of LENGTH_FIELDS) {
    it(`${field}: every half centimetre`, () => {
      const { min, max } = lengthRange(field, "metric");
      for (const value of halfSteps(min, max)) {
        const cm = lengthFromParts({ unit: "cm", cm: value });
        expect(cm).toBe(value);
        expect(isCanonicalLength(value)).toBe(true);
        expect(lengthForEntry(field, value, "metric")).toEqual({ unit: "cm", cm: value });
        expect(lengthForDisplay(field, value, "metric")).toEqual({ unit: "cm", cm: value });
      }
    });

    it(`${field}: every half inch`, () => {
      const { min, max } = lengthRange(field, "imperial");
      for (const inches of halfSteps(min, max)) {
        const parts = imperialParts(field, inches);
        const cm = lengthFromParts(parts);
        expect(cm).toBe(Math.round(inches * 254) / 100);
        if (cm === undefined) throw new Error("no length");
        expect(isCanonicalLength(cm)).toBe(true);
        expect(lengthForEntry(field, cm, "imperial")).toEqual(parts);
        expect(lengthForDisplay(field, cm, "imperial")).toEqual(parts);
      }
    });
  }
});

describe("the ranges in each system", () => {
  it("enters imperial lengths in the whole and half inches inside the centimetre range", () => {
    expect(lengthRange("height", "imperial")).toEqual({ min: 20, max: 98 });
    expect(lengthRange("bust", "imperial")).toEqual({ min: 20, max: 78.5 });
    expect(lengthRange("waist", "imperial")).toEqual({ min: 16, max: 78.5 });
    expect(lengthRange("hips", "imperial")).toEqual({ min: 20, max: 78.5 });
    expect(lengthRange("inseam", "imperial")).toEqual({ min: 12, max: 47 });
    expect(lengthRange("collar", "imperial")).toEqual({ min: 12, max: 21.5 });
    expect(lengthRange("height", "metric")).toEqual({ min: 50, max: 250 });
  });
});

describe("entries that are not whole or half units", () => {
  it("refuses other steps, nothing, negatives and impossible feet and inches", () => {
    expect(lengthFromParts({ unit: "cm", cm: 175.3 })).toBeUndefined();
    expect(lengthFromParts({ unit: "cm", cm: 0 })).toBeUndefined();
    expect(lengthFromParts({ unit: "cm", cm: -10 })).toBeUndefined();
    expect(lengthFromParts({ unit: "cm", cm: Number.NaN })).toBeUndefined();
    expect(lengthFromParts({ unit: "in", inches: 34.25 })).toBeUndefined();
    expect(lengthFromParts({ unit: "in", inches: Number.POSITIVE_INFINITY })).toBeUndefined();
    expect(lengthFromParts({ unit: "ft-in", feet: 5, inches: 12 })).toBeUndefined();
    expect(lengthFromParts({ unit: "ft-in", feet: 5.5, inches: 0 })).toBeUndefined();
    expect(lengthFromParts({ unit: "ft-in", feet: 5, inches: -1 })).toBeUndefined();
    expect(lengthFromParts({ unit: "ft-in", feet: 0, inches: 0 })).toBeUndefined();
  });

  it("stores only whole or half centimetres or inches", () => {
    expect(isCanonicalLength(175.26)).toBe(true);
    expect(isCanonicalLength(87.63)).toBe(true);
    expect(isCanonicalLength(175.5)).toBe(true);
    expect(isCanonicalLength(175.3)).toBe(false);
    expect(isCanonicalLength(175.255)).toBe(false);
    expect(isCanonicalLength(0)).toBe(false);
    expect(isCanonicalLength(Number.NaN)).toBe(false);
  });
});

describe("numbers as typed", () => {
  it("reads a decimal point or comma and refuses anything else", () => {
    expect(parseDecimal("87,5")).toBe(87.5);
    expect(parseDecimal(" 175 ")).toBe(175);
    expect(parseDecimal("34.5")).toBe(34.5);
    for (const text of ["", " ", "abc", "1e3", "-1", "1.2.3", "87,", ",5", "5 9"]) {
      expect(parseDecimal(text)).toBeUndefined();
    }
  });
});
