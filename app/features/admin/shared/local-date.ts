/** Today as YYYY-MM-DD in the writer's own time zone (a post's date, an opening's posting date). */
export function today() {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
