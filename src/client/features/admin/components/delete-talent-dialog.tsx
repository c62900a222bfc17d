import { AlertDialog } from "radix-ui";
import { Button } from "#client/components/ui/button.tsx";

/** The spec's confirmation before a talent and its media are deleted for good. */
export function DeleteTalentDialog({
  open,
  busy,
  onOpenChange,
  onDelete,
}: {
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onDelete: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-xl font-semibold">
            Are you absolutely sure?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            This action cannot be undone. This will permanently delete the talent and remove their data from
            the database.
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={busy}
              onClick={(event) => {
                // The dialog stays open (and busy) until the server has answered.
                event.preventDefault();
                onDelete();
              }}
            >
              {busy ? "Deleting..." : "Delete"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
