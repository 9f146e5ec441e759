import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  applicationPositions,
  applicationStatuses,
  applicationTransitions,
  noteLimits,
  type ApiData,
  type ApiMessage,
  type ApiPage,
  type ApplicationDetail,
  type ApplicationNote,
  type ApplicationSummary,
} from "#contracts/staff-api";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import { sendCsv } from "../lib/csv";
import { listQuery, optionalEnum, paging, parseId, preview } from "../lib/list-query";
import { nulMessage, validate, withoutNul } from "../lib/validate";
import * as repo from "./application-repository";
import { resumeFilename } from "./resume-filename";

const notFound = "Application not found";

const filters = {
  status: optionalEnum(applicationStatuses, "Choose a valid status"),
  position: optionalEnum(applicationPositions, "Choose a valid position"),
};
const listSchema = listQuery.extend(filters);
const exportSchema = listQuery.pick({ q: true }).extend(filters);
const statusBody = z.object({ status: z.enum(applicationStatuses, { error: "Choose a valid status" }) });
const noteBody = z.object({
  body: z
    .string({ error: "Note is required" })
    .trim()
    .min(1, "Note is required")
    .max(noteLimits.maxLength, `A note can be at most ${noteLimits.maxLength} characters`)
    .refine(withoutNul, nulMessage),
});

type Row = NonNullable<Awaited<ReturnType<typeof repo.findApplication>>>;

function toSummary(row: Row): ApplicationSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    position: row.position,
    status: row.status,
    messagePreview: preview(row.message),
    hasResume: row.resume_filename !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function loadDetail(db: Db, id: number): Promise<ApplicationDetail> {
  const row = await repo.findApplication(db, id);
  if (!row) throw new HttpError(404, notFound);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    position: row.position,
    status: row.status,
    message: row.message,
    resume: row.resume_filename !== null ? { filename: row.resume_filename, size: row.resume_size ?? 0, url: `/api/applications/${row.id}/resume` } : null,
    resumeConsentAt: row.resume_consent_at,
    notes: await repo.listNotes(db, row.id),
    allowedStatuses: [...applicationTransitions[row.status]],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Staff endpoints for job applications (the public POST /api/applications belongs to the forms module). */
export async function applicationRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get("/applications", async (request): Promise<ApiPage<ApplicationSummary>> => {
    const { page, limit, ...where } = validate(listSchema, request.query);
    const { rows, total } = await repo.listApplications(db, where, page, limit);
    return { success: true, data: rows.map(toSummary), pagination: paging(page, limit, total) };
  });

  app.get("/applications/export.csv", async (request, reply) => {
    const rows = await repo.exportApplications(db, validate(exportSchema, request.query));
    return sendCsv(
      reply,
      "applications",
      ["ID", "Received", "Name", "Email", "Phone", "Position", "Status", "Message", "Resume", "Resume bytes"],
      rows.map((r) => [r.id, r.created_at, r.name, r.email, r.phone, r.position, r.status, r.message, r.resume_filename, r.resume_size]),
    );
  });

  app.get("/applications/:id", async (request): Promise<ApiData<ApplicationDetail>> => {
    return { success: true, data: await loadDetail(db, parseId(request.params, notFound)) };
  });

  app.patch("/applications/:id/status", async (request): Promise<ApiData<ApplicationDetail>> => {
    const id = parseId(request.params, notFound);
    const { status } = validate(statusBody, request.body);
    const current = await repo.findApplication(db, id);
    if (!current) throw new HttpError(404, notFound);
    if (current.status !== status) {
      const allowed = applicationTransitions[current.status].includes(status);
      if (!allowed || !(await repo.moveStatus(db, id, current.status, status))) {
        throw new HttpError(409, `This application is ${current.status} and cannot move to ${status}. Reload to see its current status.`);
      }
    }
    return { success: true, data: await loadDetail(db, id) };
  });

  app.post("/applications/:id/notes", async (request, reply): Promise<ApiData<ApplicationNote>> => {
    const id = parseId(request.params, notFound);
    const { body } = validate(noteBody, request.body);
    if (!(await repo.findApplication(db, id))) throw new HttpError(404, notFound);
    const noteId = await repo.addNote(db, id, request.staff!.user.id, body);
    const note = (await repo.listNotes(db, id)).find((n) => n.id === noteId)!;
    reply.code(201);
    return { success: true, data: note };
  });

  app.get("/applications/:id/resume", { compress: false }, async (request, reply) => {
    const id = parseId(request.params, notFound);
    const row = await repo.findResume(db, id);
    if (!row) throw new HttpError(404, notFound);
    if (!row.resume || row.resume_filename === null) throw new HttpError(404, "This application has no resume");
    const { ascii, utf8 } = resumeFilename(row.resume_filename, id);
    return reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`)
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "no-store")
      // If a browser renders it anyway, nothing in it may run or load.
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .send(Buffer.from(row.resume));
  });

  app.delete("/applications/:id", async (request): Promise<ApiMessage> => {
    const id = parseId(request.params, notFound);
    const deleted = await repo.deleteApplications(db, { id });
    if (deleted === 0) throw new HttpError(404, notFound);
    return { success: true, message: "Application deleted with its resume and notes" };
  });
}
