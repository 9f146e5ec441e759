import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzipSync, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * A response body with its compressed copies, made once per distinct body instead of once per response
 * (issue 18: the blog list was compressed again for every request, 70 requests/s with gzip against
 * 400 without). docs/decisions/027-compress-each-representation-once.md.
 */
export interface Representation {
  /**
   * The plain bytes, until a gzip copy holds them: a cached page is about 68 KB plain and 20 KB as brotli and
   * gzip together, and almost every client asks for an encoding (the few that do not get the gzip copy
   * inflated, about 0.2 ms). With every page in 16 languages the plain copies were most of the server's
   * buffers (issue 18).
   */
  body?: Buffer;
  /** Strong validator of the body; each encoding sends it with its own suffix (RFC 9110 §8.8.3). */
  etag: string;
  /** Compressed copies, when smaller than the body. */
  br?: Buffer;
  gzip?: Buffer;
}

interface Encoded {
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Brotli at quality 11 and gzip at level 9. On the blog's 50 whole posts (42,169 bytes) quality 11 gives
 * 12,751 bytes in 59 ms of one core, quality 5 15,012 bytes in 1.3 ms (docs/decisions/027): 15 % fewer bytes
 * for every reader, for a cost paid once per distinct body.
 */
async function encode(body: Buffer): Promise<Encoded> {
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  // A compressed copy that is not smaller only costs a lookup.
  return { br: br.length < body.length ? br : undefined, gzip: gzipped.length < body.length ? gzipped : undefined };
}

/** The plain bytes of a representation. */
export function plainBody(representation: Representation): Buffer {
  return representation.body ?? gunzipSync(representation.gzip!);
}

/** Gives a representation its compressed copies (for bodies compressed ahead of any request), and lets the plain bytes go. */
export async function addEncodedCopies(representation: Representation): Promise<void> {
  const encoded = await encode(plainBody(representation));
  Object.assign(representation, encoded);
  if (encoded.gzip) delete representation.body;
}

/** Bodies smaller than this go out as they are (a compressed header costs more than it saves). */
const minimumCompressible = 1024;

export function etagOf(body: Buffer | string): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

const suffixes = { br: "-br", gzip: "-gz" } as const;
const withSuffix = (etag: string, suffix: string) => `${etag.slice(0, -1)}${suffix}"`;

/**
 * True when an If-None-Match header names this body in any of its encodings, weak or strong, in a list,
 * or as `*` (RFC 9110 §13.1.2 uses the weak comparison for it).
 */
export function noneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const known = new Set([etag, withSuffix(etag, suffixes.br), withSuffix(etag, suffixes.gzip)]);
  return [header]
    .flat()
    .flatMap((value) => value.split(","))
    .some((candidate) => {
      const tag = candidate.trim();
      return tag === "*" || known.has(tag.replace(/^W\//, ""));
    });
}

/** The encodings an Accept-Encoding header allows, `q=0` meaning refused. */
function accepted(header: string): Set<string> {
  const allowed = new Set<string>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) allowed.add(name);
  }
  return allowed;
}

/**
 * Route options for a route that answers with sendRepresentation: its bodies come compressed, so @fastify/compress
 * need not look at them (its hooks were about 5 % of a cached answer's time, issue 18).
 */
export const sendsRepresentations = { compress: false } as const;

export interface Representations {
  /** The body with its validator and its compressed copies (awaited, so every response can use them). */
  of(content: Buffer | string): Promise<Representation>;
  /**
   * Sends a representation in the best encoding the client accepts, or 304 when its copy is current. Headers
   * other than these (type, caching) are the caller's. Setting Content-Encoding keeps @fastify/compress from
   * compressing again.
   */
  send(request: FastifyRequest, reply: FastifyReply, representation: Representation): FastifyReply;
}

/** The app's representations, with the two bounded memories below: one per app (server/plugins/representations.ts). */
export function createRepresentations(): Representations {
  /**
   * The copies of recent bodies by validator. Caches in front of this one (the blog's, the render cache)
   * rebuild their entries every few seconds to bound staleness across instances; the same body then finds
   * its copies here and is not compressed again.
   */
  const encodedByEtag = new Map<string, Promise<Encoded>>();
  const maxRemembered = 512;

  function encodedCopies(body: Buffer, etag: string): Promise<Encoded> {
    let copies = encodedByEtag.get(etag);
    if (copies) {
      // Refresh its place so the bodies in use are the last to go.
      encodedByEtag.delete(etag);
    } else {
      copies = encode(body).catch(() => ({}));
      if (encodedByEtag.size >= maxRemembered) encodedByEtag.delete(encodedByEtag.keys().next().value!);
    }
    encodedByEtag.set(etag, copies);
    return copies;
  }

  /**
   * Browsers send one of a handful of Accept-Encoding values, so each is read once: parsing it per request was about 3 %
   * of the server's time on a cached answer (issue 18). The map is bounded against clients that vary it.
   */
  const acceptedByHeader = new Map<string, Set<string>>();

  function acceptedEncodings(header = ""): Set<string> {
    let allowed = acceptedByHeader.get(header);
    if (allowed === undefined) {
      allowed = accepted(header);
      if (acceptedByHeader.size >= 64) acceptedByHeader.clear();
      acceptedByHeader.set(header, allowed);
    }
    return allowed;
  }

  return {
    async of(content) {
      const body = typeof content === "string" ? Buffer.from(content) : content;
      const etag = etagOf(body);
      if (body.length < minimumCompressible) return { body, etag };
      const copies = await encodedCopies(body, etag);
      return copies.gzip ? { etag, ...copies } : { body, etag, ...copies };
    },

    send(request, reply, representation) {
      reply.header("Vary", "Accept-Encoding");
      const encodings = acceptedEncodings(request.headers["accept-encoding"]);
      const chosen =
        representation.br && encodings.has("br")
          ? "br"
          : representation.gzip && (encodings.has("gzip") || encodings.has("*"))
            ? "gzip"
            : undefined;
      reply.header("ETag", chosen ? withSuffix(representation.etag, suffixes[chosen]) : representation.etag);
      if (noneMatchHits(request.headers["if-none-match"], representation.etag)) return reply.code(304).send();
      if (!chosen) return reply.send(plainBody(representation));
      return reply.header("Content-Encoding", chosen).send(representation[chosen]);
    },
  };
}
