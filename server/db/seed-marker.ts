import type { Transaction } from "kysely";
import type { Database } from "./schema";

/**
 * What a seed has ever inserted, kept in `settings` under the seed's key as a JSON list of slugs, so a
 * seeded row that staff deleted does not come back at the next start.
 */
export async function seededBefore(trx: Transaction<Database>, key: string): Promise<Set<string>> {
  const marker = await trx.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return new Set(parseSlugs(marker?.value));
}

/** Adds `slugs` to the seed's list (written only when it changes). */
export async function rememberSeeded(trx: Transaction<Database>, key: string, before: Set<string>, slugs: string[], now: string) {
  const value = JSON.stringify([...new Set([...before, ...slugs])].sort());
  if (before.size > 0 && value === JSON.stringify([...before].sort())) return;
  await trx
    .insertInto("settings")
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
}

function parseSlugs(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}
