/**
 * The site's words staff edit, translate and publish (issue 30, docs/decisions/038-words-staff-publish.md). Words are
 * the catalogues' messages (locales/<lang>.json, id → ICU text); what staff publish is kept in the database and laid
 * over the catalogues (contracts/published-words.ts). Pages and shared parts group them
 * (contracts/site-content/content-pages.ts). Ids under `staff.` are English-only and not edited here; the
 * language-neutral ones (`company.*`, the company's facts) are kept once, in English, and changed by editors and
 * administrators only (403 for a translator, 400 `neutralInEnglish` in another language).
 *
 * Every route is under /api/staff/content, needs a staff session and the roles of `staffAreaRoles.content`. A
 * translator works only in the languages of the account (`languages`, never English) and cannot restore a release.
 * Answers use the API's envelope (contracts/api/responses.ts).
 *
 * - GET    /pages?lang=hi                       → data: ContentOverview
 * - GET    /pages/:key?lang=hi&status=…         → data: ContentPageDetail (404 unknown page)
 * - PUT    /words/:lang/:id                     WordDraftRequest → data: ContentField (draft saved; 400 field errors with
 *                                                the codes of `wordProblemCodes`, or for a company fact those of
 *                                                `factMessages` (contracts/site-content/company-facts.ts); 409
 *                                                StaleWordFailure; 403; 404)
 * - DELETE /words/:lang/:id/draft               WordVersionRequest → data: ContentField (409 stale)
 * - POST   /words/:lang/:id/approve             WordVersionRequest → data: ContentField (`reviewed`; 409 stale)
 * - POST   /publish                             PublishRequest → data: { release } (400 nothingToPublish)
 * - GET    /releases?page=1                     → data: ReleaseList
 * - GET    /releases/:id                        → data: ReleaseDetail
 * - POST   /releases/:id/restore                → data: { release } (editors and admins)
 * - GET    /xliff?lang=hi&only=…&version=…      → the XLIFF file (attachment)
 * - POST   /xliff                               XliffImportRequest → data: XliffImportReport (400 with the report
 *                                                when anything is refused; nothing is written then)
 */
import { z } from "zod/mini";
import { formattingMessages } from "../formatting/check-formatting";
import { wordProblemCodes, type WordProblem } from "../i18n/check-word";
import { wordFormats } from "../site-content/formatted-words";
import { languageCodes } from "../forms/fields";
import { ListQuerySchema, nulMessage, withoutNul } from "./list-query";
import { apiData } from "./responses";

export const contentLimits = {
  /** No word is longer than this, whatever its English (the per-word limit is `maxLengthOf`, contracts/i18n/check-word.ts). */
  textMax: 10_000,
  releasesPerPage: 20,
  /** An XLIFF file of every message of a language is about 1.5 MB. */
  xliffMaxBytes: 4 * 1024 * 1024,
  /** Message ids are dotted paths of at most this many characters. */
  idMax: 200,
} as const;

/** The English of every answer the content routes give; a client shows these or its own words for the same codes. */
export const siteContentMessages = {
  pageNotFound: "No such page or part of the site",
  wordNotFound: "No such word: the id is not one of the site's messages",
  languageNotFound: "Choose one of the site's languages",
  releaseNotFound: "No such release",
  staleVersion: "Someone else changed this word since you opened it; their text is shown, yours was not saved",
  languageForbidden: "Your account may work only on the languages assigned to it",
  englishForbidden: "Translators do not change the English; ask an editor",
  restoreForbidden: "Only editors and administrators restore a release",
  neutralForbidden: "Only editors and administrators change the company's facts; ask an editor",
  neutralInEnglish: "This word is the same in every language: change it in English",
  nothingToPublish: "There are no drafts to publish",
  noDraft: "This word has no draft to discard",
  englishNotReviewed: "English is the source: it is published, not reviewed",
  nothingToRestore: "The site already shows this release's words: there is nothing to restore",
  xliffRefused: "Nothing was imported: fix the units listed and import the file again",
  xliffEnglish: "XLIFF files carry translations: choose a language other than English",
  xliffForbidden: "Your account may not import this file's language",
  // Word problems (contracts/i18n/check-word.ts): {name}, {max} and {detail} are filled in.
  textRequired: "Write the text; a word cannot be empty",
  textTooLong: "The text must be at most {max} characters",
  htmlRefused: "HTML tags such as <b> or <a> are not allowed; write plain text",
  messageInvalid: "The text is not a valid message: {detail}. Check the braces { } and the plural forms",
  placeholderUnknown: "{name} is not a placeholder of this message; use only those the English has",
  placeholderMissing: "Keep the placeholder {name}: the page fills it in",
  placeholderKind: "Keep {name} as the English has it (a {detail})",
  // A formatted word's (contracts/site-content/formatted-words.ts), the same words the post editor shows.
  linkBroken: formattingMessages.linkBroken,
  linkAddress: formattingMessages.linkAddress,
  imageRefused: formattingMessages.imageRefused,
} as const;

