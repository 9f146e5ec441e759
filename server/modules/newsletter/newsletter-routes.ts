import type { FastifyInstance } from "fastify";
import { newsletterMessages as m } from "#contracts/forms/messages";
import { newsletterSchema, type NewsletterSubscribeResponse } from "#contracts/forms/newsletter";
import { sanitizeNewsletterInput } from "#contracts/forms/sanitize";
import { formFields, honeypotFilled, orUnavailable, validate } from "#server/lib/form-input";
import { strictJsonOnly } from "#server/plugins/strict-json";
import { newsletterService } from "./newsletter-service";

function tokenFrom(query: unknown, body: unknown): string {
  for (const source of [query, body]) {
    const token = (source as { token?: unknown } | null | undefined)?.token;
    if (typeof token === "string" && token.length <= 128) return token;
  }
  return "";
}

/**
 * POST /api/newsletter/subscribe, GET|POST /api/newsletter/confirm,
 * POST /api/newsletter/unsubscribe (JSON or RFC 8058 one-click); shapes in
 * contracts/forms/newsletter.ts.
 */
export async function newsletterRoutes(app: FastifyInstance) {
  const service = newsletterService(app);
  strictJsonOnly(app);

  app.post("/newsletter/subscribe", { config: app.formRateLimit(m.tooManyAttempts) }, async (request, reply) => {
    const fields = formFields(request.body);
    if (honeypotFilled(fields)) {
      return reply.code(201).send({ success: true, message: m.success, status: "pending" } satisfies NewsletterSubscribeResponse);
    }
    const { email, source } = validate(newsletterSchema, sanitizeNewsletterInput(fields), "first");
    const answer = await orUnavailable(service.subscribe(email, source, request.ip));
    return reply.code(answer.status).send(answer.body);
  });

  const confirm = async (request: { query: unknown; body?: unknown }) => (await service.confirm(tokenFrom(request.query, request.body))).body;
  app.get("/newsletter/confirm", async (request, reply) => reply.header("Cache-Control", "no-store").send(await confirm(request)));
  app.post("/newsletter/confirm", async (request, reply) => reply.header("Cache-Control", "no-store").send(await confirm(request)));

  await app.register(async (oneClick) => {
    // RFC 8058: mail clients POST "List-Unsubscribe=One-Click" form-encoded (or as multipart) to the URL
    // in the List-Unsubscribe header; the token is in that URL's query.
    oneClick.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    oneClick.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));

    oneClick.post("/newsletter/unsubscribe", async (request, reply) => {
      const answer = await service.unsubscribe(tokenFrom(request.query, request.body));
      return reply.code(answer.status).header("Cache-Control", "no-store").send(answer.body);
    });

    // Some mail clients open the List-Unsubscribe URL instead of posting to it: show the page, which asks to confirm.
    oneClick.get<{ Querystring: { token?: string } }>("/newsletter/unsubscribe", async (request, reply) => {
      const token = tokenFrom(request.query, undefined);
      return reply.redirect(`/newsletter/unsubscribe${token ? `?token=${encodeURIComponent(token)}` : ""}`, 303);
    });
  });
}
