import { createHash, randomBytes } from "node:crypto";

/**
 * Content-Security-Policy. Scripts run only from our origin or when inline
 * and allowed by a per-request nonce (server-rendered pages) or by the hash
 * of their text (prerendered pages, whose bytes are fixed at build time).
 */
export interface CspOptions {
  scriptSources: string[];
  /** Add upgrade-insecure-requests (only when served over https). */
  https: boolean;
  /** Vite's dev server injects inline scripts and a websocket. */
  dev?: boolean;
}

export function contentSecurityPolicy({ scriptSources, https, dev = false }: CspOptions) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${dev ? "'unsafe-inline'" : scriptSources.join(" ")}`.trim(),
    // Style attributes from React and the toast library need inline styles; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** The policy for JSON and other non-document responses: nothing may run. */
export const apiCsp = "default-src 'none'; frame-ancestors 'none'";

export function createNonce() {
  return randomBytes(16).toString("base64");
}

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source expressions ('sha256-…') for every inline script of a document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
