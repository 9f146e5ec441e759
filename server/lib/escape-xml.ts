/** The five characters XML and HTML give meaning to, as entities both read, in text and in quoted attribute values. */
const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for XML (sitemap, RSS) and HTML (e-mails) alike. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c]!);
}
