import { cn } from "#client/lib/cn.ts";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { InquiryMessage } from "#shared/inquiries/inquiry.schema";

/** A conversation, oldest first; the reader's own messages sit on the right. */
export function ThreadMessages({
  messages,
  me,
  names,
}: {
  messages: InquiryMessage[];
  me: InquiryMessage["author"];
  names: Record<InquiryMessage["author"], string>;
}) {
  const t = useT();
  const { dateTime } = useFormat();
  return (
    <ol aria-label={t("inquiries.thread.messages")} className="space-y-4">
      {messages.map((message) => {
        const mine = message.author === me;
        const author = mine ? t("inquiries.thread.you") : names[message.author];
        const sent = dateTime(message.createdAt);
        return (
          <li key={message.id} className={cn("flex", mine ? "justify-end" : "justify-start")}>
            <article
              aria-label={t("inquiries.thread.message", { author, sent })}
              className={cn(
                "max-w-[92%] rounded-2xl border px-4 py-3 sm:max-w-[80%]",
                mine ? "border-accent/40 bg-accent/10" : "border-border bg-surface",
              )}
            >
              <p className="text-xs text-muted-foreground">
                <span className="font-semibold text-foreground">{author}</span>
                {" · "}
                <time dateTime={message.createdAt}>{sent}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{message.body}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
