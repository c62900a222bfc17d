import { type ComponentProps, useId } from "react";
import { MESSAGE_MAX_LENGTH } from "#shared/contact/contact.schema";

/** A labelled message box with its error beneath, announced to screen readers. */
export function MessageField({
  label,
  error,
  ...props
}: ComponentProps<"textarea"> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-md border border-border bg-surface p-3 text-base focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger"
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
