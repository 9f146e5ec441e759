/**
 * The database as Kysely sees it. Each domain declares its tables in its own
 * module and adds them here, so this file stays an index.
 *
 * Conventions (docs/decisions/003-storage.md): timestamps are ISO-8601 UTC
 * text, booleans are 0/1 integers, ids are integer identities; the same
 * migrations then run unchanged on SQLite and PostgreSQL.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
