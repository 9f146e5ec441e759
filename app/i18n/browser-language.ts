import { languages, type LanguageCode } from "./languages";

/**
 * The language of ours a browser asks for first, if any: "hi-IN" → hi, "zh-Hans-CN" or "zh" → zh-CN,
 * "pt-PT" → pt. Only the browser's first language we can match counts, so a reader whose list is
 * "en-GB, hi" is not offered Hindi.
 */
export function preferredOfOurs(browserLanguages: readonly string[]): LanguageCode | undefined {
  for (const tag of browserLanguages) {
    const lower = tag.toLowerCase();
    const exact = languages.find((l) => l.code.toLowerCase() === lower);
    if (exact) return exact.code;
    const primary = lower.split("-")[0];
    const byPrimary = languages.find((l) => l.code.toLowerCase().split("-")[0] === primary);
    if (byPrimary) return byPrimary.code;
  }
  return undefined;
}
