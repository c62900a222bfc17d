import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { type ChartModel, isEmptyChart } from "./chart-model.ts";

/** A switch's chosen button (aria-pressed) in the accent, in both themes. */
export const PRESSED =
  "aria-pressed:bg-accent aria-pressed:text-accent-foreground aria-pressed:hover:bg-accent-hover";

// The chart library comes with this chunk, after the dashboard's own code (ADR 60).
const InsightChart = lazy(() => import("./insight-chart.tsx"));

/**
 * A chart with its title, its accessible name and a switch to a table of the same numbers (for
 * screen readers, keyboards and exact figures); with nothing to draw, a sentence says so.
 */
export function ChartCard({
  title,
  chartName,
  emptyText,
  model,
  table,
  headline,
}: {
  title: string;
  /** What the chart shows, as its accessible name. */
  chartName: string;
  emptyText: string;
  model: ChartModel;
  table: ReactNode;
  /** A figure above the chart (the total). */
  headline?: ReactNode;
}) {
  const t = useT();
  const headingId = useId();
  const [view, setView] = useState<"chart" | "table">("chart");
  const empty = isEmptyChart(model);
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-display text-lg font-semibold">
          {title}
        </h3>
        {empty ? null : (
          <fieldset className="flex rounded-md border border-border">
            <legend className="sr-only">{t("adminCharts.view.legend", { title })}</legend>
            <Button
              variant="ghost"
              size="sm"
              className={PRESSED}
              aria-pressed={view === "chart"}
              onClick={() => setView("chart")}
            >
              {t("adminCharts.view.chart")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className={PRESSED}
              aria-pressed={view === "table"}
              onClick={() => setView("table")}
            >
              {t("adminCharts.view.table")}
            </Button>
          </fieldset>
        )}
      </div>
      {headline}
      {empty ? (
        <p className="rounded-xl bg-surface-muted p-4 text-sm text-muted-foreground">{emptyText}</p>
      ) : view === "chart" ? (
        <div role="img" aria-label={chartName} className="h-64 w-full min-w-0">
          <Suspense fallback={<Skeleton className="h-full w-full rounded-xl" />}>
            <InsightChart model={model} />
          </Suspense>
        </div>
      ) : (
        table
      )}
    </section>
  );
}
