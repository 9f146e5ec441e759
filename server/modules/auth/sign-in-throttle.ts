import type { ThrottleRule } from "./attempt-counter";

const second = 1_000;
const minute = 60 * second;

/**
 * How sign-in attempts are throttled (docs/decisions/017-sign-in-throttle-by-account-and-address.md). A rule
 * lets `free` attempts through, then asks for a wait before each next one that starts at `firstDelayMs` and
 * doubles up to `maxDelayMs`; a key is forgotten `forgetAfterMs` after its last attempt. Refused attempts
 * are not counted, and a successful sign-in clears its address's count on the account.
 */
export const signInThrottle = {
  /** One address on one account: guessing from one place slows down, 1 s, 2 s, 4 s … up to 15 min apart. */
  perAccountAndAddress: { free: 5, firstDelayMs: second, maxDelayMs: 15 * minute, forgetAfterMs: 60 * minute },
  /** One address on any accounts (spraying one password over many emails). */
  perAddress: { free: 20, firstDelayMs: second, maxDelayMs: 15 * minute, forgetAfterMs: 60 * minute },
  /**
   * Every address together on one account: the ceiling on a guessing network. Above it, addresses the
   * account has not signed in from lately may try once per 15 minutes between them; its own addresses
   * (`trustedAddressMs`) are not held back by it, so it cannot lock the staff member out.
   */
  perAccount: { free: 100, firstDelayMs: 15 * minute, maxDelayMs: 15 * minute, forgetAfterMs: 60 * minute },
  /** How long an address the account signed in from counts as its own. */
  trustedAddressMs: 30 * 24 * 60 * minute,
} satisfies Record<string, ThrottleRule | number>;

/**
 * The address as the throttle counts it: an IPv4 address as it is; an IPv6 address by its /64, the block
 * one subscriber is given, so rotating addresses inside it does not reset the count.
 */
export function throttledAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":")) return ip;
  const [head = "", tail] = ip.toLowerCase().split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
