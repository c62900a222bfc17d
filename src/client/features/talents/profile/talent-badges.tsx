import { BadgeCheck, Crown, Sparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "#client/lib/i18n/use-t.ts";
import { badgeLabel, badgeTooltip } from "#shared/catalogue/badges";
import type { Badge } from "#shared/talents/talent.schema";

const ICONS = { premium: Crown, verified: BadgeCheck, new: Sparkles } as const;
const OPEN_DELAY_MS = 700;
const MARGIN = 8;

/**
 * One badge; its explanation shows in a tooltip 700 ms after hover or focus, until the pointer
 * leaves, focus moves or Escape. The tooltip is placed above the badge (below when there is no room)
 * and kept inside the window. Written here rather than with a tooltip library, which the lists'
 * first visit would otherwise load (the first visit stays within 150 KiB of JavaScript).
 */
function BadgeItem({ badge }: { badge: Badge }) {
  const Icon = ICONS[badge];
  const t = useT();
  const info = { label: badgeLabel(t, badge), tooltip: badgeTooltip(t, badge) };
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState(false);

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), OPEN_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open || !button.current || !tip.current) return;
    const anchor = button.current.getBoundingClientRect();
    const box = tip.current.getBoundingClientRect();
    const left = Math.min(
      Math.max(MARGIN, anchor.left + anchor.width / 2 - box.width / 2),
      window.innerWidth - box.width - MARGIN,
    );
    const above = anchor.top - box.height - 6;
    tip.current.style.left = `${left}px`;
    tip.current.style.top = `${above >= MARGIN ? above : anchor.bottom + 6}px`;
    tip.current.style.visibility = "visible";
    const close = () => setOpen(false);
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    const onScroll = () => close();
    window.addEventListener("keydown", onKey);
    window.addEventListener("scroll", onScroll, { passive: true, capture: true });
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("scroll", onScroll, { capture: true });
    };
  }, [open]);

  return (
    <li>
      <button
        ref={button}
        type="button"
        className="inline-flex items-center gap-1 rounded-full border border-border bg-surface px-2 py-0.5 text-xs font-medium"
        aria-label={`${info.label}: ${info.tooltip}`}
        aria-describedby={open ? id : undefined}
        onPointerEnter={show}
        onPointerLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        <Icon className="size-3.5 text-accent" aria-hidden />
        {info.label}
      </button>
      {open ? (
        <span
          ref={tip}
          id={id}
          role="tooltip"
          style={{ visibility: "hidden" }}
          className="pointer-events-none fixed left-0 top-0 z-50 max-w-60 rounded-md bg-foreground px-3 py-2 text-xs text-background shadow"
        >
          {info.tooltip}
        </span>
      ) : null}
    </li>
  );
}

/** Small badges, each with its explanation in a tooltip. */
export function TalentBadges({ badges }: { badges: Badge[] }) {
  const t = useT();
  if (!badges.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("talents.badges.label")}>
      {badges.map((badge) => (
        <BadgeItem key={badge} badge={badge} />
      ))}
    </ul>
  );
}
