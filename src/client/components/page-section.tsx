import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";

/** A page's opening: its one h1 and a lead sentence, in the standard column. */
export function PageSection({
  title,
  lead,
  children,
  className,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("mx-auto w-full max-w-7xl px-4 py-12 md:py-16", className)}>
      <h1 className="font-display text-4xl font-semibold md:text-5xl">{title}</h1>
      {lead ? <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p> : null}
      {children}
    </section>
  );
}
