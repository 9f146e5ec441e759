import {
  milestoneOrderMessage,
  shipmentMessages as messages,
  shipmentReference,
  shipmentStatuses,
  shipmentStatusOf,
  type ShipmentDetail,
  type ShipmentFields,
} from "#contracts/api/shipments";
import type { QuoteMode } from "#contracts/forms/quote";
import type { LanguageCode } from "#contracts/languages";
import { normaliseAirWaybill, parseAirWaybill } from "#contracts/shipping/air-waybill";
import { normaliseContainerNumber } from "#contracts/shipping/container-number";
import { milestoneNotifies, milestoneOrderProblem, milestonesByMode, type MilestoneKind } from "#contracts/shipping/milestones";
import type { Config } from "#server/config";
import { HttpError } from "#server/errors";
import type { ShipmentStats, WeekCount } from "#contracts/api/stats";
import { countsBy, totalOf } from "#server/lib/daily-counts";
import { isUniqueViolation } from "#server/lib/database-errors";
import { weeklyCounts } from "#server/modules/quotes/quote-weeks";
import { nowIso } from "#server/lib/time";
import type { Db } from "#server/db/database";
import { queueMail, type DbOrTx } from "#server/modules/mail-outbox/outbox";
import type { MailWorker } from "#server/modules/mail-outbox/mail-worker";
import { shipmentDelayNotification, shipmentNewsMail, type ShipmentNews } from "#server/mail/shipment-templates";
import * as repo from "./shipment-repository";
import { shipmentCsvHeader, toShipmentCsvRow, toShipmentDetail, toShipmentSummary, type ShipmentParts } from "./shipment-mapper";
import { shipmentDocuments } from "./shipment-documents";
import { shipmentPersonalData } from "./shipment-personal-data";
import { newTrackingToken } from "./tracking-access";
import { trackingLinkPath } from "#contracts/api/tracking";

export type ShipmentService = ReturnType<typeof createShipmentService>;

export interface ShipmentServiceDeps {
  db: Db;
  config: Pick<Config, "publicUrl" | "mail" | "trackKeySecret">;
  mailWorker: Pick<MailWorker, "wake">;
}

/** What the quotes module passes when a buyer accepts a quote (issue 31): the shipment's facts, no reference. */
export interface AcceptedQuoteShipment {
  quoteId: number;
  mode: QuoteMode;
  origin: string;
  destination: string;
  cargoSummary: string;
  customerName: string;
  customerEmail: string;
  /** The language of the quote request: the customer's mails and tracking link use it. */
  customerLanguage: LanguageCode;
}

/** Container numbers and an air waybill as stored: upper case, no spaces; the AWB as printed ("176-12345675"). */
function storedNumbers(fields: Pick<ShipmentFields, "mode" | "containers" | "transportDocument">) {
  const awb = fields.mode === "air" && fields.transportDocument ? parseAirWaybill(normaliseAirWaybill(fields.transportDocument)) : null;
  return {
    containers: fields.containers.map(normaliseContainerNumber),
    transportDocument: awb ? awb.display : fields.transportDocument,
  };
}

function columnsOf(fields: ShipmentFields, transportDocument: string | null) {
  return {
    mode: fields.mode,
    origin: fields.origin,
    destination: fields.destination,
    carrier: fields.carrier,
    voyage: fields.voyage,
    transport_document: transportDocument,
    cargo_summary: fields.cargoSummary,
    customer_name: fields.customerName,
    customer_email: fields.customerEmail,
    customer_lang: fields.customerLanguage,
    notifications: fields.notifications,
  };
}

/**
 * Books a shipment for a quote the buyer has just accepted, inside the caller's transaction (the quotes module's
 * acceptance), so the quote is won exactly when its shipment exists. 409 `quoteTaken` when the quote already has one
 * (one shipment per quote, a unique index). It answers the shipment's id and reference, and the path of a new
 * personal tracking link (`/<lang>/track?t=<token>`, for the acceptance mail; only the token's hash is kept).
 */
export async function createFromAcceptedQuote(trx: DbOrTx, input: AcceptedQuoteShipment, now = new Date()) {
  const at = nowIso(now);
  const { token, hash } = newTrackingToken();
  const row = await repo
    .insertShipment(trx, {
      quote_id: input.quoteId,
      mode: input.mode,
      origin: input.origin,
      destination: input.destination,
      carrier: null,
      voyage: null,
      transport_document: null,
      cargo_summary: input.cargoSummary,
      customer_name: input.customerName,
      customer_email: input.customerEmail,
      customer_lang: input.customerLanguage,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new HttpError(409, messages.quoteTaken);
      throw error;
    });
  await repo.addTokenHash(trx, row.id, hash, at);
  return {
    id: row.id,
    reference: shipmentReference(row.id, row.created_at),
    trackingPath: trackingLinkPath(input.customerLanguage, token),
  };
}

