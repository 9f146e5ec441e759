import { sql, type ExpressionBuilder, type Insertable, type Updateable } from "kysely";
import { parseShipmentReference, type ShipmentStatus } from "#contracts/api/shipments";
import type { ShipmentDocumentKind } from "#contracts/api/tracking";
import type { QuoteMode } from "#contracts/forms/quote";
import type { MilestoneKind } from "#contracts/shipping/milestones";
import type { Database, ShipmentsTable } from "#server/db/schema";
import { containsText, pageOf } from "#server/lib/list-query";
import { sameEmail } from "#server/lib/person-email";
import type { DbOrTx } from "#server/modules/mail-outbox/outbox";

/** The one owner of the shipments tables: shipments, their containers, milestones, exceptions and documents. */

export interface ShipmentFilters {
  q?: string;
  status?: ShipmentStatus | "";
  mode?: QuoteMode | "";
  /** YYYY-MM-DD, inclusive, UTC. */
  from?: string;
  to?: string;
}

const columns = [
  "id",
  "quote_id",
  "mode",
  "origin",
  "destination",
  "carrier",
  "voyage",
  "transport_document",
  "cargo_summary",
  "customer_name",
  "customer_email",
  "customer_lang",
  "notifications",
  "status",
  "version",
  "created_at",
  "updated_at",
] as const;

function matching({ q, status, mode, from, to }: ShipmentFilters) {
  return (eb: ExpressionBuilder<Database, "shipments">) => {
    const reference = q ? parseShipmentReference(q) : null;
    return eb.and([
      ...(status ? [eb("status", "=", status)] : []),
      ...(mode ? [eb("mode", "=", mode)] : []),
      // ISO-8601 UTC text: a day's rows sort from "<day>T00…" to below "<day>T99" (as the quotes list does).
      ...(from ? [eb("created_at", ">=", `${from}T00:00:00.000Z`)] : []),
      ...(to ? [eb("created_at", "<", `${to}T99`)] : []),
      ...(q
        ? [
            eb.or([
              ...(reference && reference.id <= 2_147_483_647 ? [eb("id", "=", reference.id)] : []),
              containsText("customer_name", q),
              containsText("customer_email", q),
            ]),
          ]
        : []),
    ]);
  };
}

function newestFirst(db: DbOrTx, filters: ShipmentFilters) {
  return db.selectFrom("shipments").select(columns).where(matching(filters)).orderBy("created_at", "desc").orderBy("id", "desc");
}

export type ShipmentRow = Awaited<ReturnType<typeof findShipment>> & {};

export function listShipments(db: DbOrTx, filters: ShipmentFilters, page: number, limit: number) {
  return pageOf(newestFirst(db, filters), page, limit);
}

export function exportShipments(db: DbOrTx, filters: ShipmentFilters) {
  return newestFirst(db, filters).execute();
}

export function findShipment(db: DbOrTx, id: number) {
  return db.selectFrom("shipments").select(columns).where("id", "=", id).executeTakeFirst();
}

/** The shipment one of whose tracking tokens hashes to `hash`. */
export function findByTokenHash(db: DbOrTx, hash: string) {
  return db
    .selectFrom("shipments")
    .select(columns)
    .where("id", "in", (tokens) => tokens.selectFrom("shipment_tracking_tokens").select("shipment_id").where("token_hash", "=", hash))
    .executeTakeFirst();
}

export async function insertShipment(db: DbOrTx, row: Insertable<ShipmentsTable>) {
  return await db.insertInto("shipments").values(row).returning(["id", "created_at"]).executeTakeFirstOrThrow();
}

