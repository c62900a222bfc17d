import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CheckCircle2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { fieldErrors } from "#shared/field-errors";
import { InquiryInputSchema, JOB_KIND_LABELS, type JobKind } from "#shared/inquiries/inquiry.schema";
import { profilePath } from "#shared/talents/slug";
import type { PublicTalent } from "#shared/talents/talent.schema";
import { BotCheck } from "../../../components/bot-check/bot-check.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage, isNotFound } from "../../../lib/api.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { inquiryTalentQueryOptions, sendInquiry } from "../api/inquiries-api.ts";
import { MessageField } from "../components/message-field.tsx";

/** `/talents/{category}/{slug}/inquiry`: a visitor writes to a talent, without seeing their address. */
export function SendInquiryPage() {
  const { slug = "" } = useParams();
  const talent = useQuery(inquiryTalentQueryOptions(slug));
  usePageTitle(talent.data ? `Send ${talent.data.name} an inquiry | Vitrine` : "Send an inquiry | Vitrine");

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      {talent.data ? (
        <Link
          to={profilePath(talent.data)}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to {talent.data.name}
        </Link>
      ) : (
        <Link
          to="/talents"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> All talents
        </Link>
      )}
      {talent.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the form" className="mt-6 space-y-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-72 w-full rounded-2xl" />
        </div>
      ) : talent.isError ? (
        <Unavailable
          title={isNotFound(talent.error) ? "Talent not found" : "Something went wrong"}
          text={
            isNotFound(talent.error)
              ? "This profile does not exist or is not public."
              : errorMessage(talent.error)
          }
          retry={isNotFound(talent.error) ? undefined : () => void talent.refetch()}
        />
      ) : !talent.data.inquiriesEnabled ? (
        <Unavailable
          title="Inquiries are switched off"
          text={`${talent.data.name} is not accepting inquiries through Vitrine at the moment.`}
        />
      ) : (
        <InquiryForm talent={talent.data} />
      )}
    </div>
  );
}

function Unavailable({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  return (
    <div className="mt-6 rounded-2xl border border-border bg-surface p-8 text-center">
      <h1 className="font-display text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      {retry ? (
        <Button variant="outline" className="mt-6" onClick={retry}>
          Try again
        </Button>
      ) : (
        <Button asChild variant="outline" className="mt-6">
          <Link to="/talents">Explore Talents</Link>
        </Button>
      )}
    </div>
  );
}

function InquiryForm({ talent }: { talent: PublicTalent }) {
  const kinds = talent.paymentOptions as JobKind[];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [botCheck, setBotCheck] = useState<string | null>(null);
  const [botCheckKey, setBotCheckKey] = useState(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const budget = String(form.get("budget") ?? "").trim();
    const parsed = InquiryInputSchema.safeParse({
      ...Object.fromEntries(form),
      kind: form.get("kind") ?? undefined,
      budget: budget === "" ? null : Number(budget),
      consent: form.get("consent") === "on",
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setFormError("Please check the highlighted fields.");
      return;
    }
    setErrors({});
    if (!botCheck) {
      setFormError("Please complete the check that you are not a robot.");
      return;
    }
    setFormError(null);
    setBusy(true);
    try {
      await sendInquiry(talent.id, parsed.data, botCheck);
      setSentTo(parsed.data.email);
    } catch (error) {
      // The form keeps what was typed; only the bot check starts again.
      setFormError(errorMessage(error));
      setBotCheck(null);
      setBotCheckKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div className="mt-6 rounded-2xl border border-border bg-surface p-8 text-center" role="status">
        <CheckCircle2 className="mx-auto size-10 text-success" aria-hidden />
        <h1 className="mt-4 font-display text-2xl font-semibold">Inquiry sent</h1>
        <p className="mt-2 text-muted-foreground">
          {talent.name} has your inquiry. We sent a copy to {sentTo}, with a private link to the conversation;
          you will get an e-mail when {talent.name} answers.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={profilePath(talent)}>Back to {talent.name}</Link>
        </Button>
      </div>
    );
  }

  return (
    <>
      <h1 className="mt-4 font-display text-3xl font-semibold break-words sm:text-4xl">
        Send {talent.name} an inquiry
      </h1>
      <p className="mt-2 text-muted-foreground">
        Tell {talent.name} about the job. Your message reaches them through Vitrine: neither of you sees the
        other's e-mail address unless you share it.
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Inquiry"
        className="mt-6 space-y-5 rounded-2xl border border-border bg-surface p-5 sm:p-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Your name" name="name" autoComplete="name" error={errors.name} />
          <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
          <TextField
            label="Company (optional)"
            name="company"
            autoComplete="organization"
            className="sm:col-span-2"
            error={errors.company}
          />
        </div>
        <fieldset aria-describedby={errors.kind ? "kind-error" : undefined}>
          <legend className="text-sm font-medium">Kind of job</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {kinds.map((kind) => (
              <label
                key={kind}
                className="flex min-h-11 items-center gap-2 rounded-md border border-border px-3 has-checked:border-accent"
              >
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  defaultChecked={kinds.length === 1}
                  className="size-4 accent-accent"
                />
                {JOB_KIND_LABELS[kind]}
              </label>
            ))}
          </div>
          {errors.kind ? (
            <p id="kind-error" className="mt-1.5 text-sm text-danger">
              {errors.kind}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Date" name="dateFrom" type="date" error={errors.dateFrom} />
          <TextField
            label="Until (optional)"
            name="dateTo"
            type="date"
            hint="For a job of several days"
            error={errors.dateTo}
          />
          <TextField label="Location" name="location" autoComplete="address-level2" error={errors.location} />
          <TextField
            label="Budget in euros (optional)"
            name="budget"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.budget}
          />
        </div>
        <MessageField name="message" label="Message" error={errors.message} rows={6} />
        <div>
          <div className="flex items-start gap-3">
            <input
              id="inquiry-consent"
              name="consent"
              type="checkbox"
              className="mt-1 size-5 accent-accent"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? "inquiry-consent-error" : undefined}
            />
            <label htmlFor="inquiry-consent" className="text-sm">
              I agree that Vitrine stores my details and passes my message to {talent.name}, as described in
              the{" "}
              <Link to="/privacy-policy" className="text-accent underline underline-offset-4">
                Privacy Policy
              </Link>
              .
            </label>
          </div>
          {errors.consent ? (
            <p id="inquiry-consent-error" className="mt-1.5 text-sm text-danger">
              {errors.consent}
            </p>
          ) : null}
        </div>
        <BotCheck onChange={setBotCheck} resetKey={botCheckKey} />
        {formError ? (
          <p role="alert" className="text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? "Sending..." : "Send inquiry"}
        </Button>
      </form>
    </>
  );
}
