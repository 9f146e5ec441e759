import type { Config } from "#server/config";

/** Where the database is, without the password, for messages and logs. */
export function describeDatabase(database: Config["database"]) {
  if (database.kind === "sqlite") return `SQLite file ${database.file}`;
  const url = new URL(database.url);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}
