import type { LanguageCode } from "./languages";
import type { Messages } from "./messages/en";

const catalogues = import.meta.glob<{ default: Messages }>(["./messages/*.ts", "!./messages/en.ts"]);

/** The shell catalogue of a language other than English (English is bundled with the app). */
export async function shellCatalogue(lang: LanguageCode): Promise<Messages | null> {
  const load = catalogues[`./messages/${lang}.ts`];
  return load ? (await load()).default : null;
}
