import { useT } from "#client/lib/i18n/use-t.ts";
import { roadmapDescription, roadmapTitle } from "#shared/catalogue/roadmap";
import type { MessageId } from "#shared/i18n/translator";
import { visionTimeline } from "../vision.ts";

/** The periods that are no year, in words. */
const PERIOD_NAMES: Readonly<Record<string, MessageId>> = { Future: "siteContent.vision.future" };

/** 2025 and beyond, each item with its status from the shared roadmap. */
export function VisionTimeline() {
  const t = useT();
  return (
    <ol className="mt-10 grid gap-10 md:grid-cols-2">
      {visionTimeline().map(({ period, items }) => (
        <li key={period}>
          <h3 className="font-display text-2xl font-semibold">
            {PERIOD_NAMES[period] ? t(PERIOD_NAMES[period]) : period}
          </h3>
          <ol className="mt-4 space-y-4 border-l border-border">
            {items.map((item) => {
              const live = item.status === "live";
              return (
                <li key={item.id} className="relative pl-6">
                  <span
                    aria-hidden
                    className={`absolute top-1.5 -left-[6px] size-3 rounded-full border-2 ${live ? "border-accent bg-accent" : "border-muted-foreground bg-background"}`}
                  />
                  <p className="font-semibold">
                    {roadmapTitle(t, item.id)}{" "}
                    <span className="ml-1 text-xs font-medium text-muted-foreground">
                      ({t(live ? "siteContent.vision.live" : "siteContent.vision.comingSoon")})
                    </span>
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{roadmapDescription(t, item.id)}</p>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
