import { formatCalendarDate, formatEuros } from "#client/lib/format.ts";
import { JOB_KIND_LABELS, type JobKind } from "#shared/inquiries/inquiry.schema";

export function jobDates(job: { dateFrom: string; dateTo: string | null }): string {
  return job.dateTo && job.dateTo !== job.dateFrom
    ? `${formatCalendarDate(job.dateFrom)} – ${formatCalendarDate(job.dateTo)}`
    : formatCalendarDate(job.dateFrom);
}

/** What the job is: kind, dates, place and budget. */
export function JobSummary({
  job,
}: {
  job: { kind: JobKind; dateFrom: string; dateTo: string | null; location: string; budget: number | null };
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-muted-foreground">Kind</dt>
        <dd className="font-medium">{JOB_KIND_LABELS[job.kind]}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Dates</dt>
        <dd className="font-medium">{jobDates(job)}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Location</dt>
        <dd className="font-medium break-words">{job.location}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Budget</dt>
        <dd className="font-medium">{job.budget === null ? "Not given" : formatEuros(job.budget)}</dd>
      </div>
    </dl>
  );
}
