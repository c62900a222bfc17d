import { Check } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { useRef } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

/**
 * Asks before a profile (or a change to a live one) goes public, since an approval cannot be taken back quietly: the profile is
 * listed at once and its talent is mailed (docs/decisions/0043). The confirm button has the focus, so
 * Enter approves and Escape cancels; the question names the profile, so a slip of the key or the
 * finger on the wrong row shows.
 */
export function ApproveDialog({
  talentName,
  live = false,
  open,
  busy,
  onOpenChange,
  onApprove,
}: {
  talentName: string;
  /** A change to a live profile waits, rather than a profile not yet public. */
  live?: boolean;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onApprove: () => void;
}) {
  const t = useT();
  const confirm = useRef<HTMLButtonElement>(null);
  // What had the focus when the question opened (the row's Approve button, say). The dialog has no
  // trigger of its own, so without this the focus would fall back to the page's start on closing.
  const returnFocusTo = useRef<Element | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement;
            event.preventDefault();
            confirm.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocusTo.current;
            // After an approval the row (or the review page's profile) may be gone.
            if (target instanceof HTMLElement && target.isConnected) target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-surface p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-display text-xl font-semibold wrap-anywhere">
            {t(live ? "talents.admin.approve.titleLive" : "talents.admin.approve.title", {
              name: talentName,
            })}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {t(live ? "talents.admin.approve.textLive" : "talents.admin.approve.text")}
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t("talents.admin.cancel")}</Button>
            </AlertDialog.Cancel>
            <Button
              ref={confirm}
              busy={busy}
              onClick={(event) => {
                // The dialog stays open (and busy) until the server has answered.
                event.preventDefault();
                onApprove();
              }}
            >
              <Check aria-hidden /> {t(busy ? "talents.admin.approve.busy" : "talents.admin.approve.confirm")}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
