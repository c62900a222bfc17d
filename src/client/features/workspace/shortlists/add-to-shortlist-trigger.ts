import { cn } from "#client/lib/cn.ts";

/** The look of the Add-to-shortlist button, the same before and after its menu has loaded. */
export function addToShortlistTriggerClass(placement: "card" | "profile"): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-full text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5 [&_svg]:shrink-0",
    placement === "card"
      ? "size-11 bg-surface/90 text-foreground shadow hover:bg-surface"
      : "h-11 min-w-11 border border-border bg-surface px-3 text-foreground hover:bg-surface-muted sm:px-4",
  );
}
