import type { FastifyInstance } from "fastify";
import { HttpError } from "#server/errors";

const utf8 = new TextDecoder("utf-8", { fatal: true });

const notUtf8 = "The request body is not valid UTF-8.";
/** With the u flag a surrogate pair is one code point; only a lone surrogate is in the category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * True when a string in `value` (a key or a value, at any depth) holds a lone surrogate: JSON may
 * escape one ("\\ud800"), UTF-8 cannot encode it, and the database would store U+FFFD instead.
 * Iterative, so a deeply nested body costs time in proportion to its size and never the call stack.
 */
function hasLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (LONE_SURROGATE.test(item)) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === "object") {
      for (const [key, inner] of Object.entries(item)) pending.push(key, inner);
    }
  }
  return false;
}

/**
 * For the encapsulated form modules: JSON only (text/plain and the rest get
 * 415), and a body that is not valid UTF-8 (raw, or a lone surrogate written
 * as an escape) is refused with 400 instead of being read with replacement
 * characters and stored. Keys `__proto__` and `constructor.prototype` are
 * refused with 400 by Fastify's parser (secure-json-parse). The route's
 * bodyLimit bounds the body before it is parsed.
 */
export function strictJsonOnly(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body: Buffer, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      done(new HttpError(400, notUtf8), undefined);
      return;
    }
    parseJson(request, text, (error: Error | null, value?: unknown) => {
      if (!error && hasLoneSurrogate(value)) done(new HttpError(400, notUtf8), undefined);
      else done(error, value);
    });
  });
}
