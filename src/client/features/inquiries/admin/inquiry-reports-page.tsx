import { useQuery } from "@tanstack/react-query";
import { Ban, Check, Flag } from "lucide-react";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { RowsSkeleton } from "#client/components/admin/rows-skeleton.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { formatDateTime } from "#client/lib/format.ts";
import { toast } from "#client/lib/toast.ts";
import { JOB_KIND_LABELS, type ReportedInquiry } from "#shared/inquiries/inquiry.schema";
import { inquiryReportsQueryOptions, useBlockSender, useDismissReport } from "./inquiry-reports-api.ts";

/** `/admin-panel/inquiry-reports`: inquiries that talents reported, each with its whole thread. */
export function InquiryReportsPage() {
  const reports = useQuery(inquiryReportsQueryOptions());
  return (
    <>
      <AdminPageHeader
        title="Reports"
        lead="Inquiries that talents reported. Other conversations stay private to their talent."
      />
      {reports.isPending ? (
        <RowsSkeleton label="Loading reports" rows={3} />
      ) : reports.isError ? (
        <LoadFailure
          title="Error fetching reports"
          error={reports.error}
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      ) : reports.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-8 text-center">
          <Flag className="mx-auto size-8 text-muted-foreground" aria-hidden />
          <h2 className="mt-3 font-display text-xl font-semibold">No open reports</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            When a talent reports an inquiry, it appears here.
          </p>
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

function ReportCard({ report }: { report: ReportedInquiry }) {
  const block = useBlockSender();
  const dismiss = useDismissReport();
  const headingId = `report-${report.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-5">
      <h2 id={headingId} className="font-display text-xl font-semibold break-words">
        {report.senderName} to {report.talentName}
      </h2>
      <p className="mt-1 text-sm break-words text-muted-foreground">
        {report.senderEmail}
        {report.senderCompany ? ` · ${report.senderCompany}` : ""} · {JOB_KIND_LABELS[report.kind]} ·{" "}
        {report.location}
      </p>
      <p className="mt-3 rounded-lg bg-surface-muted p-3 text-sm break-words">
        <span className="font-semibold">Reported {formatDateTime(report.reportedAt)}:</span>{" "}
        {report.reportReason}
      </p>
      <ol aria-label="Messages" className="mt-4 space-y-3">
        {report.messages.map((message) => (
          <li key={message.id} className="border-l-2 border-border pl-3">
            <p className="text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">
                {message.author === "sender" ? report.senderName : report.talentName}
              </span>{" "}
              · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </p>
            <p className="mt-1 text-sm whitespace-pre-line break-words">{message.body}</p>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant={report.senderBlocked ? "outline" : "danger"}
          size="sm"
          disabled={block.isPending}
          onClick={() =>
            block.mutate(
              { id: report.id, blocked: !report.senderBlocked },
              {
                onSuccess: (updated) =>
                  toast.success(
                    updated.senderBlocked ? "Sender blocked" : "Sender unblocked",
                    updated.senderBlocked
                      ? `${report.senderEmail} can no longer send inquiries on Vitrine.`
                      : `${report.senderEmail} may send inquiries again.`,
                  ),
                onError: (error) => toast.error("Could not save", errorMessage(error)),
              },
            )
          }
        >
          <Ban aria-hidden /> {report.senderBlocked ? "Unblock sender" : "Block sender everywhere"}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(report.id, {
              onSuccess: () => toast.success("Report closed"),
              onError: (error) => toast.error("Could not save", errorMessage(error)),
            })
          }
        >
          <Check aria-hidden /> Close report
        </Button>
      </div>
    </article>
  );
}
