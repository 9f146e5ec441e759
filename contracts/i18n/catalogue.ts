/**
 * A language's catalogue: locales/<lang>.json, one ICU MessageFormat message per id (docs/i18n.md). English,
 * locales/en.json, is the source every other language translates; its ids are the only ids there are.
 */
import type english from "#locales/en.json";

export type MessageId = keyof typeof english;
export type Catalogue = Readonly<Partial<Record<MessageId, string>>>;

/**
 * Messages only English has: the staff's e-mails (`staff.*`). The staff area is English (decision 028); its words
 * still live once, in locales/en.json, but no other catalogue holds them and no translator is asked for them.
 */
export function isEnglishOnly(id: string): boolean {
  return id.startsWith("staff.");
}
