import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { ApiError, errorMessage, isNotFound } from "#client/lib/api.ts";
import { formatDateTime } from "#client/lib/format.ts";
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
  usePageTitle(thread.data ? `Your inquiry to ${thread.data.talentName}` : undefined);

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      {/* A private page: kept out of search engines, and links from it send no referrer (React hoists these). */}
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {token === "" ? (
        <Problem title="This link is incomplete" text="Open the link from your e-mail again, in full." />
      ) : thread.isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the conversation" className="space-y-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-24 w-4/5" />
          <Skeleton className="h-24 w-3/5 justify-self-end" />
        </div>
      ) : thread.data === undefined ? (
        <Problem
          title={
            thread.error instanceof ApiError && thread.error.code === "LINK_EXPIRED"
              ? "This link has expired"
              : isNotFound(thread.error)
                ? "This link does not work"
                : "Something went wrong"
          }
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
            Your inquiry to {thread.data.talentName}
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">
            This page is private to you: do not share its address. The link works until{" "}
            {formatDateTime(thread.data.expiresAt)}; each answer from {thread.data.talentName} brings a new
            one.
          </p>
          <section aria-label="The job" className="mt-6 rounded-2xl border border-border bg-surface p-5">
            <JobSummary job={thread.data} />
          </section>
          <section aria-labelledby="conversation-heading" className="mt-8">
            <h2 id="conversation-heading" className="font-display text-2xl font-semibold">
              Conversation
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
                label="Your answer"
                busy={reply.isPending}
                onSend={(message) => reply.mutateAsync(message)}
              />
            ) : (
              <p className="rounded-xl bg-surface-muted p-4 text-sm">
                This conversation is closed: {thread.data.talentName} does not take further messages here.
              </p>
            )}
          </section>
          {thread.data.talentPath ? (
            <Button asChild variant="link" className="mt-8">
              <Link to={thread.data.talentPath} rel="noreferrer">
                See {thread.data.talentName}'s profile
              </Link>
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

function Problem({ title, text, retry }: { title: string; text: string; retry?: () => void }) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-8 text-center" role="alert">
      <h1 className="font-display text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
      {retry ? (
        <Button variant="outline" className="mt-6" onClick={retry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
