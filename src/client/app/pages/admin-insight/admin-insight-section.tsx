import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { td } from "#client/components/admin/scroll-table.tsx";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { T } from "#client/lib/i18n/t.tsx";
import { useFormat, useT } from "#client/lib/i18n/use-t.ts";
import type { AdminInsight } from "#shared/admin/admin-insight.schema";
import { INSIGHT_RANGES, type InsightRange } from "#shared/admin/insight-weeks";
import { ChartCard, PRESSED } from "./chart-card.tsx";
import { adminInsightQueryOptions } from "./insight-api.ts";
import { insightModels, totalMonthlyEuros } from "./insight-models.ts";
import { InsightTable } from "./insight-table.tsx";
import { useAxisDate } from "./week-label.ts";

/** How long the oldest profile has waited: hours for the first two days, then days. */
function waitingFor(t: ReturnType<typeof useT>, hours: number): string {
  return hours < 48
    ? t("adminCharts.review.hours", { count: hours })
    : t("adminCharts.review.days", { count: Math.floor(hours / 24) });
}

function ReviewQueue({ review }: { review: AdminInsight["review"] }) {
  const t = useT();
  const { number, dateTime } = useFormat();
  return (
    <section
      aria-labelledby="review-queue-heading"
      className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <h3 id="review-queue-heading" className="font-display text-lg font-semibold">
        {t("adminCharts.review.title")}
      </h3>
      <p className="font-display text-4xl font-semibold">{number(review.waiting)}</p>
      <p className="text-sm text-muted-foreground">
        {review.oldestHours === null || review.oldestSince === null ? (
          t("adminCharts.review.none")
        ) : (
          <T
            id="adminCharts.review.oldest"
            values={{ wait: waitingFor(t, review.oldestHours), at: dateTime(review.oldestSince) }}
            components={{ 0: <strong className="text-foreground" /> }}
          />
        )}
      </p>
    </section>
  );
}

function InsightCharts({ data }: { data: AdminInsight }) {
  const weeks = data.weeks.length;
  const t = useT();
  const format = useFormat();
  const shortDate = useAxisDate();
  const models = insightModels(data, t, { ...format, shortDate });
  const weekHeader = t("adminCharts.table.week");
  const chartName = (title: string) => t("adminCharts.chart.name", { title, weeks });
  const activePlans = data.plans.reduce((sum, plan) => sum + plan.active, 0);
  const total = totalMonthlyEuros(data);
  const cards = [
    { key: "signUps", title: t("adminCharts.signUps.title"), empty: t("adminCharts.signUps.empty") },
    { key: "decisions", title: t("adminCharts.decisions.title"), empty: t("adminCharts.decisions.empty") },
    { key: "inquiries", title: t("adminCharts.inquiries.title"), empty: t("adminCharts.inquiries.empty") },
  ] as const;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ReviewQueue review={data.review} />
      <ChartCard
        title={t("adminCharts.revenue.title")}
        chartName={t("adminCharts.revenue.chartName")}
        emptyText={t("adminCharts.revenue.empty")}
        model={models.revenue}
        headline={
          <p className="text-sm text-muted-foreground">
            <span className="font-display text-3xl font-semibold text-foreground">{format.euros(total)}</span>{" "}
            {t("adminCharts.revenue.total", { count: activePlans })}
          </p>
        }
        table={
          <InsightTable
            caption={t("adminCharts.revenue.caption")}
            categoryHeader={t("adminCharts.table.plan")}
            model={models.revenueTable}
            footer={
              <tr>
                <th scope="row" className={`${td} text-left`}>
                  {t("adminCharts.table.total")}
                </th>
                <td className={`${td} text-right tabular-nums`}>{format.number(activePlans)}</td>
                <td className={`${td} text-right tabular-nums`}>{format.euros(total)}</td>
              </tr>
            }
          />
        }
      />
      {cards.map((card) => (
        <ChartCard
          key={card.key}
          title={card.title}
          chartName={chartName(card.title)}
          emptyText={card.empty}
          model={models[card.key]}
          table={
            <InsightTable
              caption={t("adminCharts.table.caption", { title: card.title, weeks })}
              categoryHeader={weekHeader}
              model={models[card.key]}
            />
          }
        />
      ))}
    </div>
  );
}

function InsightSkeleton() {
  return (
    <div aria-hidden className="grid gap-6 lg:grid-cols-2">
      {["a", "b", "c", "d"].map((key) => (
        <Skeleton key={key} className="h-80 rounded-2xl" />
      ))}
    </div>
  );
}

/** The dashboard's trends: the review queue, plans and revenue, and weekly charts over a chosen range. */
export function AdminInsightSection() {
  const t = useT();
  const [weeks, setWeeks] = useState<InsightRange>("12");
  const insight = useQuery(adminInsightQueryOptions(weeks));
  return (
    <section aria-labelledby="insight-heading" aria-busy={insight.isFetching} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="insight-heading" className="font-display text-xl font-semibold">
            {t("adminCharts.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("adminCharts.lead")}</p>
        </div>
        <fieldset className="flex rounded-md border border-border">
          <legend className="sr-only">{t("adminCharts.range.legend")}</legend>
          {INSIGHT_RANGES.map((range) => (
            <Button
              key={range}
              variant="ghost"
              size="sm"
              className={PRESSED}
              aria-pressed={weeks === range}
              onClick={() => setWeeks(range)}
            >
              {t("adminCharts.range.weeks", { weeks: range })}
            </Button>
          ))}
        </fieldset>
      </div>
      {insight.isError ? (
        <LoadFailure
          title={t("adminCharts.loadFailed")}
          error={insight.error}
          onRetry={() => void insight.refetch()}
          retrying={insight.isFetching}
        />
      ) : null}
      {insight.data ? (
        <InsightCharts data={insight.data} />
      ) : insight.isError ? null : (
        <>
          <p className="sr-only">{t("adminCharts.loading")}</p>
          <InsightSkeleton />
        </>
      )}
    </section>
  );
}
