import { pipeline, Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { publicUrlStream, withPublicUrl } from "./placeholder-origin";
import type { RefusedPost } from "#contracts/load-context";
import type { RenderedPage } from "./render-cache";

/**
 * The Fastify ↔ React Router bridge: a Fetch Request in, the streamed
 * Response out. No maintained adapter supports React Router 7 with Fastify 5.
 * With `onRendered` the page is read whole and handed over (to be cached, or answered with a kept copy) instead of streamed.
 * `origin` (PUBLIC_URL) and the path make the request's URL: never Host or X-Forwarded-Host, which the client
 * writes (docs/decisions/014-public-origin-and-proxy-trust.md).
 * With `publicUrl`, it takes the place of the build's placeholder origin in rendered documents.
 * With `around`, each render runs inside it (in the words staff published: live-pages.ts).
 */
export function reactRouterHandler(
  getBuild: () => Promise<ServerBuild>,
  mode: string,
  getLoadContext: (request: FastifyRequest) => AppLoadContext,
  { origin, publicUrl, around = (render) => render() }: { origin: string; publicUrl?: string; around?: <T>(render: () => T) => T },
) {
  const handle = createRequestHandler(getBuild, mode);
  /**
   * `refused`: a post the page must not act on (page-post-guard.ts). The page is rendered as for a GET, with the
   * refusal in the load context, so the root shows the site's error page in the page's language, with its status.
   */
  return async (request: FastifyRequest, reply: FastifyReply, onRendered?: OnRendered, refused?: RefusedPost) => {
    const context = getLoadContext(request);
    const response = await around(() =>
      handle(toFetchRequest(origin, request, reply, refused ? "GET" : undefined), refused ? { ...context, refusedPost: refused } : context),
    );
    const document = publicUrl !== undefined && response.headers.get("content-type")?.startsWith("text/html");
    if (onRendered && response.body) {
      const body = document ? withPublicUrl(await response.text(), publicUrl) : await response.text();
      // Before anything of this answer is on the reply: the listener may answer with a copy instead.
      if (await onRendered({ status: response.status, headers: [...response.headers], body, nonce: request.cspNonce })) return reply;
      return withHeadersOf(reply, response).send(body);
    }
    withHeadersOf(reply, response);
    if (!response.body) return reply.send();
    const body = Readable.fromWeb(response.body as unknown as NodeReadableStream);
    // pipeline, not pipe: a reader who leaves destroys the render stream too.
    return reply.send(document ? pipeline(body, publicUrlStream(publicUrl), () => {}) : body);
  };
}

/**
 * Told of a page read whole (to be cached); answers true when it has answered the request itself (with a kept copy
 * of the page, when this render could not reach the database: web-host.ts).
 */
export type OnRendered = (page: RenderedPage) => Promise<boolean> | boolean;

function withHeadersOf(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  return reply;
}

/**
 * Routes every path and method of an (encapsulated) Fastify context to `handler`, with the request body
 * kept as raw bytes whatever its type, so route actions read it as they would from any Fetch Request.
 * HEAD comes with GET. The body is read whole and so stays within the server's bodyLimit.
 * A path with repeated slashes or backslashes is first sent to its single-slash form on this site.
 */
export function routeEveryPage(app: FastifyInstance, handler: RouteHandlerMethod) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
  // A multipart form (the careers form without JavaScript, with its résumé) stays a stream: the action hands it
  // on to its /api route, which reads it within that route's limits (form-relay.ts).
  app.addContentTypeParser("multipart/form-data", (_request, payload, done) => done(null, payload));
  app.addHook("onRequest", async (request, reply) => {
    const location = singleSlashLocation(request.url);
    // 308 keeps a form's method and body; 301 is what every crawler treats as the page's new address.
    if (location !== undefined) return reply.redirect(location, request.method === "GET" || request.method === "HEAD" ? 301 : 308);
  });
  for (const url of ["/", "/*"]) app.route({ method: ["GET", "POST", "PUT", "PATCH", "DELETE"], url, handler });
}

/**
 * Where to send a path with repeated slashes or a backslash in it: the same path with single slashes, or undefined.
 * Browsers read "//host/…", and a backslash as a slash, as another host's address; the site has no page there, and
 * a visitor who followed a link with a doubled slash ("https://…//about-us") expects the page without it.
 * The location keeps the query as it came. Issue 12, docs/decisions/014-public-origin-and-proxy-trust.md.
 */
export function singleSlashLocation(url: string): string | undefined {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const single = path.replace(/[/\\]+/g, "/");
  return single === path ? undefined : single + url.slice(path.length);
}

function toFetchRequest(origin: string, request: FastifyRequest, reply: FastifyReply, method = request.method): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  // routeEveryPage keeps bodies as bytes, or a multipart body as its stream; GET and HEAD requests have none.
  const body =
    method === "GET" || method === "HEAD"
      ? undefined
      : Buffer.isBuffer(request.body)
        ? new Uint8Array(request.body)
        : request.body instanceof Readable
          ? (Readable.toWeb(request.body) as ReadableStream<Uint8Array>)
          : undefined;
  // Joined, not resolved against the origin: new URL("//x/", origin) would be host x. request.url is a path here (request-address.ts).
  const url = new URL(origin + request.url);
  // A refused post rendered as a GET carries no body, so its length and type must not be announced either.
  if (method !== request.method) for (const name of ["content-length", "content-type", "transfer-encoding"]) headers.delete(name);
  return new Request(url, { method, headers, body, signal: controller.signal, duplex: "half" } as RequestInit);
}
