import type { ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";

/**
 * A table for the widths where its columns fit (the page shows `RecordCards` below them, through
 * `className`). Should a long value still make it wider than the screen, it scrolls inside its own
 * frame, so the page itself never scrolls sideways; the frame is focusable, so keyboard users can
 * scroll it too.
 */
export function ScrollTable({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard.
      tabIndex={0}
      className={cn(
        "overflow-x-auto rounded-xl border border-border bg-surface focus-visible:outline-2 focus-visible:outline-ring",
        className,
      )}
    >
      <table className="w-full text-left text-sm">{children}</table>
    </section>
  );
}

export const th = "px-4 py-3 font-medium text-muted-foreground whitespace-nowrap";
export const td = "px-4 py-3 align-middle";
