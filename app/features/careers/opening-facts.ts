import { longDate } from "#app/i18n/long-date";
import type { CareersPageExtras } from "#app/content/forms";
import type { PublicOpening } from "#contracts/api/openings";
import { intlLocaleOf, type LanguageCode } from "#app/i18n/languages";

/**
 * How an opening's facts read on the listing and its page, in the page's language. The loaders work
 * them out (with the words of app/content/forms.ts careersPageExtras), so the pages ship no formatting code.
 */

export function locationLabel({ location: { city, region, remote } }: Pick<PublicOpening, "location">, words: CareersPageExtras) {
  const place = [city, region].filter(Boolean).join(", ");
  if (!remote) return place;
  return place ? words.placeOrRemote.replace("{place}", place) : words.remote;
}

export const typeLabel = (opening: Pick<PublicOpening, "employmentType">, words: CareersPageExtras) =>
  words.employmentTypes[opening.employmentType];

export function experienceLabel({ experience: { minYears, maxYears } }: Pick<PublicOpening, "experience">, words: CareersPageExtras) {
  if (minYears === 0 && (maxYears === null || maxYears === 0)) return words.noExperience;
  const { years } = words;
  if (maxYears === null) return words.yearsOrMore.replace("{years}", years(minYears));
  if (minYears === maxYears) return years(minYears);
  return words.yearsRange.replace("{min}", String(minYears)).replace("{max}", years(maxYears));
}

/** "24 December 2026" for a YYYY-MM-DD date, in the page's language. */
export const dateLabel = longDate;

/**
 * The experience label continues the card's sentence, so its first letter is lower case; only the first:
 * German nouns keep their capital ("keine Erfahrung erforderlich").
 */
function lowerFirst(text: string, lang: LanguageCode) {
  return text.charAt(0).toLocaleLowerCase(intlLocaleOf(lang)) + text.slice(1);
}

/**
 * "In English" where an opening's text is not in the page's language (it has no version in it, issue 28), as a blog
 * card names an article's language; null where it is.
 */
export function writtenInLabel(textLang: LanguageCode, pageLang: LanguageCode, words: Pick<CareersPageExtras, "writtenIn">) {
  if (textLang === pageLang) return null;
  const name = new Intl.DisplayNames([intlLocaleOf(pageLang)], { type: "language" }).of(textLang) ?? textLang;
  return words.writtenIn(name);
}

/** The facts a listing card shows, worked out by the loader so the listing ships no formatting code. */
export function openingCardFacts(
  opening: Pick<PublicOpening, "location" | "employmentType" | "experience" | "closesOn" | "lang">,
  words: CareersPageExtras,
  lang: LanguageCode,
) {
  return {
    writtenIn: writtenInLabel(opening.lang, lang, words),
    location: locationLabel(opening, words),
    kind: words.kind
      .replace("{type}", typeLabel(opening, words))
      .replace("{experience}", lowerFirst(experienceLabel(opening, words), lang)),
    closes: dateLabel(opening.closesOn, lang),
  };
}

export type OpeningCardFacts = ReturnType<typeof openingCardFacts>;
