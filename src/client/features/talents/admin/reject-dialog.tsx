import { Dialog } from "radix-ui";
import { z } from "zod";
import { TextAreaField } from "#client/components/form/text-area-field.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { REJECTION_REASON_MAX, REJECTION_REASONS } from "#shared/talents/talent-moderation.schema";

const OTHER = "other";

/** The reason the talent reads: a ready-made one, a note of the admin's own, or both. */
export function rejectionReason(choice: string, note: string): string {
  const preset = choice === OTHER ? "" : choice;
  return [preset, note.trim()].filter(Boolean).join("\n\n");
}

/**
 * A rejection needs a reason: a ready-made one or a note (the server takes any note up to
 * REJECTION_REASON_MAX, which the box holds to); "another reason" needs the note.
 */
const RejectFormSchema = z
  .object({
    // A radio group with none chosen reads as null.
    choice: z
      .string()
      .nullable()
      .transform((choice) => choice ?? ""),
    note: z.string().max(REJECTION_REASON_MAX),
    takeDown: z.boolean(),
  })
  .superRefine(({ choice, note }, ctx) => {
    if (rejectionReason(choice, note) && (choice !== OTHER || note.trim())) return;
    ctx.addIssue({
      code: "custom",
      path: ["note"],
      message: choice === OTHER ? "talents.admin.reject.noteRequired" : "talents.admin.reject.reasonRequired",
    });
  })
  .transform(({ choice, note, takeDown }) => ({ reason: rejectionReason(choice, note), takeDown }));

const EMPTY = { choice: "", note: "", takeDown: false };

/**
 * Asks why a profile is rejected before it is: a few ready-made reasons and free text. The talent
 * reads the reason in their e-mail and on their dashboard. For a live profile (`live`), what is
 * rejected is the change that waits for review: its approved version stays public, unless the admin
 * also takes it down.
 */
export function RejectDialog({
  talentName,
  live = false,
  open,
  busy,
  onOpenChange,
  onReject,
}: {
  talentName: string;
  live?: boolean;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onReject: (reason: string, options: { takeDown: boolean }) => void;
}) {
  const t = useT();
  const form = useZodForm(RejectFormSchema, { defaultValues: EMPTY });
  const choice = form.watch("choice");
  // The message goes as soon as the reason is changed, as it is no longer the one refused.
  const clearError = { onChange: () => form.clearErrors("note") };

  const reset = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[92vw] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-surface p-6 shadow-xl">
          <Dialog.Title className="font-display text-xl font-semibold">
            {t(live ? "talents.admin.reject.titleLive" : "talents.admin.reject.title", { name: talentName })}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            {t(live ? "talents.admin.reject.textLive" : "talents.admin.reject.text")}
          </Dialog.Description>
          <form
            onSubmit={form.handleSubmit(({ reason, takeDown }) =>
              onReject(reason, { takeDown: live && takeDown }),
            )}
            noValidate
            className="mt-4 space-y-4"
          >
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t("talents.admin.reject.reason")}</legend>
              {[...REJECTION_REASONS, OTHER].map((reason) => (
                <label
                  key={reason}
                  className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border p-3 text-sm has-checked:border-accent"
                >
                  <input
                    type="radio"
                    value={reason}
                    {...form.register("choice", clearError)}
                    className="mt-0.5 size-4 accent-[var(--accent)]"
                  />
                  <span>{reason === OTHER ? t("talents.admin.reject.otherReason") : reason}</span>
                </label>
              ))}
            </fieldset>
            <TextAreaField
              label={t(choice === OTHER ? "talents.admin.reject.note" : "talents.admin.reject.noteOptional")}
              rows={3}
              maxLength={REJECTION_REASON_MAX}
              {...form.field("note", clearError)}
            />
            {live ? (
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border p-3 text-sm has-checked:border-danger">
                <input
                  type="checkbox"
                  {...form.register("takeDown")}
                  className="mt-0.5 size-4 accent-[var(--accent)]"
                />
                <span>
                  <span className="block font-medium">{t("talents.admin.reject.takeDown")}</span>
                  <span className="block text-xs text-muted-foreground">
                    {t("talents.admin.reject.takeDownHint")}
                  </span>
                </span>
              </label>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  {t("talents.admin.cancel")}
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="danger" disabled={busy}>
                {t(busy ? "talents.admin.reject.busy" : "talents.admin.reject.confirm")}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