/** One word problem's English, with its placeholder name, limit or detail filled in. */
export function wordProblemMessage(problem: WordProblem, maxLength: number): string {
  return siteContentMessages[problem.code]
    .replace("{name}", problem.name ? `{${problem.name}}` : "")
    .replace("{max}", String(maxLength))
    .replace("{detail}", problem.detail ?? "");
}

export { wordProblemCodes };

export const ContentLanguageSchema = z.enum(languageCodes, { error: siteContentMessages.languageNotFound });

/** How a word stands in a language: as the catalogue's default (`machine`), or as staff last published it. */
export const wordStatuses = ["machine", "translated", "reviewed", "outdated"] as const;
export const WordStatusSchema = z.enum(wordStatuses);
export type WordStatus = z.infer<typeof WordStatusSchema>;

/** A draft's state: written (`translated`) or approved (`reviewed`). */
export const draftStates = ["translated", "reviewed"] as const;
export const DraftStateSchema = z.enum(draftStates);
export type DraftState = z.infer<typeof DraftStateSchema>;

/** The page list's filter: a status, or the words that have a draft. */
export const fieldFilters = [...wordStatuses, "draft"] as const;

const StaffRefSchema = z.object({ id: z.number(), name: z.string() });

export const DraftSchema = z.object({ text: z.string(), state: DraftStateSchema, by: z.nullable(StaffRefSchema), at: z.string() });
export type Draft = z.infer<typeof DraftSchema>;

export const ContentFieldSchema = z.object({
  /** The message id (locales/en.json). */
  id: z.string(),
  /** The English in force: staff's published English, else the catalogue's. */
  english: z.string(),
  /** The published text in this language: staff's, else the catalogue's. */
  text: z.string(),
  status: WordStatusSchema,
  /** 0 for a word nobody has touched; sent back with every change to it (409 when someone changed it since). */
  version: z.number(),
  draft: z.nullable(DraftSchema),
  maxLength: z.number(),
  /** The English message's placeholder names, for the editor's live check. */
  placeholders: z.array(z.string()),
  /** `formatted`: the word may have emphasis, links and lists (contracts/formatting/), checked as such. */
  format: z.enum(wordFormats),
});
export type ContentField = z.infer<typeof ContentFieldSchema>;
export const ContentFieldResponseSchema = apiData(ContentFieldSchema);

export const pageKinds = ["page", "shared"] as const;

export const LanguageProgressSchema = z.object({
  lang: ContentLanguageSchema,
  messages: z.number(),
  reviewed: z.number(),
  /** Whole percent, rounded down (100 only when every message is reviewed). */
  reviewedPercent: z.number(),
  outdated: z.number(),
  machine: z.number(),
  translated: z.number(),
  drafts: z.number(),
});
export type LanguageProgress = z.infer<typeof LanguageProgressSchema>;

export const PageSummarySchema = z.object({
  key: z.string(),
  title: z.string(),
  path: z.nullable(z.string()),
  kind: z.enum(pageKinds),
  fields: z.number(),
  drafts: z.number(),
  outdated: z.number(),
});
export type PageSummary = z.infer<typeof PageSummarySchema>;

export const ContentOverviewSchema = z.object({ languages: z.array(LanguageProgressSchema), pages: z.array(PageSummarySchema) });
export type ContentOverview = z.infer<typeof ContentOverviewSchema>;
export const ContentOverviewResponseSchema = apiData(ContentOverviewSchema);

export const ContentPageDetailSchema = z.object({
  key: z.string(),
  title: z.string(),
  path: z.nullable(z.string()),
  kind: z.enum(pageKinds),
  lang: ContentLanguageSchema,
  sections: z.array(z.object({ key: z.string(), title: z.string(), fields: z.array(ContentFieldSchema) })),
});
export type ContentPageDetail = z.infer<typeof ContentPageDetailSchema>;
export const ContentPageDetailResponseSchema = apiData(ContentPageDetailSchema);

/** ?lang of the overview (defaults to English for an editor, the first assigned language for a translator). */
export const ContentOverviewQuerySchema = z.object({ lang: z.optional(ContentLanguageSchema) });
export const ContentPageQuerySchema = z.object({
  lang: z.optional(ContentLanguageSchema),
  status: z.optional(z.enum(fieldFilters, { error: `status must be one of ${fieldFilters.join(", ")}` })),
});
export const ContentPageParamsSchema = z.object({ key: z.string().check(z.maxLength(100)) });

export const WordParamsSchema = z.object({
  lang: ContentLanguageSchema,
  id: z.string().check(z.maxLength(contentLimits.idMax, siteContentMessages.wordNotFound)),
});

