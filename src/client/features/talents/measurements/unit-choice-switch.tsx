import { useId } from "react";
import { useT } from "#client/lib/i18n/use-t.ts";
import { UNIT_CHOICE_LABEL, UNIT_CHOICE_LABELS } from "#shared/measurements/labels";
import { VISITOR_UNIT_CHOICES, type VisitorUnitChoice } from "#shared/measurements/unit-preference";

/** The visitor's choice of units, as a row of options (radio buttons, so arrow keys move between them). */
export function UnitChoiceSwitch({
  value,
  onChange,
}: {
  value: VisitorUnitChoice;
  onChange: (choice: VisitorUnitChoice) => void;
}) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{t(UNIT_CHOICE_LABEL)}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {VISITOR_UNIT_CHOICES.map((choice) => (
          <label
            key={choice}
            className="inline-flex min-h-10 cursor-pointer items-center rounded-full border border-border px-3 text-sm has-checked:border-accent has-checked:bg-surface-muted has-checked:font-medium has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {t(UNIT_CHOICE_LABELS[choice])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
