import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { toFieldErrors, type FieldError } from "#contracts/forms/api";
import { careersSchema, checkResumeConsent, type CareersResponse } from "#contracts/forms/careers";
import { careersMessages as m, serverMessages } from "#contracts/forms/messages";
import { sanitizeCareersInput } from "#contracts/forms/sanitize";
import { HttpError } from "#server/errors";
import { honeypotFilled, orUnavailable } from "#server/lib/form-input";
import { REQUEST_BYTES_MAX, multipartLimits, readApplicationForm } from "./read-application-form";
import { applicationsService } from "./applications-service";

const fieldOrder = ["name", "email", "phone", "position", "message", "resume", "consent"];

/** POST /api/applications: multipart application with an optional PDF resume (contracts/forms/careers.ts). */
export async function applicationsRoutes(app: FastifyInstance) {
  const service = applicationsService(app);
  // Multipart only: JSON and the rest get 415.
  app.removeAllContentTypeParsers();
  // Oversize is detected by the reader (the file stream reports truncation), not thrown mid-stream.
  await app.register(multipart, { limits: multipartLimits, throwFileSizeLimit: false });

  app.post("/applications", { config: app.formRateLimit(m.tooManyRequests) }, async (request, reply) => {
    const announced = Number(request.headers["content-length"] ?? 0);
    if (announced > REQUEST_BYTES_MAX) {
      // Refused before a byte is read; the connection is closed rather than drained.
      reply.header("Connection", "close");
      throw new HttpError(413, m.resumeTooLarge, [{ field: "resume", message: m.resumeTooLarge }]);
    }
    if (!request.isMultipart()) throw new HttpError(415, serverMessages.unsupportedType);
    const form = await readApplicationForm(request);
    const ok: CareersResponse = { success: true, message: m.success };
    if (honeypotFilled(form.fields)) return reply.code(201).send(ok);

    const errors: FieldError[] = [...form.errors];
    const add = (error: FieldError) => errors.some((e) => e.field === error.field) || errors.push(error);
    const parsed = careersSchema.safeParse(sanitizeCareersInput(form.fields));
    if (!parsed.success) toFieldErrors(parsed.error.issues).forEach(add);
    const consentProblem = checkResumeConsent(Boolean(form.resume), form.fields.consent);
    if (consentProblem) add({ field: "consent", message: consentProblem });
    if (errors.length > 0 || !parsed.success) {
      errors.sort((a, b) => fieldOrder.indexOf(a.field) - fieldOrder.indexOf(b.field));
      if (form.resumeTooLarge) throw new HttpError(413, m.resumeTooLarge, errors);
      throw new HttpError(400, m.fixErrors, errors);
    }
    await orUnavailable(service.create(parsed.data, form.resume, request.ip));
    return reply.code(201).send(ok);
  });
}
