/**
 * A message table's codes (contracts/forms/*-messages.ts): `codesOf(contactMessages).emailInvalid` is
 * "emailInvalid". Form rules report codes, never words: the server answers each code with the spec's English
 * (locales/en.json) beside it, and the browser shows the code's words in the page's language.
 */
export function codesOf<Table extends Readonly<Record<string, string>>>(table: Table): { readonly [Code in keyof Table]: Code } {
  return Object.fromEntries(Object.keys(table).map((code) => [code, code])) as { readonly [Code in keyof Table]: Code };
}
