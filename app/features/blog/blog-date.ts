import { intlLocaleOf, type LanguageCode } from "#app/i18n/languages";

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A post date as a Date at UTC midnight (dates are stored as YYYY-MM-DD). */
export function parseBlogDate(date: string): Date | null {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/**
 * en-US long date, e.g. "October 20, 2026", read in UTC so server and browser
 * print the same day. Spelled out rather than Intl: identical everywhere, and
 * cheaper on a page rendered per request.
 */
export function formatBlogDate(date: string): string {
  const parsed = parseBlogDate(date);
  return parsed ? `${months[parsed.getUTCMonth()]} ${parsed.getUTCDate()}, ${parsed.getUTCFullYear()}` : date;
}

/**
 * A post date in the page's language (Intl with intlLocaleOf, in UTC like formatBlogDate). English stays on
 * formatBlogDate, the spec's "October 20, 2026".
 */
export function formatBlogDateIn(date: string, language: LanguageCode): string {
  const parsed = parseBlogDate(date);
  if (!parsed || language === "en") return formatBlogDate(date);
  try {
    return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: "long", timeZone: "UTC" }).format(parsed);
  } catch {
    return formatBlogDate(date);
  }
}
