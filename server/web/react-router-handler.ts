import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";

/**
 * The Fastify ↔ React Router bridge: a Fetch Request in, the streamed
 * Response out. No maintained adapter supports React Router 7 with Fastify 5.
 */
export function reactRouterHandler(getBuild: () => Promise<ServerBuild>, mode: string, getLoadContext: (request: FastifyRequest) => AppLoadContext) {
  const handle = createRequestHandler(getBuild, mode);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await handle(toFetchRequest(request, reply), getLoadContext(request));
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
  };
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
