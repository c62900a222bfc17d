import { cn } from "#client/lib/cn.ts";

/** A round badge with initials (no pictures of accounts are stored). */
export function Avatar({ initials, className }: { initials: string; className?: string }) {
  return (
    <span
      data-slot="avatar"
      aria-hidden
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground",
        className,
      )}
    >
      {initials}
    </span>
  );
}
