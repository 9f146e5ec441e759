/**
 * Today's date in India (YYYY-MM-DD). An opening's closing date is the last day applications are
 * taken where the company hires, whatever the server's own time zone.
 */
const indiaDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" });

export function indiaToday(now: Date = new Date()): string {
  return indiaDate.format(now);
}
