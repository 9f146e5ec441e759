import { siteContentMessages as m } from "#contracts/api/site-content";
import { roleAllows, type StaffRole } from "#contracts/api/staff-roles";
import { languages, type LanguageCode } from "#contracts/languages";
import { HttpError } from "#server/errors";

/** Who is asking: the signed-in member of staff's id, role and (a translator's) languages. */
export interface ContentCaller {
  id: number;
  role: StaffRole;
  languages: readonly LanguageCode[];
}

const allLanguages: readonly LanguageCode[] = languages.map(({ code }) => code);

/** Editors and administrators change every language, English included; a translator only the account's languages. */
export function editableLanguages(caller: ContentCaller): readonly LanguageCode[] {
  if (caller.role !== "translator") return allLanguages;
  return allLanguages.filter((lang) => lang !== "en" && caller.languages.includes(lang));
}

export function mayEdit(caller: ContentCaller, lang: LanguageCode): boolean {
  return editableLanguages(caller).includes(lang);
}

/** 403 unless the caller may change words of `lang`: a translator never English, nor a language not assigned. */
export function assertMayEdit(caller: ContentCaller, lang: LanguageCode): void {
  if (!mayEdit(caller, lang)) throw new HttpError(403, lang === "en" ? m.englishForbidden : m.languageForbidden);
}

/** A restore puts back every language's words, English too: editors and administrators only. */
export function assertMayRestore(caller: ContentCaller): void {
  if (!roleAllows(caller.role, ["editor"])) throw new HttpError(403, m.restoreForbidden);
}
