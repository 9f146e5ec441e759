import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ContactFormSchema } from "#contracts/api/contact";
import { ApiMessageSchema, failures } from "#contracts/api/responses";
import { contactLimits } from "#contracts/forms/contact";
import { contactMessages } from "#contracts/forms/contact-messages";
import { sanitizeContactInput } from "#contracts/forms/sanitize";
import { codedMessage } from "#server/i18n/english";
import { formInput, jsonBodyLimit, validForm, type FormCheck } from "#server/lib/form-input";
import { strictJsonOnly } from "#server/plugins/strict-json";

const ok = { success: true as const, ...codedMessage(contactMessages, "success") };

/** The contact form's checks before and after its schema; a bot gets the same answer as a person, and nothing is kept. */
const contactForm: FormCheck = {
  limits: contactLimits,
  messages: contactMessages,
  sanitize: sanitizeContactInput,
  botAnswer: { status: 201, body: ok },
};

/** POST /api/contact: JSON contact message (contracts/forms/contact.ts). */
export async function contactFormRoutes(app: FastifyInstance) {
  strictJsonOnly(app);

  app.withTypeProvider<ZodTypeProvider>().post(
    "/contact",
    {
      config: app.formRateLimit(codedMessage(contactMessages, "tooManyRequests")),
      // The longest valid form, not the server's 64 KB: a larger body is refused before it is read.
      bodyLimit: jsonBodyLimit(contactLimits),
      // Sanitised first, then validated with the schema once; the handler answers 'Please fix the errors in the form' with every field's message.
      ...formInput(contactForm),
      schema: {
        tags: ["contact"],
        summary: "Send a contact message",
        body: ContactFormSchema,
        response: { 201: ApiMessageSchema, ...failures(400, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      await app.contact.create(validForm(request, contactForm), request.ip);
      return reply.code(201).send(ok);
    },
  );
}
