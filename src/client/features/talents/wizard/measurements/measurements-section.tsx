import { useId } from "react";
import { SelectField } from "#client/components/form/select-field.tsx";
import { useIssueText } from "#client/components/form/use-issue-text.ts";
import { TextField } from "#client/components/ui/text-field.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import {
  EYE_COLOURS,
  HAIR_COLOURS,
  LENGTH_FIELDS,
  type LengthField,
  type SizeField,
} from "#shared/measurements/fields";
import {
  EYE_COLOUR_LABELS,
  HAIR_COLOUR_LABELS,
  LENGTH_UNIT_SYMBOLS,
  LENGTH_UNITS_LABELS,
  MEASUREMENT_FIELD_LABELS,
  SHOE_CHART_LABELS,
  SIZE_SYSTEM_LABELS,
} from "#shared/measurements/labels";
import { chartOf, sizeOptions } from "#shared/measurements/sizes";
import { LENGTH_UNITS, SHOE_CHARTS, SIZE_SYSTEMS } from "#shared/measurements/units";
import { ChoiceRow } from "../../measurements/choice-row.tsx";
import type { StepProps } from "../steps/step-props.ts";
import { convertUnits, type EntryUnits } from "./measurements-draft.ts";

/** Height in feet and inches: two inputs, one message beneath both. */
function FeetAndInches({ form, error: issue }: StepProps & { error: string | undefined }) {
  const t = useT();
  const id = useId();
  const error = useIssueText()(issue);
  const field = t(MEASUREMENT_FIELD_LABELS.height);
  const invalid = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
  return (
    <div className="space-y-1.5">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t("measurements.entry.lengthLabel", { field, unit: t(LENGTH_UNIT_SYMBOLS.ft) })}
          inputMode="numeric"
          {...form.register("measurements.height.feet")}
          {...invalid}
        />
        <TextField
          label={t("measurements.entry.lengthLabel", { field, unit: t(LENGTH_UNIT_SYMBOLS.in) })}
          inputMode="decimal"
          {...form.register("measurements.height.amount")}
          {...invalid}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The measurements of a model, actor or dancer (ADR 48): entered in the units and size system the
 * talent picks, and shown back exactly as entered. Switching units shows every value in the new ones.
 */
export function MeasurementsSection({ form }: StepProps) {
  const t = useT();
  const format = useFormat();
  const draft = form.watch("measurements");
  const errors = form.formState.errors.measurements;
  const units: EntryUnits = {
    lengthUnits: draft.lengthUnits,
    sizeSystem: draft.sizeSystem,
    shoeChart: draft.shoeChart,
  };
  const switchUnits = (next: Partial<EntryUnits>) =>
    form.setValue("measurements", convertUnits(draft, { ...units, ...next }, format.number), {
      shouldDirty: true,
    });

  const lengthLabel = (field: LengthField) =>
    t("measurements.entry.lengthLabel", {
      field: t(MEASUREMENT_FIELD_LABELS[field]),
      // Height in imperial units has its own pair of inputs (FeetAndInches).
      unit: t(LENGTH_UNIT_SYMBOLS[draft.lengthUnits === "metric" ? "cm" : "in"]),
    });
  const sizeLabel = (field: SizeField) =>
    t("measurements.entry.sizeLabel", {
      field: t(MEASUREMENT_FIELD_LABELS[field]),
      system: t(SIZE_SYSTEM_LABELS[draft.sizeSystem]),
    });
  const notGiven = <option value="">{t("measurements.entry.notGiven")}</option>;
  // US shoe sizes differ between the charts: they wait for the talent's choice of chart.
  const shoeWaits = draft.sizeSystem === "us" && draft.shoeChart === "";
  const sizeSelect = (field: SizeField) => (
    <SelectField
      // A new system or chart brings other options: a new list, which shows the converted size.
      key={`${field}-${draft.sizeSystem}-${draft.shoeChart}`}
      label={sizeLabel(field)}
      {...form.register(`measurements.${field}.size`)}
      error={errors?.[field]?.message}
      disabled={field === "shoeSize" && shoeWaits}
      hint={field === "shoeSize" && shoeWaits ? t("measurements.entry.shoeChartFirst") : undefined}
    >
      {notGiven}
      {sizeOptions(chartOf(field, draft.shoeChart || "women"), draft.sizeSystem).map((size) => (
        <option key={size} value={String(size)}>
          {format.number(size)}
        </option>
      ))}
    </SelectField>
  );

  return (
    <fieldset className="min-w-0 space-y-6">
      <legend className="font-display text-xl font-semibold">{t("measurements.entry.title")}</legend>
      <p className="text-sm text-muted-foreground">{t("measurements.entry.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceRow
          legend={t("measurements.entry.lengthUnits")}
          options={LENGTH_UNITS.map((value) => ({ value, label: t(LENGTH_UNITS_LABELS[value]) }))}
          value={draft.lengthUnits}
          onChange={(lengthUnits) => switchUnits({ lengthUnits })}
        />
        <ChoiceRow
          legend={t("measurements.entry.sizeSystem")}
          options={SIZE_SYSTEMS.map((value) => ({ value, label: t(SIZE_SYSTEM_LABELS[value]) }))}
          value={draft.sizeSystem}
          onChange={(sizeSystem) => switchUnits({ sizeSystem })}
        />
      </div>

      <div className="space-y-2">
        <div className="grid gap-4 sm:grid-cols-2">
          {LENGTH_FIELDS.map((field) =>
            field === "height" && draft.lengthUnits === "imperial" ? (
              <FeetAndInches key={field} form={form} error={errors?.height?.message} />
            ) : (
              <TextField
                key={field}
                label={lengthLabel(field)}
                inputMode="decimal"
                {...form.register(`measurements.${field}.amount`)}
                error={errors?.[field]?.message}
              />
            ),
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          {t(draft.lengthUnits === "metric" ? "measurements.entry.stepsCm" : "measurements.entry.stepsIn")}
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {sizeSelect("dressSize")}
        {sizeSelect("suitSize")}
        <ChoiceRow
          legend={t("measurements.entry.shoeChart")}
          options={SHOE_CHARTS.map((value) => ({ value, label: t(SHOE_CHART_LABELS[value]) }))}
          value={draft.shoeChart}
          onChange={(shoeChart) => switchUnits({ shoeChart })}
          error={errors?.shoeChart?.message}
        />
        {sizeSelect("shoeSize")}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t(MEASUREMENT_FIELD_LABELS.hairColour)}
          {...form.register("measurements.hairColour")}
          error={errors?.hairColour?.message}
        >
          {notGiven}
          {HAIR_COLOURS.map((colour) => (
            <option key={colour} value={colour}>
              {t(HAIR_COLOUR_LABELS[colour])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t(MEASUREMENT_FIELD_LABELS.eyeColour)}
          {...form.register("measurements.eyeColour")}
          error={errors?.eyeColour?.message}
        >
          {notGiven}
          {EYE_COLOURS.map((colour) => (
            <option key={colour} value={colour}>
              {t(EYE_COLOUR_LABELS[colour])}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}
