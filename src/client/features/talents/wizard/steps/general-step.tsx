import { useId } from "react";
import { useWatch } from "react-hook-form";
import { useIssueText } from "#client/components/form/use-issue-text.ts";
import { TextField } from "#client/components/ui/text-field.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { PlaceCombobox } from "../../places/place-combobox.tsx";
import type { StepProps } from "./step-props.ts";

export function GeneralStep({ form }: StepProps) {
  const t = useT();
  const issue = useIssueText();
  const bioId = useId();
  const [location, placeId] = useWatch({ control: form.control, name: ["location", "placeId"] });
  const bioError = issue(form.getFieldState("bio", form.formState).error?.message);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t("talents.wizard.general.name")}
        autoComplete="name"
        {...form.field("name")}
        className="sm:col-span-2"
      />
      <TextField
        label={t("talents.wizard.general.age")}
        inputMode="numeric"
        {...form.field("age")}
        hint={t("talents.wizard.general.ageHint")}
      />
      <PlaceCombobox
        label={t("talents.wizard.general.location")}
        name="location"
        placeholder={t("talents.wizard.general.locationPlaceholder")}
        text={location}
        placeId={placeId}
        onChange={({ text, place }) => {
          form.setValue("location", text, { shouldDirty: true });
          form.setValue("placeId", place?.id ?? null, { shouldDirty: true });
        }}
        error={form.getFieldState("location", form.formState).error?.message}
        unlinkedHint={t("places.wizard.pickNotice")}
      />
      <div className="space-y-1.5 sm:col-span-2">
        <label htmlFor={bioId} className="block text-sm font-medium">
          {t("talents.wizard.general.bio")}
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
            {t("talents.wizard.general.bioHint")}
          </p>
        )}
      </div>
    </div>
  );
}
