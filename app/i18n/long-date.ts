import { intlLocaleOf, type LanguageCode } from "./languages";

/** "24 December 2026" for a YYYY-MM-DD date, in the page's language. */
export const longDate = (date: string, lang: LanguageCode) =>
  new Intl.DateTimeFormat(intlLocaleOf(lang), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** A page's "last updated" date: as written (for <time dateTime>) and as the page's language reads it. */
export const updatedOn = (iso: string, lang: LanguageCode) => ({ iso, display: longDate(iso, lang) });
