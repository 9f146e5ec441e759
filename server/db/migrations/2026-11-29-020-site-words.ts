import { withId, type MigrationDb } from "../dialect-types";

/**
 * The words staff publish (issue 30, docs/decisions/038-words-staff-publish.md), kept on top of the catalogues
 * (locales/<lang>.json), per language and message id:
 * - `site_words`: the published text, its state (`translated` or `reviewed`) and the hash of the English it
 *   translates (server/i18n/translation-status.ts sourceHash; null for English), and the release that published it;
 * - `site_word_drafts`: a draft per word, with its author, time, state and the English hash it was written against;
 * - `site_word_versions`: each word's version, bumped by every change to it (draft, discard, approval, publish,
 *   restore), for 409 conflicts; a word never touched has none (version 0);
 * - `site_releases`: every publish and restore, numbered (the id), with who, when, the languages and each change
 *   ({ lang, id, before, after, state, source }, before/after null for the catalogue's default).
 * A translator's languages are a JSON array on the account (and on the invitation that creates it).
 */
export async function up(db: MigrationDb) {
  await db.schema
    .createTable("site_words")
    .addColumn("lang", "varchar(8)", (c) => c.notNull())
    .addColumn("message_id", "varchar(200)", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("state", "varchar(16)", (c) => c.notNull())
    .addColumn("source_hash", "varchar(16)")
    .addColumn("release_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("site_words_pk", ["lang", "message_id"])
    .execute();

  await db.schema
    .createTable("site_word_drafts")
    .addColumn("lang", "varchar(8)", (c) => c.notNull())
    .addColumn("message_id", "varchar(200)", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("state", "varchar(16)", (c) => c.notNull())
    .addColumn("source_hash", "varchar(16)")
    .addColumn("author_id", "integer")
    .addColumn("saved_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("site_word_drafts_pk", ["lang", "message_id"])
    .execute();

  await db.schema
    .createTable("site_word_versions")
    .addColumn("lang", "varchar(8)", (c) => c.notNull())
    .addColumn("message_id", "varchar(200)", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("site_word_versions_pk", ["lang", "message_id"])
    .execute();

  await withId(db, db.schema.createTable("site_releases"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("by_id", "integer")
    .addColumn("action", "varchar(16)", (c) => c.notNull())
    .addColumn("restored_from", "integer")
    .addColumn("languages", "text", (c) => c.notNull())
    .addColumn("changes", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable("staff_users")
    .addColumn("languages", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .alterTable("staff_invitations")
    .addColumn("languages", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
}

export async function down(db: MigrationDb) {
  await db.schema.alterTable("staff_invitations").dropColumn("languages").execute();
  await db.schema.alterTable("staff_users").dropColumn("languages").execute();
  await db.schema.dropTable("site_releases").execute();
  await db.schema.dropTable("site_word_versions").execute();
  await db.schema.dropTable("site_word_drafts").execute();
  await db.schema.dropTable("site_words").execute();
}
