import type { Transaction } from "kysely";
import type { LanguageCode } from "#contracts/languages";
import type { Db } from "#server/db/database";
import type { Database } from "#server/db/schema";
import type { SiteReleaseChange, SiteWordState } from "#server/db/site-words-schema";
import type { DbOrTx } from "#server/modules/mail-outbox/outbox";

/** The one owner of the site-words tables: published words, drafts, versions and releases (issue 30). */

export interface WordKey {
  lang: LanguageCode;
  id: string;
}

export interface PublishedRow {
  lang: LanguageCode;
  message_id: string;
  text: string;
  state: SiteWordState;
  source_hash: string | null;
}

export interface DraftRow extends PublishedRow {
  author_id: number | null;
  author_name: string | null;
  author_email: string | null;
  saved_at: string;
}

export interface ReleaseRow {
  id: number;
  at: string;
  by_id: number | null;
  by_name: string | null;
  by_email: string | null;
  action: "publish" | "restore";
  restored_from: number | null;
  languages: LanguageCode[];
  changes: SiteReleaseChange[];
}

const wordColumns = ["lang", "message_id", "text", "state", "source_hash"] as const;

export function listPublished(db: DbOrTx, lang?: LanguageCode): Promise<PublishedRow[]> {
  let query = db.selectFrom("site_words").select(wordColumns);
  if (lang) query = query.where("lang", "=", lang);
  return query.execute();
}

function draftQuery(db: DbOrTx) {
  return db
    .selectFrom("site_word_drafts as d")
    .leftJoin("staff_users as u", "u.id", "d.author_id")
    .select([
      "d.lang",
      "d.message_id",
      "d.text",
      "d.state",
      "d.source_hash",
      "d.author_id",
      "d.saved_at",
      "u.name as author_name",
      "u.email as author_email",
    ]);
}

export function listDrafts(db: DbOrTx, langs?: readonly LanguageCode[]): Promise<DraftRow[]> {
  let query = draftQuery(db);
  if (langs) query = query.where("d.lang", "in", langs.length > 0 ? langs : ["-" as LanguageCode]);
  return query.execute();
}

export async function findWord(db: DbOrTx, { lang, id }: WordKey) {
  const [published, draft, version] = await Promise.all([
    db.selectFrom("site_words").select(wordColumns).where("lang", "=", lang).where("message_id", "=", id).executeTakeFirst(),
    draftQuery(db).where("d.lang", "=", lang).where("d.message_id", "=", id).executeTakeFirst(),
    versionOf(db, { lang, id }),
  ]);
  return { published, draft, version };
}

export async function versionOf(db: DbOrTx, { lang, id }: WordKey): Promise<number> {
  const row = await db
    .selectFrom("site_word_versions")
    .select("version")
    .where("lang", "=", lang)
    .where("message_id", "=", id)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Every word's version of the languages, by `lang:id`. */
export async function versionsOf(db: DbOrTx, lang: LanguageCode): Promise<Map<string, number>> {
  const rows = await db.selectFrom("site_word_versions").select(["message_id", "version"]).where("lang", "=", lang).execute();
  return new Map(rows.map((row) => [row.message_id, row.version]));
}

/**
 * Moves a word from version `expected` to the next, atomically on both databases: false when someone else moved it
 * first (the caller's change is then stale). Version 0 is the absent row.
 */
export async function claimVersion(trx: Transaction<Database>, { lang, id }: WordKey, expected: number): Promise<boolean> {
  if (expected === 0) {
    const inserted = await trx
      .insertInto("site_word_versions")
      .values({ lang, message_id: id, version: 1 })
      .onConflict((conflict) => conflict.columns(["lang", "message_id"]).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }
  const updated = await trx
    .updateTable("site_word_versions")
    .set({ version: expected + 1 })
    .where("lang", "=", lang)
    .where("message_id", "=", id)
    .where("version", "=", expected)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Rows per multi-row statement: far under either database's limit of bound values. */
const chunkRows = 250;
const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / chunkRows) }, (_, i) => rows.slice(i * chunkRows, (i + 1) * chunkRows));

/** Moves words to their next version whatever it was (a publish, a restore, an import), a few statements for all. */
export async function bumpVersions(db: DbOrTx, keys: readonly WordKey[]): Promise<void> {
  for (const chunk of chunks(keys)) {
    await db
      .insertInto("site_word_versions")
      .values(chunk.map(({ lang, id }) => ({ lang, message_id: id, version: 1 })))
      .onConflict((conflict) =>
        conflict.columns(["lang", "message_id"]).doUpdateSet((eb) => ({ version: eb("site_word_versions.version", "+", 1) })),
      )
      .execute();
  }
}

export interface DraftInput extends WordKey {
  text: string;
  state: SiteWordState;
  sourceHash: string | null;
  authorId: number;
  savedAt: string;
}

