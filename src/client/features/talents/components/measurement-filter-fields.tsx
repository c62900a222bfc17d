import { useState } from "react";
import { MultiSelectList } from "#client/components/multi-select-list.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { EYE_COLOURS, HAIR_COLOURS } from "#shared/measurements/fields";
import {
  EYE_COLOUR_LABELS,
  HAIR_COLOUR_LABELS,
  LENGTH_UNIT_SYMBOLS,
  MEASUREMENT_FIELD_LABELS,
  SHOE_CHART_LABELS,
} from "#shared/measurements/labels";
import { parseDecimal } from "#shared/measurements/lengths";
import { lengthText, sizeText } from "#shared/measurements/measurement-text";
import { chartOf, sizeOptions } from "#shared/measurements/sizes";
import { unitPreferenceOf } from "#shared/measurements/unit-preference";
import { type LengthUnits, SHOE_CHARTS, type ShoeChart, type SizeSystem } from "#shared/measurements/units";
import type { TalentFilters } from "#shared/talents/talent-filter-params";
import { ChoiceRow } from "../measurements/choice-row.tsx";
import { UnitChoiceSwitch } from "../measurements/unit-choice-switch.tsx";
import { useUnitChoice } from "../measurements/use-unit-choice.ts";
import {
  type Bound,
  boundInUnits,
  cmOfBound,
  euOfShoeBound,
  shoeBoundInSystem,
} from "./measurement-filter-units.ts";

type Change = (patch: Partial<TalentFilters>) => void;

const inputClass = "mt-1 h-10 w-full rounded-md border border-border bg-surface px-2 text-sm text-foreground";
const RANGE_FIELDS = ["bust", "waist", "hips", "inseam"] as const;
type RangeField = (typeof RANGE_FIELDS)[number];

