import { createHash } from "node:crypto";
import { sql, type ExpressionBuilder, type Insertable, type Updateable } from "kysely";
import { quoteIdFromReference, type QuoteStatus } from "#contracts/api/quotes";
import type { QuoteDirection, QuoteMode } from "#contracts/forms/quote";
import type { Db } from "#server/db/database";
import type { Database, QuotesTable } from "#server/db/schema";
import { containsText, pageOf } from "#server/lib/list-query";
import { sameEmail } from "#server/lib/person-email";
import { nowIso } from "#server/lib/time";
import { anonymisedName } from "#server/lib/personal-data";

/** The one owner of the quotes, quote_notes and quote_offer_links tables. */

export async function insertQuote(db: Db, row: Insertable<QuotesTable>) {
  return await db.insertInto("quotes").values(row).returning(["id", "created_at"]).executeTakeFirstOrThrow();
}

/** The quote a key was first used for: what a retry is compared with. */
export function findByIdempotencyKey(db: Db, key: string) {
  return db.selectFrom("quotes").select(["id", "created_at", "request_hash"]).where("idempotency_key", "=", key).executeTakeFirst();
}

// Data-subject requests (decision 024): everything held about one address, its correction and erasure.

export function findQuotesByEmail(db: Db, email: string) {
  return db
    .selectFrom("quotes")
    .select(["id", "status", "name", "company", "email", "phone", "details", "created_at", "accepted_name", "accepted_po", "accepted_at"])
    .where(sameEmail("email", email))
    .orderBy("id")
    .execute();
}

/** Corrects the searchable columns and the same fields of the stored request, row by row (the JSON is rewritten whole). */
export async function correctQuotesOf(db: Db, email: string, change: { name?: string; email?: string; phone?: string }) {
  const rows = await db.selectFrom("quotes").select(["id", "details"]).where(sameEmail("email", email)).execute();
  for (const row of rows) {
    let details: Record<string, unknown>;
    try {
      details = JSON.parse(row.details) as Record<string, unknown>;
    } catch {
      details = {};
    }
    await db
      .updateTable("quotes")
      .set({ ...change, details: JSON.stringify({ ...details, ...change }), updated_at: nowIso() })
      .where("id", "=", row.id)
      .execute();
  }
  return rows.length;
}

/** The quotes of an address in one of `statuses` (those kept for business and tax reasons), oldest first. */
export function findQuotesOfIn(db: Db, email: string, statuses: readonly QuoteStatus[]) {
  return db
    .selectFrom("quotes")
    .select(["id", "status", "created_at"])
    .where(sameEmail("email", email))
    .where("status", "in", [...statuses])
    .orderBy("id")
    .execute();
}

/**
 * Keeps the business facts of the address's quotes in `statuses` (route, cargo, totals, price, status, dates) and
 * removes the person (issue 28): name, company, e-mail, phone, the request's GSTIN, IEC and message, the address
 * it came from, and the desk's notes (free text that may name them). It then no longer matches the address.
 */
export async function anonymiseQuotesOf(db: Db, email: string, statuses: readonly QuoteStatus[]) {
  const rows = await findQuotesOfIn(db, email, statuses);
  for (const row of rows) {
    const { details } = await db.selectFrom("quotes").select("details").where("id", "=", row.id).executeTakeFirstOrThrow();
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(details) as Record<string, unknown>;
    } catch {
      request = {};
    }
    const { gstin: _gstin, iec: _iec, message: _message, ...facts } = request;
    const person = { name: anonymisedName, company: anonymisedName, email: "", phone: "" };
    // The name the buyer signed an acceptance with goes with the person; the purchase-order number is a business fact.
    await db.deleteFrom("quote_notes").where("quote_id", "=", row.id).execute();
    await db.deleteFrom("quote_offer_links").where("quote_id", "=", row.id).execute();
    const anonymous = JSON.stringify({ ...facts, ...person });
    await db
      .updateTable("quotes")
      .set({
        ...person,
        ip: null,
        accepted_name: null,
        details: anonymous,
        // The retry key and the hash of the request as sent went with the person.
        idempotency_key: null,
        request_hash: createHash("sha256").update(anonymous).digest("hex"),
        updated_at: nowIso(),
      })
      .where("id", "=", row.id)
      .execute();
  }
  return rows.length;
}

