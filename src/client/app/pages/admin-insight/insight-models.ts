import type { AdminInsight } from "#shared/admin/admin-insight.schema";
import { planById } from "#shared/catalogue/plans";
import type { Translate } from "#shared/i18n/translator";
import type { ChartModel, ChartRow } from "./chart-model.ts";

type Formats = {
  number: (value: number) => string;
  euros: (amount: number) => string;
  shortDate: (isoDate: string) => string;
  calendarDate: (isoDate: string) => string;
};

/** The dashboard's four charts from the API's answer, worded and formatted in the page's language. */
export function insightModels(data: AdminInsight, t: Translate, format: Formats) {
  const weekRows = (values: (week: AdminInsight["weeks"][number]) => Record<string, number>): ChartRow[] =>
    data.weeks.map((week) => ({
      axisLabel: format.shortDate(week.weekStart),
      tableLabel: format.calendarDate(week.weekStart),
      values: values(week),
    }));
  const signUps: ChartModel = {
    shape: "stacked",
    format: format.number,
    series: [
      { key: "talents", name: t("adminCharts.signUps.talents"), color: "var(--accent)" },
      { key: "bookers", name: t("adminCharts.signUps.bookers"), color: "var(--info)" },
      { key: "both", name: t("adminCharts.signUps.both"), color: "var(--success)" },
    ],
    rows: weekRows((week) => ({ ...week.signUps })),
  };
  const decisions: ChartModel = {
    shape: "grouped",
    format: format.number,
    series: [
      { key: "approvals", name: t("adminCharts.decisions.approvals"), color: "var(--success)" },
      { key: "rejections", name: t("adminCharts.decisions.rejections"), color: "var(--danger)" },
    ],
    rows: weekRows((week) => ({ approvals: week.approvals, rejections: week.rejections })),
  };
  const inquiries: ChartModel = {
    shape: "line",
    format: format.number,
    series: [{ key: "inquiries", name: t("adminCharts.inquiries.series"), color: "var(--accent)" }],
    rows: weekRows((week) => ({ inquiries: week.inquiries })),
  };
  const revenue: ChartModel = {
    shape: "grouped",
    format: format.euros,
    series: [{ key: "monthly", name: t("adminCharts.revenue.series"), color: "var(--accent)" }],
    rows: data.plans.map((plan) => ({
      axisLabel: planById(plan.planId).name,
      tableLabel: planById(plan.planId).name,
      values: { monthly: plan.monthlyCents / 100 },
    })),
  };
  /** The revenue chart's table: the active plans beside what they bring in. */
  const revenueTable: ChartModel = {
    ...revenue,
    series: [
      {
        key: "active",
        name: t("adminCharts.revenue.active"),
        color: "var(--info)",
        format: format.number,
      },
      ...revenue.series,
    ],
    rows: data.plans.map((plan, i) => ({
      ...(revenue.rows[i] as ChartRow),
      values: { active: plan.active, monthly: plan.monthlyCents / 100 },
    })),
  };
  return { signUps, decisions, inquiries, revenue, revenueTable };
}

/** The plans' monthly revenue together, in euros. */
export const totalMonthlyEuros = (data: AdminInsight): number =>
  data.plans.reduce((sum, plan) => sum + plan.monthlyCents, 0) / 100;
