import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { QuoteCreatedSchema, QuoteFormSchema, QuoteHeadersSchema } from "#contracts/api/quotes";
import { failures } from "#contracts/api/responses";
import { normalizeQuoteCodes, quoteLimits } from "#contracts/forms/quote";
import { quoteMessages } from "#contracts/forms/quote-messages";
import { HttpError } from "#server/errors";
import { codedMessage } from "#server/i18n/english";
import { fieldErrorOf, formInput, validForm } from "#server/lib/form-input";
import { strictJsonOnly } from "#server/plugins/strict-json";
import { quoteForm } from "./quote-input";

/** Visible ASCII, as HTTP header values written by a client library are. */
const IDEMPOTENCY_KEY = new RegExp(`^[\\x21-\\x7e]{1,${quoteLimits.idempotencyKeyMax}}$`);

function idempotencyKey(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !IDEMPOTENCY_KEY.test(value))
    throw new HttpError(400, codedMessage(quoteMessages, "idempotencyKeyInvalid"), [
      fieldErrorOf(quoteMessages, "Idempotency-Key", "idempotencyKeyInvalid"),
    ]);
  return value;
}

/** POST /api/quotes: JSON quote request (contracts/forms/quote.ts). */
export async function quoteFormRoutes(app: FastifyInstance) {
  strictJsonOnly(app);

  app.withTypeProvider<ZodTypeProvider>().post(
    "/quotes",
    {
      config: app.formRateLimit(codedMessage(quoteMessages, "tooManyRequests")),
      // Up to 200 package lines fit well inside 64 KB; a larger body is refused before it is read.
      bodyLimit: quoteLimits.bodyBytes,
      // Sanitised first, then validated once with the schema (each field and the rules between fields); every field's message with its path.
      ...formInput(quoteForm),
      schema: {
        tags: ["quotes"],
        summary: "Request a freight quote",
        description:
          "Stores the request and answers its reference. With an Idempotency-Key header, a retry with the same body answers the first answer again (nothing new is stored) and the same key with a different body answers 409.",
        headers: QuoteHeadersSchema,
        body: QuoteFormSchema,
        response: { 201: QuoteCreatedSchema, ...failures(400, 409, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request.headers["idempotency-key"]);
      const receipt = await app.quotes.create(normalizeQuoteCodes(validForm(request, quoteForm)), request.ip, key);
      if (receipt.replayed) reply.header("idempotent-replayed", "true");
      return reply.code(201).send({ success: true, ...codedMessage(quoteMessages, "success"), reference: receipt.reference });
    },
  );
}