/** Writes `change` and moves the version on, only if the version is still `version`; false otherwise. */
export async function updateAtVersion(db: DbOrTx, id: number, version: number, change: Updateable<ShipmentsTable>) {
  const result = await db
    .updateTable("shipments")
    .set({ ...change, version: sql<number>`version + 1` })
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Writes `change` and moves the version on, whatever it was (appending an exception or a document). */
export async function touch(db: DbOrTx, id: number, change: Updateable<ShipmentsTable>) {
  const result = await db
    .updateTable("shipments")
    .set({ ...change, version: sql<number>`version + 1` })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function addTokenHash(db: DbOrTx, id: number, hash: string, at: string) {
  await db.insertInto("shipment_tracking_tokens").values({ shipment_id: id, token_hash: hash, created_at: at }).execute();
}

export async function deleteShipment(db: DbOrTx, id: number) {
  // Children first, for databases without cascading keys.
  for (const table of [
    "shipment_containers",
    "shipment_milestones",
    "shipment_exceptions",
    "shipment_documents",
    "shipment_tracking_tokens",
  ] as const)
    await db.deleteFrom(table).where("shipment_id", "=", id).execute();
  const result = await db.deleteFrom("shipments").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listContainers(db: DbOrTx, shipmentId: number) {
  return db.selectFrom("shipment_containers").select("number").where("shipment_id", "=", shipmentId).orderBy("position").execute();
}

export async function replaceContainers(db: DbOrTx, shipmentId: number, numbers: readonly string[]) {
  await db.deleteFrom("shipment_containers").where("shipment_id", "=", shipmentId).execute();
  if (numbers.length > 0)
    await db
      .insertInto("shipment_containers")
      .values(numbers.map((number, position) => ({ shipment_id: shipmentId, number, position })))
      .execute();
}

export function listMilestones(db: DbOrTx, shipmentId: number) {
  return db.selectFrom("shipment_milestones").select(["kind", "planned_at", "actual_at"]).where("shipment_id", "=", shipmentId).execute();
}

export async function replaceMilestones(
  db: DbOrTx,
  shipmentId: number,
  milestones: readonly { kind: MilestoneKind; plannedAt: string | null; actualAt: string | null }[],
) {
  await db.deleteFrom("shipment_milestones").where("shipment_id", "=", shipmentId).execute();
  const kept = milestones.filter((m) => m.plannedAt || m.actualAt);
  if (kept.length > 0)
    await db
      .insertInto("shipment_milestones")
      .values(kept.map((m) => ({ shipment_id: shipmentId, kind: m.kind, planned_at: m.plannedAt, actual_at: m.actualAt })))
      .execute();
}

/** What the estimated arrivals of a page of shipments are made of: their arrival milestones and their exceptions' estimates. */
export async function arrivalsOf(db: DbOrTx, shipmentIds: readonly number[]) {
  if (shipmentIds.length === 0) return { milestones: [], exceptions: [] };
  const [milestones, exceptions] = await Promise.all([
    db
      .selectFrom("shipment_milestones")
      .select(["shipment_id", "planned_at", "actual_at"])
      .where("shipment_id", "in", shipmentIds)
      .where("kind", "=", "arrived")
      .execute(),
    db
      .selectFrom("shipment_exceptions")
      .select(["shipment_id", "new_estimate"])
      .where("shipment_id", "in", shipmentIds)
      .orderBy("recorded_at")
      .orderBy("id")
      .execute(),
  ]);
  return { milestones, exceptions };
}

export function listExceptions(db: DbOrTx, shipmentId: number) {
  return db
    .selectFrom("shipment_exceptions as e")
    .leftJoin("staff_users as u", "u.id", "e.recorded_by")
    .select(["e.id", "e.reason", "e.new_estimate", "e.recorded_at", "u.email as recorded_by_email"])
    .where("e.shipment_id", "=", shipmentId)
    .orderBy("e.recorded_at")
    .orderBy("e.id")
    .execute();
}

export async function insertException(
  db: DbOrTx,
  row: { shipment_id: number; reason: string; new_estimate: string | null; recorded_at: string; recorded_by: number | null },
) {
  await db.insertInto("shipment_exceptions").values(row).execute();
}

/** The documents' facts, never their bytes. */
export function listDocuments(db: DbOrTx, shipmentId: number) {
  return db
    .selectFrom("shipment_documents")
    .select(["id", "kind", "file_name", "size", "customer_visible", "created_at"])
    .where("shipment_id", "=", shipmentId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function insertDocument(
  db: DbOrTx,
  row: {
    shipment_id: number;
    kind: ShipmentDocumentKind;
    file_name: string;
    bytes: Buffer;
    customer_visible: number;
    uploaded_by: number | null;
    created_at: string;
  },
) {
  return await db
    .insertInto("shipment_documents")
    .values({ ...row, size: row.bytes.length })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** One document of one shipment with its bytes; `visibleOnly` for the customer's downloads. */
export function findDocument(db: DbOrTx, shipmentId: number, documentId: number, visibleOnly = false) {
  let query = db
    .selectFrom("shipment_documents")
    .select(["id", "kind", "file_name", "bytes"])
    .where("shipment_id", "=", shipmentId)
    .where("id", "=", documentId);
  if (visibleOnly) query = query.where("customer_visible", "=", 1);
  return query.executeTakeFirst();
}

export async function setDocumentVisibility(db: DbOrTx, shipmentId: number, documentId: number, visible: boolean) {
  const result = await db
    .updateTable("shipment_documents")
    .set({ customer_visible: visible ? 1 : 0 })
    .where("shipment_id", "=", shipmentId)
    .where("id", "=", documentId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteDocument(db: DbOrTx, shipmentId: number, documentId: number) {
  const result = await db
    .deleteFrom("shipment_documents")
    .where("shipment_id", "=", shipmentId)
    .where("id", "=", documentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

// Data-subject requests (decision 024): the shipments of one address, their correction, anonymisation and erasure.

export function findShipmentsByEmail(db: DbOrTx, email: string) {
  return db.selectFrom("shipments").select(columns).where(sameEmail("customer_email", email)).orderBy("id").execute();
}

export async function correctShipmentsOf(db: DbOrTx, email: string, change: { name?: string; email?: string }) {
  const result = await db
    .updateTable("shipments")
    .set({
      ...(change.name ? { customer_name: change.name } : {}),
      ...(change.email ? { customer_email: change.email } : {}),
      updated_at: new Date().toISOString(),
    })
    .where(sameEmail("customer_email", email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Keeps the shipments' facts (route, cargo, timeline, documents) and removes the person: name and e-mail, and the
 * personal tracking link (it would still open the shipment). They then no longer match the address.
 */
export async function anonymiseShipmentsOf(db: DbOrTx, email: string, name: string) {
  await db
    .deleteFrom("shipment_tracking_tokens")
    .where("shipment_id", "in", (shipments) => shipments.selectFrom("shipments").select("id").where(sameEmail("customer_email", email)))
    .execute();
  const result = await db
    .updateTable("shipments")
    .set({ customer_name: name, customer_email: "", updated_at: new Date().toISOString() })
    .where(sameEmail("customer_email", email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function eraseShipmentsOf(db: DbOrTx, email: string) {
  const rows = await db.selectFrom("shipments").select("id").where(sameEmail("customer_email", email)).execute();
  for (const { id } of rows) await deleteShipment(db, id);
  return rows.length;
}

// The dashboard's figures (issue 31).

export function countByStatus(db: DbOrTx) {
  return db
    .selectFrom("shipments")
    .select(["status as key", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
}

/** Milestones planned before `now` that have not happened, oldest plan first: the shipments running late. */
export function overdueMilestones(db: DbOrTx, now: string) {
  return (
    db
      .selectFrom("shipment_milestones as m")
      .innerJoin("shipments as s", "s.id", "m.shipment_id")
      .select(["s.id", "s.created_at", "m.kind", "m.planned_at"])
      .where("m.actual_at", "is", null)
      .where("m.planned_at", "is not", null)
      .where("m.planned_at", "<", now)
      // A delivered shipment is done, whatever planned step was never recorded.
      .where("s.status", "<>", "delivered")
      .orderBy("m.planned_at")
      .orderBy("s.id")
      .execute()
  );
}

/** Shipments booked from a quote, per UTC day since `since` (YYYY-MM-DD). */
export function countFromQuotesByDaySince(db: DbOrTx, since: string) {
  return db
    .selectFrom("shipments")
    .select([sql<string>`substr(created_at, 1, 10)`.as("day"), (eb) => eb.fn.countAll<number>().as("count")])
    .where("quote_id", "is not", null)
    .where("created_at", ">=", `${since}T00:00:00.000Z`)
    .groupBy(sql`substr(created_at, 1, 10)`)
    .execute();
}
