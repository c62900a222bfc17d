import { useId, useState } from "react";
import { useIssueText } from "#client/components/form/use-issue-text.ts";
import { Button } from "#client/components/ui/button.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { EntryNoteSchema, SHORTLIST_NOTE_MAX } from "#shared/workspace/shortlists.schema";
import { useSaveNote } from "./shortlists-api.ts";

/**
 * The owner's private note on a talent of the list, saved by its button (or on leaving the box with
 * changes), with its state said beside it: saved, not saved yet, saving, or why it failed (the text
 * typed stays).
 */
export function EntryNote({
  shortlistId,
  entryId,
  note,
  talentName,
}: {
  shortlistId: string;
  entryId: string;
  note: string;
  talentName: string;
}) {
  const t = useT();
  const issueText = useIssueText();
  const id = useId();
  const [draft, setDraft] = useState(note);
  const [invalid, setInvalid] = useState<string>();
  const save = useSaveNote(shortlistId, entryId);
  const dirty = draft.trim() !== note;

  const submit = () => {
    if (!dirty || save.isPending) return;
    const parsed = EntryNoteSchema.safeParse({ note: draft });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    save.mutate(parsed.data.note);
  };

  const status = save.isPending
    ? t("shortlists.note.saving")
    : invalid
      ? issueText(invalid)
      : save.isError && dirty
        ? t("shortlists.note.failed", { reason: errorMessage(save.error) })
        : dirty
          ? t("shortlists.note.unsaved")
          : save.isSuccess
            ? t("shortlists.note.saved")
            : "";

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {t("shortlists.note.label", { name: talentName })}
      </label>
      <textarea
        id={id}
        rows={2}
        value={draft}
        maxLength={SHORTLIST_NOTE_MAX * 2}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-status`}
        placeholder={t("shortlists.note.placeholder")}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={submit}
        className="w-full rounded-md border border-border bg-surface p-2 text-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger"
      />
      <div className="flex items-center justify-between gap-2">
        <p
          id={`${id}-status`}
          aria-live="polite"
          className={
            invalid || (save.isError && dirty) ? "text-xs text-danger" : "text-xs text-muted-foreground"
          }
        >
          {status}
        </p>
        <Button size="sm" variant="outline" busy={save.isPending} disabled={!dirty} onClick={submit}>
          {t("shortlists.note.save")}
        </Button>
      </div>
    </div>
  );
}
