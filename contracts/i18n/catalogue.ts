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

/**
 * The prefixes of language-neutral messages (docs/decisions/042): facts every language shows as they are, such as
 * the company's phone number (`company.*`), and the pages' pictures (`images.*`, decision 043: the build's picture's path, or
 * the key of the stored image that replaced it). Another kind of neutral word is one more prefix here.
 */
export const languageNeutralPrefixes: readonly string[] = ["company.", "images."];

/**
 * Messages that are the same in every language: they live in locales/en.json only (no other catalogue, no status
 * entry, no XLIFF unit, never counted in a language's progress), staff publish them once, in English, and every
 * language's pages read that one text (server/modules/site-content/published-words-reader.ts).
 */
export function isLanguageNeutral(id: string): boolean {
  return languageNeutralPrefixes.some((prefix) => id.startsWith(prefix));
}

/** Messages each language has its own text of: all but the English-only and the language-neutral ones. */
export function isTranslated(id: string): boolean {
  return !isEnglishOnly(id) && !isLanguageNeutral(id);
}
