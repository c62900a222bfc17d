import { useId } from "react";
import { useIssueText } from "#client/components/form/use-issue-text.ts";

/** A labelled row of radio buttons (arrow keys move between them), with its error beneath. */
export function ChoiceRow<Value extends string>({
  legend,
  options,
  value,
  onChange,
  error: issue,
}: {
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value | "";
  onChange: (value: Value) => void;
  error?: string | undefined;
}) {
  const name = useId();
  const error = useIssueText()(issue);
  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm has-checked:border-accent has-checked:bg-surface-muted has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-accent"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
