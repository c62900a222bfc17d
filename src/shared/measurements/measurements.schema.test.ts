import { describe, expect, it } from "vitest";
import { CATALOG_FILES } from "#shared/i18n/catalog-files";
import { LENGTH_FIELDS } from "./fields.ts";
import { LENGTH_RANGE_MESSAGES } from "./labels.ts";
import { cmFromInches, lengthRange } from "./lengths.ts";
import { MeasurementsSchema } from "./measurements.schema.ts";
import { LENGTH_RANGES_CM } from "./ranges.ts";

const en = CATALOG_FILES.en["site/measurements"];

/** The message of the first issue of a parse, or "ok". */
function messageOf(input: unknown): string {
  const result = MeasurementsSchema.safeParse(input);
  return result.success ? "ok" : (result.error.issues[0]?.message ?? "no message");
}

describe("the stored measurements", () => {
  it("accepts a full record and keeps it as given", () => {
    const full = {
      height: 175.26,
      bust: 86,
      waist: 61.5,
      hips: 87.63,
      inseam: 81,
      collar: 38,
      dressSize: 36,
      suitSize: 50,
      shoeSize: 39,
      shoeChart: "women",
      hairColour: "dark-blonde",
      eyeColour: "hazel",
      lengthUnits: "imperial",
      sizeSystem: "us",
    } as const;
    expect(MeasurementsSchema.parse(full)).toEqual(full);
  });

  it("needs no measurement, and enters in metric and EU sizes unless told", () => {
    expect(MeasurementsSchema.parse({})).toEqual({ lengthUnits: "metric", sizeSystem: "eu" });
  });
});

describe("lengths", () => {
  for (const field of LENGTH_FIELDS) {
    it(`${field}: accepts its range's edges in both systems and refuses what lies beyond`, () => {
      const { min, max } = LENGTH_RANGES_CM[field];
      const range = LENGTH_RANGE_MESSAGES[field];
      expect(messageOf({ [field]: min })).toBe("ok");
      expect(messageOf({ [field]: max })).toBe("ok");
      expect(messageOf({ [field]: min - 0.5 })).toBe(range);
      expect(messageOf({ [field]: max + 0.5 })).toBe(range);
      const inches = lengthRange(field, "imperial");
      expect(messageOf({ [field]: cmFromInches(inches.min) })).toBe("ok");
      expect(messageOf({ [field]: cmFromInches(inches.max) })).toBe("ok");
      expect(messageOf({ [field]: cmFromInches(inches.min - 0.5) })).toBe(range);
      expect(messageOf({ [field]: cmFromInches(inches.max + 0.5) })).toBe(range);
    });
  }

  it("refuses a length that is neither whole or half centimetres nor whole or half inches", () => {
    expect(messageOf({ height: 175.3 })).toBe("measurements.validation.length.step");
    expect(messageOf({ waist: 60.25 })).toBe("measurements.validation.length.step");
  });

  it("refuses what is not a number", () => {
    expect(messageOf({ height: "175" })).toBe("measurements.validation.number");
    expect(messageOf({ height: null })).toBe("measurements.validation.number");
    expect(messageOf({ bust: Number.NaN })).toBe("measurements.validation.number");
    expect(messageOf({ hips: Number.POSITIVE_INFINITY })).toBe("measurements.validation.number");
  });

  it("says each range in its message, in centimetres and inches", () => {
    expect(en["measurements.validation.height.range"]).toContain(
      "between 50 and 250 cm (1 ft 8 in and 8 ft 2 in)",
    );
    for (const field of LENGTH_FIELDS.filter((f) => f !== "height")) {
      const cm = LENGTH_RANGES_CM[field];
      const inches = lengthRange(field, "imperial");
      expect(en[LENGTH_RANGE_MESSAGES[field]]).toContain(
        `between ${cm.min} and ${cm.max} cm (${inches.min} and ${inches.max} in)`,
      );
    }
  });
});

describe("sizes", () => {
  it("accepts each chart's edges and refuses sizes beyond them", () => {
    expect(messageOf({ dressSize: 30 })).toBe("ok");
    expect(messageOf({ dressSize: 54 })).toBe("ok");
    expect(messageOf({ dressSize: 28 })).toBe("measurements.validation.dressSize.range");
    expect(messageOf({ dressSize: 56 })).toBe("measurements.validation.dressSize.range");
    expect(messageOf({ suitSize: 40 })).toBe("ok");
    expect(messageOf({ suitSize: 64 })).toBe("ok");
    expect(messageOf({ suitSize: 38 })).toBe("measurements.validation.suitSize.range");
    expect(messageOf({ suitSize: 66 })).toBe("measurements.validation.suitSize.range");
    expect(messageOf({ shoeSize: 34, shoeChart: "women" })).toBe("ok");
    expect(messageOf({ shoeSize: 50, shoeChart: "men" })).toBe("ok");
    expect(messageOf({ shoeSize: 33.5, shoeChart: "women" })).toBe("measurements.validation.shoeSize.range");
    expect(messageOf({ shoeSize: 50.5, shoeChart: "men" })).toBe("measurements.validation.shoeSize.range");
  });

  it("refuses a size between the chart's rows", () => {
    expect(messageOf({ dressSize: 37 })).toBe("measurements.validation.size.notInChart");
    expect(messageOf({ suitSize: 51 })).toBe("measurements.validation.size.notInChart");
    expect(messageOf({ shoeSize: 39.25, shoeChart: "women" })).toBe(
      "measurements.validation.size.notInChart",
    );
  });

  it("stores a shoe size with its chart", () => {
    const result = MeasurementsSchema.safeParse({ shoeSize: 39 });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["shoeChart"],
      message: "measurements.validation.shoeChart.required",
    });
  });

  it("refuses what is not a number", () => {
    expect(messageOf({ dressSize: "38" })).toBe("measurements.validation.number");
  });
});

describe("choices", () => {
  it("refuses colours, charts and units that are not in their lists", () => {
    expect(messageOf({ hairColour: "purple" })).toBe("measurements.validation.choice");
    expect(messageOf({ eyeColour: "Blue" })).toBe("measurements.validation.choice");
    expect(messageOf({ shoeSize: 39, shoeChart: "kids" })).toBe("measurements.validation.choice");
    expect(messageOf({ lengthUnits: "metres" })).toBe("measurements.validation.choice");
    expect(messageOf({ sizeSystem: "fr" })).toBe("measurements.validation.choice");
    expect(messageOf({ hairColour: 3 })).toBe("measurements.validation.choice");
  });
});
