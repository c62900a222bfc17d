import { describe, expect, it } from "vitest";
import { usesMeasurements } from "#shared/measurements/measured-categories";
import { MeasurementsSchema } from "#shared/measurements/measurements.schema";
import { SAMPLE_TALENTS } from "./sample-talents.ts";

describe("the sample talents' measurements", () => {
  it("are given to the measured sub-categories only, each valid and stored as the schema keeps it", () => {
    const measured = SAMPLE_TALENTS.filter((sample) => usesMeasurements(sample.subcategory));
    expect(measured.map((sample) => sample.subcategory).sort()).toEqual(["dancer", "model", "model"]);
    for (const sample of SAMPLE_TALENTS) {
      if (!usesMeasurements(sample.subcategory)) {
        expect(sample.measurements, sample.name).toBeUndefined();
        continue;
      }
      expect(MeasurementsSchema.parse(sample.measurements), sample.name).toEqual(sample.measurements);
      expect(sample.measurements?.height, sample.name).toBeDefined();
    }
  });
});
