import { useId } from "react";
import { TextField } from "#client/components/ui/text-field.tsx";
import type { StepProps } from "./step-props.ts";

export function GeneralStep({ form }: StepProps) {
  const bioId = useId();
  const bioError = form.getFieldState("bio", form.formState).error?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Name" autoComplete="name" {...form.field("name")} className="sm:col-span-2" />
      <TextField
        label="Age"
        inputMode="numeric"
        {...form.field("age")}
        hint="Optional. Leave empty to not show it."
      />
      <TextField
        label="Location"
        autoComplete="address-level2"
        placeholder="e.g. Munich"
        {...form.field("location")}
      />
      <div className="space-y-1.5 sm:col-span-2">
        <label htmlFor={bioId} className="block text-sm font-medium">
          Bio
        </label>
        <textarea
          id={bioId}
          rows={6}
          {...form.register("bio")}
          aria-invalid={bioError ? true : undefined}
          aria-describedby={bioError ? `${bioId}-error` : `${bioId}-hint`}
          className="w-full rounded-md border border-border bg-surface p-3 text-base aria-invalid:border-danger"
        />
        {bioError ? (
          <p id={`${bioId}-error`} className="text-sm text-danger">
            {bioError}
          </p>
        ) : (
          <p id={`${bioId}-hint`} className="text-xs text-muted-foreground">
            Who you are and what you do, in your own words.
          </p>
        )}
      </div>
    </div>
  );
}
