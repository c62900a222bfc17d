import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { Measurements } from "#shared/measurements/measurements.schema";
import { unitPreferenceOf } from "#shared/measurements/unit-preference";
import { measurementRows } from "../measurements/measurement-rows.ts";
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

  const rows = measurementRows(
    t,
    format.number,
    measurements,
    { lengthUnits, sizeSystem: chosenSystem },
    charts,
  );
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
