import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ContactFormSchema } from "#contracts/api/contact";
import { ApiMessageSchema, failures } from "#contracts/api/responses";
import { contactLimits, contactSchema } from "#contracts/forms/contact";
import { contactMessages } from "#contracts/forms/contact-messages";
import { sanitizeContactInput } from "#contracts/forms/sanitize";
import { codedMessage } from "#server/i18n/english";
import { formFields, honeypotFilled, jsonBodyLimit, validate } from "#server/lib/form-input";
import { strictJsonOnly } from "#server/plugins/strict-json";

/** POST /api/contact: JSON contact message (contracts/forms/contact.ts). */
export async function contactFormRoutes(app: FastifyInstance) {
  strictJsonOnly(app);

  app.withTypeProvider<ZodTypeProvider>().post(
    "/contact",
    {
      config: app.formRateLimit(codedMessage(contactMessages, "tooManyRequests")),
      // The longest valid form, not the server's 64 KB: a larger body is refused before it is read.
      bodyLimit: jsonBodyLimit(contactLimits),
      // The form answers 'Please fix the errors in the form' with every field's message, after sanitising: checked below.
      attachValidation: true,
      schema: {
        tags: ["contact"],
        summary: "Send a contact message",
        body: ContactFormSchema,
        response: { 201: ApiMessageSchema, ...failures(400, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const fields = formFields(request.body);
      const ok = { success: true as const, ...codedMessage(contactMessages, "success") };
      // A bot gets the same answer as a person, and nothing is kept.
      if (honeypotFilled(fields)) return reply.code(201).send(ok);
      const message = validate(fields, {
        schema: contactSchema,
        limits: contactLimits,
        messages: contactMessages,
        sanitize: sanitizeContactInput,
      });
      await app.contact.create(message, request.ip);
      return reply.code(201).send(ok);
    },
  );
}
