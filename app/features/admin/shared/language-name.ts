import { languages } from "#contracts/languages";

const englishName = new Intl.DisplayNames(["en"], { type: "language" });

/** A language's name in English, as the staff area (English only) names it: "Hindi". */
export function englishLanguageName(code: string) {
  return englishName.of(code) ?? code;
}

/** A language's name in English with its own name beside it: "Hindi (हिन्दी)", "English". */
export function languageName(code: string) {
  const own = languages.find((language) => language.code === code)?.label;
  const english = englishLanguageName(code);
  return own && own !== english ? `${english} (${own})` : english;
}
