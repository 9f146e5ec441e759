import { useSyncExternalStore } from "react";
import { intlLocaleOf, type LanguageCode } from "#app/i18n/languages";

/**
 * The server renders in UTC (it cannot know the reader's zone), and the first render in the browser must match it;
 * once hydrated, the page shows the reader's own zone, and says which zone it is.
 */
export const serverTimeZone = "UTC";

/** The reader's time zone after hydration; UTC before (the server's HTML and hydration agree). */
export function useReaderTimeZone(): string {
  return useSyncExternalStore(
    unchanging,
    // A zone the browser cannot name stays UTC, which the page then says.
    () => Intl.DateTimeFormat().resolvedOptions().timeZone || serverTimeZone,
    () => serverTimeZone,
  );
}

const unchanging = () => () => {};

/** An ISO date-time as the page's language writes a date and time, in `timeZone`. */
export function formatDateTime(iso: string, lang: LanguageCode, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocaleOf(lang), { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/**
 * The zone named as the language names it, with its identifier so it is unambiguous ("India Standard Time
 * (Asia/Kolkata)"); UTC is simply "UTC".
 */
export function timeZoneName(lang: LanguageCode, timeZone: string, at = new Date()): string {
  if (timeZone === serverTimeZone) return serverTimeZone;
  const parts = new Intl.DateTimeFormat(intlLocaleOf(lang), { timeZone, timeZoneName: "long" }).formatToParts(at);
  const name = parts.find((part) => part.type === "timeZoneName")?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}
