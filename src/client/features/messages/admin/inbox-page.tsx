import { useQuery } from "@tanstack/react-query";
import { Eye, Inbox } from "lucide-react";
import { useState } from "react";
import { AdminPageHeader } from "#client/components/admin/admin-page-header.tsx";
import { Pager } from "#client/components/admin/pager.tsx";
import { RecordCard, RecordCards, RecordField } from "#client/components/admin/record-cards.tsx";
import { RowsSkeleton } from "#client/components/admin/rows-skeleton.tsx";
import { ScrollTable, td, th } from "#client/components/admin/scroll-table.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { toast } from "#client/lib/toast.ts";
import type { ContactMessage } from "#shared/admin/inbox.schema";
import { CancellationMark } from "./cancellation-mark.tsx";
import { inboxQueryOptions, useMarkMessageRead } from "./inbox-api.ts";
import { MessageDialog } from "./message-dialog.tsx";
import { ReadStatusBadge } from "./read-status-badge.tsx";

function ViewButton({ message, onView }: { message: ContactMessage; onView: (m: ContactMessage) => void }) {
  const t = useT();
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onView(message)}
      aria-label={t("messages.inbox.viewFrom", { name: message.name })}
    >
      <Eye aria-hidden /> {t("messages.inbox.view")}
    </Button>
  );
}

/** The contact inbox, newest first and paged; opening an unread message marks it read. */
export function InboxPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const query = useQuery(inboxQueryOptions(page));
  const markRead = useMarkMessageRead();
  const t = useT();
  const { dateTime } = useFormat();

  function view(message: ContactMessage) {
    setOpen(message);
    if (message.isRead) return;
    markRead.mutate(message.id, {
      onError: () => toast.error(t("messages.inbox.error"), t("messages.inbox.markReadFailed")),
    });
  }

  const data = query.data;
  return (
    <>
      <AdminPageHeader title={t("messages.inbox.title")} lead={t("messages.inbox.lead")} />
      {query.isPending ? (
        <RowsSkeleton label={t("messages.inbox.loading")} rows={5} />
      ) : query.isError ? (
        <LoadFailure
          title={t("messages.inbox.loadFailed")}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : data && data.messages.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-border p-8">
          <Inbox className="size-6 text-muted-foreground" aria-hidden />
          <p className="font-medium">{t("messages.inbox.empty.title")}</p>
          <p className="text-sm text-muted-foreground">{t("messages.inbox.empty.text")}</p>
        </div>
      ) : data ? (
        <>
          <ScrollTable label={t("messages.inbox.messages")} className="hidden lg:block">
            <thead className="border-b border-border">
              <tr>
                <th scope="col" className={th}>
                  {t("messages.inbox.column.status")}
                </th>
                <th scope="col" className={th}>
                  {t("messages.inbox.column.from")}
                </th>
                <th scope="col" className={th}>
                  {t("messages.message.email")}
                </th>
                <th scope="col" className={th}>
                  {t("messages.message.received")}
                </th>
                <th scope="col" className={th}>
                  {t("messages.inbox.column.actions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.messages.map((message) => (
                <tr key={message.id} className="border-b border-border last:border-0">
                  <td className={td}>
                    <ReadStatusBadge isRead={message.isRead} />
                  </td>
                  <td className={cn(td, !message.isRead && "font-semibold")}>
                    {message.name}
                    <CancellationMark kind={message.kind} />
                  </td>
                  <td className={cn(td, "break-all")}>{message.email}</td>
                  <td className={cn(td, "whitespace-nowrap")}>
                    <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
                  </td>
                  <td className={td}>
                    <ViewButton message={message} onView={view} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <RecordCards label={t("messages.inbox.messages")} className="lg:hidden">
            {data.messages.map((message) => (
              <RecordCard
                key={message.id}
                title={
                  <span className={cn(!message.isRead && "font-semibold")}>
                    {message.name}
                    <CancellationMark kind={message.kind} />
                  </span>
                }
                aside={<ReadStatusBadge isRead={message.isRead} />}
                actions={<ViewButton message={message} onView={view} />}
              >
                <RecordField label={t("messages.message.email")} wide>
                  {message.email}
                </RecordField>
                <RecordField label={t("messages.message.received")} wide>
                  <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
                </RecordField>
              </RecordCard>
            ))}
          </RecordCards>
          <Pager
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            noun={t("messages.inbox.pagerNoun")}
            onPage={setPage}
          />
        </>
      ) : null}
      <MessageDialog message={open} onClose={() => setOpen(null)} />
    </>
  );
}