/** Erases the quotes, their staff notes and links (those first, for databases without cascading keys). */
export async function eraseQuotesOf(db: Db, email: string) {
  for (const table of ["quote_notes", "quote_offer_links"] as const)
    await db
      .deleteFrom(table)
      .where("quote_id", "in", (eb) => eb.selectFrom("quotes").select("id").where(sameEmail("email", email)))
      .execute();
  return Number((await db.deleteFrom("quotes").where(sameEmail("email", email)).executeTakeFirst()).numDeletedRows);
}

export interface QuoteFilters {
  q?: string;
  status?: QuoteStatus | "";
  mode?: QuoteMode | "";
  direction?: QuoteDirection | "";
  /** YYYY-MM-DD, inclusive, UTC. */
  from?: string;
  to?: string;
}

// Every column but the idempotency bookkeeping and the sender's address, with the assignee's name.
const columns = [
  "q.id",
  "q.status",
  "q.mode",
  "q.direction",
  "q.origin",
  "q.destination",
  "q.name",
  "q.company",
  "q.email",
  "q.phone",
  "q.gross_kg",
  "q.volume_m3",
  "q.chargeable_kg",
  "q.details",
  "q.price",
  "q.price_currency",
  "q.valid_until",
  "q.terms",
  "q.lost_reason",
  "q.sent_at",
  "q.lang",
  "q.accepted_name",
  "q.accepted_po",
  "q.accepted_at",
  "q.declined_reason",
  "q.declined_at",
  "q.assigned_to",
  "u.email as assignee_email",
  "u.name as assignee_name",
  "u.disabled_at as assignee_disabled_at",
  "q.created_at",
  "q.updated_at",
] as const;

function matching({ q, status, mode, direction, from, to }: QuoteFilters) {
  return (eb: ExpressionBuilder<Database & { q: QuotesTable }, "q">) => {
    // A reference finds its quote; any text also searches company and email.
    const id = q ? quoteIdFromReference(q) : null;
    return eb.and([
      ...(status ? [eb("q.status", "=", status)] : []),
      ...(mode ? [eb("q.mode", "=", mode)] : []),
      ...(direction ? [eb("q.direction", "=", direction)] : []),
      // Timestamps are ISO-8601 UTC text, so a day's rows sort from "<day>T00…" to below "<day>T99"
      // (no date arithmetic, so an impossible date such as 2026-02-31 simply matches nothing).
      ...(from ? [eb("q.created_at", ">=", `${from}T00:00:00.000Z`)] : []),
      ...(to ? [eb("q.created_at", "<", `${to}T99`)] : []),
      ...(q
        ? [
            eb.or([
              ...(id !== null && id <= 2_147_483_647 ? [eb("q.id", "=", id)] : []),
              containsText("q.company", q),
              containsText("q.email", q),
            ]),
          ]
        : []),
    ]);
  };
}

function selectQuotes(db: Db) {
  return db.selectFrom("quotes as q").leftJoin("staff_users as u", "u.id", "q.assigned_to").select(columns);
}

function newestFirst(db: Db, filters: QuoteFilters) {
  return selectQuotes(db).where(matching(filters)).orderBy("q.created_at", "desc").orderBy("q.id", "desc");
}

export type QuoteRow = Awaited<ReturnType<typeof findQuote>> & {};

export function listQuotes(db: Db, filters: QuoteFilters, page: number, limit: number) {
  return pageOf(newestFirst(db, filters), page, limit);
}

export function exportQuotes(db: Db, filters: QuoteFilters) {
  return newestFirst(db, filters).execute();
}

export function findQuote(db: Db, id: number) {
  return selectQuotes(db).where("q.id", "=", id).executeTakeFirst();
}

/**
 * Moves the status only if it is still `from` (two staff acting at once cannot skip the workflow),
 * with what the move records (the offer, the reason). False when it was not `from` any more.
 */
