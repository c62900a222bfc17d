import { useQuery } from "@tanstack/react-query";
import { Ban, Check, Flag } from "lucide-react";
import { RowsSkeleton } from "#client/components/admin/rows-skeleton.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { T } from "#client/lib/i18n/t.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import type { ReportedInquiry } from "#shared/inquiries/inquiry.schema";
import { JOB_KIND_NAMES } from "../components/job-summary.tsx";
import { inquiryReportsQueryOptions, useBlockSender, useDismissReport } from "./inquiry-reports-api.ts";

/**
 * Inquiries that talents reported, each with its whole thread: a part of the admin panel's Reports
 * page, under the page's heading for them (the cards' headings are one level below).
 */
export function InquiryReportsList() {
  const t = useT();
  const reports = useQuery(inquiryReportsQueryOptions());
  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">{t("inquiries.reports.lead")}</p>
      {reports.isPending ? (
        <RowsSkeleton label={t("inquiries.reports.loading")} rows={3} />
      ) : reports.isError ? (
        <LoadFailure
          title={t("inquiries.reports.loadFailed")}
          error={reports.error}
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      ) : reports.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-8 text-center">
          <Flag className="mx-auto size-8 text-muted-foreground" aria-hidden />
          <h3 className="mt-3 font-display text-xl font-semibold">{t("inquiries.reports.empty.title")}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("inquiries.reports.empty.text")}</p>
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
  const t = useT();
  const { dateTime } = useFormat();
  const block = useBlockSender();
  const dismiss = useDismissReport();
  const headingId = `report-${report.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-border bg-surface p-5">
      <h3 id={headingId} className="font-display text-xl font-semibold break-words">
        {t("inquiries.reports.heading", { sender: report.senderName, talent: report.talentName })}
      </h3>
      <p className="mt-1 text-sm break-words text-muted-foreground">
        {report.senderEmail}
        {report.senderCompany ? ` · ${report.senderCompany}` : ""} · {t(JOB_KIND_NAMES[report.kind])} ·{" "}
        {report.location}
      </p>
      <p className="mt-3 rounded-lg bg-surface-muted p-3 text-sm break-words">
        <T
          id="inquiries.reports.reason"
          values={{ reportedAt: dateTime(report.reportedAt) }}
          components={{ 0: <span className="font-semibold" />, 1: <>{report.reportReason}</> }}
        />
      </p>
      <ol aria-label={t("inquiries.thread.messages")} className="mt-4 space-y-3">
        {report.messages.map((message) => (
          <li key={message.id} className="border-l-2 border-border pl-3">
            <p className="text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">
                {message.author === "sender" ? report.senderName : report.talentName}
              </span>{" "}
              · <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
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
                    t(
                      updated.senderBlocked
                        ? "inquiries.reports.blocked.title"
                        : "inquiries.reports.unblocked.title",
                    ),
                    t(
                      updated.senderBlocked
                        ? "inquiries.reports.blocked.text"
                        : "inquiries.reports.unblocked.text",
                      {
                        email: report.senderEmail,
                      },
                    ),
                  ),
                onError: (error) => toast.error(t("inquiries.saveFailed"), errorMessage(error)),
              },
            )
          }
        >
          <Ban aria-hidden />{" "}
          {t(report.senderBlocked ? "inquiries.reports.unblock" : "inquiries.reports.block")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(report.id, {
              onSuccess: () => toast.success(t("inquiries.reports.closed")),
              onError: (error) => toast.error(t("inquiries.saveFailed"), errorMessage(error)),
            })
          }
        >
          <Check aria-hidden /> {t("inquiries.reports.close")}
        </Button>
      </div>
    </article>
  );
}
