import { AlertDialog } from "radix-ui";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";

/** Asks before unsaved changes of a step are thrown away. */
export function UnsavedChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
  saveLabel,
}: {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
  /** The button that keeps a step's changes, named in the question (Save & Continue unless given). */
  saveLabel?: string;
}) {
  const t = useT();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onKeepEditing())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-xl font-semibold">
            {t("talents.wizard.unsaved.title")}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {t("talents.wizard.unsaved.text", {
              saveLabel: saveLabel ?? t("talents.wizard.saveAndContinue"),
            })}
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t("talents.wizard.unsaved.keepEditing")}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onDiscard}>
                {t("talents.wizard.unsaved.discard")}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
