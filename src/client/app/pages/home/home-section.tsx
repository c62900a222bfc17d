import type { ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";

/**
 * One of home's sections. Its id is what the top bar scrolls to and the scroll-spy watches;
 * the scroll margin keeps the heading clear of the sticky top bar.
 */
export function HomeSection({
  id,
  eyebrow,
  title,
  lead,
  muted,
  children,
}: {
  id: "about" | "roadmap" | "pricing" | "contact";
  eyebrow: string;
  title: string;
  lead?: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn("scroll-mt-16 border-t border-border", muted && "bg-surface-muted/50")}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p>
        <h2 id={`${id}-heading`} className="mt-3 max-w-3xl font-display text-3xl font-semibold md:text-4xl">
          {title}
        </h2>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
