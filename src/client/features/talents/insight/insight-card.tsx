import { useId, useState } from "react";
import { cn } from "#client/lib/cn.ts";
import { useFormat, useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import { formatShortCalendarDate } from "#shared/i18n/format";
import type { InsightDay, InsightKind } from "#shared/insight/insight.schema";
import { InsightChart } from "./insight-chart.tsx";
import { summaryOf } from "./insight-summary.ts";

const KIND_TITLES = {
  view: "insight.kind.view",
  "comp-card": "insight.kind.comp-card",
  inquiry: "insight.kind.inquiry",
  shortlisted: "insight.kind.shortlisted",
} as const satisfies Record<InsightKind, string>;

/** A view's switch button: pressed when it shows. */
function ViewButton({ pressed, onClick, label }: { pressed: boolean; onClick: () => void; label: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        pressed ? "bg-foreground text-background" : "text-muted-foreground hover:bg-surface-muted",
      )}
    >
      {label}
    </button>
  );
}

/**
 * One kind's days: its total, and either the chart (an image named by its summary: total and busiest
 * day) or the same values as a table with a caption, for screen readers, keyboards and anyone who
 * prefers numbers. The switch between them is a pair of pressed buttons.
 */
export function InsightCard({
  kind,
  series,
  days,
}: {
  kind: InsightKind;
  series: readonly InsightDay[];
  days: number;
}) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  // The axis's short dates come from the shared formats directly: only this lazy page needs them.
  const axisDay = (day: string) => formatShortCalendarDate(language, day);
  const [view, setView] = useState<"chart" | "table">("chart");
  const headingId = useId();
  const title = t(KIND_TITLES[kind]);
  const { total, peak } = summaryOf(series, kind);
  const summary = peak
    ? t("insight.chart.summary", {
        kind: title,
        days,
        total: format.number(total),
        peakDay: format.calendarDate(peak.day),
        peak: format.number(peak.count),
      })
    : t("insight.chart.summaryNone", { kind: title, days });

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-border bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-xl font-semibold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            <span className="font-display text-3xl font-semibold text-foreground">
              {format.number(total)}
            </span>{" "}
            {t("insight.totalPeriod", { days })}
          </p>
        </div>
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t("insight.view.label", { kind: title })}</legend>
          <ViewButton
            pressed={view === "chart"}
            onClick={() => setView("chart")}
            label={t("insight.view.chart")}
          />
          <ViewButton
            pressed={view === "table"}
            onClick={() => setView("table")}
            label={t("insight.view.table")}
          />
        </fieldset>
      </div>
      {view === "chart" ? (
        <div role="img" aria-label={summary} className="mt-4 h-[200px] min-w-0">
          {/* The drawing itself is hidden from screen readers: the summary names it, the table gives it all. */}
          <div aria-hidden="true" className="h-full">
            <InsightChart series={series} kind={kind} dayLabel={axisDay} countLabel={title} />
          </div>
        </div>
      ) : (
        <table className="mt-4 w-full text-sm">
          <caption className="mb-2 text-left text-muted-foreground">
            {t("insight.table.caption", { kind: title, days })}
          </caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-1.5 font-semibold">
                {t("insight.table.day")}
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                {t("insight.table.count")}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...series].reverse().map((entry) => (
              <tr key={entry.day} className="border-b border-border last:border-0">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {format.calendarDate(entry.day)}
                </th>
                <td className="py-1.5 text-right tabular-nums">{format.number(entry[kind])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
