import type { Translate } from "#shared/i18n/translator";
import { LENGTH_FIELDS, type MeasurementField, SIZE_FIELDS } from "#shared/measurements/fields";
import {
  EYE_COLOUR_LABELS,
  HAIR_COLOUR_LABELS,
  LENGTH_FORMATS,
  MEASUREMENT_FIELD_LABELS,
  SHOE_CHART_LABELS,
  SIZE_FORMAT,
  SIZE_SYSTEM_LABELS,
} from "#shared/measurements/labels";
import { type LengthParts, lengthForEntry } from "#shared/measurements/lengths";
import type { Measurements } from "#shared/measurements/measurements.schema";
import { chartOf, sizeInSystem } from "#shared/measurements/sizes";
import type { SizeSystem } from "#shared/measurements/units";

/** Numbers in the page's language (useFormat().number). */
type FormatNumber = (value: number) => string;

/** A length as it reads: "175 cm", "34.5 in", "5 ft 9 in". */
export function lengthText(t: Translate, number: FormatNumber, parts: LengthParts): string {
  switch (parts.unit) {
    case "cm":
      return t(LENGTH_FORMATS.cm, { cm: number(parts.cm) });
    case "in":
      return t(LENGTH_FORMATS.in, { inches: number(parts.inches) });
    case "ft-in":
      return t(LENGTH_FORMATS["ft-in"], { feet: number(parts.feet), inches: number(parts.inches) });
  }
}

/** A size as it reads, with its system: "EU 38.5", "UK 8". */
export function sizeText(t: Translate, number: FormatNumber, system: SizeSystem, size: number): string {
  return t(SIZE_FORMAT, { system: t(SIZE_SYSTEM_LABELS[system]), size: number(size) });
}

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
