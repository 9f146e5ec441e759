/**
 * A copy template with its `{name}` placeholders filled in: `fill("Step {number}:", { number: 2 })`, for the
 * pages and the server's mails alike.
 * Unknown placeholders stay as written, so a slip in a translation shows instead of vanishing.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
