import { useMutation, useQuery } from "@tanstack/react-query";
import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { Link, useParams } from "react-router";
import { BotCheck } from "#client/components/bot-check/bot-check.tsx";
import { useBotCheck } from "#client/components/bot-check/use-bot-check.ts";
import { CheckboxField } from "#client/components/form/checkbox-field.tsx";
import { FormAlert } from "#client/components/form/form-alert.tsx";
import { SubmitButton } from "#client/components/form/submit-button.tsx";
import { TextAreaField } from "#client/components/form/text-area-field.tsx";
import { useZodForm } from "#client/components/form/use-zod-form.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { TextField } from "#client/components/ui/text-field.tsx";
import { errorMessage, isNotFound } from "#client/lib/api.ts";
import { useI18n } from "#client/lib/i18n/i18n-context.tsx";
import { issueText } from "#client/lib/i18n/issue-text.ts";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { MESSAGE_MAX_LENGTH } from "#shared/contact/contact.schema";
import { type InquiryInput, InquiryInputSchema, type JobKind } from "#shared/inquiries/inquiry.schema";
import { profilePath } from "#shared/talents/slug";
import type { PublicTalent } from "#shared/talents/talent.schema";
import { inquiryTalentQueryOptions, sendInquiry } from "../api/inquiries-api.ts";
import { JOB_KIND_NAMES } from "../components/job-summary.tsx";

/** `/talents/{category}/{slug}/inquiry`: a visitor writes to a talent, without seeing their address. */
export function SendInquiryPage() {
  const { slug = "" } = useParams();
  const t = useT();
  const talent = useQuery(inquiryTalentQueryOptions(slug));
  usePageTitle(talent.data ? t("inquiries.send.title", { name: talent.data.name }) : undefined);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      {talent.data ? (
        <Link
          to={profilePath(talent.data)}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />{" "}
          {t("inquiries.send.backTo", { name: talent.data.name })}
        </Link>
      ) : (
        <Link
          to="/talents"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> {t("inquiries.send.allTalents")}
        </Link>
      )}
      {talent.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t("inquiries.send.loading")}
          className="mt-6 space-y-4"
        >
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-72 w-full rounded-2xl" />
        </div>
      ) : talent.isError ? (
        <Unavailable
          title={t(isNotFound(talent.error) ? "inquiries.send.notFound.title" : "inquiries.failed")}
          text={isNotFound(talent.error) ? t("inquiries.send.notFound.text") : errorMessage(talent.error)}
          retry={isNotFound(talent.error) ? undefined : () => void talent.refetch()}
        />
      ) : !talent.data.inquiriesEnabled ? (
        <Unavailable
          title={t("inquiries.send.off.title")}
          text={t("inquiries.send.off.text", { name: talent.data.name })}
        />
      ) : (
        <InquiryForm talent={talent.data} />
      )}
    </div>
  );
}

function Unavailable({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  const t = useT();
  return (
    <div className="mt-6 rounded-2xl border border-border bg-surface p-8 text-center">
      <h1 className="font-display text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      {retry ? (
        <Button variant="outline" className="mt-6" onClick={retry}>
          {t("inquiries.tryAgain")}
        </Button>
      ) : (
        <Button asChild variant="outline" className="mt-6">
          <Link to="/talents">{t("inquiries.send.exploreTalents")}</Link>
        </Button>
      )}
    </div>
  );
}

