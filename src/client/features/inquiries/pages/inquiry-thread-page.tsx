import { useQuery } from "@tanstack/react-query";
import { Archive, ArrowLeft, Flag, Inbox, ShieldAlert } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "#client/components/ui/dialog.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorMessage, isNotFound } from "#client/lib/api.ts";
import { useI18n } from "#client/lib/i18n/i18n-context.tsx";
import { issueText } from "#client/lib/i18n/issue-text.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { fieldErrors } from "#shared/field-errors";
import { InquiryReportSchema, type InquiryThread } from "#shared/inquiries/inquiry.schema";
import { myInquiryQueryOptions, useThreadAction } from "../api/inquiries-api.ts";
import { JobSummary } from "../components/job-summary.tsx";
import { MessageField } from "../components/message-field.tsx";
import { ReplyForm } from "../components/reply-form.tsx";
import { ThreadMessages } from "../components/thread-messages.tsx";

/** `/dashboard/inquiries/{id}`: one conversation, its answer box and what the talent can do with it. */
export function InquiryThreadPage() {
  const { inquiryId = "" } = useParams();
  const thread = useQuery(myInquiryQueryOptions(inquiryId));
  const action = useThreadAction(inquiryId);
  const t = useT();
  usePageTitle(thread.data ? t("inquiries.talentThread.title", { name: thread.data.senderName }) : undefined);

  // Opening a thread reads it; new messages arriving while it is open are read too.
  const unread = thread.data?.unread === true;
  const { mutate } = action;
  useEffect(() => {
    if (unread) mutate({ path: "read", body: { read: true } });
  }, [unread, mutate]);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <Link
        to="/dashboard/inquiries"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> {t("inquiries.talentThread.allInquiries")}
      </Link>
      {thread.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t("inquiries.talentThread.loading")}
          className="mt-4 space-y-4"
        >
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-28 w-4/5" />
        </div>
      ) : thread.isError ? (
        <div role="alert" className="mt-4 rounded-xl border border-border bg-surface p-6 text-center">
          <h1 className="font-display text-2xl font-semibold">
            {t(isNotFound(thread.error) ? "inquiries.talentThread.notFound" : "inquiries.failed")}
          </h1>
          <p className="mt-1 text-muted-foreground">{errorMessage(thread.error)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void thread.refetch()}>
            {t("inquiries.tryAgain")}
          </Button>
        </div>
      ) : (
        <Thread thread={thread.data} action={action} />
      )}
    </div>
  );
}

function Thread({ thread, action }: { thread: InquiryThread; action: ReturnType<typeof useThreadAction> }) {
  const t = useT();
  const act = (input: Parameters<typeof action.mutate>[0], done: string) =>
    action.mutate(input, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(t("inquiries.saveFailed"), errorMessage(error)),
    });
  return (
    <>
      <h1 className="mt-4 font-display text-3xl font-semibold break-words">
        {t("inquiries.talentThread.title", { name: thread.senderName })}
      </h1>
      <p className="mt-1 text-sm break-words text-muted-foreground">
        {thread.senderCompany ? `${thread.senderCompany} · ` : ""}
        {thread.senderEmail}
        {thread.status === "archived"
          ? ` · ${t("inquiries.talentThread.archived")}`
          : thread.status === "spam"
            ? ` · ${t("inquiries.talentThread.spam")}`
            : ""}
        {thread.reported ? ` · ${t("inquiries.talentThread.reported")}` : ""}
      </p>

      <div className="mt-4 flex flex-wrap gap-2">
        {thread.status === "spam" ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              act({ path: "spam", body: { spam: false } }, t("inquiries.talentThread.movedToInbox"))
            }
          >
            <Inbox aria-hidden /> {t("inquiries.talentThread.notSpam")}
          </Button>
        ) : (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                act(
                  { path: "archive", body: { archived: thread.status !== "archived" } },
                  t(
                    thread.status === "archived"
                      ? "inquiries.talentThread.movedToInbox"
                      : "inquiries.talentThread.archived",
                  ),
                )
              }
            >
              {thread.status === "archived" ? <Inbox aria-hidden /> : <Archive aria-hidden />}
              {t(
                thread.status === "archived"
                  ? "inquiries.talentThread.moveToInbox"
                  : "inquiries.talentThread.archive",
              )}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() =>
                act(
                  { path: "spam", body: { spam: true } },
                  t("inquiries.talentThread.markedSpam", { name: thread.senderName }),
                )
              }
            >
              <ShieldAlert aria-hidden /> {t("inquiries.talentThread.markSpam")}
            </Button>
          </>
        )}
        {thread.reported ? null : <ReportDialog action={action} />}
      </div>

      <section
        aria-label={t("inquiries.thread.job")}
        className="mt-6 rounded-2xl border border-border bg-surface p-5"
      >
        <JobSummary job={thread} />
      </section>

      <section aria-labelledby="conversation-heading" className="mt-8">
        <h2 id="conversation-heading" className="font-display text-2xl font-semibold">
          {t("inquiries.thread.conversation")}
        </h2>
        <div className="mt-4" aria-live="polite">
          <ThreadMessages
            messages={thread.messages}
            me="talent"
            names={{ sender: thread.senderName, talent: t("inquiries.thread.you") }}
          />
        </div>
      </section>

      <section className="mt-8">
        {thread.status === "spam" ? (
          <p className="rounded-xl bg-surface-muted p-4 text-sm">{t("inquiries.talentThread.spamNote")}</p>
        ) : (
          <ReplyForm
            label={t("inquiries.talentThread.reply")}
            busy={action.isPending}
            onSend={(message) =>
              action
                .mutateAsync({ path: "replies", body: { message } })
                .then(() =>
                  toast.success(
                    t("inquiries.talentThread.replySent.title"),
                    t("inquiries.talentThread.replySent.text", { name: thread.senderName }),
                  ),
                )
            }
          />
        )}
      </section>
    </>
  );
}

function ReportDialog({ action }: { action: ReturnType<typeof useThreadAction> }) {
  const t = useT();
  const { i18n } = useI18n();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = InquiryReportSchema.safeParse({ reason });
    if (!parsed.success) {
      const reasonError = fieldErrors(parsed.error).reason;
      setError(reasonError && issueText(i18n, reasonError));
      return;
    }
    action.mutate(
      { path: "report", body: parsed.data },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t("inquiries.report.done.title"), t("inquiries.report.done.text"));
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Flag aria-hidden /> {t("inquiries.report.open")}
        </Button>
      </DialogTrigger>
      <DialogContent title={t("inquiries.report.title")} description={t("inquiries.report.description")}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <MessageField
            label={t("inquiries.report.reason")}
            name="reason"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={error}
          />
          <Button type="submit" disabled={action.isPending}>
            {t("inquiries.report.submit")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
