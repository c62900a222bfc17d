import { Check, Lock } from "lucide-react";
import { type CSSProperties, useEffect, useRef } from "react";
import { cn } from "#client/lib/cn.ts";
import { useT } from "#client/lib/i18n/use-t.ts";
import type { MessageId } from "#shared/i18n/translator";

/**
 * The wizard's steps as buttons. On phones it is a swipeable carousel that keeps the current step in
 * view; steps beyond the highest reached stay locked for a new profile.
 */
export function StepIndicator({
  steps,
  current,
  highestReached,
  onSelect,
  label,
}: {
  /** The steps; their names are message ids. */
  steps: readonly { key: string; name: MessageId }[];
  current: number;
  highestReached: number;
  onSelect: (index: number) => void;
  label: string;
}) {
  const t = useT();
  const currentRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the current step
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ inline: "center", block: "nearest", behavior: "smooth" });
  }, [current]);

  return (
    <nav aria-label={label}>
      <ol
        // Relative: the steps' screen-reader texts are positioned inside the scrolling list, not the page.
        style={{ "--step-count": steps.length } as CSSProperties}
        className="relative -mx-4 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-[repeat(var(--step-count),minmax(0,1fr))] md:overflow-visible md:px-0"
      >
        {steps.map((step, index) => {
          const locked = index > highestReached;
          const done = index < current || (index <= highestReached && index !== current);
          return (
            <li key={step.key} className="w-[42%] shrink-0 snap-center sm:w-[30%] md:w-auto">
              <button
                ref={index === current ? currentRef : undefined}
                type="button"
                disabled={locked}
                aria-current={index === current ? "step" : undefined}
                onClick={() => onSelect(index)}
                className={cn(
                  "flex min-h-12 w-full items-center gap-2 rounded-lg border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring",
                  index === current
                    ? "border-accent bg-accent text-accent-foreground"
                    : "border-border bg-surface hover:bg-surface-muted",
                  locked && "cursor-not-allowed opacity-60",
                )}
              >
                <span
                  className={cn(
                    "flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold",
                    index === current ? "bg-accent-foreground text-accent" : "bg-surface-muted",
                  )}
                  aria-hidden
                >
                  {locked ? <Lock className="size-3" /> : done ? <Check className="size-3" /> : index + 1}
                </span>
                <span>
                  <span className="sr-only">{`${t("talents.wizard.indicator.position", { number: index + 1 })} `}</span>
                  {t(step.name)}
                  {locked ? (
                    <span className="sr-only">{` ${t("talents.wizard.indicator.locked")}`}</span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
