import type { ReactNode } from "react";
import { ScrollTable, td, th } from "#client/components/admin/scroll-table.tsx";
import type { ChartModel } from "./chart-model.ts";

/** A chart's numbers as a table: one row per category, one column per series, and an optional footer. */
export function InsightTable({
  caption,
  categoryHeader,
  model,
  footer,
}: {
  caption: string;
  categoryHeader: string;
  model: ChartModel;
  footer?: ReactNode;
}) {
  return (
    <ScrollTable label={caption}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-border">
        <tr>
          <th scope="col" className={th}>
            {categoryHeader}
          </th>
          {model.series.map((s) => (
            <th key={s.key} scope="col" className={`${th} text-right`}>
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {model.rows.map((row) => (
          <tr key={row.tableLabel} className="border-b border-border last:border-b-0">
            <th scope="row" className={`${td} font-normal whitespace-nowrap`}>
              {row.tableLabel}
            </th>
            {model.series.map((s) => (
              <td key={s.key} className={`${td} text-right tabular-nums`}>
                {(s.format ?? model.format)(row.values[s.key] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer ? <tfoot className="border-t border-border font-medium">{footer}</tfoot> : null}
    </ScrollTable>
  );
}
