import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1).
 * The stored string names its parameters (`scrypt$N$r$p$salt$hash`), so the
 * cost can be raised later without breaking existing accounts.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const defaultScryptParams: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const keyLength = 64;
const saltLength = 16;
// Upper bounds for parameters read back from the database: a corrupt row must not make us allocate gigabytes.
const maxN = 2 ** 20;
const maxR = 16;
const maxP = 4;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; leave headroom above that for Node's own check.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    // The async form runs on libuv's thread pool: the event loop keeps serving requests.
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = defaultScryptParams): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map((value) => (/^\d{1,8}$/.test(value) ? Number(value) : Number.NaN));
  const validN = Number.isInteger(N) && N >= 2 && N <= maxN && (N & (N - 1)) === 0;
  if (!validN || !(r >= 1 && r <= maxR) || !(p >= 1 && p <= maxP)) return null;
  const salt = Buffer.from(parts[4]!, "base64url");
  const key = Buffer.from(parts[5]!, "base64url");
  if (salt.length < saltLength || key.length !== keyLength) return null;
  return { params: { N: N!, r: r!, p: p! }, salt, key };
}

/** True when the password matches; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(candidate, parsed.key);
}

/** The cost parameters of a stored hash, or null when it is unreadable. */
export function paramsOf(stored: string): ScryptParams | null {
  return parseHash(stored)?.params ?? null;
}

/**
 * A check that spends the same time as checking a real account's password (pass the cost of the accounts that
 * exist), so the answer time does not tell whether an email has an account. Its random hashes, one per cost, are
 * made at first use and kept by the service that created it (one per app: no module-level state, issue 29).
 */
export function createDummyCheck() {
  const dummyHashes = new Map<string, Promise<string>>();
  return async function verifyAgainstDummy(password: string, params: ScryptParams = defaultScryptParams): Promise<false> {
    const key = `${params.N}$${params.r}$${params.p}`;
    let dummy = dummyHashes.get(key);
    if (!dummy) {
      dummy = hashPassword(randomBytes(18).toString("base64url"), params);
      dummyHashes.set(key, dummy);
    }
    await verifyPassword(password, await dummy);
    return false;
  };
}
