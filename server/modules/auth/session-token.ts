import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: 43 characters. */
export function createSessionToken() {
  return randomBytes(32).toString("base64url");
}

/** Only this hash is stored, so a leaked database holds no usable tokens. */
export function hashSessionToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

export const sessionTokenPattern = /^[A-Za-z0-9_-]{43}$/;
