/** Both databases' "unique constraint violated" errors: PostgreSQL's SQLSTATE and better-sqlite3's code. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}

/** Both databases' "foreign key violated" errors: the row referred to was deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_FOREIGNKEY" || code === "23503";
}
