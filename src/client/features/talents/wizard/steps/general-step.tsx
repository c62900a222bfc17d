import { useId } from "react";
import { TextField } from "#client/components/ui/text-field.tsx";
import type { StepProps } from "./step-props.ts";

export function GeneralStep({ draft, update, errors }: StepProps) {
  const bioId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        autoComplete="name"
        value={draft.name}
        onChange={(e) => update({ name: e.target.value })}
        error={errors.name}
        className="sm:col-span-2"
      />
      <TextField
        label="Age"
        inputMode="numeric"
        value={draft.age}
        onChange={(e) => update({ age: e.target.value })}
        error={errors.age}
        hint="Optional. Leave empty to not show it."
      />
      <TextField
        label="Location"
        autoComplete="address-level2"
        placeholder="e.g. Munich"
        value={draft.location}
        onChange={(e) => update({ location: e.target.value })}
        error={errors.location}
      />
      <div className="space-y-1.5 sm:col-span-2">
        <label htmlFor={bioId} className="block text-sm font-medium">
          Bio
        </label>
        <textarea
          id={bioId}
          rows={6}
          value={draft.bio}
          onChange={(e) => update({ bio: e.target.value })}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={errors.bio ? `${bioId}-error` : `${bioId}-hint`}
          className="w-full rounded-md border border-border bg-surface p-3 text-base aria-invalid:border-danger"
        />
        {errors.bio ? (
          <p id={`${bioId}-error`} className="text-sm text-danger">
            {errors.bio}
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
