import fp from "fastify-plugin";
import { apiCsp, contentSecurityPolicy, createNonce } from "#server/web/csp";

declare module "fastify" {
  interface FastifyRequest {
    /** Nonce for the inline scripts of a server-rendered page. */
    cspNonce: string;
  }
  interface FastifyReply {
    /** Set when a prerendered page supplies the hashes of its own inline scripts. */
    scriptHashes: string[] | null;
  }
}

const everyResponse = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
] as const;
/** Of those, the ones a route may set itself. */
const ownHeaders = new Set<string>(["X-Frame-Options", "Cross-Origin-Resource-Policy"]);

/**
 * Security headers on every response; the CSP depends on what is being sent.
 * HSTS only on HTTPS: on the socket itself, or from a proxy TRUST_PROXY lists (X-Forwarded-Proto; Fastify's
 * request.protocol believes no one else). Browsers ignore it over HTTP, and sending it there only hid that a
 * plain-HTTP deployment had none. Cross-Origin-Resource-Policy stops other sites' pages from embedding our files:
 * everything the site loads, fonts included, comes from its own origin, and share images are fetched by crawlers,
 * not by pages, which CORP does not touch. Issue 12.
 */
export const securityHeaders = fp<{ https: boolean; dev: boolean }>(async (app, { https, dev }) => {
  // Made when first read, by a page being rendered or its CSP header: a prerendered page, a file or an API answer
  // never needs one, and 16 random bytes per request were 2 % of the server's time under load (issue 18).
  const nonces = new WeakMap<object, string>();
  app.decorateRequest("cspNonce", {
    getter(this: object) {
      let nonce = nonces.get(this);
      if (nonce === undefined) nonces.set(this, (nonce = createNonce()));
      return nonce;
    },
  });
  app.decorateReply("scriptHashes", null);
  // The policy of a prerendered or cached page is the same for every reader: made once per set of hashes.
  const policyByHashes = new WeakMap<string[], string>();
  const hashedPolicy = (scriptSources: string[]) => {
    let policy = policyByHashes.get(scriptSources);
    if (policy === undefined) policyByHashes.set(scriptSources, (policy = contentSecurityPolicy({ scriptSources, https, dev })));
    return policy;
  };
  // A callback hook, not an async one: it runs on every response, and a promise per response showed in profiles (issue 18).
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.protocol === "https") reply.header("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    // A route that frames its own document (a campaign's preview, shown in a sandboxed frame of the staff screen)
    // sets its own X-Frame-Options and policy, and one whose files other sites show (a campaign's images, in
    // webmail) its own Cross-Origin-Resource-Policy; every other response gets these.
    for (const [name, value] of everyResponse) if (!ownHeaders.has(name) || !reply.hasHeader(name)) reply.header(name, value);
    const type = reply.getHeader("content-type");
    if (reply.hasHeader("Content-Security-Policy") && reply.hasHeader("X-Frame-Options")) {
      // Its own policy stands.
    } else if (typeof type === "string" && type.startsWith("text/html")) {
      const policy = reply.scriptHashes
        ? hashedPolicy(reply.scriptHashes)
        : contentSecurityPolicy({ scriptSources: [`'nonce-${request.cspNonce}'`], https, dev });
      reply.header("Content-Security-Policy", policy);
    } else if (!reply.hasHeader("Content-Security-Policy")) {
      reply.header("Content-Security-Policy", apiCsp);
    }
    done(null, payload);
  });
});
