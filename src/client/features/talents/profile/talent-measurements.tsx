import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { LENGTH_FIELDS, SIZE_FIELDS } from "#shared/measurements/fields";
import {
  EYE_COLOUR_LABELS,
  HAIR_COLOUR_LABELS,
  MEASUREMENT_FIELD_LABELS,
  SHOE_CHART_LABELS,
} from "#shared/measurements/labels";
import { lengthForDisplay } from "#shared/measurements/lengths";
import { lengthText, sizeText } from "#shared/measurements/measurement-text";
import type { Measurements } from "#shared/measurements/measurements.schema";
import { unitPreferenceOf } from "#shared/measurements/unit-preference";
import { UnitChoiceSwitch } from "../measurements/unit-choice-switch.tsx";
import { useSizeCharts } from "../measurements/use-size-charts.ts";
import { useUnitChoice } from "../measurements/use-unit-choice.ts";

/**
 * A talent's measurements in the units the visitor chose (metric and EU sizes until they choose),
 * with the switch between them and the day they were last changed; nothing when none are given.
 */
export function TalentMeasurements({
  measurements,
  updatedAt,
}: {
  measurements: Measurements;
  updatedAt: string | null;
}) {
  const t = useT();
  const format = useFormat();
  const [choice, setChoice] = useUnitChoice();
  const { lengthUnits, sizeSystem: chosenSystem } = unitPreferenceOf(choice);
  // UK and US sizes come from the charts, which load on the visitor's choice; until then, EU sizes.
  const charts = useSizeCharts(chosenSystem !== "eu");
  const sizeSystem = charts ? chosenSystem : "eu";
  const shoeChart = measurements.shoeChart ?? "women";

  const rows: { label: string; value: string }[] = [];
  for (const field of LENGTH_FIELDS) {
    const cm = measurements[field];
    if (cm === undefined) continue;
    rows.push({
      label: t(MEASUREMENT_FIELD_LABELS[field]),
      value: lengthText(t, format.number, lengthForDisplay(field, cm, lengthUnits)),
    });
  }
  for (const field of SIZE_FIELDS) {
    const eu = measurements[field];
    const size =
      eu === undefined || !charts
        ? eu
        : charts.sizeInSystem(charts.chartOf(field, shoeChart), eu, sizeSystem);
    if (size === undefined) continue;
    const text = sizeText(t, format.number, sizeSystem, size);
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
  if (rows.length === 0) return null;

  return (
    <section aria-labelledby="measurements-heading" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="measurements-heading" className="font-display text-2xl font-semibold">
          {t("measurements.profile.title")}
        </h2>
        <UnitChoiceSwitch value={choice} onChange={setChoice} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className="rounded-lg border border-border bg-surface p-4">
            <dt className="text-xs uppercase tracking-wider text-muted-foreground">{row.label}</dt>
            <dd className="mt-1 font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
      {updatedAt ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {t("measurements.profile.updated", { date: format.calendarDate(updatedAt) })}
        </p>
      ) : null}
    </section>
  );
}
