const euros = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "€39.99" */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}

/** "August 15, 2025" for the calendar date "2025-08-15", the same in every time zone. */
export function formatCalendarDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
