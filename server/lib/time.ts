/** Timestamps are stored as ISO-8601 UTC text on both databases. */
export function nowIso(date: Date = new Date()) {
  return date.toISOString();
}
