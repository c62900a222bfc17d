import { useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { cn } from "#client/lib/cn.ts";
import { formatDateTime } from "#client/lib/format.ts";
import { toast } from "#client/lib/toast.ts";
import { INQUIRY_FOLDERS, type InquiryFolder, JOB_KIND_LABELS } from "#shared/inquiries/inquiry.schema";
import { myInquiriesQueryOptions, useInquirySettings } from "../api/inquiries-api.ts";
import { jobDates } from "../components/job-summary.tsx";

const FOLDER_LABELS: Record<InquiryFolder, string> = { inbox: "Inbox", archived: "Archived", spam: "Spam" };
const EMPTY: Record<InquiryFolder, { title: string; text: string }> = {
  inbox: {
    title: "No inquiries yet",
    text: "When agencies and brands send you an inquiry from your public profile, it appears here and you get an e-mail.",
  },
  archived: { title: "Nothing archived", text: "Threads you archive are kept here." },
  spam: {
    title: "No spam",
    text: "Inquiries you mark as spam land here, and their senders cannot write to you again.",
  },
};

/** `/dashboard/inquiries`: the talent's inquiries, folder by folder, with the switch that turns them off. */
export function InquiryInboxPage() {
  const [params, setParams] = useSearchParams();
  const folderParam = params.get("folder");
  const folder: InquiryFolder = INQUIRY_FOLDERS.includes(folderParam as InquiryFolder)
    ? (folderParam as InquiryFolder)
    : "inbox";
  const list = useQuery(myInquiriesQueryOptions(folder));
  const settings = useInquirySettings();
  const [chosen, setChosen] = useState<boolean>();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-semibold">Inquiries</h1>
      <p className="mt-1 text-muted-foreground">
        Bookings and questions from visitors. Your e-mail address stays private: you answer here.
      </p>

      {list.data?.hasProfile ? (
        <label className="mt-6 flex items-start gap-3 rounded-xl border border-border bg-surface p-4">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-accent"
            // The choice shows at once and stays until the refreshed list carries it; it goes back if the save fails.
            checked={chosen ?? list.data.enabled}
            onChange={(event) => {
              setChosen(event.target.checked);
              settings.mutate(event.target.checked, {
                onSettled: () => setChosen(undefined),
                onSuccess: ({ enabled }) =>
                  toast.success(
                    enabled ? "Inquiries switched on" : "Inquiries switched off",
                    enabled
                      ? "Your profile shows the Send an inquiry button again."
                      : "Your profile no longer shows the Send an inquiry button.",
                  ),
                onError: (error) => toast.error("Could not save", errorMessage(error)),
              });
            }}
          />
          <span>
            <span className="block font-medium">Accept inquiries</span>
            <span className="block text-sm text-muted-foreground">
              Visitors can send you inquiries from your public profile.
            </span>
          </span>
        </label>
      ) : null}

      <nav aria-label="Folders" className="mt-6 flex gap-2 overflow-x-auto">
        {INQUIRY_FOLDERS.map((name) => (
          <Link
            key={name}
            to={name === "inbox" ? "/dashboard/inquiries" : `/dashboard/inquiries?folder=${name}`}
            aria-current={name === folder ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-medium",
              name === folder ? "border-accent bg-accent text-accent-foreground" : "hover:bg-surface-muted",
            )}
          >
            {FOLDER_LABELS[name]}
            {name === "inbox" && list.data?.unread ? ` (${list.data.unread} unread)` : null}
          </Link>
        ))}
      </nav>

      <div className="mt-6">
        {list.isPending ? (
          <ul aria-busy="true" aria-label="Loading inquiries" className="space-y-3">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-24 w-full rounded-xl" />
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <div role="alert" className="rounded-xl border border-border bg-surface p-6 text-center">
            <p className="font-medium">Could not load your inquiries</p>
            <p className="mt-1 text-sm text-muted-foreground">{errorMessage(list.error)}</p>
            <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : !list.data.hasProfile ? (
          <Empty
            title="Create your profile first"
            text="Once your profile is live, visitors can send you inquiries from it."
            action={{ label: "Go to My Profile", to: "/dashboard/profile" }}
          />
        ) : list.data.items.length === 0 ? (
          <Empty {...EMPTY[folder]} onBack={folder === "inbox" ? undefined : () => setParams({})} />
        ) : (
          <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
            {list.data.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/dashboard/inquiries/${item.id}`}
                  className="block p-4 hover:bg-surface-muted focus-visible:bg-surface-muted"
                >
                  <div className="flex items-start justify-between gap-3">
                    <p className={cn("min-w-0 break-words", item.unread ? "font-semibold" : "font-medium")}>
                      {item.unread ? (
                        <span
                          className="mr-2 inline-block size-2.5 rounded-full bg-accent align-middle"
                          aria-hidden
                        />
                      ) : null}
                      {item.unread ? <span className="sr-only">Unread: </span> : null}
                      {item.senderName}
                      {item.senderCompany ? (
                        <span className="font-normal text-muted-foreground"> · {item.senderCompany}</span>
                      ) : null}
                    </p>
                    <time dateTime={item.lastActivityAt} className="shrink-0 text-xs text-muted-foreground">
                      {formatDateTime(item.lastActivityAt)}
                    </time>
                  </div>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {JOB_KIND_LABELS[item.kind]} · {jobDates(item)} · {item.location}
                    {item.reported ? " · Reported" : ""}
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm break-words">{item.snippet}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function Empty({
  title,
  text,
  action,
  onBack,
}: {
  title: string;
  text: string;
  action?: { label: string; to: string };
  onBack?: () => void;
}) {
  return (
    <div className="rounded-xl border border-dashed border-border p-8 text-center">
      <Inbox className="mx-auto size-8 text-muted-foreground" aria-hidden />
      <h2 className="mt-3 font-display text-xl font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      {action ? (
        <Button asChild variant="outline" className="mt-4">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      ) : null}
      {onBack ? (
        <Button variant="link" className="mt-4" onClick={onBack}>
          Back to the inbox
        </Button>
      ) : null}
    </div>
  );
}
