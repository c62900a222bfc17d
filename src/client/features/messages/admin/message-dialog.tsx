import type { ReactNode } from "react";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { ContactMessage } from "#shared/admin/inbox.schema";
import { CancellationMark } from "./cancellation-mark.tsx";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The whole message: who sent it, how to reach them, what they wrote and when. */
export function MessageDialog({ message, onClose }: { message: ContactMessage | null; onClose: () => void }) {
  const t = useT();
  const { dateTime } = useFormat();
  const notGiven = <span className="text-muted-foreground">{t("messages.message.notGiven")}</span>;
  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {message ? (
        <DialogContent title={t("messages.message.title", { name: message.name })}>
          {message.kind === "cancellation" ? (
            <p>
              <CancellationMark kind={message.kind} />
            </p>
          ) : null}
          <dl className="space-y-2">
            <Field label={t("messages.message.name")}>{message.name}</Field>
            <Field label={t("messages.message.email")}>
              <a className="text-accent underline-offset-4 hover:underline" href={`mailto:${message.email}`}>
                {message.email}
              </a>
            </Field>
            <Field label={t("messages.message.instagram")}>
              {message.instagram ? `@${message.instagram.replace(/^@/, "")}` : notGiven}
            </Field>
            <Field label={t("messages.message.company")}>{message.company || notGiven}</Field>
            <Field label={t("messages.message.phone")}>
              {message.phone ? (
                <a className="text-accent underline-offset-4 hover:underline" href={`tel:${message.phone}`}>
                  {message.phone}
                </a>
              ) : (
                notGiven
              )}
            </Field>
            <Field label={t("messages.message.received")}>
              <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
            </Field>
          </dl>
          <div className="rounded-lg bg-surface-muted p-4">
            <h3 className="sr-only">{t("messages.message.body")}</h3>
            <p className="whitespace-pre-wrap break-words">{message.message}</p>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
