import type { CampaignStatus } from "#contracts/api/campaigns";
import type { Db } from "#server/db/database";
import type { Campaign as CampaignRow } from "#server/db/schema";
import type { DbOrTx } from "#server/modules/mail-outbox/outbox";

/** The one owner of the campaigns table. */

export type { CampaignRow };

export function listCampaigns(db: Db) {
  return db.selectFrom("campaigns").selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

export function findCampaign(db: DbOrTx, id: number) {
  return db.selectFrom("campaigns").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertCampaign(db: Db, row: { versions: string; audience_languages: string; rate_per_minute: number; at: string }) {
  const { at, ...values } = row;
  const inserted = await db
    .insertInto("campaigns")
    .values({ ...values, status: "draft", recipients: 0, version: 1, created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * Changes a campaign only if it is still at `version` and in one of `from` (a conditional UPDATE: of two requests,
 * or two instances, exactly one wins). Answers whether it changed; the version goes up by one.
 */
export async function updateCampaign(
  db: DbOrTx,
  id: number,
  guard: { version?: number; from: readonly CampaignStatus[] },
  change: Partial<Omit<CampaignRow, "id" | "version" | "created_at">> & { updated_at: string },
) {
  let query = db
    .updateTable("campaigns")
    .set((eb) => ({ ...change, version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .where("status", "in", [...guard.from]);
  if (guard.version !== undefined) query = query.where("version", "=", guard.version);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCampaign(db: Db, id: number, from: readonly CampaignStatus[]) {
  const result = await db
    .deleteFrom("campaigns")
    .where("id", "=", id)
    .where("status", "in", [...from])
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Scheduled campaigns whose time has come. */
export function dueCampaigns(db: Db, at: string) {
  return db.selectFrom("campaigns").select(["id", "version"]).where("status", "=", "scheduled").where("scheduled_at", "<=", at).execute();
}

export function campaignsInStatus(db: Db, status: CampaignStatus) {
  return db.selectFrom("campaigns").selectAll().where("status", "=", status).execute();
}

/** The campaigns of these streams (a data-subject request lists the campaigns a person was sent). */
export function campaignsOfStreams(db: DbOrTx, streamIds: number[]) {
  if (streamIds.length === 0) return Promise.resolve([]);
  return db.selectFrom("campaigns").select(["id", "stream_id", "versions"]).where("stream_id", "in", streamIds).execute();
}
