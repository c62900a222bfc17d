/** A list's brief in one line: job, dates and location, those given. */
export function briefLine(list: { job: string; dates: string; location: string }): string {
  return [list.job, list.dates, list.location].filter(Boolean).join(" · ");
}
