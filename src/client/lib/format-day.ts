const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });

/** "23 Nov 2026", in the reader's time zone, for dates in the admin tables. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
}
