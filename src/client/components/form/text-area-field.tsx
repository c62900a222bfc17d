import { type ComponentProps, useId } from "react";
import { cn } from "#client/lib/cn.ts";
import { useIssueText } from "./use-issue-text.ts";

type TextAreaFieldProps = ComponentProps<"textarea"> & { label: string; error?: string };

/** A labelled text box of several lines with its error beneath, announced to screen readers. */
export function TextAreaField({ label, error: issue, className, id, ...props }: TextAreaFieldProps) {
  const error = useIssueText()(issue);
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className="w-full rounded-md border border-border bg-surface p-3 text-base focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger"
        {...props}
      />
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
