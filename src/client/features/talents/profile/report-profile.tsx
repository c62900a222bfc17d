import { lazy, Suspense, useRef, useState } from "react";
import { useT } from "#client/lib/i18n/use-t.ts";
import { useHydrated } from "#client/lib/use-hydrated.ts";

// The dialog, its form and the bot check load when a visitor opens it: the profile's first visit
// carries only this link.
const ReportProfileDialog = lazy(() =>
  import("./report-profile-dialog.tsx").then((m) => ({ default: m.ReportProfileDialog })),
);

/** "Report this profile": a quiet link under the profile that opens the report dialog. */
export function ReportProfile({ slug, name }: { slug: string; name: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // In the server's HTML the button has no handler yet: it works once the page runs.
  const hydrated = useHydrated();
  return (
    <>
      <button
        ref={button}
        type="button"
        className="min-h-11 text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
      >
        {t("reports.profile.open")}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportProfileDialog
            slug={slug}
            name={name}
            onClose={() => setOpen(false)}
            returnFocus={() => button.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
