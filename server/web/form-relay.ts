import { createHash } from "node:crypto";
import { PassThrough, Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import Busboy from "@fastify/busboy";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FormAnswer } from "#contracts/forms/api";
import { applicationsPath } from "#contracts/forms/careers";
import { contactPath } from "#contracts/forms/contact";
import { quotesPath } from "#contracts/forms/quote";
import { quoteDraftOf, toQuoteInput } from "#contracts/forms/quote-draft";
import { defaultLanguage } from "#contracts/languages";
import { HONEYPOT_FIELD } from "#contracts/forms/limits";
import { newsletterPaths, newsletterSource } from "#contracts/forms/newsletter";
import type { FormRelay, RelayedForm } from "#contracts/load-context";
import { multipartLimits } from "#server/modules/applications/read-application-form";

/** Text fields worth showing again: not the honeypot, which a person never fills. */
function keep(fields: Record<string, string>, name: string, value: string) {
  if (name !== HONEYPOT_FIELD && !(name in fields)) fields[name] = value;
}

/**
 * Passes a multipart body through unchanged while noting its text fields, so an answer with errors can
 * show what was typed. Files are drained, never held: the /api route alone reads the résumé, inside its
 * upload slot and limits (decision 018), and this reads only as fast as that route does.
 */
function textFieldsTap(contentType: string) {
  const fields: Record<string, string> = {};
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({ headers: { "content-type": contentType }, limits: multipartLimits });
  } catch {
    // A header busboy cannot read (no usable boundary): nothing to note; the /api route refuses the body.
    return { tap: new PassThrough(), fields };
  }
  parser.on("field", (name, value) => keep(fields, name, value));
  // A part cut off mid-file errors on its own stream: without a listener that error would end the process.
  parser.on("file", (_name, file) => file.on("error", () => {}).resume());
  // A malformed body is the /api route's to refuse; the tap only stops noting fields.
  parser.on("error", () => {});
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (parser.writable) parser.write(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (parser.writable) parser.end();
      done();
    },
  });
  return { tap, fields };
}

/** The plain HTML forms of the pages, answered by their /api routes in-process (decision 025). */
export function formRelay(app: FastifyInstance, visitor: FastifyRequest): FormRelay {
  async function post(
    url: string,
    headers: Record<string, string>,
    payload: string | Readable,
    fields: Record<string, string>,
    method: "POST" | "PUT" = "POST",
  ) {
    const response = await app.inject({
      method,
      url,
      // The visitor's address, so the form's rate limit counts this visitor, not the server.
      remoteAddress: visitor.ip,
      headers: { ...headers, accept: "application/json" },
      payload,
    });
    let answer: FormAnswer;
    try {
      answer = response.json<FormAnswer>();
    } catch {
      answer = { success: false };
    }
    return { status: response.statusCode, answer, fields } satisfies RelayedForm;
  }

  /** An urlencoded form's text fields (the first value of each name) and its honeypot. */
  async function urlencoded(request: Request) {
    const params = new URLSearchParams(await request.text());
    const fields: Record<string, string> = {};
    for (const [name, value] of params) keep(fields, name, value);
    return { fields, honeypot: params.get(HONEYPOT_FIELD) ?? "" };
  }

  return {
    async contact(request) {
      const { fields, honeypot } = await urlencoded(request);
      const body = JSON.stringify({ ...fields, [HONEYPOT_FIELD]: honeypot });
      return post(contactPath, { "content-type": "application/json" }, body, fields);
    },
    // The footer's form: its source is always the footer's (docs/product/product-spec.md §3), whatever was posted.
    async newsletter(request) {
      const { fields, honeypot } = await urlencoded(request);
      const body = JSON.stringify({ ...fields, source: newsletterSource, [HONEYPOT_FIELD]: honeypot });
      return post(newsletterPaths.subscribe, { "content-type": "application/json" }, body, fields);
    },
    // Only the fields each route reads: the rest of a hostile post goes nowhere.
    async track(request) {
      const { fields } = await urlencoded(request);
      const json = { "content-type": "application/json" };
      const relayed =
        fields.intent === "notifications"
          ? await post(
              `/api/track/${encodeURIComponent(fields.access ?? "")}/notifications`,
              json,
              JSON.stringify({ notifications: fields.notifications ?? "" }),
              fields,
              "PUT",
            )
          : await post("/api/track", json, JSON.stringify({ reference: fields.reference ?? "", email: fields.email ?? "" }), fields);
      return { ...relayed, data: (relayed.answer as { data?: unknown }).data };
    },
    async quote(request, lang) {
      const { fields, honeypot } = await urlencoded(request);
      // The same request the stepper sends: the draft as typed, read from the fields' paths, as the contract's input.
      const input = toQuoteInput(quoteDraftOf(fields));
      const body = JSON.stringify({ ...input, [HONEYPOT_FIELD]: honeypot, ...(lang === defaultLanguage ? {} : { lang }) });
      // The stepper keeps a key per request (decision 019); a plain post has none to keep, so the request is its own
      // key: the answer page reloaded, or the button pressed twice, gives the first reference again, not a second quote.
      const key = `page-${createHash("sha256").update(`${visitor.ip}\n${body}`).digest("hex")}`;
      return post(quotesPath, { "content-type": "application/json", "idempotency-key": key }, body, fields);
    },
    async application(request) {
      const contentType = request.headers.get("content-type") ?? "";
      const headers: Record<string, string> = { "content-type": contentType };
      const length = request.headers.get("content-length");
      if (length) headers["content-length"] = length;
      if (!request.body || !contentType.startsWith("multipart/form-data")) return post(applicationsPath, headers, "", {});
      const { tap, fields } = textFieldsTap(contentType);
      const body = Readable.fromWeb(request.body as unknown as NodeReadableStream).pipe(tap);
      return post(applicationsPath, headers, body, fields);
    },
  };
}
