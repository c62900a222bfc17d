import type { ReactNode } from "react";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { formatDateTime } from "#client/lib/format.ts";
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

const notGiven = <span className="text-muted-foreground">Not given</span>;

/** The whole message: who sent it, how to reach them, what they wrote and when. */
export function MessageDialog({ message, onClose }: { message: ContactMessage | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {message ? (
        <DialogContent title={`Message from ${message.name}`}>
          {message.kind === "cancellation" ? (
            <p>
              <CancellationMark kind={message.kind} />
            </p>
          ) : null}
          <dl className="space-y-2">
            <Field label="Name">{message.name}</Field>
            <Field label="Email">
              <a className="text-accent underline-offset-4 hover:underline" href={`mailto:${message.email}`}>
                {message.email}
              </a>
            </Field>
            <Field label="Instagram">
              {message.instagram ? `@${message.instagram.replace(/^@/, "")}` : notGiven}
            </Field>
            <Field label="Company">{message.company || notGiven}</Field>
            <Field label="Phone">
              {message.phone ? (
                <a className="text-accent underline-offset-4 hover:underline" href={`tel:${message.phone}`}>
                  {message.phone}
                </a>
              ) : (
                notGiven
              )}
            </Field>
            <Field label="Received">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </Field>
          </dl>
          <div className="rounded-lg bg-surface-muted p-4">
            <h3 className="sr-only">Message</h3>
            <p className="whitespace-pre-wrap break-words">{message.message}</p>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
