import { storedMeasurements } from "#server/talent-records/talent-record";
import { MEASUREMENT_FIELDS } from "#shared/measurements/fields";
import { usesMeasurements } from "#shared/measurements/measured-categories";
import type { Measurements } from "#shared/measurements/measurements.schema";
import type { Talent } from "#shared/talents/talent.schema";

/**
 * The measurements a profile keeps (ADR 48): those of a model, actor or dancer, in the stored key
 * order; none (the default entry units only) for every other sub-category, as the specifics of
 * another category are dropped.
 */
export function measurementsFor(subcategory: string, measurements: Measurements): Measurements {
  return storedMeasurements(usesMeasurements(subcategory) ? measurements : {});
}

/** Whether a value is a record of measurements holding at least one measurement, not only units. */
export const holdsMeasurements = (value: unknown): boolean =>
  typeof value === "object" && value !== null && MEASUREMENT_FIELDS.some((field) => field in value);

/** Whether two records hold the same measurements: the values, not the units they are entered in. */
const sameValues = (a: Measurements, b: Measurements) =>
  MEASUREMENT_FIELDS.every((field) => a[field] === b[field]);

/**
 * When the measurements of a new version last changed: the time of the first earlier version (in the
 * order given) that holds the same values (its own time, or null when unknown), else `now`. Changing
 * only the units keeps the time; so does changing values and changing them back before review.
 */
export function measurementsUpdatedAt(
  version: Pick<Talent, "measurements">,
  earlier: readonly (Pick<Talent, "measurements" | "measurementsUpdatedAt"> | null)[],
  now: string,
): string | null {
  const same = earlier.find((other) => other && sameValues(other.measurements, version.measurements));
  return same ? same.measurementsUpdatedAt : now;
}
