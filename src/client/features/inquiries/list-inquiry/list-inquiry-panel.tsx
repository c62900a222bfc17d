import { useQuery } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/cn.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";
import type { SentThreadState } from "#shared/inquiries/list-inquiry.schema";
import { listThreadsQueryOptions } from "./list-inquiry-api.ts";
import { ListInquiryForm } from "./list-inquiry-form.tsx";

export const SENT_STATE_NAMES: Record<SentThreadState, MessageId> = {
  sent: "listInquiries.state.sent",
  answered: "listInquiries.state.answered",
  closed: "listInquiries.state.closed",
};

/**
 * The inquiry to a whole shortlist and the threads it started: the button that opens the form, and
 * each thread with its talent, state, last activity and unread replies. For the shortlist's page.
 */
export function ListInquiryPanel({ shortlistId }: { shortlistId: string }) {
  const t = useT();
  const { dateTime } = useFormat();
  const [asking, setAsking] = useState(false);
  const threads = useQuery(listThreadsQueryOptions(shortlistId));
  return (
    <section
      aria-labelledby="list-inquiries-heading"
      className="rounded-xl border border-border bg-surface p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="list-inquiries-heading" className="font-display text-xl font-semibold">
          {t("listInquiries.panel.heading")}
        </h2>
        <Button onClick={() => setAsking(true)}>
          <Send aria-hidden /> {t("listInquiries.panel.ask")}
        </Button>
      </div>
      <div className="mt-4">
        {threads.isPending ? (
          <Skeleton className="h-16 w-full" aria-label={t("listInquiries.panel.loading")} />
        ) : threads.isError ? (
          <LoadFailure
            title={t("listInquiries.panel.loadFailed")}
            error={threads.error}
            onRetry={() => void threads.refetch()}
            retrying={threads.isFetching}
          />
        ) : threads.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("listInquiries.panel.empty")}</p>
        ) : (
          <ul className="divide-y divide-border">
            {threads.data.map((thread) => (
              <li key={thread.id}>
                <Link
                  to={`/dashboard/sent-inquiries/${thread.id}`}
                  className="flex flex-wrap items-center justify-between gap-2 py-3 hover:bg-surface-muted focus-visible:bg-surface-muted"
                >
                  <span
                    className={cn(
                      "min-w-0 break-words",
                      thread.unreadReplies ? "font-semibold" : "font-medium",
                    )}
                  >
                    {thread.talentName}
                    {thread.unreadReplies ? (
                      <span className="ml-2 text-sm text-accent">
                        {t("listInquiries.panel.unread", { count: thread.unreadReplies })}
                      </span>
                    ) : null}
                  </span>
                  <span className="flex items-center gap-3 text-sm text-muted-foreground">
                    <span className="rounded-full border border-border px-2 py-0.5">
                      {t(SENT_STATE_NAMES[thread.state])}
                    </span>
                    <time dateTime={thread.lastActivityAt}>{dateTime(thread.lastActivityAt)}</time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Dialog open={asking} onOpenChange={setAsking}>
        {asking ? (
          <DialogContent title={t("listInquiries.form.title")} className="max-w-2xl">
            <ListInquiryForm shortlistId={shortlistId} onClose={() => setAsking(false)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
