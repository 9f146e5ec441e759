import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";

/**
 * Helpers for migrations that run unchanged on SQLite and PostgreSQL.
 * Migrations receive Kysely<any> by design: they must not depend on today's schema types.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

export function isPostgres(db: MigrationDb) {
  return db.getExecutor().adapter.constructor.name.startsWith("Postgres");
}

/** An auto-incrementing integer primary key named id. */
export function withId<T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/** Binary data: bytea on PostgreSQL, blob on SQLite. */
export function binaryType(db: MigrationDb) {
  return isPostgres(db) ? sql`bytea` : sql`blob`;
}

export type ColumnBuilder = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
