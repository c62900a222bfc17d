import { ChevronDown } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { MultiSelectList, type Option } from "#client/components/multi-select-list.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { categoryLabel, subcategoryLabel } from "#shared/catalogue/categories";
import { languageLabel } from "#shared/catalogue/languages";
import { paymentOptionLabel } from "#shared/catalogue/payment-options";
import type { MessageId, Translate } from "#shared/i18n/translator";
import { unitPreferenceOf } from "#shared/measurements/unit-preference";
import type { TalentFacets } from "#shared/talents/talent.schema";
import type { TalentFilters } from "#shared/talents/talent-filter-params";
import { useUnitChoice } from "../measurements/use-unit-choice.ts";

// The measurement filters load when they are first shown: the list's first visit does without them.
const measurementFields = () => import("./measurement-filter-fields.tsx");
const MeasurementFilterFields = lazy(() =>
  measurementFields().then((m) => ({ default: m.MeasurementFilterFields })),
);
const ImperialHeightRange = lazy(() => measurementFields().then((m) => ({ default: m.ImperialHeightRange })));

type ListKey = "payment" | "category" | "subcategory" | "location" | "languages";

const GROUPS: {
  key: ListKey;
  title: MessageId;
  open: boolean;
  label: (t: Translate, value: string) => string;
}[] = [
  { key: "payment", title: "talents.filters.payment", open: true, label: paymentOptionLabel },
  { key: "category", title: "talents.filters.category", open: true, label: categoryLabel },
  { key: "subcategory", title: "talents.filters.subcategory", open: true, label: subcategoryLabel },
  { key: "location", title: "talents.filters.location", open: false, label: (_t, v) => v },
  { key: "languages", title: "talents.filters.languages", open: true, label: languageLabel },
];

/** A filter group that opens and closes; a `lazy` one renders its content once first opened. */
function Group({
  title,
  defaultOpen,
  lazy = false,
  children,
}: {
  title: string;
  defaultOpen: boolean;
  lazy?: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(defaultOpen);
  return (
    <details
      open={defaultOpen}
      onToggle={(e) => {
        if (e.currentTarget.open) setOpened(true);
      }}
      className="group border-b border-border py-3"
    >
      <summary className="flex min-h-10 cursor-pointer list-none items-center justify-between text-sm font-semibold [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="pt-2">{!lazy || opened ? children : null}</div>
    </details>
  );
}

/** What a lazy part shows while it loads. */
const loading = <Spinner className="py-2" />;

function RangeInputs({
  fromLabel,
  toLabel,
  unit,
  min,
  max,
  onChange,
}: {
  fromLabel: string;
  toLabel: string;
  unit: string;
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
}) {
  const parse = (value: string) => (value === "" ? undefined : Math.max(0, Number.parseInt(value, 10) || 0));
  return (
    <div className="grid grid-cols-2 gap-2">
      <label className="text-xs text-muted-foreground">
        {fromLabel}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          value={min ?? ""}
          onChange={(e) => onChange(parse(e.target.value), max)}
          className="mt-1 h-10 w-full rounded-md border border-border bg-surface px-2 text-sm text-foreground"
          placeholder={unit}
        />
      </label>
      <label className="text-xs text-muted-foreground">
        {toLabel}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          value={max ?? ""}
          onChange={(e) => onChange(min, parse(e.target.value))}
          className="mt-1 h-10 w-full rounded-md border border-border bg-surface px-2 text-sm text-foreground"
          placeholder={unit}
        />
      </label>
    </div>
  );
}

/** The filter form: edits a draft, which Apply puts in the URL and Reset clears. */
export function FilterPanel({
  filters,
  facets,
  onApply,
  onReset,
}: {
  filters: TalentFilters;
  facets: TalentFacets | undefined;
  onApply: (filters: TalentFilters) => void;
  onReset: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(filters);
  // The server and the first render show centimetres; the visitor's choice applies after (ADR 48).
  const [unitChoice] = useUnitChoice();
  const imperial = unitPreferenceOf(unitChoice).lengthUnits === "imperial";
  const setHeight = (heightMin: number | undefined, heightMax: number | undefined) =>
    setDraft({ ...draft, heightMin, heightMax });
  const options = (key: ListKey, label: (t: Translate, v: string) => string): Option[] =>
    (facets?.[key] ?? []).map((o) => ({ value: o.value, label: label(t, o.value), count: o.count }));

  return (
    <form
      aria-label={t("talents.filters.title")}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <label className="block text-sm font-semibold" htmlFor="talent-search">
        {t("talents.filters.search")}
      </label>
      <input
        id="talent-search"
        type="search"
        placeholder={t("talents.filters.searchPlaceholder")}
        value={draft.q ?? ""}
        onChange={(e) => setDraft({ ...draft, q: e.target.value || undefined })}
        className="mt-2 h-11 w-full rounded-md border border-border bg-surface px-3"
      />
      {GROUPS.map((group) => (
        <Group key={group.key} title={t(group.title)} defaultOpen={group.open}>
          <MultiSelectList
            label={t(group.title)}
            options={options(group.key, group.label)}
            selected={draft[group.key]}
            onChange={(values) => setDraft({ ...draft, [group.key]: values })}
          />
        </Group>
      ))}
      <Group title={t("talents.filters.age")} defaultOpen={false}>
        <RangeInputs
          fromLabel={t("talents.filters.ageFrom")}
          toLabel={t("talents.filters.ageTo")}
          unit={t("talents.filters.ageUnit")}
          min={draft.ageMin}
          max={draft.ageMax}
          onChange={(ageMin, ageMax) => setDraft({ ...draft, ageMin, ageMax })}
        />
      </Group>
      <Group title={t("talents.filters.height")} defaultOpen={false}>
        {imperial ? (
          <Suspense fallback={loading}>
            <ImperialHeightRange min={draft.heightMin} max={draft.heightMax} onChange={setHeight} />
          </Suspense>
        ) : (
          <RangeInputs
            fromLabel={t("talents.filters.heightFrom")}
            toLabel={t("talents.filters.heightTo")}
            unit={t("talents.filters.heightUnit")}
            min={draft.heightMin}
            max={draft.heightMax}
            onChange={setHeight}
          />
        )}
      </Group>
      <Group title={t("measurements.filters.title")} defaultOpen={false} lazy>
        <Suspense fallback={loading}>
          <MeasurementFilterFields filters={draft} onChange={(patch) => setDraft({ ...draft, ...patch })} />
        </Suspense>
      </Group>
      <div className="mt-4 flex gap-2">
        <Button type="submit" className="flex-1">
          {t("talents.filters.apply")}
        </Button>
        <Button type="button" variant="outline" className="flex-1" onClick={onReset}>
          {t("talents.filters.reset")}
        </Button>
      </div>
    </form>
  );
}
