/**
 * One row of the `npm run bench` table: a figure, what it is compared with, and its budget. Each
 * bench section returns rows; the table is printed once at the end, so a section can be added (the
 * client's Lighthouse and first-visit JavaScript rows) without touching the others.
 */
export type BenchRow = {
  what: string;
  measured: string;
  /** The reference it is compared with, if any (nginx, the earlier approach). */
  beside?: string;
  budget: string;
  /** Whether the figure is within its budget; undefined when the row has no pass/fail budget. */
  within?: boolean;
};

const cell = (text: string) => text.replaceAll("|", "\\|");

/** The rows as one Markdown table. */
export function formatBenchTable(rows: BenchRow[]): string {
  const header = ["what", "measured", "beside", "budget", "within"];
  const lines = rows.map((row) =>
    [
      row.what,
      row.measured,
      row.beside ?? "",
      row.budget,
      row.within === undefined ? "" : row.within ? "yes" : "NO",
    ]
      .map(cell)
      .join(" | "),
  );
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...lines.map((l) => `| ${l} |`),
  ].join("\n");
}

export const formatRate = (perSecond: number) =>
  perSecond >= 100 ? Math.round(perSecond).toLocaleString("en-US") : perSecond.toFixed(1);
export const formatMs = (ms: number) => (ms >= 100 ? Math.round(ms).toLocaleString("en-US") : ms.toFixed(1));
export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const formatMb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
