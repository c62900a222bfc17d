import { useMutation } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { BotCheck } from "#client/components/bot-check/bot-check.tsx";
import { useBotCheck } from "#client/components/bot-check/use-bot-check.ts";
import { FormAlert } from "#client/components/form/form-alert.tsx";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { TextAreaField } from "#client/components/form/text-area-field.tsx";
import { useIssueText } from "#client/components/form/use-issue-text.ts";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#client/components/ui/dialog.tsx";
import { api, apiClient, errorMessage } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import {
  TALENT_REPORT_REASONS,
  TALENT_REPORT_TEXT_MAX,
  type TalentReportInput,
  TalentReportInputSchema,
  type TalentReportReason,
} from "#shared/talents/talent-report.schema";
import { REASON_LABELS } from "./report-reasons.ts";

// A radio group with none chosen reads as null, which the shared schema refuses with its message.
const EMPTY = { reason: null as unknown as TalentReportReason, text: "" };

/**
 * The report form: a reason, a text (needed for "other") and the bot check. The reporter's address
 * is not asked; the admins read the report in their Reports view.
 */
export function ReportProfileDialog({
  slug,
  name,
  onClose,
  returnFocus,
}: {
  slug: string;
  name: string;
  onClose: () => void;
  /** Puts the focus back on what opened the dialog (it has no trigger of its own: it loads when opened). */
  returnFocus: () => void;
}) {
  const t = useT();
  const issueText = useIssueText();
  const botCheck = useBotCheck();
  const form = useZodForm(TalentReportInputSchema, { defaultValues: EMPTY });
  const reason = form.watch("reason");
  const send = useMutation({
    mutationFn: ({ report, payload }: { report: TalentReportInput; payload: string }) =>
      api(
        apiClient.api.talents[":slug"].reports.$post({
          param: { slug },
          json: report,
          header: { "x-altcha": payload },
        }),
      ),
    onError: () => botCheck.reset(),
  });
  const botCheckMissing = form.formState.isSubmitted && !botCheck.payload;
  const reasonError = form.formState.errors.reason?.message;

  function onValid(report: TalentReportInput) {
    if (!botCheck.payload) return;
    send.mutate({ report, payload: botCheck.payload });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
        title={t("reports.dialog.title", { name })}
        description={send.isSuccess ? undefined : t("reports.dialog.text")}
      >
        {send.isSuccess ? (
          <div role="status" className="space-y-3 text-center">
            <CheckCircle2 className="mx-auto size-10 text-success" aria-hidden />
            <p className="font-medium">{t("reports.dialog.sent.title")}</p>
            <p className="text-sm text-muted-foreground">{t("reports.dialog.sent.text")}</p>
            <DialogClose asChild>
              <Button variant="outline">{t("reports.dialog.close")}</Button>
            </DialogClose>
          </div>
        ) : (
          <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-4">
            <fieldset
              className="space-y-2"
              aria-describedby={reasonError ? "report-reason-error" : undefined}
            >
              <legend className="text-sm font-medium">{t("reports.dialog.reason")}</legend>
              {TALENT_REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border p-3 text-sm has-checked:border-accent"
                >
                  <input
                    type="radio"
                    value={value}
                    {...form.register("reason")}
                    className="size-4 accent-[var(--accent)]"
                  />
                  <span>{t(REASON_LABELS[value])}</span>
                </label>
              ))}
              {reasonError ? (
                <p id="report-reason-error" className="text-sm text-danger">
                  {issueText(reasonError)}
                </p>
              ) : null}
            </fieldset>
            <TextAreaField
              label={t(reason === "other" ? "reports.dialog.textRequired" : "reports.dialog.textOptional")}
              rows={4}
              maxLength={TALENT_REPORT_TEXT_MAX}
              {...form.field("text")}
            />
            <BotCheck {...botCheck.widget} />
            <FormAlert
              message={
                send.isError
                  ? errorMessage(send.error)
                  : botCheckMissing
                    ? t("reports.dialog.botCheckNeeded")
                    : null
              }
            />
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {t("reports.dialog.cancel")}
                </Button>
              </DialogClose>
              <SubmitButton busy={send.isPending} busyLabel={t("reports.dialog.sending")}>
                {t("reports.dialog.submit")}
              </SubmitButton>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
