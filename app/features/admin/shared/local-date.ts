/** Today as YYYY-MM-DD in the writer's own time zone (a post's date, an opening's posting date). */
export function today() {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** An ISO instant as a `datetime-local` input shows it: the writer's own time, to the minute ("" for none). */
export function toLocalDateTime(iso: string | null) {
  if (!iso) return "";
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * What a `datetime-local` input holds (the writer's own time) as an ISO instant; null for an empty input. Text
 * that is no date-time is sent as it is, so the server answers with its own message at the field.
 */
export function fromLocalDateTime(text: string) {
  if (!text.trim()) return null;
  const time = new Date(text).getTime();
  return Number.isNaN(time) ? text : new Date(time).toISOString();
}