export async function moveStatus(db: Db, id: number, from: QuoteStatus, change: Updateable<QuotesTable> & { status: QuoteStatus }) {
  const result = await db
    .updateTable("quotes")
    .set({ ...change, updated_at: nowIso() })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** False when there is no such quote. */
export async function assign(db: Db, id: number, staffId: number | null) {
  const result = await db.updateTable("quotes").set({ assigned_to: staffId, updated_at: nowIso() }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the sending of the priced quote, only while it is still quoted; false otherwise. */
export async function markSent(db: Db, id: number, at: string) {
  const result = await db
    .updateTable("quotes")
    .set({ sent_at: at, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "quoted")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function listNotes(db: Db, quoteId: number) {
  return db
    .selectFrom("quote_notes as n")
    .leftJoin("staff_users as u", "u.id", "n.author_id")
    .select([
      "n.id",
      "n.body",
      "n.created_at",
      "n.from_buyer as fromBuyer",
      "u.id as authorId",
      "u.email as authorEmail",
      "u.name as authorName",
    ])
    .where("n.quote_id", "=", quoteId)
    .orderBy("n.created_at")
    .orderBy("n.id")
    .execute();
}

/**
 * Adds a note only if the quote still exists, in one statement; undefined when there is none. `authorId` null is the
 * buyer's question through the quote's link (issue 31).
 */
export function addNote(db: Db, quoteId: number, authorId: number | null, body: string, at = nowIso()) {
  return db
    .insertInto("quote_notes")
    .columns(["quote_id", "author_id", "body", "created_at", "from_buyer"])
    .expression((eb) =>
      eb
        .selectFrom("quotes")
        .select((s) => [
          s.ref("id").as("quote_id"),
          s.val(authorId).as("author_id"),
          s.val(body).as("body"),
          s.val(at).as("created_at"),
          s.val(authorId === null ? 1 : 0).as("from_buyer"),
        ])
        .where("id", "=", quoteId),
    )
    .returning(["id", "created_at"])
    .executeTakeFirst();
}

/** The quote's personal link becomes this one; the one mailed before stops working. */
export async function replaceOfferLink(db: Db, quoteId: number, tokenHash: string, expiresAt: string, at: string) {
  await db.deleteFrom("quote_offer_links").where("quote_id", "=", quoteId).execute();
  await db
    .insertInto("quote_offer_links")
    .values({ quote_id: quoteId, token_hash: tokenHash, expires_at: expiresAt, created_at: at })
    .execute();
}

/** The quote a link's token hash opens, with the link's expiry; undefined for no link of ours. */
export function findQuoteByOfferLink(db: Db, tokenHash: string) {
  return selectQuotes(db)
    .innerJoin("quote_offer_links as l", "l.quote_id", "q.id")
    .select("l.expires_at as link_expires_at")
    .where("l.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Deletes a quote on request, notes and link first for databases without cascading keys. */
export async function deleteQuote(db: Db, id: number) {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("quote_notes").where("quote_id", "=", id).execute();
    await trx.deleteFrom("quote_offer_links").where("quote_id", "=", id).execute();
    const result = await trx.deleteFrom("quotes").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

export function countByStatus(db: Db) {
  return db
    .selectFrom("quotes")
    .select(["status as key", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
}

/** Quotes per UTC day since `since` (YYYY-MM-DD); the service folds the days into weeks. */
export function countByDaySince(db: Db, since: string) {
  return db
    .selectFrom("quotes")
    .select([sql<string>`substr(created_at, 1, 10)`.as("day"), (eb) => eb.fn.countAll<number>().as("count")])
    .where("created_at", ">=", `${since}T00:00:00.000Z`)
    .groupBy(sql`substr(created_at, 1, 10)`)
    .execute();
}

/** A deleted staff account's notes stay without an author, and the quotes assigned to it are unassigned. */
export async function forgetStaffMember(db: Db, staffId: number) {
  await db.updateTable("quote_notes").set({ author_id: null }).where("author_id", "=", staffId).execute();
  await db.updateTable("quotes").set({ assigned_to: null }).where("assigned_to", "=", staffId).execute();
}
