import { cn } from "#client/lib/cn.ts";

/** A calm placeholder in the shape of the content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div data-slot="skeleton" aria-hidden className={cn("animate-pulse bg-surface-muted", className)} />;
}
