import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { ApiError, errorMessage, isNotFound } from "#client/lib/api.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { senderThreadQueryOptions, useSenderReply } from "../api/inquiries-api.ts";
import { JobSummary } from "../components/job-summary.tsx";
import { ReplyForm } from "../components/reply-form.tsx";
import { ThreadMessages } from "../components/thread-messages.tsx";

/** How often an open conversation asks for the talent's new messages. */
const SENDER_THREAD_REFRESH_MS = 30_000;

/**
 * `/inquiry#<token>`: the sender's conversation, opened by the private link in their mails. The token
 * stays in the fragment (never sent to a server, never in a Referer) and goes to the API in a header.
 */
export function SenderThreadPage() {
  const token = useLocation().hash.replace(/^#/, "");
  const thread = useQuery({
    ...senderThreadQueryOptions(token),
    enabled: token !== "",
    // A sender has no account and so no live stream: an open conversation asks again every half
    // minute while its tab is visible, and at once when the visitor comes back to the tab.
    refetchInterval: SENDER_THREAD_REFRESH_MS,
    refetchOnWindowFocus: "always",
  });
  const reply = useSenderReply(token);
  const t = useT();
  const { dateTime } = useFormat();
  usePageTitle(thread.data ? t("inquiries.sender.title", { name: thread.data.talentName }) : undefined);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      {/* A private page: kept out of search engines, and links from it send no referrer (React hoists these). */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {token === "" ? (
        <Problem
          title={t("inquiries.sender.incomplete.title")}
          text={t("inquiries.sender.incomplete.text")}
        />
      ) : thread.isPending ? (
        <div role="status" aria-busy="true" aria-label={t("inquiries.sender.loading")} className="space-y-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-24 w-4/5" />
          <Skeleton className="h-24 w-3/5 justify-self-end" />
        </div>
      ) : thread.data === undefined ? (
        <Problem
          title={t(
            thread.error instanceof ApiError && thread.error.code === "LINK_EXPIRED"
              ? "inquiries.sender.expired"
              : isNotFound(thread.error)
                ? "inquiries.sender.notFound"
                : "inquiries.failed",
          )}
          text={errorMessage(thread.error)}
          retry={
            thread.error instanceof ApiError && thread.error.fromServer
              ? undefined
              : () => void thread.refetch()
          }
        />
      ) : (
        <>
          <h1 className="font-display text-3xl font-semibold break-words">
            {t("inquiries.sender.title", { name: thread.data.talentName })}
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">
            {t("inquiries.sender.private", {
              expiresAt: dateTime(thread.data.expiresAt),
              name: thread.data.talentName,
            })}
          </p>
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
              <Link to={thread.data.talentPath} rel="noreferrer">
                {t("inquiries.sender.profile", { name: thread.data.talentName })}
              </Link>
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

function Problem({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-border bg-surface p-8 text-center" role="alert">
      <h1 className="font-display text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      {retry ? (
        <Button variant="outline" className="mt-6" onClick={retry}>
          {t("inquiries.tryAgain")}
        </Button>
      ) : null}
    </div>
  );
}
