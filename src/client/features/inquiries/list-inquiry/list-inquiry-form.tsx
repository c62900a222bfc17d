import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { CheckboxField } from "#client/components/form/checkbox-field.tsx";
import { FormAlert } from "#client/components/form/form-alert.tsx";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { TextAreaField } from "#client/components/form/text-area-field.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { Button } from "#client/components/ui/button.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { useI18n } from "#client/lib/i18n/i18n-context.tsx";
import { issueText } from "#client/lib/i18n/issue-text.ts";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { MESSAGE_MAX_LENGTH } from "#shared/contact/contact.schema";
import type { MessageId } from "#shared/i18n/translator";
import {
  JOB_KINDS,
  type ListInquiryFormValues,
  ListInquiryInputSchema,
} from "#shared/inquiries/inquiry.schema";
import type { ListInquiryResult, ListInquirySkip } from "#shared/inquiries/list-inquiry.schema";
import { JOB_KIND_NAMES } from "../components/job-summary.tsx";
import { useSendListInquiry } from "./list-inquiry-api.ts";

const SKIP_REASONS: Record<ListInquirySkip, MessageId> = {
  notAccepting: "listInquiries.skipped.notAccepting",
  kindNotTaken: "listInquiries.skipped.kindNotTaken",
  blocked: "listInquiries.skipped.blocked",
  alreadyAsked: "listInquiries.skipped.alreadyAsked",
};

/** The budget box's text as the schema reads it: whole euros, or null when left empty. */
function budgetValue(value: unknown): number | null {
  const text = String(value ?? "").trim();
  return text === "" ? null : Number(text);
}

/** The job, the dates, the place, the budget and the message, sent to every talent on the list who takes it. */
export function ListInquiryForm({ shortlistId, onClose }: { shortlistId: string; onClose: () => void }) {
  const t = useT();
  const { i18n } = useI18n();
  const send = useSendListInquiry(shortlistId);
  const form = useZodForm(ListInquiryInputSchema, {
    defaultValues: {
      kind: "PAY",
      dateFrom: "",
      dateTo: "",
      location: "",
      budget: null,
      message: "",
    } as ListInquiryFormValues,
  });
  if (send.data) return <ListInquiryOutcome result={send.data} onClose={onClose} />;
  const { errors } = form.formState;
  const hasFieldErrors = Object.keys(errors).some((name) => name !== "root");
  return (
    <form
      onSubmit={form.handleSubmit((input) =>
        send.mutate(input, { onError: (error) => form.setError("root", { message: errorMessage(error) }) }),
      )}
      noValidate
      aria-label={t("listInquiries.form.label")}
      className="space-y-4"
    >
      <p className="text-sm text-muted-foreground">{t("listInquiries.form.from")}</p>
      <fieldset aria-describedby={errors.kind ? "list-kind-error" : undefined}>
        <legend className="text-sm font-medium">{t("inquiries.send.kind")}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {JOB_KINDS.map((kind) => (
            <label
              key={kind}
              className="flex min-h-11 items-center gap-2 rounded-md border border-border px-3 has-checked:border-accent"
            >
              <input type="radio" value={kind} className="size-4 accent-accent" {...form.register("kind")} />
              {t(JOB_KIND_NAMES[kind])}
            </label>
          ))}
        </div>
        {errors.kind ? (
          <p id="list-kind-error" className="mt-1.5 text-sm text-danger">
            {issueText(i18n, errors.kind.message ?? "")}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("inquiries.send.date")} type="date" {...form.field("dateFrom")} />
        <TextField
          label={t("inquiries.send.until")}
          type="date"
          hint={t("inquiries.send.untilHint")}
          {...form.field("dateTo")}
        />
        <TextField
          label={t("inquiries.send.location")}
          autoComplete="address-level2"
          {...form.field("location")}
        />
        <TextField
          label={t("inquiries.send.budget")}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.field("budget", { setValueAs: budgetValue })}
        />
      </div>
      <TextAreaField
        label={t("inquiries.send.message")}
        rows={5}
        maxLength={MESSAGE_MAX_LENGTH}
        {...form.field("message")}
      />
      <CheckboxField
        label={
          <T
            id="listInquiries.form.consent"
            components={{
              0: <Link to="/privacy-policy" className="text-accent underline underline-offset-4" />,
            }}
          />
        }
        {...form.field("consent")}
      />
      <FormAlert message={hasFieldErrors ? t("inquiries.send.checkFields") : errors.root?.message} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t("listInquiries.form.cancel")}
        </Button>
        <SubmitButton busy={send.isPending} busyLabel={t("inquiries.send.sending")}>
          {t("listInquiries.form.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}

/** What the inquiry reached: sent to whom, and why the others were skipped. */
function ListInquiryOutcome({ result, onClose }: { result: ListInquiryResult; onClose: () => void }) {
  const t = useT();
  const skipped = result.talents.filter((talent) => talent.skipped);
  return (
    <div className="space-y-4" role="status">
      <p className="flex items-center gap-2 font-medium">
        <CheckCircle2 className="size-5 text-success" aria-hidden />
        {t("listInquiries.outcome.sent", { count: result.sent })}
      </p>
      {skipped.length ? (
        <div>
          <p className="text-sm font-medium">
            {t("listInquiries.outcome.skipped", { count: skipped.length })}
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {skipped.map((talent) => (
              <li key={talent.talentId}>
                <span className="font-medium">{talent.talentName}</span>
                {": "}
                <span className="text-muted-foreground">
                  {talent.skipped ? t(SKIP_REASONS[talent.skipped]) : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button onClick={onClose}>{t("listInquiries.outcome.close")}</Button>
      </div>
    </div>
  );
}
