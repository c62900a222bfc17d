import { BadgeCheck, Crown, Sparkles } from "lucide-react";
import { Tooltip } from "radix-ui";
import { BADGE_INFO } from "#shared/catalogue/badges";
import type { Badge } from "#shared/talents/talent.schema";

const ICONS = { premium: Crown, verified: BadgeCheck, new: Sparkles } as const;

/** Small badges with their explanation in a tooltip (700 ms, from the app's tooltip provider). */
export function TalentBadges({ badges }: { badges: Badge[] }) {
  if (!badges.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Badges">
      {badges.map((badge) => {
        const Icon = ICONS[badge];
        const info = BADGE_INFO[badge];
        return (
          <li key={badge}>
            <Tooltip.Root>
              <Tooltip.Trigger asChild>
                <button
                  type="button"
                  className="inline-flex items-center gap-1 rounded-full border border-border bg-surface px-2 py-0.5 text-xs font-medium"
                  aria-label={`${info.label}: ${info.tooltip}`}
                >
                  <Icon className="size-3.5 text-accent" aria-hidden />
                  {info.label}
                </button>
              </Tooltip.Trigger>
              <Tooltip.Portal>
                <Tooltip.Content
                  sideOffset={4}
                  className="z-50 max-w-60 rounded-md bg-foreground px-3 py-2 text-xs text-background shadow"
                >
                  {info.tooltip}
                  <Tooltip.Arrow className="fill-foreground" />
                </Tooltip.Content>
              </Tooltip.Portal>
            </Tooltip.Root>
          </li>
        );
      })}
    </ul>
  );
}
