import { createHash, randomBytes } from "node:crypto";

/**
 * The token of a link sent by e-mail (a newsletter confirmation or unsubscribe, a priced quote, a shipment's tracking):
 * 32 random bytes, URL-safe, written only into the mail; the database keeps its SHA-256, so a copy of it opens nothing.
 */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The shape of a link token (43 base64url characters). */
export const linkTokenPattern = /^[A-Za-z0-9_-]{43}$/;
