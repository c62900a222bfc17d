import { Mail, MailOpen } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";

/** Read or Unread, in words and with an icon (never colour alone). */
export function ReadStatusBadge({ isRead }: { isRead: boolean }) {
  const t = useT();
  const Icon = isRead ? MailOpen : Mail;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold",
        isRead ? "bg-surface-muted text-muted-foreground" : "bg-accent text-accent-foreground",
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {t(isRead ? "messages.inbox.read" : "messages.inbox.unread")}
    </span>
  );
}
