import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ApplicationFormSchema } from "#contracts/api/applications";
import { ApiMessageSchema, failures } from "#contracts/api/responses";
import type { FieldError } from "#contracts/forms/api";
import { careersLimits, careersSchema, checkResumeConsent } from "#contracts/forms/careers";
import { careersMessages } from "#contracts/forms/careers-messages";
import { serverMessages } from "#contracts/forms/server-messages";
import { sanitizeCareersInput } from "#contracts/forms/sanitize";
import { HttpError, unavailableMessage } from "#server/errors";
import { boundedSlots } from "#server/lib/bounded-slots";
import { codedMessage } from "#server/i18n/english";
import { fieldErrorOf, honeypotFilled, issueErrors, overlongFields, withoutFields } from "#server/lib/form-input";
import { REQUEST_BYTES_MAX, multipartLimits, readApplicationForm } from "./read-application-form";

const fieldOrder = ["openingId", "name", "email", "phone", "position", "message", "resume", "consent"];

/**
 * Applications read at once. Each holds its résumé in memory until it is stored (up to 5 MB, about
 * 15 MB with the chunks, the joined copy and the database's copy), so this bounds what uploads can
 * take beside a server of about 210 MB: under 400 MB however many arrive (issue 12: 1,000 concurrent
 * 1 MB uploads had taken it to 826-861 MB). Figures: docs/performance.md, scripts/measure-upload-memory.ts.
 */
export const UPLOADS_AT_ONCE = 4;
/**
 * Applications waiting for a slot, unread (paused, about 64 KB each): more than a burst of 50 at once
 * (applications.test.ts) needs. Beyond this, 503 with Retry-After at once.
 */
export const UPLOADS_WAITING = 64;
/** Seconds a turned-away sender is asked to wait: a slot frees up within a second or two. */
const UPLOADS_RETRY_AFTER = 5;

/** POST /api/applications: multipart application with an optional PDF resume (contracts/forms/careers.ts). */
export async function applicationFormRoutes(app: FastifyInstance) {
  // Multipart only: JSON and the rest get 415.
  app.removeAllContentTypeParsers();
  // Oversize is detected by the reader (the file stream reports truncation), not thrown mid-stream.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });
  const uploads = boundedSlots({ atOnce: UPLOADS_AT_ONCE, waiting: UPLOADS_WAITING });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/applications",
    {
      config: app.formRateLimit(codedMessage(careersMessages, "tooManyRequests")),
      // The body is read as it streams in and checked field by field below; the schema describes it.
      attachValidation: true,
      schema: {
        tags: ["applications"],
        summary: "Apply for a job (multipart, with an optional PDF resume)",
        consumes: ["multipart/form-data"],
        body: ApplicationFormSchema,
        response: { 201: ApiMessageSchema, ...failures(400, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const announced = Number(request.headers["content-length"] ?? 0);
      if (announced > REQUEST_BYTES_MAX) {
        // Refused before a byte is read; the connection is closed rather than drained.
        reply.header("Connection", "close");
        throw new HttpError(413, codedMessage(careersMessages, "resumeTooLarge"), [
          fieldErrorOf(careersMessages, "resume", "resumeTooLarge"),
        ]);
      }
      if (!request.isMultipart()) throw new HttpError(415, codedMessage(serverMessages, "unsupportedType"));
      const slot = uploads.take();
      if (!slot) {
        // Turned away before a byte is read, and the connection closed rather than drained.
        reply.header("Retry-After", String(UPLOADS_RETRY_AFTER)).header("Connection", "close");
        return reply.code(503).send({ success: false, code: "unavailable", message: unavailableMessage });
      }
      const release = await slot;
      try {
        return await receive(request, reply);
      } finally {
        release();
      }
    },
  );

  /**
   * The opening an application names (issue 15): null for a general application (no openingId), undefined
   * when the id is not that of an opening taking applications (closed, past its date, a draft, unknown).
   */
  async function openingOf(raw: string | undefined) {
    const value = raw?.trim();
    if (!value) return null;
    const id = /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : 0;
    return (id ? await app.careers.openForApplication(id) : null) ?? undefined;
  }

  /** Reads, checks and stores one application, inside its upload slot. */
  async function receive(request: FastifyRequest, reply: FastifyReply) {
    const form = await readApplicationForm(request);
    const ok = { success: true as const, ...codedMessage(careersMessages, "success") };
    if (honeypotFilled(form.fields)) return reply.code(201).send(ok);

    const errors: FieldError[] = [...form.errors];
    const add = (error: FieldError) => errors.some((e) => e.field === error.field) || errors.push(error);
    const opening = await openingOf(form.fields.openingId);
    // An opening's page does not ask for the position: the opening's employment type decides it, whatever was sent (issue 28).
    const fields = opening ? { ...form.fields, position: opening.position } : form.fields;
    // Too long as sent: refused with the field's message and never cleaned (issue 12).
    const tooLong = overlongFields(fields, careersLimits, careersMessages);
    tooLong.forEach(add);
    const parsed = careersSchema.safeParse(sanitizeCareersInput(withoutFields(fields, tooLong)));
    if (!parsed.success) issueErrors(parsed.error.issues, careersMessages).forEach(add);
    const consentProblem = checkResumeConsent(Boolean(form.resume), form.fields.consent);
    if (consentProblem) add(fieldErrorOf(careersMessages, "consent", consentProblem));
    if (opening === undefined) add(fieldErrorOf(careersMessages, "openingId", "openingClosed"));
    if (errors.length > 0 || !parsed.success) {
      errors.sort((a, b) => fieldOrder.indexOf(a.field) - fieldOrder.indexOf(b.field));
      if (form.resumeTooLarge) throw new HttpError(413, codedMessage(careersMessages, "resumeTooLarge"), errors);
      throw new HttpError(400, codedMessage(careersMessages, "fixErrors"), errors);
    }
    await app.applications.create(parsed.data, form.resume, request.ip, opening ?? null);
    return reply.code(201).send(ok);
  }
}
