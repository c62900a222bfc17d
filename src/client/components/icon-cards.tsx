import type { LucideIcon } from "lucide-react";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";

export type IconCard = { title: string; text: string; icon: LucideIcon; comingSoon?: boolean };

/** Cards with an icon, an h3 title (under the section's h2) and a line of text; "Coming soon" where flagged. */
export function IconCards({ items, className }: { items: readonly IconCard[]; className: string }) {
  const t = useT();
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-border bg-surface p-6">
          <div className="flex items-start justify-between gap-3">
            <item.icon className="size-6 text-accent" aria-hidden />
            {item.comingSoon ? (
              <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                {t("common.comingSoon")}
              </span>
            ) : null}
          </div>
          <h3 className="mt-4 font-sans text-lg font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
