import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { RenderedPage } from "./render-cache";

/**
 * The Fastify ↔ React Router bridge: a Fetch Request in, the streamed
 * Response out. No maintained adapter supports React Router 7 with Fastify 5.
 * With `onRendered` the page is read whole and handed over (to be cached) instead of streamed.
 */
export function reactRouterHandler(getBuild: () => Promise<ServerBuild>, mode: string, getLoadContext: (request: FastifyRequest) => AppLoadContext) {
  const handle = createRequestHandler(getBuild, mode);
  return async (request: FastifyRequest, reply: FastifyReply, onRendered?: (page: RenderedPage) => void) => {
    const response = await handle(toFetchRequest(request, reply), getLoadContext(request));
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!response.body) return reply.send();
    if (!onRendered) return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
    const body = await response.text();
    onRendered({ status: response.status, headers: [...response.headers], body, nonce: request.cspNonce });
    return reply.send(body);
  };
}

/** Sends a page rendered earlier, as the handler would have sent it. */
export function sendRendered(reply: FastifyReply, page: RenderedPage) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  return reply.send(page.body);
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  return new Request(new URL(request.url, origin), { method: request.method, headers, signal: controller.signal });
}