/** A length's lower and upper bound, typed in the visitor's units (whole or half inches in imperial). */
function LengthRange({
  field,
  units,
  min,
  max,
  onChange,
}: {
  field: RangeField;
  units: LengthUnits;
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  const t = useT();
  const format = useFormat();
  const textOf = (cm: number | undefined, bound: Bound) =>
    cm === undefined ? "" : format.number(boundInUnits(cm, units, bound));
  // The texts as typed ("34." on its way to "34.5"); the URL gets their whole centimetres.
  const [texts, setTexts] = useState({ min: textOf(min, "min"), max: textOf(max, "max") });
  const cmOf = (text: string, bound: Bound) => {
    const value = parseDecimal(text);
    return value === undefined ? undefined : cmOfBound(value, units, bound);
  };
  const change = (bound: Bound, text: string) => {
    const next = { ...texts, [bound]: text };
    setTexts(next);
    onChange(cmOf(next.min, "min"), cmOf(next.max, "max"));
  };
  const name = t(MEASUREMENT_FIELD_LABELS[field]);
  const unit = t(LENGTH_UNIT_SYMBOLS[units === "metric" ? "cm" : "in"]);
  return (
    <div className="grid grid-cols-2 gap-2">
      {(["min", "max"] as const).map((bound) => (
        <label key={bound} className="text-xs text-muted-foreground">
          {t(bound === "min" ? "measurements.filters.from" : "measurements.filters.to", { field: name })}
          <input
            type="text"
            inputMode="decimal"
            value={texts[bound]}
            onChange={(e) => change(bound, e.target.value)}
            className={inputClass}
            placeholder={unit}
          />
        </label>
      ))}
    </div>
  );
}

/** The shoe size's bounds, chosen from the sizes of the visitor's system (and, for US sizes, chart). */
function ShoeRange({
  system,
  min,
  max,
  onChange,
}: {
  system: SizeSystem;
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  const t = useT();
  const format = useFormat();
  const [shoeChart, setShoeChart] = useState<ShoeChart>("women");
  const chart = chartOf("shoeSize", shoeChart);
  const options = sizeOptions(chart, system);
  const shown = (eu: number | undefined) => {
    const size = eu === undefined ? undefined : shoeBoundInSystem(chart, eu, system);
    return size === undefined ? "" : String(size);
  };
  const euOf = (value: string, bound: Bound) =>
    value === "" ? undefined : euOfShoeBound(chart, system, Number(value), bound);
  const name = t(MEASUREMENT_FIELD_LABELS.shoeSize);
  return (
    <div className="space-y-2">
      {system === "us" ? (
        <ChoiceRow
          legend={t("measurements.entry.shoeChart")}
          options={SHOE_CHARTS.map((value) => ({ value, label: t(SHOE_CHART_LABELS[value]) }))}
          value={shoeChart}
          onChange={setShoeChart}
        />
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        {(["min", "max"] as const).map((bound) => (
          <label key={bound} className="text-xs text-muted-foreground">
            {t(bound === "min" ? "measurements.filters.from" : "measurements.filters.to", { field: name })}
            <select
              value={shown(bound === "min" ? min : max)}
              onChange={(e) =>
                bound === "min"
                  ? onChange(euOf(e.target.value, "min"), max)
                  : onChange(min, euOf(e.target.value, "max"))
              }
              className={inputClass}
            >
              <option value="">{t("measurements.filters.any")}</option>
              {options.map((size) => (
                <option key={size} value={String(size)}>
                  {sizeText(t, format.number, system, size)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
    </div>
  );
}

/**
 * The measurement filters, in the units the visitor reads them in (their choice, kept in the browser):
 * the visitor's switch, the ranges of bust, waist, hips, inseam and shoe size, hair and eye colours.
 * Loaded when the filter group is first opened.
 */
export function MeasurementFilterFields({ filters, onChange }: { filters: TalentFilters; onChange: Change }) {
  const t = useT();
  // Loaded on use, never rendered on the server: it starts with the visitor's choice.
  const [choice, setChoice] = useUnitChoice({ clientOnly: true });
  const { lengthUnits, sizeSystem } = unitPreferenceOf(choice);
  const colourOptions = <Colour extends string>(
    colours: readonly Colour[],
    labels: Record<Colour, Parameters<typeof t>[0]>,
  ) => colours.map((value) => ({ value, label: t(labels[value]) }));
  const heading = (text: string) => <p className="mt-4 text-xs font-semibold">{text}</p>;
  return (
    <div>
      <UnitChoiceSwitch value={choice} onChange={setChoice} />
      {RANGE_FIELDS.map((field) => (
        <div key={field} className="mt-3">
          <LengthRange
            // New units: the texts start again from the URL's values.
            key={lengthUnits}
            field={field}
            units={lengthUnits}
            min={filters[`${field}Min`]}
            max={filters[`${field}Max`]}
            onChange={(min, max) => onChange({ [`${field}Min`]: min, [`${field}Max`]: max })}
          />
        </div>
      ))}
      <div className="mt-3">
        <ShoeRange
          system={sizeSystem}
          min={filters.shoeMin}
          max={filters.shoeMax}
          onChange={(shoeMin, shoeMax) => onChange({ shoeMin, shoeMax })}
        />
      </div>
      {heading(t(MEASUREMENT_FIELD_LABELS.hairColour))}
      <MultiSelectList
        label={t(MEASUREMENT_FIELD_LABELS.hairColour)}
        options={colourOptions(HAIR_COLOURS, HAIR_COLOUR_LABELS)}
        selected={filters.hair ?? []}
        onChange={(hair) => onChange({ hair: HAIR_COLOURS.filter((colour) => hair.includes(colour)) })}
      />
      {heading(t(MEASUREMENT_FIELD_LABELS.eyeColour))}
      <MultiSelectList
        label={t(MEASUREMENT_FIELD_LABELS.eyeColour)}
        options={colourOptions(EYE_COLOURS, EYE_COLOUR_LABELS)}
        selected={filters.eyes ?? []}
        onChange={(eyes) => onChange({ eyes: EYE_COLOURS.filter((colour) => eyes.includes(colour)) })}
      />
    </div>
  );
}

const HEIGHT_OPTIONS_IN = Array.from({ length: 7 * 12 - 4 * 12 + 1 }, (_, i) => 4 * 12 + i);

/** The height's bounds in feet and inches, for a visitor reading imperial units. */
export function ImperialHeightRange({
  min,
  max,
  onChange,
}: {
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  const t = useT();
  const format = useFormat();
  const inchesOf = (cm: number | undefined, bound: Bound) =>
    cm === undefined ? undefined : boundInUnits(cm, "imperial", bound, 1);
  const chosen = { min: inchesOf(min, "min"), max: inchesOf(max, "max") };
  // A bound from a link outside 4 to 7 feet is listed too, so the list shows it.
  const options = [
    ...new Set([...HEIGHT_OPTIONS_IN, ...[chosen.min, chosen.max].filter((n) => n !== undefined)]),
  ].sort((a, b) => a - b);
  const cmOf = (value: string, bound: Bound) =>
    value === "" ? undefined : cmOfBound(Number(value), "imperial", bound);
  return (
    <div className="grid grid-cols-2 gap-2">
      {(["min", "max"] as const).map((bound) => (
        <label key={bound} className="text-xs text-muted-foreground">
          {t(bound === "min" ? "talents.filters.heightFrom" : "talents.filters.heightTo")}
          <select
            value={chosen[bound] === undefined ? "" : String(chosen[bound])}
            onChange={(e) =>
              bound === "min"
                ? onChange(cmOf(e.target.value, "min"), max)
                : onChange(min, cmOf(e.target.value, "max"))
            }
            className={inputClass}
          >
            <option value="">{t("measurements.filters.any")}</option>
            {options.map((inches) => (
              <option key={inches} value={String(inches)}>
                {lengthText(t, format.number, {
                  unit: "ft-in",
                  feet: Math.floor(inches / 12),
                  inches: inches % 12,
                })}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
