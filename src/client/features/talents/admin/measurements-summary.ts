import type { Translate } from "#shared/i18n/translator";
import { LENGTH_FIELDS, type MeasurementField, SIZE_FIELDS } from "#shared/measurements/fields";
import {
  EYE_COLOUR_LABELS,
  HAIR_COLOUR_LABELS,
  MEASUREMENT_FIELD_LABELS,
  SHOE_CHART_LABELS,
} from "#shared/measurements/labels";
import { lengthForEntry } from "#shared/measurements/lengths";
import { type FormatNumber, lengthText, sizeText } from "#shared/measurements/measurement-text";
import type { Measurements } from "#shared/measurements/measurements.schema";
import { chartOf, sizeInSystem } from "#shared/measurements/sizes";

/**
 * Every measurement given, each with its name, in the units the talent entered them in ("Height:
 * 5 ft 9 in, Shoe size: UK 4 (Women's sizes), Hair colour: Auburn"), or null when none is given.
 */
export function measurementsSummary(
  t: Translate,
  number: FormatNumber,
  measurements: Measurements,
): string | null {
  const units = measurements.lengthUnits ?? "metric";
  const system = measurements.sizeSystem ?? "eu";
  const shoeChart = measurements.shoeChart ?? "women";
  const parts: string[] = [];
  const add = (field: MeasurementField, value: string) =>
    parts.push(t("measurements.summary.item", { field: t(MEASUREMENT_FIELD_LABELS[field]), value }));
  for (const field of LENGTH_FIELDS) {
    const cm = measurements[field];
    if (cm !== undefined) add(field, lengthText(t, number, lengthForEntry(field, cm, units)));
  }
  for (const field of SIZE_FIELDS) {
    const eu = measurements[field];
    const size = eu === undefined ? undefined : sizeInSystem(chartOf(field, shoeChart), eu, system);
    if (size === undefined) continue;
    const text = sizeText(t, number, system, size);
    add(
      field,
      field === "shoeSize"
        ? t("measurements.profile.shoeSizeInChart", { size: text, chart: t(SHOE_CHART_LABELS[shoeChart]) })
        : text,
    );
  }
  if (measurements.hairColour) add("hairColour", t(HAIR_COLOUR_LABELS[measurements.hairColour]));
  if (measurements.eyeColour) add("eyeColour", t(EYE_COLOUR_LABELS[measurements.eyeColour]));
  return parts.length ? parts.join(", ") : null;
}
