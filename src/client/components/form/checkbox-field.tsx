import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "#client/lib/cn.ts";
import { useIssueText } from "./use-issue-text.ts";

type CheckboxFieldProps = Omit<ComponentProps<"input">, "type"> & { label: ReactNode; error?: string };

/** A checkbox with its label (which may hold links) beside it and its error beneath, announced to screen readers. */
export function CheckboxField({ label, error: issue, className, id, ...props }: CheckboxFieldProps) {
  const error = useIssueText()(issue);
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-1 size-5 accent-accent"
          {...props}
        />
        <label htmlFor={inputId} className="text-sm">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
