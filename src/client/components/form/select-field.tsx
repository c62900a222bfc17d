import { type ComponentProps, useId } from "react";
import { useIssueText } from "./use-issue-text.ts";

/** A labelled native select (best on phones), with its error beneath. */
export function SelectField({
  label,
  error: issue,
  hint,
  children,
  ...props
}: ComponentProps<"select"> & { label: string; error?: string; hint?: string }) {
  const error = useIssueText()(issue);
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="h-11 w-full rounded-md border border-border bg-surface px-3 text-base disabled:opacity-60 aria-invalid:border-danger"
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