/** The operations desk's work on shipments, and what the customer's /track reads. */
export function createShipmentService({ db, config, mailWorker }: ShipmentServiceDeps) {
  async function found(trx: DbOrTx, id: number) {
    const row = await repo.findShipment(trx, id);
    if (!row) throw new HttpError(404, messages.notFound);
    return row;
  }

  async function partsOf(trx: DbOrTx, id: number): Promise<ShipmentParts> {
    const [containers, milestones, exceptions, documents] = await Promise.all([
      repo.listContainers(trx, id),
      repo.listMilestones(trx, id),
      repo.listExceptions(trx, id),
      repo.listDocuments(trx, id),
    ]);
    return { containers, milestones, exceptions, documents };
  }

  async function detail(id: number): Promise<ShipmentDetail> {
    const row = await found(db, id);
    return toShipmentDetail(row, await partsOf(db, id));
  }

  /**
   * Queues the customer's mail about `news` with a new personal tracking link; the links of earlier mails keep
   * working (a customer opens whichever mail is at hand). Only the tokens' hashes are kept.
   */
  async function tellCustomer(trx: DbOrTx, row: repo.ShipmentRow, news: ShipmentNews, now: Date) {
    const { token, hash } = newTrackingToken();
    await repo.addTokenHash(trx, row.id, hash, nowIso(now));
    const facts = {
      reference: shipmentReference(row.id, row.created_at),
      origin: row.origin,
      destination: row.destination,
      customerName: row.customer_name,
      customerEmail: row.customer_email,
      lang: row.customer_lang,
      link: `${config.publicUrl}${trackingLinkPath(row.customer_lang, token)}`,
    };
    await queueMail(trx, shipmentNewsMail(config, facts, news), now);
    return facts;
  }

  const staleVersion = () => new HttpError(409, messages.staleVersion);

  return {
    /** Its part of a data-subject request (the people module). */
    personalData: shipmentPersonalData,

    /** A page of the list, each row with its estimated arrival. */
    list: (query: repo.ShipmentFilters & { page: number; limit: number }) => listShipments(db, query),

    csvHeader: shipmentCsvHeader,
    async csvRows(filters: repo.ShipmentFilters) {
      return (await repo.exportShipments(db, filters)).map(toShipmentCsvRow);
    },

    detail,

    /** A shipment booked directly by the desk. */
    async create(fields: ShipmentFields, staffId: number | null, now = new Date()): Promise<ShipmentDetail> {
      const at = nowIso(now);
      const numbers = storedNumbers(fields);
      const id = await db.transaction().execute(async (trx) => {
        const row = await repo.insertShipment(trx, {
          ...columnsOf(fields, numbers.transportDocument),
          quote_id: null,
          created_by: staffId,
          created_at: at,
          updated_at: at,
        });
        await repo.replaceContainers(trx, row.id, numbers.containers);
        return row.id;
      });
      return detail(id);
    },

    /** Every field again; 409 when someone saved since `version`. */
    async update(id: number, version: number, fields: ShipmentFields, now = new Date()): Promise<ShipmentDetail> {
      const numbers = storedNumbers(fields);
      await db.transaction().execute(async (trx) => {
        const row = await found(trx, id);
        // A new mode whose steps leave out a recorded milestone would leave it off the timeline: refused as the timeline is.
        const recorded = fields.mode === row.mode ? [] : await repo.listMilestones(trx, id);
        const problem = milestoneOrderProblem(
          fields.mode,
          recorded.map((m) => ({ kind: m.kind, actualAt: m.actual_at })),
          now,
        );
        if (problem?.problem === "not-in-mode")
          throw new HttpError(400, messages.milestoneNotInMode, [
            { field: "mode", code: "milestoneNotInMode", message: messages.milestoneNotInMode },
          ]);
        if (
          row.version !== version ||
          !(await repo.updateAtVersion(trx, id, version, { ...columnsOf(fields, numbers.transportDocument), updated_at: nowIso(now) }))
        )
          throw staleVersion();
        await repo.replaceContainers(trx, id, numbers.containers);
      });
      return detail(id);
    },

    /** The dashboard's figures (`shipmentStats`). */
    stats: (quoteWeeks: readonly WeekCount[], now = new Date()) => shipmentStats(db, quoteWeeks, now),

    async remove(id: number) {
      return db.transaction().execute((trx) => repo.deleteShipment(trx, id));
    },

    /**
     * The whole timeline, checked against the mode (its steps, their order, no actual time in the future); the
     * status follows. A milestone newly recorded as happened e-mails the customer when their choice includes it
     * (one mail, about the furthest step).
     */
    async setMilestones(
      id: number,
      version: number,
      milestones: readonly { kind: MilestoneKind; plannedAt: string | null; actualAt: string | null }[],
      now = new Date(),
    ): Promise<ShipmentDetail> {
      let queued = false;
      await db.transaction().execute(async (trx) => {
        const row = await found(trx, id);
        const problem = milestoneOrderProblem(row.mode, milestones, now);
        if (problem) {
          const index = milestones.findIndex((m) => m.kind === problem.kind);
          const field = `milestones.${index}.${problem.problem === "not-in-mode" ? "kind" : "actualAt"}`;
          const message =
            problem.problem === "not-in-mode"
              ? messages.milestoneNotInMode
              : problem.problem === "future"
                ? messages.actualInFuture
                : milestoneOrderMessage(problem.kind, problem.earlier);
          throw new HttpError(400, message, [{ field, code: problem.problem, message }]);
        }
        const before = new Map((await repo.listMilestones(trx, id)).map((m) => [m.kind, m.actual_at]));
        const status = shipmentStatusOf(milestones);
        if (row.version !== version || !(await repo.updateAtVersion(trx, id, version, { status, updated_at: nowIso(now) })))
          throw staleVersion();
        await repo.replaceMilestones(trx, id, milestones);
        const reached = milestonesByMode[row.mode].filter((kind) => {
          const actualAt = milestones.find((m) => m.kind === kind)?.actualAt;
          return actualAt && !before.get(kind);
        });
        const furthest = reached.filter((kind) => milestoneNotifies(kind, row.notifications)).at(-1);
        if (furthest) {
          const at = milestones.find((m) => m.kind === furthest)!.actualAt!;
          await tellCustomer(trx, row, { kind: "milestone", milestone: furthest, at }, now);
          queued = true;
        }
      });
      if (queued) mailWorker.wake();
      return detail(id);
    },

    /** A delay: kept on the timeline, e-mailed to the customer (every choice includes delays) and to the sales desk. */
    async addException(id: number, reason: string, newEstimate: string | null, staffId: number | null, now = new Date()) {
      await db.transaction().execute(async (trx) => {
        const row = await found(trx, id);
        const at = nowIso(now);
        await repo.insertException(trx, { shipment_id: id, reason, new_estimate: newEstimate, recorded_at: at, recorded_by: staffId });
        await repo.touch(trx, id, { updated_at: at });
        const facts = await tellCustomer(trx, row, { kind: "delay", reason, newEstimate }, now);
        await queueMail(trx, shipmentDelayNotification(config, facts, { reason, newEstimate }), now);
      });
      mailWorker.wake();
      return detail(id);
    },

    ...shipmentDocuments({ db, found, detail }),
  };
}

