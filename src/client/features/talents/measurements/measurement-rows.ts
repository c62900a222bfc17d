import type { Translate } from "#shared/i18n/translator";
import { LENGTH_FIELDS, SIZE_FIELDS } from "#shared/measurements/fields";
import {
  EYE_COLOUR_LABELS,
  HAIR_COLOUR_LABELS,
  MEASUREMENT_FIELD_LABELS,
  SHOE_CHART_LABELS,
} from "#shared/measurements/labels";
import { lengthForDisplay } from "#shared/measurements/lengths";
import { type FormatNumber, lengthText, sizeText } from "#shared/measurements/measurement-text";
import type { Measurements } from "#shared/measurements/measurements.schema";
import type { LengthUnits, SizeSystem } from "#shared/measurements/units";

type SizeCharts = typeof import("#shared/measurements/sizes");

export type MeasurementRow = { label: string; value: string };

/**
 * A talent's measurements as labelled lines in the given units: lengths, then sizes (EU sizes
 * until the size charts are at hand), then hair and eye colour; the ones not given are left out.
 */
export function measurementRows(
  t: Translate,
  number: FormatNumber,
  measurements: Measurements,
  units: { lengthUnits: LengthUnits; sizeSystem: SizeSystem },
  charts: SizeCharts | undefined,
): MeasurementRow[] {
  const sizeSystem = charts ? units.sizeSystem : "eu";
  const shoeChart = measurements.shoeChart ?? "women";
  const rows: MeasurementRow[] = [];
  for (const field of LENGTH_FIELDS) {
    const cm = measurements[field];
    if (cm === undefined) continue;
    rows.push({
      label: t(MEASUREMENT_FIELD_LABELS[field]),
      value: lengthText(t, number, lengthForDisplay(field, cm, units.lengthUnits)),
    });
  }
  for (const field of SIZE_FIELDS) {
    const eu = measurements[field];
    const size =
      eu === undefined || !charts
        ? eu
        : charts.sizeInSystem(charts.chartOf(field, shoeChart), eu, sizeSystem);
    if (size === undefined) continue;
    const text = sizeText(t, number, sizeSystem, size);
    // US shoe sizes differ between the women's and the men's chart: the chart is named with them.
    const withChart =
      field === "shoeSize" && sizeSystem === "us"
        ? t("measurements.profile.shoeSizeInChart", { size: text, chart: t(SHOE_CHART_LABELS[shoeChart]) })
        : text;
    rows.push({ label: t(MEASUREMENT_FIELD_LABELS[field]), value: withChart });
  }
  if (measurements.hairColour) {
    rows.push({
      label: t(MEASUREMENT_FIELD_LABELS.hairColour),
      value: t(HAIR_COLOUR_LABELS[measurements.hairColour]),
    });
  }
  if (measurements.eyeColour) {
    rows.push({
      label: t(MEASUREMENT_FIELD_LABELS.eyeColour),
      value: t(EYE_COLOUR_LABELS[measurements.eyeColour]),
    });
  }
  return rows;
}
