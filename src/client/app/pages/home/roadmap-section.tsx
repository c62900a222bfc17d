import { CircleCheck, Clock } from "lucide-react";
import { T } from "#client/lib/i18n/t.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import { ROADMAP, roadmapDescription, roadmapTitle } from "#shared/catalogue/roadmap";
import { HomeSection } from "./home-section.tsx";

/** Home's roadmap: what is live (with its go-live date) and what comes next (no date promised). */
export function RoadmapSection() {
  const t = useT();
  const { calendarDate } = useFormat();
  return (
    <HomeSection
      id="roadmap"
      eyebrow={t("common.home.roadmap.eyebrow")}
      title={t("common.home.roadmap.title")}
      lead={t("common.home.roadmap.lead")}
      muted
    >
      <ol className="mt-10 max-w-3xl border-l border-border">
        {ROADMAP.map((item) => {
          const live = item.status === "live";
          return (
            <li key={item.id} className="relative pb-8 pl-8 last:pb-0">
              <span
                aria-hidden
                className={`absolute top-1.5 -left-[7px] size-3.5 rounded-full border-2 ${live ? "border-accent bg-accent" : "border-border bg-background"}`}
              />
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="font-sans text-lg font-semibold">{roadmapTitle(t, item.id)}</h3>
                <span
                  className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium ${live ? "border-success text-success" : "border-border text-muted-foreground"}`}
                >
                  {live ? (
                    <CircleCheck className="size-3.5" aria-hidden />
                  ) : (
                    <Clock className="size-3.5" aria-hidden />
                  )}
                  {live ? t("common.home.roadmap.live") : t("common.home.roadmap.comingSoon")}
                </span>
              </div>
              <p className="mt-1 text-muted-foreground">{roadmapDescription(t, item.id)}</p>
              {live && item.liveDate ? (
                <p className="mt-1 text-sm">
                  <T
                    id="common.home.roadmap.liveSince"
                    values={{ date: calendarDate(item.liveDate) }}
                    components={{ 0: <time dateTime={item.liveDate} /> }}
                  />
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </HomeSection>
  );
}
