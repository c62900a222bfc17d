import type { ReactNode } from "react";

/**
 * A table that scrolls inside its own frame when it is wider than the screen, so the page itself
 * never scrolls sideways; the frame is focusable, so keyboard users can scroll it too.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border bg-surface focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">{children}</table>
    </section>
  );
}

export const th = "px-4 py-3 font-medium text-muted-foreground whitespace-nowrap";
export const td = "px-4 py-3 align-middle";
