import type { ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";

/** One section of the About page: an h2 with an optional lead, in the standard column. */
export function AboutBlock({
  id,
  title,
  lead,
  muted,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  muted?: boolean;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn("border-t border-border", muted && "bg-surface-muted/50")}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 md:py-20">
        <h2 id={`${id}-heading`} className="font-display text-3xl font-semibold md:text-4xl">
          {title}
        </h2>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
