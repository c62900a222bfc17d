import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";
import type { JobKind } from "#shared/inquiries/inquiry.schema";

/** A job's kind in words. */
export const JOB_KIND_NAMES: Readonly<Record<JobKind, MessageId>> = {
  PAY: "inquiries.jobKind.PAY",
  TFP: "inquiries.jobKind.TFP",
};

/** A job's day, or its first and last day, in the page's language. */
export function useJobDates(): (job: { dateFrom: string; dateTo: string | null }) => string {
  const { calendarDate } = useFormat();
  return (job) =>
    job.dateTo && job.dateTo !== job.dateFrom
      ? `${calendarDate(job.dateFrom)} – ${calendarDate(job.dateTo)}`
      : calendarDate(job.dateFrom);
}

/** What the job is: kind, dates, place and budget. */
export function JobSummary({
  job,
}: {
  job: { kind: JobKind; dateFrom: string; dateTo: string | null; location: string; budget: number | null };
}) {
  const t = useT();
  const { euros } = useFormat();
  const jobDates = useJobDates();
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-muted-foreground">{t("inquiries.job.kind")}</dt>
        <dd className="font-medium">{t(JOB_KIND_NAMES[job.kind])}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t("inquiries.job.dates")}</dt>
        <dd className="font-medium">{jobDates(job)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t("inquiries.job.location")}</dt>
        <dd className="font-medium break-words">{job.location}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t("inquiries.job.budget")}</dt>
        <dd className="font-medium">
          {job.budget === null ? t("inquiries.job.noBudget") : euros(job.budget)}
        </dd>
      </div>
    </dl>
  );
}
