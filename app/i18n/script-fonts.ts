import arabic from "@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url";
import devanagari from "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url";
import tamil from "@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2?url";
import telugu from "@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2?url";
import type { LanguageCode } from "./languages";

/**
 * The self-hosted face of a language whose script Inter lacks (app.css names it in that language's font
 * stack). Its pages preload it so the text is drawn in it from the start; other pages never fetch it.
 */
const scriptFonts: Partial<Record<LanguageCode, string>> = { hi: devanagari, mr: devanagari, ta: tamil, te: telugu, ar: arabic };

export function scriptFontOf(lang: LanguageCode): string | undefined {
  return scriptFonts[lang];
}
