import { Bookmark } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { SearchActionsProps } from "#client/lib/search-actions.tsx";

// The dialog (its form, or the sign-in prompt) loads at the first press: the list's first visit
// carries only this button.
const SaveSearchDialog = lazy(() =>
  import("./save-search-dialog.tsx").then((m) => ({ default: m.SaveSearchDialog })),
);

/** "Save this search" on the talents list: for everyone; a visitor is asked to sign in. */
export function SaveSearchButton({ query }: SearchActionsProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Bookmark aria-hidden /> {t("savedSearches.save.button")}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
