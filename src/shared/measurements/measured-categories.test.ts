import { describe, expect, it } from "vitest";
import { SUBCATEGORY_VALUES } from "#shared/catalogue/categories";
import { MEASURED_SUBCATEGORIES, usesMeasurements } from "./measured-categories.ts";

describe("the subcategories that give measurements", () => {
  it("are models, actors and dancers", () => {
    expect(usesMeasurements("model")).toBe(true);
    expect(usesMeasurements("actor")).toBe(true);
    expect(usesMeasurements("dancer")).toBe(true);
  });

  it("leave out everyone booked for work behind a camera, a desk or a microphone", () => {
    for (const subcategory of [
      "photographer",
      "singer",
      "musicians-dj",
      "make-up-artist",
      "agency",
      "studio",
    ]) {
      expect(usesMeasurements(subcategory)).toBe(false);
    }
    expect(usesMeasurements("")).toBe(false);
    expect(usesMeasurements("Model")).toBe(false);
  });

  it("are subcategories of the catalogue", () => {
    for (const subcategory of MEASURED_SUBCATEGORIES) expect(SUBCATEGORY_VALUES).toContain(subcategory);
  });
});
