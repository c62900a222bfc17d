import { cn } from "#client/lib/cn.ts";

/** The word mark; the light and dark variants swap with the theme. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <svg viewBox="0 0 64 64" className="size-8 dark:hidden" aria-hidden>
        <rect width="64" height="64" rx="14" fill="#1b1a18" />
        <path d="M17 18h8l7 21 7-21h8L36 48h-8z" fill="#ec9a6f" />
      </svg>
      <svg viewBox="0 0 64 64" className="hidden size-8 dark:block" aria-hidden>
        <rect width="64" height="64" rx="14" fill="#eeebe6" />
        <path d="M17 18h8l7 21 7-21h8L36 48h-8z" fill="#a4461f" />
      </svg>
      {/* i18n-ignore: the brand's name */}
      <span className="font-display text-xl font-semibold tracking-wide">Vitrine</span>
    </span>
  );
}
