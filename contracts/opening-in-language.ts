import type { PublicOpening } from "./api/openings";
import type { LanguageCode } from "./languages";

/**
 * An opening as a page in `lang` shows it (issue 28, item 10): its version in that language where staff wrote one,
 * else its English, with `lang` saying which, so the page marks English text as English. The other versions are
 * left out: a page carries only its own language.
 */
export function openingIn(opening: PublicOpening, lang: LanguageCode): PublicOpening {
  const version = opening.translations.find((t) => t.lang === lang);
  const base = { ...opening, translations: [] };
  return version ? { ...base, title: version.title, summary: version.summary, sections: version.sections, lang: version.lang } : base;
}
