import type { FastifyInstance } from "fastify";
import { contactSchema, type ContactResponse } from "#contracts/forms/contact";
import { contactMessages as m } from "#contracts/forms/messages";
import { sanitizeContactInput } from "#contracts/forms/sanitize";
import { formFields, honeypotFilled, orUnavailable, validate } from "#server/lib/form-input";
import { strictJsonOnly } from "#server/plugins/strict-json";
import { contactService } from "./contact-service";

/** POST /api/contact: JSON contact message (contracts/forms/contact.ts). */
export async function contactRoutes(app: FastifyInstance) {
  const service = contactService(app);
  strictJsonOnly(app);

  app.post("/contact", { config: app.formRateLimit(m.tooManyRequests) }, async (request, reply) => {
    const fields = formFields(request.body);
    const ok: ContactResponse = { success: true, message: m.success };
    // A bot gets the same answer as a person, and nothing is kept.
    if (honeypotFilled(fields)) return reply.code(201).send(ok);
    const message = validate(contactSchema, sanitizeContactInput(fields));
    await orUnavailable(service.create(message, request.ip));
    return reply.code(201).send(ok);
  });
}
