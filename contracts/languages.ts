/**
 * The 16 language options of docs/product/product-spec.md §3, labelled in their own script.
 * `ogLocale` is the page's og:locale; Intl formats with the code itself (English as en-IN, for Indian grouping).
 */
export const languages = [
  { code: "en", label: "English", dir: "ltr", ogLocale: "en_IN" },
  { code: "hi", label: "हिन्दी", dir: "ltr", ogLocale: "hi_IN" },
  { code: "mr", label: "मराठी", dir: "ltr", ogLocale: "mr_IN" },
  { code: "es", label: "Español", dir: "ltr", ogLocale: "es_ES" },
  { code: "fr", label: "Français", dir: "ltr", ogLocale: "fr_FR" },
  { code: "de", label: "Deutsch", dir: "ltr", ogLocale: "de_DE" },
  { code: "ar", label: "العربية", dir: "rtl", ogLocale: "ar_AE" },
  { code: "pt", label: "Português", dir: "ltr", ogLocale: "pt_BR" },
  { code: "ru", label: "Русский", dir: "ltr", ogLocale: "ru_RU" },
  { code: "ja", label: "日本語", dir: "ltr", ogLocale: "ja_JP" },
  { code: "it", label: "Italiano", dir: "ltr", ogLocale: "it_IT" },
  { code: "tr", label: "Türkçe", dir: "ltr", ogLocale: "tr_TR" },
  { code: "ta", label: "தமிழ்", dir: "ltr", ogLocale: "ta_IN" },
  { code: "te", label: "తెలుగు", dir: "ltr", ogLocale: "te_IN" },
  { code: "zh-CN", label: "简体中文", dir: "ltr", ogLocale: "zh_CN" },
  { code: "ko", label: "한국어", dir: "ltr", ogLocale: "ko_KR" },
] as const;

export type LanguageCode = (typeof languages)[number]["code"];

export const defaultLanguage: LanguageCode = "en";

/** localStorage key named by docs/product/product-spec.md §3. */
export const languageStorageKey = "preferredLang";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((l) => l.code === value);
}

export function directionOf(code: LanguageCode): "ltr" | "rtl" {
  return languages.find((l) => l.code === code)?.dir ?? "ltr";
}

/** Languages whose names are written family name first (姓 before 名): forms ask for the two in that order (issue 28). */
const familyNameFirstLanguages: ReadonlySet<LanguageCode> = new Set<LanguageCode>(["ja", "zh-CN", "ko"]);

export function familyNameFirst(code: LanguageCode): boolean {
  return familyNameFirstLanguages.has(code);
}

/** og:locale of a language (Open Graph wants language_TERRITORY). */
export function ogLocaleOf(code: LanguageCode): string {
  return languages.find((l) => l.code === code)?.ogLocale ?? "en_IN";
}

/** The locale Intl formats numbers and dates with: English is Indian English (1,00,000). */
export function intlLocaleOf(code: LanguageCode): string {
  return code === "en" ? "en-IN" : code;
}

/**
 * A site page's address in a language: English at the spec's path, the others under their code
 * ("/contact" in hi → "/hi/contact", "/" → "/hi", "/?q=1" → "/hi?q=1").
 */
export function pathIn(lang: LanguageCode, path: string): string {
  if (lang === defaultLanguage) return path;
  return path === "/" || path.startsWith("/?") || path.startsWith("/#") ? `/${lang}${path.slice(1)}` : `/${lang}${path}`;
}

/** The same path in every language, English first: "/contact" → "/contact", "/hi/contact", … */
export function everyLanguagePath(path: string): string[] {
  return languages.map(({ code }) => pathIn(code, path));
}