function InquiryForm({ talent }: { talent: PublicTalent }) {
  const t = useT();
  const { i18n } = useI18n();
  const kinds = talent.paymentOptions as JobKind[];
  const botCheck = useBotCheck();
  const form = useZodForm(InquiryInputSchema, {
    defaultValues: {
      name: "",
      email: "",
      company: "",
      kind: kinds.length === 1 ? kinds[0] : undefined,
      dateFrom: "",
      dateTo: "",
      location: "",
      message: "",
    },
  });
  const send = useMutation({
    mutationFn: ({ input, botCheckPayload }: { input: InquiryInput; botCheckPayload: string }) =>
      sendInquiry(talent.id, input, botCheckPayload),
    onError: (error) => {
      // The form keeps what was typed; only the bot check starts again.
      form.setError("root", { message: errorMessage(error) });
      botCheck.reset();
    },
  });

  function onValid(input: InquiryInput) {
    if (!botCheck.payload) {
      form.setError("root", { message: t("inquiries.send.botCheck") });
      return;
    }
    send.mutate({ input, botCheckPayload: botCheck.payload });
  }

  if (send.isSuccess) {
    return (
      <div className="mt-6 rounded-2xl border border-border bg-surface p-8 text-center" role="status">
        <CheckCircle2 className="mx-auto size-10 text-success" aria-hidden />
        <h1 className="mt-4 font-display text-2xl font-semibold">{t("inquiries.send.sent.title")}</h1>
        <p className="mt-2 text-muted-foreground">
          {t("inquiries.send.sent.text", { name: talent.name, email: send.variables.input.email })}
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={profilePath(talent)}>{t("inquiries.send.backTo", { name: talent.name })}</Link>
        </Button>
      </div>
    );
  }

  const { errors } = form.formState;
  const hasFieldErrors = Object.keys(errors).some((name) => name !== "root");
  return (
    <>
      <h1 className="mt-4 font-display text-3xl font-semibold break-words sm:text-4xl">
        {t("inquiries.send.title", { name: talent.name })}
      </h1>
      <p className="mt-2 text-muted-foreground">{t("inquiries.send.lead", { name: talent.name })}</p>
      <form
        onSubmit={form.handleSubmit(onValid)}
        noValidate
        aria-label={t("inquiries.send.form")}
        className="mt-6 space-y-5 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("inquiries.send.name")} autoComplete="name" {...form.field("name")} />
          <TextField
            label={t("inquiries.send.email")}
            type="email"
            autoComplete="email"
            {...form.field("email")}
          />
          <TextField
            label={t("inquiries.send.company")}
            autoComplete="organization"
            className="sm:col-span-2"
            {...form.field("company")}
          />
        </div>
        <fieldset aria-describedby={errors.kind ? "kind-error" : undefined}>
          <legend className="text-sm font-medium">{t("inquiries.send.kind")}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {kinds.map((kind) => (
              <label
                key={kind}
                className="flex min-h-11 items-center gap-2 rounded-md border border-border px-3 has-checked:border-accent"
              >
                <input
                  type="radio"
                  value={kind}
                  aria-invalid={errors.kind ? true : undefined}
                  className="size-4 accent-accent"
                  {...form.register("kind")}
                />
                {t(JOB_KIND_NAMES[kind])}
              </label>
            ))}
          </div>
          {errors.kind ? (
            <p id="kind-error" className="mt-1.5 text-sm text-danger">
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
          rows={6}
          maxLength={MESSAGE_MAX_LENGTH}
          {...form.field("message")}
        />
        <CheckboxField
          label={
            <T
              id="inquiries.send.consent"
              components={{
                0: <Link to="/privacy-policy" className="text-accent underline underline-offset-4" />,
                1: <>{talent.name}</>,
              }}
            />
          }
          {...form.field("consent")}
        />
        <BotCheck {...botCheck.widget} />
        <FormAlert message={hasFieldErrors ? t("inquiries.send.checkFields") : errors.root?.message} />
        <SubmitButton busy={send.isPending} busyLabel={t("inquiries.send.sending")}>
          {t("inquiries.send.submit")}
        </SubmitButton>
      </form>
    </>
  );
}

/** The budget box's text as the schema reads it: whole euros, or null when left empty. */
function budgetValue(value: unknown): number | null {
  const text = String(value ?? "").trim();
  return text === "" ? null : Number(text);
}
