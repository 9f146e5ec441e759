/**
 * Where to go after signing in: only a path inside the staff area, so a
 * crafted ?next= cannot send anyone to another site ("//evil", "/\\evil").
 */
export function safeNext(next: string | null | undefined, fallback = "/admin/dashboard") {
  if (!next || !next.startsWith("/admin")) return fallback;
  if (next.startsWith("//") || next.includes("\\") || /^\/admin\/login(?:[/?#]|$)/.test(next)) return fallback;
  if (!/^\/admin(?:[/?#]|$)/.test(next)) return fallback;
  return next;
}
