import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { ChartModel } from "./chart-model.ts";

// The charts' library (recharts) loads with this module only, on the admin dashboard (ADR 60).

const axis = {
  stroke: "var(--border)",
  tick: { fill: "var(--muted-foreground)", fontSize: 12 },
  tickLine: false,
} as const;

const tooltipStyle = {
  contentStyle: {
    background: "var(--surface)",
    border: "1px solid var(--border)",
    borderRadius: 8,
    color: "var(--foreground)",
  },
  labelStyle: { color: "var(--foreground)", fontWeight: 600 },
  itemStyle: { color: "var(--foreground)" },
} as const;

const legendText = (value: string) => <span style={{ color: "var(--foreground)" }}>{value}</span>;

/**
 * One chart of the dashboard, drawn from its model. It is a picture for those who see it (its parent
 * names it and offers the table view): the keyboard layer of recharts is off, as the table serves it.
 */
export default function InsightChart({ model }: { model: ChartModel }) {
  const data = model.rows.map((row) => ({ label: row.axisLabel, ...row.values }));
  // The legend and the tooltip list the series in the model's order (the table's), not by name.
  const order = (dataKey: unknown) => model.series.findIndex((s) => s.key === dataKey);
  const common = {
    data,
    accessibilityLayer: false,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  } as const;
  const children = [
    <CartesianGrid key="grid" stroke="var(--border)" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey="label" {...axis} minTickGap={12} />,
    <YAxis
      key="y"
      {...axis}
      allowDecimals={false}
      width={model.format(1000).length * 8 + 8}
      tickFormatter={(value: number) => model.format(value)}
    />,
    <Tooltip
      key="tooltip"
      {...tooltipStyle}
      cursor={{ fill: "var(--surface-muted)", stroke: "var(--border)" }}
      formatter={(value) => model.format(Number(value))}
      itemSorter={(item) => order(item.dataKey)}
    />,
    <Legend key="legend" formatter={legendText} itemSorter={(item) => order(item.dataKey)} />,
  ];
  return (
    <ResponsiveContainer width="100%" height="100%">
      {model.shape === "line" ? (
        <LineChart {...common}>
          {children}
          {model.series.map((s) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              strokeWidth={2}
              dot={{ r: 3, fill: s.color }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart {...common}>
          {children}
          {model.series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.color}
              isAnimationActive={false}
              maxBarSize={40}
              {...(model.shape === "stacked" ? { stackId: "total" } : {})}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
