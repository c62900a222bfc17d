import { useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorMessage } from "#client/lib/api.ts";
import { cn } from "#client/lib/cn.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import type { MessageId } from "#shared/i18n/translator";
import { INQUIRY_FOLDERS, type InquiryFolder } from "#shared/inquiries/inquiry.schema";
import { myInquiriesQueryOptions, useInquirySettings } from "../api/inquiries-api.ts";
import { JOB_KIND_NAMES, useJobDates } from "../components/job-summary.tsx";

const FOLDER_NAMES: Record<InquiryFolder, MessageId> = {
  inbox: "inquiries.inbox.folder.inbox",
  archived: "inquiries.inbox.folder.archived",
  spam: "inquiries.inbox.folder.spam",
};
const EMPTY: Record<InquiryFolder, { title: MessageId; text: MessageId }> = {
  inbox: { title: "inquiries.inbox.empty.inbox.title", text: "inquiries.inbox.empty.inbox.text" },
  archived: { title: "inquiries.inbox.empty.archived.title", text: "inquiries.inbox.empty.archived.text" },
  spam: { title: "inquiries.inbox.empty.spam.title", text: "inquiries.inbox.empty.spam.text" },
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
  const t = useT();
  const { dateTime } = useFormat();
  const jobDates = useJobDates();

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-semibold">{t("inquiries.inbox.title")}</h1>
      <p className="mt-1 text-muted-foreground">{t("inquiries.inbox.lead")}</p>

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
                    t(enabled ? "inquiries.inbox.switchedOn.title" : "inquiries.inbox.switchedOff.title"),
                    t(enabled ? "inquiries.inbox.switchedOn.text" : "inquiries.inbox.switchedOff.text"),
                  ),
                onError: (error) => toast.error(t("inquiries.saveFailed"), errorMessage(error)),
              });
            }}
          />
          <span>
            <span className="block font-medium">{t("inquiries.inbox.accept")}</span>
            <span className="block text-sm text-muted-foreground">{t("inquiries.inbox.acceptHint")}</span>
          </span>
        </label>
      ) : null}

      <nav aria-label={t("inquiries.inbox.folders")} className="mt-6 flex gap-2 overflow-x-auto">
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
            {t(FOLDER_NAMES[name])}
            {name === "inbox" && list.data?.unread
              ? ` ${t("inquiries.inbox.unreadCount", { count: list.data.unread })}`
              : null}
          </Link>
        ))}
      </nav>

      <div className="mt-6">
        {list.isPending ? (
          <ul aria-busy="true" aria-label={t("inquiries.inbox.loading")} className="space-y-3">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-24 w-full rounded-xl" />
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <div role="alert" className="rounded-xl border border-border bg-surface p-6 text-center">
            <p className="font-medium">{t("inquiries.inbox.loadFailed")}</p>
            <p className="mt-1 text-sm text-muted-foreground">{errorMessage(list.error)}</p>
            <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
              {t("inquiries.tryAgain")}
            </Button>
          </div>
        ) : !list.data.hasProfile ? (
          <Empty
            title={t("inquiries.inbox.noProfile.title")}
            text={t("inquiries.inbox.noProfile.text")}
            action={{ label: t("inquiries.inbox.noProfile.action"), to: "/dashboard/profile" }}
          />
        ) : list.data.items.length === 0 ? (
          <Empty
            title={t(EMPTY[folder].title)}
            text={t(EMPTY[folder].text)}
            onBack={folder === "inbox" ? undefined : () => setParams({})}
          />
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
                      {item.unread ? <span className="sr-only">{t("inquiries.inbox.unread")} </span> : null}
                      {item.senderName}
                      {item.senderCompany ? (
                        <span className="font-normal text-muted-foreground"> · {item.senderCompany}</span>
                      ) : null}
                    </p>
                    <time dateTime={item.lastActivityAt} className="shrink-0 text-xs text-muted-foreground">
                      {dateTime(item.lastActivityAt)}
                    </time>
                  </div>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {t(JOB_KIND_NAMES[item.kind])} · {jobDates(item)} · {item.location}
                    {item.reported ? ` · ${t("inquiries.inbox.reported")}` : ""}
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
  const t = useT();
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
          {t("inquiries.inbox.backToInbox")}
        </Button>
      ) : null}
    </div>
  );
}
