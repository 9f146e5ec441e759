import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * A Host value as RFC 3986 §3.2.2 writes one: a bracketed IPv6 literal or a name of unreserved, %-escaped and
 * sub-delimiter characters, then an optional port. Empty is allowed: HTTP/1.0 may leave Host out.
 */
const hostValue = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~%!$&'()*+,;=]*)(?::\d{0,5})?$/;

/**
 * Refuses, with 400 in the API's shape, a request whose address cannot be one of this site's: a malformed or
 * repeated Host (RFC 9112 §3.2 asks for 400), or a target that is not a path (absolute-form is for proxies).
 * Nothing here uses Host to build a URL (the page bridge uses PUBLIC_URL), so any well-formed Host is let through:
 * behind a proxy it is often an internal name. Issue 12, docs/decisions/014-public-origin-and-proxy-trust.md.
 */
export const requestAddress = fp(
  async (app) => {
    app.addHook("onRequest", (request, reply, done) => {
      if (usableAddress(request)) return done();
      reply.code(400).send({ success: false, message: "The address is not valid." });
    });
  },
  { name: "request-address" },
);

function usableAddress(request: FastifyRequest) {
  if (!request.url.startsWith("/") && request.url !== "*") return false;
  const raw = request.raw.rawHeaders;
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() !== "host") continue;
    if (++hosts > 1 || !hostValue.test(raw[i + 1]!)) return false;
  }
  return true;
}
