import type { Database } from "#server/db/schema";
import type { TestApp } from "./test-app";

/**
 * The number of rows in each of `tables`, as one comparable string ("3,0,5"): a refused request
 * must leave it as it was.
 */
export async function rowCounts(t: TestApp, tables: readonly (keyof Database)[]): Promise<string> {
  const counts = await Promise.all(
    tables.map(async (table) =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ),
  );
  return counts.join(",");
}
