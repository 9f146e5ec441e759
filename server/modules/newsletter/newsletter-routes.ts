import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import {
  ConfirmRequestSchema,
  ConfirmResponseSchema,
  NewsletterFormSchema,
  SubscribeResponseSchema,
  UnsubscribeQuerySchema,
  UnsubscribeRequestSchema,
  UnsubscribeResponseSchema,
  type ConfirmResult,
} from "#contracts/api/newsletter";
import { failures } from "#contracts/api/responses";
import { newsletterMessages } from "#contracts/forms/newsletter-messages";
import { visitorLanguageOf } from "#contracts/forms/fields";
import { newsletterLimits, newsletterPaths } from "#contracts/forms/newsletter";
import { sanitizeNewsletterInput } from "#contracts/forms/sanitize";
import { HttpError } from "#server/errors";
import { codedMessage } from "#server/i18n/english";
import { formInput, jsonBodyLimit, validForm, type FormCheck } from "#server/lib/form-input";
import { strictJsonOnly } from "#server/plugins/strict-json";
import { isPlainFormPost, parsePlainFormPosts } from "#server/lib/plain-form-post";

const tags = ["newsletter"];
/** A token is at most 128 characters (contracts/api/newsletter.ts): 4 KB holds any body that carries one. */
const TOKEN_BODY_LIMIT = 4096;
/** The footer form's checks before and after its schema; a bot gets the answer a person gets, and nothing is kept. */
const newsletterForm: FormCheck = {
  limits: newsletterLimits,
  messages: newsletterMessages,
  sanitize: sanitizeNewsletterInput,
  botAnswer: { status: 201, body: { success: true, ...codedMessage(newsletterMessages, "success"), status: "pending" } },
  message: "first",
};

/**
 * POST /api/newsletter/subscribe, POST /api/newsletter/confirm and
 * POST /api/newsletter/unsubscribe (JSON, or RFC 8058 one-click); shapes in
 * contracts/api/newsletter.ts. Only POSTs change anything: a link scanner
 * that GETs every URL in an email confirms and unsubscribes no one.
 */
export async function newsletterRoutes(app: FastifyInstance) {
  strictJsonOnly(app);
  const service = app.newsletter;

  app.withTypeProvider<ZodTypeProvider>().post(
    "/newsletter/subscribe",
    {
      config: app.formRateLimit(codedMessage(newsletterMessages, "tooManyAttempts")),
      // The longest valid form, not the server's 64 KB: a larger body is refused before it is read.
      bodyLimit: jsonBodyLimit(newsletterLimits),
      // Sanitised first, then validated with the footer form's schema once; the answer's message is the field's.
      ...formInput(newsletterForm),
      schema: {
        tags,
        summary: "Subscribe an address (double opt-in: a confirmation email is sent)",
        body: NewsletterFormSchema,
        response: { 200: SubscribeResponseSchema, 201: SubscribeResponseSchema, ...failures(400, 409, 413, 415, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const form = validForm(request, newsletterForm);
      const answer = await service.subscribe(form.email, form.source, visitorLanguageOf(form), request.ip);
      return reply.code(answer.status).send(answer.body);
    },
  );

  await app.register(async (forms) => {
    // The confirmation page's form posts form-encoded when scripts have not run; RFC 8058 mail
    // clients POST "List-Unsubscribe=One-Click" form-encoded (or as multipart) with the token in the URL.
    parsePlainFormPosts(forms, TOKEN_BODY_LIMIT);
    forms.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: TOKEN_BODY_LIMIT }, (_request, _body, done) =>
      done(null, {}),
    );
    const routes = forms.withTypeProvider<ZodTypeProvider>();

    routes.post(
      "/newsletter/confirm",
      {
        bodyLimit: TOKEN_BODY_LIMIT,
        schema: {
          tags,
          summary: "Confirm a subscription with the emailed token",
          description:
            "JSON `{ token }` is answered with JSON. The confirmation page's form-encoded post (without scripts) is answered 303 to that page with `?result=confirmed|invalid`.",
          body: ConfirmRequestSchema,
          response: { 200: ConfirmResponseSchema, 303: z.null(), ...failures(400, 413, 415, 500) },
        },
      },
      async (request, reply) => {
        reply.header("Cache-Control", "no-store");
        if (!isPlainFormPost(request.headers["content-type"])) return service.confirm(request.body.token);
        let result: ConfirmResult = "confirmed";
        try {
          await service.confirm(request.body.token);
        } catch (error) {
          if (!(error instanceof HttpError && error.statusCode === 400)) throw error;
          result = "invalid";
        }
        return reply.redirect(`${newsletterPaths.confirmPage}?result=${result}`, 303);
      },
    );

    routes.post(
      "/newsletter/unsubscribe",
      {
        bodyLimit: TOKEN_BODY_LIMIT,
        schema: {
          tags,
          summary: "Unsubscribe with the token of any newsletter email (JSON or RFC 8058 one-click)",
          querystring: UnsubscribeQuerySchema,
          body: UnsubscribeRequestSchema,
          response: { 200: UnsubscribeResponseSchema, ...failures(400, 413, 415, 500) },
        },
      },
      async (request, reply) => {
        reply.header("Cache-Control", "no-store");
        return service.unsubscribe(request.query.token ?? request.body?.token);
      },
    );

    // Some mail clients open the List-Unsubscribe URL instead of posting to it: show the page, which asks to confirm.
    routes.get(
      "/newsletter/unsubscribe",
      {
        schema: {
          tags,
          summary: "Opened instead of posted: redirects (303) to the unsubscribe page, changing nothing",
          querystring: UnsubscribeQuerySchema,
          response: { 303: z.null(), ...failures(500) },
        },
      },
      async (request, reply) => {
        const { token } = request.query;
        return reply.redirect(`${newsletterPaths.unsubscribePage}${token ? `?token=${encodeURIComponent(token)}` : ""}`, 303);
      },
    );
  });
}