/**
 * The dashboard's figures: shipments by status, those running late (a planned milestone passed with nothing
 * recorded; each shipment once, by its oldest such plan), and per week the quote requests received (`quoteWeeks`,
 * the quotes module's counts) beside the shipments booked from quotes.
 */
export async function shipmentStats(db: DbOrTx, quoteWeeks: readonly WeekCount[], now: Date): Promise<ShipmentStats> {
  const weeks = quoteWeeks.map((w) => w.week);
  const [statuses, overdue, booked] = await Promise.all([
    repo.countByStatus(db),
    repo.overdueMilestones(db, nowIso(now)),
    weeks.length > 0 ? repo.countFromQuotesByDaySince(db, weeks[0]!) : Promise.resolve([]),
  ]);
  const late = new Map<number, (typeof overdue)[number]>();
  for (const row of overdue) if (!late.has(row.id)) late.set(row.id, row);
  const fromQuotes = weeklyCounts(weeks, booked);
  return {
    total: totalOf(statuses),
    byStatus: countsBy(shipmentStatuses, statuses),
    late: late.size,
    lateShipments: [...late.values()].slice(0, 10).map((row) => ({
      id: row.id,
      reference: shipmentReference(row.id, row.created_at),
      kind: row.kind,
      plannedAt: row.planned_at!,
    })),
    conversionByWeek: quoteWeeks.map((w, i) => ({ week: w.week, quotes: w.count, shipments: fromQuotes[i]!.count })),
  };
}

async function listShipments(db: DbOrTx, query: repo.ShipmentFilters & { page: number; limit: number }) {
  const { page, limit, ...filters } = query;
  const { rows, total } = await repo.listShipments(db, filters, page, limit);
  const { milestones, exceptions } = await repo.arrivalsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) =>
      toShipmentSummary(row, {
        arrived: milestones.find((m) => m.shipment_id === row.id),
        exceptions: exceptions.filter((e) => e.shipment_id === row.id),
      }),
    ),
    total,
  };
}
