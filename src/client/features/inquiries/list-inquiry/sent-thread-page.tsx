import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { isNotFound } from "#client/lib/api.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { JobSummary } from "../components/job-summary.tsx";
import { ReplyForm } from "../components/reply-form.tsx";
import { ThreadMessages } from "../components/thread-messages.tsx";
import { sentThreadQueryOptions, useSentThreadReply } from "./list-inquiry-api.ts";
import { SENT_STATE_NAMES } from "./list-inquiry-panel.tsx";

/** `/dashboard/sent-inquiries/:inquiryId`: a thread the account sent from its workspace, read and answered. */
export function SentThreadPage() {
  const { inquiryId = "" } = useParams();
  const t = useT();
  const thread = useQuery(sentThreadQueryOptions(inquiryId));
  const reply = useSentThreadReply(inquiryId);
  usePageTitle(thread.data ? t("inquiries.sender.title", { name: thread.data.talentName }) : undefined);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      {thread.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t("listInquiries.thread.loading")}
          className="space-y-4"
        >
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-24 w-4/5" />
        </div>
      ) : thread.isError ? (
        isNotFound(thread.error) ? (
          <div className="rounded-2xl border border-border bg-surface p-8 text-center" role="alert">
            <h1 className="font-display text-2xl font-semibold">{t("listInquiries.thread.notFound")}</h1>
          </div>
        ) : (
          <LoadFailure
            title={t("listInquiries.thread.loadFailed")}
            error={thread.error}
            onRetry={() => void thread.refetch()}
            retrying={thread.isFetching}
          />
        )
      ) : (
        <>
          <h1 className="font-display text-3xl font-semibold break-words">
            {t("inquiries.sender.title", { name: thread.data.talentName })}
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">{t(SENT_STATE_NAMES[thread.data.state])}</p>
          <section
            aria-label={t("inquiries.thread.job")}
            className="mt-6 rounded-2xl border border-border bg-surface p-5"
          >
            <JobSummary job={thread.data} />
          </section>
          <section aria-labelledby="conversation-heading" className="mt-8">
            <h2 id="conversation-heading" className="font-display text-2xl font-semibold">
              {t("inquiries.thread.conversation")}
            </h2>
            <div className="mt-4">
              <ThreadMessages
                messages={thread.data.messages}
                me="sender"
                names={{ sender: thread.data.senderName, talent: thread.data.talentName }}
              />
            </div>
          </section>
          <section className="mt-8">
            {thread.data.open ? (
              <ReplyForm
                label={t("inquiries.sender.answer")}
                busy={reply.isPending}
                onSend={(message) => reply.mutateAsync(message)}
              />
            ) : (
              <p className="rounded-xl bg-surface-muted p-4 text-sm">
                {t("inquiries.sender.closed", { name: thread.data.talentName })}
              </p>
            )}
          </section>
          {thread.data.talentPath ? (
            <Button asChild variant="link" className="mt-8">
              <Link to={thread.data.talentPath}>
                {t("inquiries.sender.profile", { name: thread.data.talentName })}
              </Link>
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
