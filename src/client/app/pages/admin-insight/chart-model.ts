/*
 * What a chart and its table view both show: the same rows and series, so the table always holds the
 * numbers the chart draws. Colours are the design tokens (CSS variables), which change with the theme.
 */

export type ChartSeries = {
  /** The row's field that holds the series' values. */
  key: string;
  /** The series' name, in the legend and as the table's column header. */
  name: string;
  /** A design token: `var(--accent)`. */
  color: string;
  /** How this series' values read, where it differs from the chart's. */
  format?: (value: number) => string;
};

export type ChartRow = {
  /** The category on the chart's axis ("23 Nov"). */
  axisLabel: string;
  /** The same category in the table's first column ("November 23, 2026"). */
  tableLabel: string;
  values: Record<string, number>;
};

export type ChartModel = {
  rows: ChartRow[];
  series: ChartSeries[];
  /** Bars on top of each other (parts of one total), side by side, or a line. */
  shape: "stacked" | "grouped" | "line";
  /** How a value reads: a count or an amount of euros. */
  format: (value: number) => string;
};

/** True when every value of every row is 0: the chart has nothing to draw. */
export const isEmptyChart = (model: Pick<ChartModel, "rows">): boolean =>
  model.rows.every((row) => Object.values(row.values).every((value) => value === 0));
