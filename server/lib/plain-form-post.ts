import type { FastifyInstance } from "fastify";

/**
 * A form posted without JavaScript (decision 025): the browser sends it url-encoded, and the route answers with a
 * redirect back to its page rather than JSON.
 */
export function isPlainFormPost(contentType: string | undefined): boolean {
  return contentType?.startsWith("application/x-www-form-urlencoded") ?? false;
}

/** Reads a url-encoded body, in the scope of `app`, as the flat object of its fields. */
export function parsePlainFormPosts(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
