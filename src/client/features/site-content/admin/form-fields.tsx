import type { ComponentProps } from "react";

const control =
  "w-full rounded-md border border-border bg-surface px-3 text-base focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger";

function Described({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

/** A labelled multi-line field with its hint and error. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  ...props
}: ComponentProps<"textarea"> & { id: string; label: string; error?: string; hint?: string }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${control} py-2`}
        {...props}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled list of choices. */
export function SelectField({
  id,
  label,
  options,
  ...props
}: ComponentProps<"select"> & { id: string; label: string; options: { value: string; label: string }[] }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} className={`${control} h-11`} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A checkbox with its label beside it and an error below. */
export function CheckboxField({
  id,
  label,
  error,
  hint,
  ...props
}: ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex min-h-11 items-start gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="mt-0.5 size-5 shrink-0 accent-[var(--accent)]"
          {...props}
        />
        <span>{label}</span>
      </label>
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}
