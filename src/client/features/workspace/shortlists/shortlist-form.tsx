import type { ReactNode } from "react";
import { FormAlert } from "#client/components/form/form-alert.tsx";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import {
  SHORTLIST_BRIEF_MAX,
  SHORTLIST_NAME_MAX,
  type ShortlistFormValues,
  type ShortlistInput,
  ShortlistInputSchema,
} from "#shared/workspace/shortlists.schema";

/**
 * A list's name and brief (job, dates, location), for a new list and for changing one. What was typed
 * stays when the save fails; the failure is said above the button.
 */
export function ShortlistForm({
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  error,
  busy,
  children,
}: {
  initial?: ShortlistFormValues;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: ShortlistInput) => void;
  error: unknown;
  busy: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const form = useZodForm(ShortlistInputSchema, {
    defaultValues: initial ?? { name: "", job: "", dates: "", location: "" },
  });
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
      <TextField
        label={t("shortlists.form.name")}
        maxLength={SHORTLIST_NAME_MAX * 2}
        autoComplete="off"
        {...form.field("name")}
      />
      <TextField
        label={t("shortlists.form.job")}
        hint={t("shortlists.form.jobHint")}
        maxLength={SHORTLIST_BRIEF_MAX * 2}
        autoComplete="off"
        {...form.field("job")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("shortlists.form.dates")}
          maxLength={SHORTLIST_BRIEF_MAX * 2}
          autoComplete="off"
          {...form.field("dates")}
        />
        <TextField
          label={t("shortlists.form.location")}
          maxLength={SHORTLIST_BRIEF_MAX * 2}
          autoComplete="off"
          {...form.field("location")}
        />
      </div>
      <FormAlert message={error ? errorMessage(error) : null} />
      <div className="flex flex-wrap justify-end gap-2">
        {children}
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
