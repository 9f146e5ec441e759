import type { FastifyInstance } from "fastify";
import { HttpError } from "#server/errors";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * For the encapsulated form modules: JSON only (text/plain and the rest get
 * 415), and a body that is not valid UTF-8 is refused with 400 instead of
 * being read with replacement characters and stored.
 */
export function strictJsonOnly(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body: Buffer, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      done(new HttpError(400, "The request body is not valid UTF-8."), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
