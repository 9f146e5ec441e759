import type { Db } from "#server/db/database";
import { rememberSeeded, seededBefore } from "#server/db/seed-marker";
import { nowIso } from "#server/lib/time";
import { indiaToday } from "#server/modules/openings/india-today";
import { existingSlugs, insertOpening } from "#server/modules/openings/opening-repository";
import { openForDays, seedOpenings } from "#server/modules/openings/seed-openings";

/** Remembers which sample openings were ever seeded, so one that staff deleted does not come back at the next start. */
export const seededOpeningsKey = "seed.openings";

/**
 * The three sample openings of issue 15, open and marked as sample data, on a fresh database. Runs at
 * every start, as the blog seed does: inserts only openings that are missing and were never seeded before.
 */
export async function seed(db: Db) {
  await db.transaction().execute(async (trx) => {
    const before = await seededBefore(trx, seededOpeningsKey);
    const present = await existingSlugs(trx);
    const now = new Date();
    const postedOn = indiaToday(now);
    const closesOn = indiaToday(new Date(now.getTime() + openForDays * 86_400_000));
    for (const opening of seedOpenings) {
      if (present.has(opening.slug) || before.has(opening.slug)) continue;
      await insertOpening(trx, { ...opening, postedOn, closesOn, translations: [] }, { status: "open", sample: true }, nowIso(now));
    }
    await rememberSeeded(
      trx,
      seededOpeningsKey,
      before,
      seedOpenings.map((opening) => opening.slug),
      nowIso(now),
    );
  });
}
