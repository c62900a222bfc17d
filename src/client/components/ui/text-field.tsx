import { type ComponentProps, useId } from "react";
import { cn } from "#client/lib/cn.ts";
import { useIssueText } from "../form/use-issue-text.ts";

type TextFieldProps = ComponentProps<"input"> & { label: string; error?: string; hint?: string };

/** A labelled input with its hint and error beneath, announced to screen readers. */
export function TextField({ label, error: issue, hint, className, id, ...props }: TextFieldProps) {
  const error = useIssueText()(issue);
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="h-11 w-full rounded-md border border-border bg-surface px-3 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger"
        {...props}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
