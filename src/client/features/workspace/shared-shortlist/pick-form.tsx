import { useId, useState } from "react";
import { useIssueText } from "#client/components/form/use-issue-text.ts";
import { Button } from "#client/components/ui/button.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";
import {
  PICK_COMMENT_MAX,
  PICK_VERDICTS,
  PickInputSchema,
  type PickVerdict,
  type SharedPick,
} from "#shared/workspace/shortlists.schema";
import { useSavePick } from "./shared-shortlist-api.ts";

const VERDICT_NAMES: Record<PickVerdict, MessageId> = {
  yes: "sharedShortlist.pick.yes",
  maybe: "sharedShortlist.pick.maybe",
  no: "sharedShortlist.pick.no",
};

/**
 * The client's answer on one talent: Yes, Maybe or No and a comment, saved together for this talent,
 * with the state said beside the button (what was typed stays when a save fails).
 */
export function PickForm({
  token,
  talentId,
  talentName,
  saved,
}: {
  token: string;
  talentId: string;
  talentName: string;
  saved: SharedPick | undefined;
}) {
  const t = useT();
  const issueText = useIssueText();
  const id = useId();
  const [verdict, setVerdict] = useState<PickVerdict | undefined>(saved?.verdict);
  const [comment, setComment] = useState(saved?.comment ?? "");
  const [invalid, setInvalid] = useState<string>();
  const save = useSavePick(token, talentId);
  const dirty = verdict !== saved?.verdict || comment.trim() !== (saved?.comment ?? "");

  const status = save.isPending
    ? t("sharedShortlist.pick.saving")
    : invalid
      ? issueText(invalid)
      : save.isError
        ? errorMessage(save.error)
        : dirty
          ? verdict
            ? t("sharedShortlist.pick.unsaved")
            : ""
          : saved
            ? t("sharedShortlist.pick.saved")
            : "";

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = PickInputSchema.safeParse({ verdict, comment });
        if (!parsed.success) {
          setInvalid(parsed.error.issues[0]?.message);
          return;
        }
        setInvalid(undefined);
        save.mutate(parsed.data);
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium">
          {t("sharedShortlist.pick.legend", { name: talentName })}
        </legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {PICK_VERDICTS.map((value) => (
            <label
              key={value}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-border px-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                verdict === value && value === "yes" && "border-success bg-success-surface text-success",
                verdict === value && value === "maybe" && "border-foreground bg-surface-muted",
                verdict === value && value === "no" && "border-danger bg-danger-surface text-danger",
              )}
            >
              <input
                type="radio"
                name={`${id}-verdict`}
                value={value}
                checked={verdict === value}
                onChange={() => setVerdict(value)}
                className="sr-only"
              />
              {t(VERDICT_NAMES[value])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-comment`} className="block text-sm font-medium">
          {t("sharedShortlist.pick.comment")}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={2}
          value={comment}
          maxLength={PICK_COMMENT_MAX * 2}
          aria-describedby={`${id}-status`}
          aria-invalid={invalid ? true : undefined}
          onChange={(event) => setComment(event.target.value)}
          className="w-full rounded-md border border-border bg-surface p-2 text-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger"
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <p
          id={`${id}-status`}
          aria-live="polite"
          className={cn("text-sm", invalid || save.isError ? "text-danger" : "text-muted-foreground")}
        >
          {status}
        </p>
        <Button
          type="submit"
          size="sm"
          busy={save.isPending}
          disabled={!verdict || (!dirty && !save.isError)}
        >
          {t("sharedShortlist.pick.save")}
        </Button>
      </div>
    </form>
  );
}
