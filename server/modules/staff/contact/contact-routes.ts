import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contactStatuses, type ApiData, type ApiMessage, type ApiPage, type ContactDetail, type ContactSummary } from "#contracts/staff-api";
import { HttpError } from "#server/errors";
import { sendCsv } from "../lib/csv";
import { listQuery, optionalEnum, paging, parseId, preview } from "../lib/list-query";
import { validate } from "../lib/validate";
import * as repo from "./contact-repository";

const notFound = "Message not found";

const filters = { status: optionalEnum(contactStatuses, "Choose a valid status") };
const listSchema = listQuery.extend(filters);
const exportSchema = listQuery.pick({ q: true }).extend(filters);
const statusBody = z.object({ status: z.enum(contactStatuses, { error: "Choose a valid status" }) });

type Row = NonNullable<Awaited<ReturnType<typeof repo.findContactMessage>>>;

function toDetail(row: Row): ContactDetail {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toSummary(row: Row): ContactSummary {
  const { message, ...rest } = toDetail(row);
  return { ...rest, messagePreview: preview(message) };
}

/** Staff endpoints for contact messages (the public POST /api/contact belongs to the forms module). */
export async function contactRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get("/contact", async (request): Promise<ApiPage<ContactSummary>> => {
    const { page, limit, ...where } = validate(listSchema, request.query);
    const { rows, total } = await repo.listContactMessages(db, where, page, limit);
    return { success: true, data: rows.map(toSummary), pagination: paging(page, limit, total) };
  });

  app.get("/contact/export.csv", async (request, reply) => {
    const rows = await repo.exportContactMessages(db, validate(exportSchema, request.query));
    return sendCsv(
      reply,
      "contact-messages",
      ["ID", "Received", "First name", "Last name", "Email", "Subject", "Status", "Message"],
      rows.map((r) => [r.id, r.created_at, r.first_name, r.last_name, r.email, r.subject, r.status, r.message]),
    );
  });

  app.get("/contact/:id", async (request): Promise<ApiData<ContactDetail>> => {
    const row = await repo.findContactMessage(db, parseId(request.params, notFound));
    if (!row) throw new HttpError(404, notFound);
    return { success: true, data: toDetail(row) };
  });

  app.patch("/contact/:id/status", async (request): Promise<ApiData<ContactDetail>> => {
    const id = parseId(request.params, notFound);
    const { status } = validate(statusBody, request.body);
    if (!(await repo.setContactStatus(db, id, status))) throw new HttpError(404, notFound);
    return { success: true, data: toDetail((await repo.findContactMessage(db, id))!) };
  });

  app.delete("/contact/:id", async (request): Promise<ApiMessage> => {
    if (!(await repo.deleteContactMessage(db, parseId(request.params, notFound)))) throw new HttpError(404, notFound);
    return { success: true, message: "Message deleted" };
  });
}
