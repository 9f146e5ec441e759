import {
  siteContentMessages as m,
  wordProblemMessage,
  type ContentField,
  type ContentOverview,
  type ContentPageDetail,
  type LanguageProgress,
  type PageSummary,
} from "#contracts/api/site-content";
import { isLanguageNeutral, isTranslated, type MessageId } from "#contracts/i18n/catalogue";
import { checkWord } from "#contracts/i18n/check-word";
import { checkFact, factMessages } from "#contracts/site-content/company-facts";
import { imageSlotOfWord, isPictureWordText, pictureWordMessage, type ImageSlot } from "#contracts/site-content/image-slots";
import type { LanguageCode } from "#contracts/languages";
import { contentPageOf, contentPages, sectionHolds, type ContentPageEntry } from "#contracts/site-content/content-pages";
import type { Db } from "#server/db/database";
import { roleAllows } from "#contracts/api/staff-roles";
import { HttpError } from "#server/errors";
import { sourceHash } from "#server/i18n/translation-status";
import { nowIso } from "#server/lib/time";
import type { CatalogueDefaults } from "./catalogue-defaults";
import { assertMayEdit, editableLanguages, type ContentCaller } from "./content-access";
import { loadLanguage, loadLanguages } from "./language-rows";
import { publishDrafts, type ReleaseListener } from "./publish-drafts";
import { claimVersion, deleteDraft, findWord, saveDraft } from "./word-repository";
import type { WordsInLanguage } from "./words-in-language";

export interface SiteContentDeps {
  db: Db;
  defaults: CatalogueDefaults;
  now?: () => Date;
  /** Told the new release's number after every publish and restore (the web host re-renders what changed). */
  onRelease?: ReleaseListener;
}

/** A word's change refused because someone changed it since: the word as it is now goes back with the 409. */
export class StaleWordError extends HttpError {
  constructor(readonly field: ContentField) {
    super(409, { code: "staleVersion", message: m.staleVersion });
  }
}

/** The ids of a page or part, each once, in the catalogue's order. */
function idsOfPage(defaults: CatalogueDefaults, entry: ContentPageEntry): MessageId[] {
  return defaults.ids.filter((id) => entry.sections.some((part) => sectionHolds(part, id)));
}

/** A word's problems as the API answers them: checked against its English (contracts/i18n/check-word.ts). */
function wordErrors(words: WordsInLanguage, id: MessageId, text: string) {
  const field = words.field(id);
  return checkWord(words.checkedAgainst(id), text, field.maxLength, field.format).map((problem) => ({
    field: "text",
    code: problem.code,
    message: wordProblemMessage(problem, field.maxLength),
  }));
}

/**
 * A company fact's problem (contracts/site-content/company-facts.ts), checked against the other facts as they stand
 * with their drafts (the year renamed is not before the year founded).
 */
function factErrors(english: WordsInLanguage, id: MessageId, text: string) {
  const inForce = (other: MessageId) => english.field(other).draft?.text ?? english.textOf(other);
  const problem = checkFact(id, text, { "company.founded": inForce("company.founded"), "company.renamed": inForce("company.renamed") });
  return problem ? [{ field: "text", code: problem, message: factMessages[problem] }] : [];
}

/** A page picture's word (decision 043): the build's path or a stored image's key, nothing else. */
function pictureWordErrors(slot: ImageSlot, text: string) {
  return isPictureWordText(slot, text) ? [] : [{ field: "text", code: "pictureWord", message: pictureWordMessage }];
}

/** A language's progress over the translated messages, and its drafts of every message (English's of the facts too, to publish). */
function progressOf(words: WordsInLanguage, defaults: CatalogueDefaults): LanguageProgress {
  const counts = { machine: 0, translated: 0, reviewed: 0, outdated: 0 };
  const ids = defaults.ids.filter(isTranslated);
  for (const id of ids) counts[words.statusOf(id)]++;
  const drafts = defaults.ids.filter((id) => words.hasDraft(id)).length;
  const messages = ids.length;
  return { lang: words.lang, messages, ...counts, reviewedPercent: messages ? Math.floor((counts.reviewed * 100) / messages) : 0, drafts };
}