const versionMessage = "version is required: the version of the word you loaded (0 for a word never changed)";
const VersionSchema = z.int32({ error: versionMessage }).check(z.gte(0, versionMessage));

export const WordVersionRequestSchema = z.object({ version: VersionSchema });
export type WordVersionRequest = z.infer<typeof WordVersionRequestSchema>;

export const WordDraftRequestSchema = z.object({
  text: z
    .string({ error: siteContentMessages.textRequired })
    .check(
      z.maxLength(contentLimits.textMax, `The text must be at most ${contentLimits.textMax} characters`),
      z.refine(withoutNul, nulMessage),
    ),
  version: VersionSchema,
});
export type WordDraftRequest = z.infer<typeof WordDraftRequestSchema>;

/** 409 of a word's change: the word as it is now, so the editor shows the other person's text. */
export const StaleWordFailureSchema = z.object({
  success: z.literal(false),
  code: z.literal("staleVersion"),
  message: z.string(),
  data: ContentFieldSchema,
});
export type StaleWordFailure = z.infer<typeof StaleWordFailureSchema>;

export const releaseActions = ["publish", "restore"] as const;

export const ReleaseSchema = z.object({
  id: z.number(),
  at: z.string(),
  by: z.nullable(StaffRefSchema),
  action: z.enum(releaseActions),
  restoredFrom: z.nullable(z.number()),
  languages: z.array(ContentLanguageSchema),
  /** How many words it changed. */
  changes: z.number(),
});
export type Release = z.infer<typeof ReleaseSchema>;
export const ReleaseResponseSchema = apiData(z.object({ release: ReleaseSchema }));

/** Body of POST /publish: every draft the caller may publish, of one language when `lang` is given. */
export const PublishRequestSchema = z.object({ lang: z.optional(ContentLanguageSchema) });
export type PublishRequest = z.infer<typeof PublishRequestSchema>;

export const ReleaseListQuerySchema = z.object({ page: ListQuerySchema.shape.page });
export const ReleaseListSchema = z.object({ items: z.array(ReleaseSchema), total: z.number() });
export type ReleaseList = z.infer<typeof ReleaseListSchema>;
export const ReleaseListResponseSchema = apiData(ReleaseListSchema);

export const ReleaseChangeSchema = z.object({
  lang: ContentLanguageSchema,
  id: z.string(),
  english: z.string(),
  /** The text right after that release. */
  atRelease: z.string(),
  /** The text in force now. */
  current: z.string(),
});
export type ReleaseChange = z.infer<typeof ReleaseChangeSchema>;
export const ReleaseDetailSchema = z.object({ release: ReleaseSchema, changes: z.array(ReleaseChangeSchema) });
export type ReleaseDetail = z.infer<typeof ReleaseDetailSchema>;
export const ReleaseDetailResponseSchema = apiData(ReleaseDetailSchema);

export const xliffVersions = ["2.0", "1.2"] as const;
export const xliffSelections = ["untranslated", "outdated"] as const;

/** `lang` defaults to the caller's first translated language (Hindi for an editor). */
export const XliffExportQuerySchema = z.object({
  lang: z.optional(ContentLanguageSchema),
  only: z.optional(z.enum(xliffSelections, { error: "only must be untranslated or outdated" })),
  version: z._default(z.enum(xliffVersions, { error: "version must be 2.0 or 1.2" }), "2.0"),
});
export type XliffExportQuery = z.input<typeof XliffExportQuerySchema>;

/** Body of POST /xliff: the file's text (read by the browser), and whether to check it only. */
export const XliffImportRequestSchema = z.object({
  xliff: z
    .string({ error: "Choose an XLIFF file" })
    .check(
      z.minLength(1, "Choose an XLIFF file"),
      z.maxLength(contentLimits.xliffMaxBytes, "The file must be at most 4 MB"),
      z.refine(withoutNul, nulMessage),
    ),
  dryRun: z._default(z.boolean(), false),
});
export type XliffImportRequest = z.input<typeof XliffImportRequestSchema>;

export const XliffImportReportSchema = z.object({
  lang: z.nullable(ContentLanguageSchema),
  /** Units in the file. */
  units: z.number(),
  /** Units that change a word (become drafts, unless this was a dry run). */
  changed: z.number(),
  /** What is wrong with the file as a whole (not XLIFF, wrong languages). */
  fileProblems: z.array(z.string()),
  refused: z.array(z.object({ id: z.string(), reason: z.string() })),
  dryRun: z.boolean(),
});
export type XliffImportReport = z.infer<typeof XliffImportReportSchema>;
export const XliffImportResponseSchema = apiData(XliffImportReportSchema);
/** 400 of an import that was refused: the report, so the screen lists each unit. */
export const XliffRefusedFailureSchema = z.object({
  success: z.literal(false),
  code: z.literal("xliffRefused"),
  message: z.string(),
  data: XliffImportReportSchema,
});
