/**
 * How a customer reaches a shipment on /track (issue 31); no stored token opens it (only hashes are kept):
 * - the personal link's token: 32 random bytes (base64url, 43 characters), of which only the SHA-256 is stored;
 * - after a lookup by reference and e-mail, a key the server signs (HMAC-SHA256 with TRACK_KEY_SECRET) for that
 *   shipment, valid for an hour: `<shipment id>.<expiry, seconds>.<signature>`. It holds no personal data.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { hashLinkToken, newLinkToken } from "#server/lib/link-token";

export const accessKeyLifetimeMs = 60 * 60 * 1000;

/** A new personal token and the hash to store; the token goes into the customer's mail and nowhere else. */
export function newTrackingToken() {
  const token = newLinkToken();
  return { token, hash: hashLinkToken(token) };
}

const signature = (secret: string, payload: string) => createHmac("sha256", secret).update(`track:${payload}`).digest("base64url");

export function signAccessKey(secret: string, shipmentId: number, now = new Date()) {
  const payload = `${shipmentId}.${Math.floor((now.getTime() + accessKeyLifetimeMs) / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The shipment a signed key opens, or null when it is not one of ours, was altered, or has expired. */
export function readAccessKey(secret: string, key: string, now = new Date()): number | null {
  const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(key);
  if (!match) return null;
  const expected = Buffer.from(signature(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(match[2]) * 1000 <= now.getTime()) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Compares two e-mail addresses, case-insensitively, in time that does not depend on where they differ: both are
 * hashed first, so a wrong address and a missing shipment (compared with "") cost the same.
 */
export function sameAddress(given: string, stored: string) {
  const digest = (value: string) => createHash("sha256").update(value.trim().toLowerCase()).digest();
  return timingSafeEqual(digest(given), digest(stored));
}
