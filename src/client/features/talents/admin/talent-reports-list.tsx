import { useQuery } from "@tanstack/react-query";
import { Check, EyeOff, Flag, MessageSquareWarning } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { RowsSkeleton } from "#client/components/admin/rows-skeleton.tsx";
import { TextAreaField } from "#client/components/form/text-area-field.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#client/components/ui/dialog.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import type { MessageId } from "#shared/i18n/translator";
import { TALENT_REPORT_NOTE_MAX, type TalentReport } from "#shared/talents/talent-report.schema";
import { REASON_LABELS } from "../profile/report-reasons.ts";
import {
  type TalentReportAction,
  talentReportsQueryOptions,
  useHandleTalentReport,
} from "./talent-reports-api.ts";

/**
 * Visitors' open reports of public profiles: a part of the admin panel's Reports page, under the
 * page's heading for them. Each can be dismissed, answered with a change asked of the talent, or
 * answered by taking the profile down; the two last mail the talent the admin's note.
 */
export function TalentReportsList() {
  const t = useT();
  const reports = useQuery(talentReportsQueryOptions());
  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">{t("reports.admin.profiles.lead")}</p>
      {reports.isPending ? (
        <RowsSkeleton label={t("reports.admin.profiles.loading")} rows={2} />
      ) : reports.isError ? (
        <LoadFailure
          title={t("reports.admin.profiles.loadFailed")}
          error={reports.error}
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      ) : reports.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-8 text-center">
          <Flag className="mx-auto size-8 text-muted-foreground" aria-hidden />
          <h3 className="mt-3 font-display text-xl font-semibold">
            {t("reports.admin.profiles.empty.title")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("reports.admin.profiles.empty.text")}</p>
        </div>
      ) : (
        <ul className="space-y-6">
          {reports.data.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const NOTE_ACTIONS: Record<
  Exclude<TalentReportAction, "dismiss">,
  { title: MessageId; text: MessageId; confirm: MessageId; done: MessageId }
> = {
  "request-changes": {
    title: "reports.admin.requestChanges.title",
    text: "reports.admin.requestChanges.text",
    confirm: "reports.admin.requestChanges.confirm",
    done: "reports.admin.requestChanges.done",
  },
  "take-down": {
    title: "reports.admin.takeDown.title",
    text: "reports.admin.takeDown.text",
    confirm: "reports.admin.takeDown.confirm",
    done: "reports.admin.takeDown.done",
  },
};

function ReportCard({ report }: { report: TalentReport }) {
  const t = useT();
  const { dateTime } = useFormat();
  const handle = useHandleTalentReport();
  const [asking, setAsking] = useState<Exclude<TalentReportAction, "dismiss"> | null>(null);
  // The button that opened the note dialog gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const ask = (action: Exclude<TalentReportAction, "dismiss">) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking(action);
  };
  const headingId = `talent-report-${report.id}`;
  const run = (action: TalentReportAction, note = "") =>
    handle.mutate(
      { id: report.id, action, note },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(t(action === "dismiss" ? "reports.admin.dismissed" : NOTE_ACTIONS[action].done));
        },
        onError: (error) => toast.error(t("reports.admin.failed"), errorMessage(error)),
      },
    );
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-5">
      <h3 id={headingId} className="font-display text-xl font-semibold break-words">
        {report.talentName}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {t(REASON_LABELS[report.reason])} ·{" "}
        <time dateTime={report.createdAt}>{dateTime(report.createdAt)}</time>
      </p>
      <p className="mt-3 rounded-lg bg-surface-muted p-3 text-sm whitespace-pre-line break-words">
        {report.text || t("reports.admin.noText")}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {report.profilePath ? (
          <Button asChild variant="ghost" size="sm">
            <Link to={report.profilePath}>{t("reports.admin.viewProfile")}</Link>
          </Button>
        ) : null}
        <Button variant="outline" size="sm" disabled={handle.isPending} onClick={() => run("dismiss")}>
          <Check aria-hidden /> {t("reports.admin.dismiss")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={handle.isPending}
          onClick={() => ask("request-changes")}
        >
          <MessageSquareWarning aria-hidden /> {t("reports.admin.requestChanges.open")}
        </Button>
        <Button variant="danger" size="sm" disabled={handle.isPending} onClick={() => ask("take-down")}>
          <EyeOff aria-hidden /> {t("reports.admin.takeDown.open")}
        </Button>
      </div>
      {asking ? (
        <NoteDialog
          action={asking}
          name={report.talentName}
          busy={handle.isPending}
          onClose={() => setAsking(null)}
          returnFocus={() => {
            if (opener.current?.isConnected) opener.current.focus();
          }}
          onSubmit={(note) => run(asking, note)}
        />
      ) : null}
    </article>
  );
}

const NoteFormSchema = z.object({
  note: z
    .string()
    .trim()
    .min(1, "reports.admin.noteRequired" satisfies MessageId)
    .max(TALENT_REPORT_NOTE_MAX, "reports.validation.textTooLong" satisfies MessageId),
});

/** Asks the note the talent reads in their mail before a change is asked or the profile taken down. */
function NoteDialog({
  action,
  name,
  busy,
  onClose,
  returnFocus,
  onSubmit,
}: {
  action: Exclude<TalentReportAction, "dismiss">;
  name: string;
  busy: boolean;
  onClose: () => void;
  returnFocus: () => void;
  onSubmit: (note: string) => void;
}) {
  const t = useT();
  const words = NOTE_ACTIONS[action];
  const form = useZodForm(NoteFormSchema, { defaultValues: { note: "" } });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={t(words.title, { name })}
        description={t(words.text)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <form onSubmit={form.handleSubmit(({ note }) => onSubmit(note))} noValidate className="space-y-4">
          <TextAreaField
            label={t("reports.admin.note")}
            rows={4}
            maxLength={TALENT_REPORT_NOTE_MAX}
            {...form.field("note")}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("reports.admin.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant={action === "take-down" ? "danger" : "primary"} busy={busy}>
              {t(words.confirm)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
