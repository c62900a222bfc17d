import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { InsightDay, InsightKind } from "#shared/insight/insight.schema";

/**
 * The bars of one kind per day. Drawing only: the figure around it names and sums it up for screen
 * readers, and the table view gives every value.
 */
export function InsightChart({
  series,
  kind,
  dayLabel,
  countLabel,
}: {
  series: readonly InsightDay[];
  kind: InsightKind;
  dayLabel: (day: string) => string;
  countLabel: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={200} minWidth={0}>
      <BarChart
        data={series as InsightDay[]}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="day"
          tickFormatter={dayLabel}
          tick={{ fill: "var(--muted-foreground)", fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: "var(--border)" }}
          minTickGap={24}
        />
        <YAxis
          allowDecimals={false}
          tick={{ fill: "var(--muted-foreground)", fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={40}
        />
        <Tooltip
          cursor={{ fill: "var(--surface-muted)" }}
          labelFormatter={(day) => dayLabel(String(day))}
          formatter={(value) => [String(value), countLabel]}
          contentStyle={{
            background: "var(--surface)",
            borderColor: "var(--border)",
            color: "var(--foreground)",
          }}
        />
        <Bar dataKey={kind} fill="var(--accent)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
