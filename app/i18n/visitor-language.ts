/**
 * The `lang` field a form sends so the visitor's e-mails are written in the page's language. English
 * sends nothing: the payload stays exactly the spec's, and the server reads an absent lang as English.
 */
export function visitorLanguage(lang: string | undefined): { lang?: string } {
  return lang && lang !== "en" ? { lang } : {};
}
