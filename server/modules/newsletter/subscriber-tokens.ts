import { createHash, randomBytes } from "node:crypto";

/** A link token: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Confirmation tokens are stored hashed: a copy of the table cannot confirm anyone. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** How long a confirmation link stays valid. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A pending address asking again within this time gets no second email (no mail-bombing through our form);
 * the answer says so. docs/product/decisions.md (Forms) keeps it at most two minutes.
 */
export const RESEND_COOLDOWN_MS = 60_000;
