/** Staff dates are shown the Indian way (en-IN), in the browser's time zone. */
const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const plainDateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const numberFormat = new Intl.NumberFormat("en-IN");

export function formatDate(iso: string | null | undefined) {
  return iso ? dateFormat.format(new Date(iso)) : "—";
}

export function formatDateTime(iso: string | null | undefined) {
  return iso ? dateTimeFormat.format(new Date(iso)) : "—";
}

/** A calendar day (YYYY-MM-DD) as "5 Jan" — it is a UTC day, so no zone shift. */
export function formatDay(day: string) {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** A calendar date (YYYY-MM-DD) as "5 Jan 2025". */
export function formatPlainDate(day: string) {
  return plainDateFormat.format(new Date(`${day}T00:00:00Z`));
}

export function formatNumber(value: number) {
  return numberFormat.format(value);
}

const pluralRules = new Intl.PluralRules("en-IN");

/**
 * A count with its noun in the form English gives that count ("1 application", "2 applications", "0 applications"),
 * chosen by Intl.PluralRules rather than by hand (issue 28: the dashboard said "1 applications").
 */
export function countOf(count: number, [one, other]: readonly [one: string, other: string]) {
  return `${formatNumber(count)} ${pluralRules.select(count) === "one" ? one : other}`;
}

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function capitalise(word: string) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** What the staff screens call an application's opening (issue 15): its title, or "General application" without one. */
export function openingLabel(opening: { title: string } | null) {
  return opening ? opening.title : "General application";
}
