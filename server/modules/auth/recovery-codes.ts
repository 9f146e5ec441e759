import { createHash, randomInt } from "node:crypto";
import { secondFactorLimits } from "#contracts/api/second-factor";

// No 0/O, 1/l/i: a code copied from paper is read right. 31 symbols × 10 ≈ 49 bits, far beyond guessing
// under the sign-in throttle, so a plain sha256 (no slow hash) is enough to store it.
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";

function recoveryCode() {
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function newRecoveryCodes() {
  return Array.from({ length: secondFactorLimits.recoveryCodes }, recoveryCode);
}

/** As typed: case, spaces and the hyphen do not matter. */
export function normaliseRecoveryCode(code: string) {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

export function hashRecoveryCode(code: string) {
  return createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
}
