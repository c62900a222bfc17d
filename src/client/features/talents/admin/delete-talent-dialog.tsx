import { AlertDialog } from "radix-ui";
import { useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { REJECTION_REASON_MAX } from "#shared/talents/talent-moderation.schema";

/**
 * The confirmation before a talent and its media are deleted for good, with an optional reason: the
 * talent is told by mail and on their dashboard, with the reason when there is one.
 */
export function DeleteTalentDialog({
  open,
  busy,
  onOpenChange,
  onDelete,
}: {
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onDelete: (reason: string) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState("");
  const reasonId = useId();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setReason("");
        onOpenChange(next);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-xl font-semibold">
            {t("talents.admin.delete.title")}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {t("talents.admin.delete.text")}
          </AlertDialog.Description>
          <div className="space-y-1.5">
            <label htmlFor={reasonId} className="block text-sm font-medium">
              {t("talents.admin.delete.reason")}
            </label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={REJECTION_REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="w-full rounded-md border border-border bg-surface p-3 text-base"
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t("talents.admin.cancel")}</Button>
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={busy}
              onClick={(event) => {
                // The dialog stays open (and busy) until the server has answered.
                event.preventDefault();
                onDelete(reason.trim());
              }}
            >
              {t(busy ? "talents.admin.delete.busy" : "talents.admin.delete.confirm")}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
