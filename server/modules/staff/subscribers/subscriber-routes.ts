import type { FastifyInstance } from "fastify";
import { subscriberStatuses, type ApiMessage, type ApiPage, type SubscriberSummary } from "#contracts/staff-api";
import { HttpError } from "#server/errors";
import { sendCsv } from "../lib/csv";
import { listQuery, optionalEnum, paging, parseId } from "../lib/list-query";
import { validate } from "../lib/validate";
import * as repo from "./subscriber-repository";

const notFound = "Subscriber not found";

const filters = { status: optionalEnum(subscriberStatuses, "Choose a valid status") };
const listSchema = listQuery.extend(filters);
const exportSchema = listQuery.pick({ q: true }).extend(filters);

type Row = Awaited<ReturnType<typeof repo.exportSubscribers>>[number];

function toSummary(row: Row): SubscriberSummary {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    source: row.source,
    consentAt: row.consent_at,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
    createdAt: row.created_at,
  };
}

/** Staff endpoints for newsletter subscribers. */
export async function subscriberRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get("/subscribers", async (request): Promise<ApiPage<SubscriberSummary>> => {
    const { page, limit, ...where } = validate(listSchema, request.query);
    const { rows, total } = await repo.listSubscribers(db, where, page, limit);
    return { success: true, data: rows.map(toSummary), pagination: paging(page, limit, total) };
  });

  app.get("/subscribers/export.csv", async (request, reply) => {
    const rows = await repo.exportSubscribers(db, validate(exportSchema, request.query));
    return sendCsv(
      reply,
      "newsletter-subscribers",
      ["ID", "Email", "Status", "Source", "Subscribed", "Consent", "Confirmed", "Unsubscribed"],
      rows.map((r) => [r.id, r.email, r.status, r.source, r.created_at, r.consent_at, r.confirmed_at, r.unsubscribed_at]),
    );
  });

  app.delete("/subscribers/:id", async (request): Promise<ApiMessage> => {
    if (!(await repo.deleteSubscriber(db, parseId(request.params, notFound)))) throw new HttpError(404, notFound);
    return { success: true, message: "Subscriber deleted" };
  });
}