/**
 * The Content area's words (issue 30): the overview of pages and languages, one page's fields, and the changes to
 * one word (a draft saved or discarded, an approval), each checked against the word's version. Publishing and
 * releases are in ./publish-drafts.ts and ./release-service.ts.
 */
export function createSiteContentService({ db, defaults, now = () => new Date(), onRelease }: SiteContentDeps) {
  const pageOrThrow = (key: string) => {
    const entry = contentPageOf(key);
    if (!entry) throw new HttpError(404, m.pageNotFound);
    return entry;
  };
  const idOrThrow = (id: string): MessageId => {
    if (!defaults.has(id)) throw new HttpError(404, m.wordNotFound);
    return id;
  };
  /** A neutral word (a company fact, decision 042) is kept once, in English, and changed by editors and administrators only. */
  const assertNeutralInEnglish = (caller: ContentCaller, lang: LanguageCode, id: MessageId) => {
    if (!isLanguageNeutral(id)) return;
    if (!roleAllows(caller.role, ["editor"])) throw new HttpError(403, m.neutralForbidden);
    if (lang !== "en") throw new HttpError(400, { code: "neutralInEnglish", message: m.neutralInEnglish });
  };
  /** The language asked for, else the caller's first: English for editors, the first assigned language for a translator. */
  const languageFor = (caller: ContentCaller, lang: LanguageCode | undefined) => {
    const chosen = lang ?? editableLanguages(caller)[0];
    if (!chosen) throw new HttpError(403, m.languageForbidden);
    assertMayEdit(caller, chosen);
    return chosen;
  };
  const fieldNow = async (lang: LanguageCode, id: MessageId) => (await loadLanguage(db, defaults, lang)).field(id);

  /** Runs a word's change once its version is still `version`; else 409 with the word as it is now. */
  async function versioned(
    lang: LanguageCode,
    id: MessageId,
    version: number,
    write: (trx: Parameters<typeof claimVersion>[0]) => Promise<void>,
  ) {
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claimVersion(trx, { lang, id }, version))) return false;
      await write(trx);
      return true;
    });
    if (!claimed) throw new StaleWordError(await fieldNow(lang, id));
    return fieldNow(lang, id);
  }

  return {
    async overview(caller: ContentCaller, lang: LanguageCode | undefined): Promise<ContentOverview> {
      const chosen = languageFor(caller, lang);
      const langs = editableLanguages(caller);
      const all = await loadLanguages(db, defaults, langs);
      const words = all.find((each) => each.lang === chosen)!;
      // A neutral word (a company fact) is English's in every language; a translator, who has no English, sees its drafts as none.
      const english = all.find((each) => each.lang === "en");
      const wordsOf = (id: MessageId) => (isLanguageNeutral(id) ? english : words);
      const pages = contentPages.map((entry): PageSummary => {
        const ids = idsOfPage(defaults, entry);
        return {
          key: entry.key,
          title: entry.title,
          path: entry.path,
          kind: entry.kind,
          fields: ids.length,
          drafts: ids.filter((id) => wordsOf(id)?.hasDraft(id)).length,
          outdated: ids.filter((id) => wordsOf(id)?.statusOf(id) === "outdated").length,
        };
      });
      return { languages: all.map((each) => progressOf(each, defaults)), pages };
    },

    async page(caller: ContentCaller, key: string, query: { lang?: LanguageCode; status?: string }): Promise<ContentPageDetail> {
      const entry = pageOrThrow(key);
      const lang = languageFor(caller, query.lang);
      const [inLang, english] = await Promise.all([
        loadLanguage(db, defaults, lang),
        lang === "en" || !entry.sections.some((part) => defaults.ids.some((id) => isLanguageNeutral(id) && sectionHolds(part, id)))
          ? undefined
          : loadLanguage(db, defaults, "en"),
      ]);
      // A neutral word (a company fact) is one English text whatever the language asked: shown, and changed, as English's.
      const wordsOf = (id: MessageId) => (isLanguageNeutral(id) ? (english ?? inLang) : inLang);
      const wanted = (id: MessageId) =>
        !query.status || (query.status === "draft" ? wordsOf(id).hasDraft(id) : wordsOf(id).statusOf(id) === query.status);
      const sections = entry.sections.map((part) => ({
        key: part.key,
        title: part.title,
        fields: defaults.ids.filter((id) => sectionHolds(part, id) && wanted(id)).map((id) => wordsOf(id).field(id)),
      }));
      return { key: entry.key, title: entry.title, path: entry.path, kind: entry.kind, lang, sections };
    },

    /** Saves a draft of a word: 400 with the word's problems, 409 when it changed since `version`. */
    async saveDraft(
      caller: ContentCaller,
      lang: LanguageCode,
      rawId: string,
      input: { text: string; version: number },
    ): Promise<ContentField> {
      assertMayEdit(caller, lang);
      const id = idOrThrow(rawId);
      assertNeutralInEnglish(caller, lang, id);
      const words = await loadLanguage(db, defaults, lang);
      const slot = imageSlotOfWord(id);
      const errors = slot
        ? pictureWordErrors(slot, input.text)
        : isLanguageNeutral(id)
          ? factErrors(words, id, input.text)
          : wordErrors(words, id, input.text);
      if (errors.length > 0) throw new HttpError(400, { code: errors[0]!.code, message: errors[0]!.message }, errors);
      return versioned(lang, id, input.version, (trx) =>
        saveDraft(trx, {
          lang,
          id,
          text: input.text,
          state: "translated",
          sourceHash: lang === "en" ? null : sourceHash(words.englishOf(id)),
          authorId: caller.id,
          savedAt: nowIso(now()),
        }),
      );
    },

    async discardDraft(caller: ContentCaller, lang: LanguageCode, rawId: string, version: number): Promise<ContentField> {
      assertMayEdit(caller, lang);
      const id = idOrThrow(rawId);
      assertNeutralInEnglish(caller, lang, id);
      if (!(await findWord(db, { lang, id })).draft) throw new HttpError(404, m.noDraft);
      return versioned(lang, id, version, async (trx) => {
        await deleteDraft(trx, { lang, id });
      });
    },

    /**
     * Marks a word `reviewed`: its draft, or without one the published text, which becomes a draft to publish (a
     * change of status is published like a change of words, in a release). English is the source: never reviewed.
     */
    async approve(caller: ContentCaller, lang: LanguageCode, rawId: string, version: number): Promise<ContentField> {
      assertMayEdit(caller, lang);
      const id = idOrThrow(rawId);
      assertNeutralInEnglish(caller, lang, id);
      if (lang === "en") throw new HttpError(400, { code: "englishNotReviewed", message: m.englishNotReviewed });
      const words = await loadLanguage(db, defaults, lang);
      const draft = (await findWord(db, { lang, id })).draft;
      return versioned(lang, id, version, (trx) =>
        saveDraft(trx, {
          lang,
          id,
          text: draft?.text ?? words.textOf(id),
          state: "reviewed",
          sourceHash: sourceHash(words.englishOf(id)),
          authorId: caller.id,
          savedAt: nowIso(now()),
        }),
      );
    },

    /** Publishes every draft the caller may publish (of `lang` when given) as one release. */
    async publish(caller: ContentCaller, lang: LanguageCode | undefined) {
      if (lang) assertMayEdit(caller, lang);
      const langs = lang ? [lang] : editableLanguages(caller);
      const release = await publishDrafts(db, { langs, byId: caller.id, at: nowIso(now()) });
      onRelease?.(release.id);
      return release;
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
