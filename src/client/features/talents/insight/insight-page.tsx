import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { LoadFailure } from "#client/components/load-failure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/cn.ts";
import { T } from "#client/lib/i18n/t.tsx";
import { useT } from "#client/lib/i18n/use-t.ts";
import { INSIGHT_KINDS, INSIGHT_PERIODS, type InsightPeriod } from "#shared/insight/insight.schema";
import { myTalentQueryOptions } from "../dashboard/my-talent-api.ts";
import { insightQueryOptions } from "./insight-api.ts";
import { InsightCard } from "./insight-card.tsx";
import { nothingCounted } from "./insight-summary.ts";

function Notice({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div role="status" className="rounded-xl border border-border bg-surface p-6">
      <h2 className="font-display text-2xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted-foreground">{text}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

function Loading() {
  const t = useT();
  return (
    <div
      className="grid gap-4 md:grid-cols-2"
      role="status"
      aria-busy="true"
      aria-label={t("insight.loading")}
    >
      {INSIGHT_KINDS.map((kind) => (
        <Skeleton key={kind} className="h-72 w-full" />
      ))}
    </div>
  );
}

/** The period switch: two pressed buttons in a labelled group. */
function PeriodSwitch({ days, onChange }: { days: InsightPeriod; onChange: (days: InsightPeriod) => void }) {
  const t = useT();
  return (
    <fieldset className="inline-flex rounded-lg border border-border bg-surface p-1">
      <legend className="sr-only">{t("insight.period.label")}</legend>
      {INSIGHT_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={days === period}
          onClick={() => onChange(period)}
          className={cn(
            "min-h-11 rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            days === period
              ? "bg-foreground text-background"
              : "text-muted-foreground hover:bg-surface-muted",
          )}
        >
          {t("insight.period.option", { days: period })}
        </button>
      ))}
    </fieldset>
  );
}

/** The talent's insight: what people did with the profile per day, over 30 or 90 days (ADR 59). */
export function InsightPage() {
  const t = useT();
  const [days, setDays] = useState<InsightPeriod>(30);
  const own = useQuery(myTalentQueryOptions());
  const talentId = own.data?.talent?.id;
  const insight = useQuery({ ...insightQueryOptions(talentId ?? "", days), enabled: talentId !== undefined });

  let body: ReactNode;
  if (own.isError || (insight.isError && !insight.data)) {
    body = (
      <LoadFailure
        title={t("insight.loadFailed")}
        error={own.error ?? insight.error}
        onRetry={() => {
          if (own.isError) void own.refetch();
          if (insight.isError) void insight.refetch();
        }}
        retrying={own.isFetching || insight.isFetching}
      />
    );
  } else if (own.data && !own.data.talent) {
    body = (
      <Notice
        title={t("insight.noProfile.title")}
        text={t("insight.noProfile.text")}
        action={
          <Button asChild>
            <Link to="/dashboard/profile">{t("insight.noProfile.action")}</Link>
          </Button>
        }
      />
    );
  } else if (!insight.data) {
    body = <Loading />;
  } else if (nothingCounted(insight.data.totals)) {
    body = <Notice title={t("insight.empty.title")} text={t("insight.empty.text")} />;
  } else {
    const data = insight.data;
    body = (
      <div className={cn("grid gap-4 md:grid-cols-2", insight.isPlaceholderData && "opacity-60")}>
        {INSIGHT_KINDS.map((kind) => (
          <InsightCard key={kind} kind={kind} series={data.series} days={data.days} />
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 md:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="font-display text-4xl font-semibold">{t("insight.page.title")}</h1>
          <p className="mt-2 text-muted-foreground">{t("insight.page.lead")}</p>
          <p className="mt-1 text-sm">
            <T
              id="insight.page.privacy"
              components={{ 0: <Link to="/privacy-policy#visit-counts" className="underline" /> }}
            />
          </p>
        </div>
        {own.data?.talent ? <PeriodSwitch days={days} onChange={setDays} /> : null}
      </div>
      {body}
    </div>
  );
}
