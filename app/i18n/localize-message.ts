/**
 * A message that came out of zod or the API in English, in the page's language: the key of the English
 * table that holds exactly this text, read from the page-language table. Each pair is
 * [English table, page-language table] with the same keys (app/content/forms.ts); the first pair that
 * knows the text wins. A text no table knows (a zod default, a new server message) stays as it came.
 */
export type MessageTables = readonly (readonly [english: Readonly<Record<string, string>>, local: Readonly<Record<string, string>>])[];

export function localizeMessage(text: string, tables: MessageTables): string;
export function localizeMessage(text: string | undefined, tables: MessageTables): string | undefined;
export function localizeMessage(text: string | undefined, tables: MessageTables): string | undefined {
  if (!text) return text;
  for (const [english, local] of tables) {
    if (english === local) continue;
    for (const key in english) {
      if (english[key] === text) return local[key] ?? text;
    }
  }
  return text;
}
