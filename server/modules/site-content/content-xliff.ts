import { siteContentMessages as m, wordProblemMessage, type XliffImportReport } from "#contracts/api/site-content";
import type { Catalogue } from "#contracts/i18n/catalogue";
import { checkWord, maxLengthOf } from "#contracts/i18n/check-word";
import { wordFormatOf } from "#contracts/site-content/formatted-words";
import { isLanguageCode, type LanguageCode } from "#contracts/languages";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import type { StatusFile } from "#server/i18n/translation-status";
import { checkImport, exportXliff, parseXliff, type ExportSelection, type XliffVersion } from "#server/i18n/xliff";
import { nowIso } from "#server/lib/time";
import type { CatalogueDefaults } from "./catalogue-defaults";
import { assertMayEdit, editableLanguages, mayEdit, type ContentCaller } from "./content-access";
import { loadLanguage } from "./language-rows";
import { bumpVersions, listPublished, saveDrafts } from "./word-repository";

/** A language as the site shows it now, in the shapes the XLIFF exchange reads: the English in force, the texts, their status. */
async function catalogueNow(db: Db, defaults: CatalogueDefaults, lang: LanguageCode) {
  const words = await loadLanguage(db, defaults, lang);
  const published = new Map((await listPublished(db, lang)).map((row) => [row.message_id, row]));
  const english: Record<string, string> = {};
  const target: Record<string, string> = {};
  const status: StatusFile = {};
  for (const id of defaults.ids) {
    english[id] = words.englishOf(id);
    target[id] = words.textOf(id);
    const row = published.get(id);
    const entry = row ? { state: row.state, source: row.source_hash ?? "" } : defaults.status(lang)[id];
    if (entry) status[id] = entry;
  }
  return { english: english as Catalogue, target: target as Catalogue, status };
}

/** The file's target language when it is one staff translate into (checkImport names any other problem). */
function targetLanguageOf(xml: string): LanguageCode | undefined {
  try {
    const { targetLanguage } = parseXliff(xml);
    return isLanguageCode(targetLanguage) && targetLanguage !== "en" ? targetLanguage : undefined;
  } catch {
    return undefined;
  }
}

function unitCountOf(xml: string): number {
  try {
    return parseXliff(xml).units.length;
  } catch {
    return 0;
  }
}

/** Refused before anything is read, or after: the report goes back with the 400. */
export class XliffRefusedError extends HttpError {
  constructor(readonly report: XliffImportReport) {
    super(400, { code: "xliffRefused", message: m.xliffRefused });
  }
}

/**
 * The command line's XLIFF exchange (npm run i18n -- export/import, server/i18n/xliff.ts) from the staff screen, on
 * the words as published: an export carries the English in force and each word's published text and status; an
 * import is checked whole (the same checks, and the staff editor's: length and no HTML) and, when every unit is
 * right, its changed units become drafts, to be published like any other.
 */
export function createContentXliff({ db, defaults, now = () => new Date() }: { db: Db; defaults: CatalogueDefaults; now?: () => Date }) {
  return {
    /** The file and its language (the caller's first translated language when none is asked). */
    async exportFile(caller: ContentCaller, query: { lang?: LanguageCode; only?: ExportSelection; version: XliffVersion }) {
      const lang = query.lang ?? editableLanguages(caller).find((each) => each !== "en");
      if (!lang) throw new HttpError(403, m.languageForbidden);
      assertMayEdit(caller, lang);
      if (lang === "en") throw new HttpError(400, { code: "englishNotReviewed", message: m.xliffEnglish });
      const { english, target, status } = await catalogueNow(db, defaults, lang);
      return { lang, file: exportXliff({ lang, english, target, status, only: query.only, version: query.version }) };
    },

    async importFile(caller: ContentCaller, xml: string, dryRun: boolean): Promise<XliffImportReport> {
      const lang = targetLanguageOf(xml);
      if (lang && !mayEdit(caller, lang)) throw new HttpError(403, m.xliffForbidden);
      const current = lang ? await catalogueNow(db, defaults, lang) : { english: defaults.english, target: {}, status: {} };
      const result = checkImport(xml, current.english, () => current);
      const refused = result.refused.map(({ id, problems }) => ({ id, reason: problems.join("; ") }));
      // A unit sent back as the file had it, only its English newer: nothing a person wrote, nothing to record.
      const changes = result.changes.filter((change) => change.status.state !== "machine");
      for (const change of changes) {
        const english = current.english[change.id]!;
        const problems = checkWord(english, change.target, maxLengthOf(english), wordFormatOf(change.id));
        const reason = problems.map((problem) => wordProblemMessage(problem, maxLengthOf(english))).join("; ");
        if (reason) refused.push({ id: change.id, reason });
      }
      const report: XliffImportReport = {
        lang: result.lang ?? null,
        units: unitCountOf(xml),
        changed: changes.length,
        fileProblems: result.fileProblems,
        refused,
        dryRun,
      };
      if (result.fileProblems.length > 0 || refused.length > 0) throw new XliffRefusedError({ ...report, changed: 0 });
      if (!dryRun && lang && changes.length > 0) {
        const savedAt = nowIso(now());
        const drafts = changes.map((change) => ({
          lang,
          id: change.id,
          text: change.target,
          state: change.status.state === "reviewed" ? ("reviewed" as const) : ("translated" as const),
          sourceHash: change.status.source,
          authorId: caller.id,
          savedAt,
        }));
        await db.transaction().execute(async (trx) => {
          await saveDrafts(trx, drafts);
          await bumpVersions(trx, drafts);
        });
      }
      return report;
    },
  };
}
