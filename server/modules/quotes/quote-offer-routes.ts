import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import {
  QuoteAcceptRequestSchema,
  QuoteAskRequestSchema,
  QuoteDeclineRequestSchema,
  quoteOfferFieldLimits,
  quoteOfferPaths,
} from "#contracts/api/quote-offer";
import { ApiMessageSchema, failures } from "#contracts/api/responses";
import { quoteOfferMessages } from "#contracts/forms/quote-offer-messages";
import { sanitizeText } from "#contracts/forms/sanitize";
import { defaultLanguage, isLanguageCode, pathIn } from "#contracts/languages";
import { HttpError } from "#server/errors";
import { codedMessage, type CodedMessage } from "#server/i18n/english";
import { formInput, jsonBodyLimit, validForm, type FormCheck, type FormFields } from "#server/lib/form-input";
import { strictJsonOnly } from "#server/plugins/strict-json";
import { isPlainFormPost, parsePlainFormPosts } from "#server/lib/plain-form-post";

const tags = ["quotes"];
const textFields = ["name", "purchaseOrder", "details", "question"];

/** Script markup goes from what the buyer typed; the consent box of a plain form post ("on") is the JSON's `true`. */
function sanitizeAnswer(fields: FormFields): FormFields {
  const out: FormFields = { ...fields };
  for (const key of textFields) if (typeof out[key] === "string") out[key] = sanitizeText(out[key]);
  if (out.consent === "on" || out.consent === "true") out.consent = true;
  return out;
}

function answerForm(success: keyof typeof quoteOfferMessages): FormCheck {
  return {
    limits: quoteOfferFieldLimits,
    messages: quoteOfferMessages,
    sanitize: sanitizeAnswer,
    // The page has no honeypot, but a bot that fills one gets what a person would, and nothing is kept.
    botAnswer: { status: 200, body: { success: true, ...codedMessage(quoteOfferMessages, success) } },
    order: ["token", "name", "purchaseOrder", "consent", "reason", "details", "question"],
    message: "first",
  };
}

/**
 * The page's address after a plain form post, with the outcome's code: the page shows it in its language (the
 * quote's own state comes from the database). The token goes back with it, as it came.
 */
function backToPage(request: FastifyRequest, answer: CodedMessage, form: string) {
  const fields = (request.body ?? {}) as FormFields;
  const lang = isLanguageCode(fields.lang) ? fields.lang : defaultLanguage;
  const token = typeof fields.token === "string" ? fields.token : "";
  const query = new URLSearchParams({ t: token, result: answer.code, form });
  return `${pathIn(lang, quoteOfferPaths.page)}?${query.toString()}#answer`;
}

/**
 * Runs one answer: JSON in, JSON out; a form posted without scripts is sent back to the page (303) with the outcome,
 * or with the first refusal's code (a field, an expired or used link).
 */
async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  form: string,
  run: () => Promise<CodedMessage>,
): Promise<FastifyReply | (CodedMessage & { success: true })> {
  reply.header("Cache-Control", "no-store");
  if (!isPlainFormPost(request.headers["content-type"])) return { success: true, ...(await run()) };
  let outcome: CodedMessage;
  try {
    outcome = await run();
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500 || error.statusCode === 429) throw error;
    const first = error.errors?.[0];
    outcome = { code: first?.code ?? error.code ?? "linkInvalid", message: first?.message ?? error.message };
  }
  return reply.redirect(backToPage(request, outcome, form), 303);
}

/**
 * POST /api/quotes/offer/accept, /decline and /ask (contracts/api/quote-offer.ts): the buyer's answer to a priced
 * quote through its personal link (issue 31). Rate-limited like every public form; JSON from the page's script, or
 * form-encoded from the same forms without it.
 */
export async function quoteOfferRoutes(app: FastifyInstance) {
  strictJsonOnly(app);
  const bodyLimit = jsonBodyLimit(quoteOfferFieldLimits);
  parsePlainFormPosts(app, bodyLimit);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: ApiMessageSchema, 303: z.null(), ...failures(400, 404, 409, 410, 413, 415, 429, 500, 503) };
  const description =
    "JSON is answered with JSON: 404 for a link no quote has, 410 once the quote has expired, 409 once it was accepted, declined or closed. The page's form-encoded post (without scripts) is answered 303 back to the page with `?t=<token>&result=<code>`.";
  const rateLimit = app.formRateLimit(codedMessage(quoteOfferMessages, "tooManyRequests"));

  const accept = answerForm("accepted");
  routes.post(
    quoteOfferPaths.accept.replace(/^\/api/, ""),
    {
      config: rateLimit,
      bodyLimit,
      ...formInput(accept),
      schema: { tags, summary: "Accept a priced quote through its personal link", description, body: QuoteAcceptRequestSchema, response },
    },
    async (request, reply) => answer(request, reply, "accept", () => app.quoteOffers.accept(validForm(request, accept))),
  );

  const decline = answerForm("declined");
  routes.post(
    quoteOfferPaths.decline.replace(/^\/api/, ""),
    {
      config: rateLimit,
      bodyLimit,
      ...formInput(decline),
      schema: { tags, summary: "Decline a priced quote, with a reason", description, body: QuoteDeclineRequestSchema, response },
    },
    async (request, reply) => answer(request, reply, "decline", () => app.quoteOffers.decline(validForm(request, decline))),
  );

  const ask = answerForm("questionSent");
  routes.post(
    quoteOfferPaths.ask.replace(/^\/api/, ""),
    {
      config: rateLimit,
      bodyLimit,
      ...formInput(ask),
      schema: {
        tags,
        summary: "Ask the salesperson a question about a priced quote (kept as a note on it)",
        description,
        body: QuoteAskRequestSchema,
        response,
      },
    },
    async (request, reply) => answer(request, reply, "ask", () => app.quoteOffers.ask(validForm(request, ask))),
  );
}