/** Writes drafts over any the words had, a few statements for all. */
export async function saveDrafts(db: DbOrTx, drafts: readonly DraftInput[]): Promise<void> {
  for (const chunk of chunks(drafts)) {
    await db
      .insertInto("site_word_drafts")
      .values(
        chunk.map((draft) => ({
          lang: draft.lang,
          message_id: draft.id,
          text: draft.text,
          state: draft.state,
          source_hash: draft.sourceHash,
          author_id: draft.authorId,
          saved_at: draft.savedAt,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(["lang", "message_id"]).doUpdateSet((eb) => ({
          text: eb.ref("excluded.text"),
          state: eb.ref("excluded.state"),
          source_hash: eb.ref("excluded.source_hash"),
          author_id: eb.ref("excluded.author_id"),
          saved_at: eb.ref("excluded.saved_at"),
        })),
      )
      .execute();
  }
}

export const saveDraft = (db: DbOrTx, draft: DraftInput) => saveDrafts(db, [draft]);

export async function deleteDraft(db: DbOrTx, { lang, id }: WordKey): Promise<boolean> {
  const result = await db.deleteFrom("site_word_drafts").where("lang", "=", lang).where("message_id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Takes the drafts of the languages out, atomically: two publishes at once never publish one draft twice. */
export function takeDrafts(trx: Transaction<Database>, langs: readonly LanguageCode[]) {
  return trx
    .deleteFrom("site_word_drafts")
    .where("lang", "in", langs)
    .returning(["lang", "message_id", "text", "state", "source_hash"])
    .execute();
}

/**
 * Lays a release's changes on the published words, and moves their versions: each its text, or (after null) back to
 * the catalogue's default.
 */
export async function applyChanges(trx: Transaction<Database>, changes: readonly SiteReleaseChange[], releaseId: number): Promise<void> {
  for (const change of changes.filter(({ after }) => after === null)) {
    await trx.deleteFrom("site_words").where("lang", "=", change.lang).where("message_id", "=", change.id).execute();
  }
  for (const chunk of chunks(changes.filter(({ after }) => after !== null))) {
    await trx
      .insertInto("site_words")
      .values(
        chunk.map((change) => ({
          lang: change.lang,
          message_id: change.id,
          text: change.after!,
          state: change.state ?? "reviewed",
          source_hash: change.source,
          release_id: releaseId,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(["lang", "message_id"]).doUpdateSet((eb) => ({
          text: eb.ref("excluded.text"),
          state: eb.ref("excluded.state"),
          source_hash: eb.ref("excluded.source_hash"),
          release_id: eb.ref("excluded.release_id"),
        })),
      )
      .execute();
  }
  await bumpVersions(trx, changes);
}

export async function insertRelease(
  trx: Transaction<Database>,
  release: {
    at: string;
    byId: number;
    action: "publish" | "restore";
    restoredFrom: number | null;
    languages: LanguageCode[];
    changes: SiteReleaseChange[];
  },
): Promise<number> {
  const row = await trx
    .insertInto("site_releases")
    .values({
      at: release.at,
      by_id: release.byId,
      action: release.action,
      restored_from: release.restoredFrom,
      languages: JSON.stringify(release.languages),
      changes: JSON.stringify(release.changes),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

function releaseQuery(db: DbOrTx) {
  return db
    .selectFrom("site_releases as r")
    .leftJoin("staff_users as u", "u.id", "r.by_id")
    .select([
      "r.id",
      "r.at",
      "r.by_id",
      "r.action",
      "r.restored_from",
      "r.languages",
      "r.changes",
      "u.name as by_name",
      "u.email as by_email",
    ]);
}

type RawRelease = Awaited<ReturnType<ReturnType<typeof releaseQuery>["executeTakeFirstOrThrow"]>>;

const toRelease = (row: RawRelease): ReleaseRow => ({
  ...row,
  languages: JSON.parse(row.languages) as LanguageCode[],
  changes: JSON.parse(row.changes) as SiteReleaseChange[],
});

export async function findRelease(db: DbOrTx, id: number): Promise<ReleaseRow | undefined> {
  const row = await releaseQuery(db).where("r.id", "=", id).executeTakeFirst();
  return row && toRelease(row);
}

export async function listReleases(db: Db, page: number, limit: number): Promise<{ items: ReleaseRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    releaseQuery(db)
      .orderBy("r.id", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom("site_releases")
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toRelease), total: Number(count.total) };
}

/** The releases after `id`, oldest first: what a restore to `id` undoes. */
export async function releasesAfter(db: DbOrTx, id: number): Promise<ReleaseRow[]> {
  return (await releaseQuery(db).where("r.id", ">", id).orderBy("r.id", "asc").execute()).map(toRelease);
}

/** The releases up to `id`, newest first: where each word's text right after `id` is found. */
export async function releasesUpTo(db: DbOrTx, id: number): Promise<ReleaseRow[]> {
  return (await releaseQuery(db).where("r.id", "<=", id).orderBy("r.id", "desc").execute()).map(toRelease);
}

/** The newest release number, 0 before the first: one read of the primary key's index. */
export async function newestRelease(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom("site_releases")
    .select((eb) => eb.fn.max("id").as("newest"))
    .executeTakeFirst();
  return Number(row?.newest ?? 0);
}

/** A deleted account's drafts and releases stay, without their author (called in the deletion's transaction). */
export async function forgetStaffMember(db: Db, staffId: number): Promise<void> {
  await db.updateTable("site_word_drafts").set({ author_id: null }).where("author_id", "=", staffId).execute();
  await db.updateTable("site_releases").set({ by_id: null }).where("by_id", "=", staffId).execute();
}

/**
 * When each language's word `id` was last written: its draft's `saved_at`, and the time of the release that
 * published its text (a page picture's alt text must be newer than the picture, decision 043).
 */
export async function writtenAt(db: DbOrTx, id: string): Promise<Map<LanguageCode, string[]>> {
  const [drafts, published] = await Promise.all([
    db.selectFrom("site_word_drafts").select(["lang", "saved_at as at"]).where("message_id", "=", id).execute(),
    db
      .selectFrom("site_words as w")
      .innerJoin("site_releases as r", "r.id", "w.release_id")
      .select(["w.lang", "r.at"])
      .where("w.message_id", "=", id)
      .execute(),
  ]);
  const times = new Map<LanguageCode, string[]>();
  for (const row of [...drafts, ...published]) times.set(row.lang, [...(times.get(row.lang) ?? []), row.at]);
  return times;
}
