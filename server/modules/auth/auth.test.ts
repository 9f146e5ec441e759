import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { staffMessages } from "#contracts/api/auth";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { cheapScrypt, signIn, testPassword } from "#server/modules/staff/test-kit";
import { hashSessionToken } from "./session-token";
import { signInThrottle } from "./sign-in-throttle";
import { createAccount, deleteAccount, resetPassword } from "./staff-accounts";

describe.each(testDialects)("staff sign-in on %s", (dialect) => {
  let t: TestApp;
  let ipCounter = 0;
  // Each test signs in from its own address, so the per-IP limit of one test does not leak into the next.
  const freshIp = () => `198.51.100.${++ipCounter}`;
  const login = (email: string, password: string, remoteAddress = freshIp()) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createAccount(t.database.db, { email: "meera@example.in", password: testPassword, name: "Meera Iyer" }, cheapScrypt);
  });
  afterAll(() => t.close());

  it("signs in with the right password and returns a token and the user without secrets", async () => {
    const res = await login("Meera@Example.in ", testPassword);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: staffMessages.signedIn, user: { email: "meera@example.in", name: "Meera Iyer" } });
    expect(Object.keys(body.user).sort()).toEqual(["email", "id", "languages", "name", "role"]);
    expect(body.user.role).toBe("admin");
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toContain("scrypt");
    // Only the hash of the token is stored.
    const stored = await t.database.db.selectFrom("staff_sessions").select("token_hash").execute();
    expect(stored.map((s) => s.token_hash)).toContain(hashSessionToken(body.token));
    expect(JSON.stringify(stored)).not.toContain(body.token);

    const verify = await t.app.inject({ method: "GET", url: "/api/auth/verify", headers: { authorization: `Bearer ${body.token}` } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ success: true, user: body.user });
  });

  it("answers a wrong password and an unknown email alike", async () => {
    const wrong = await login("meera@example.in", "not the password at all");
    const unknown = await login("nobody@example.in", "not the password at all");
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: "Invalid email or password" });
    }
  });

  it.each([
    [{}, "Email is required"],
    [{ email: "meera@example.in" }, "Password is required"],
    [{ email: 42, password: "x" }, "Email is required"],
    [{ email: "", password: "" }, undefined],
    [{ email: "meera@example.in\u0000", password: "x" }, undefined],
  ])("refuses a malformed body %j with 400", async (payload, message) => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    if (message) expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
  });

  it.each([
    ["' OR '1'='1", "' OR '1'='1"],
    ["meera@example.in' --", "x"],
    ["<script>alert(1)</script>", "<script>"],
    ["meera@example.in", "' OR 1=1 --"],
  ])("lets no SQL or script payload in (%s)", async (email, password) => {
    const res = await login(email, password);
    expect(res.statusCode).toBe(401);
  });

  it("logs out: the token stops working at once", async () => {
    const { headers } = await signIn(t);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/verify", headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: staffMessages.signedOut });
    const after = await t.app.inject({ method: "GET", url: "/api/auth/verify", headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: staffMessages.sessionExpired });
  });

  it("ends a session after 2 hours idle and after 12 hours in any case", async () => {
    const db = t.database.db;
    const idle = await signIn(t);
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: new Date(Date.now() - 121 * 60_000).toISOString() })
      .where("token_hash", "=", hashSessionToken(idle.token))
      .execute();
    expect((await t.app.inject({ method: "GET", url: "/api/auth/verify", headers: idle.headers })).statusCode).toBe(401);

    const old = await signIn(t);
    await db
      .updateTable("staff_sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", hashSessionToken(old.token))
      .execute();
    expect((await t.app.inject({ method: "GET", url: "/api/auth/verify", headers: old.headers })).statusCode).toBe(401);
  });

  it("keeps an active session alive by refreshing its last-seen time", async () => {
    const db = t.database.db;
    const active = await signIn(t);
    const ninetyMinutesAgo = new Date(Date.now() - 90 * 60_000).toISOString();
    await db
      .updateTable("staff_sessions")
      .set({ last_seen_at: ninetyMinutesAgo })
      .where("token_hash", "=", hashSessionToken(active.token))
      .execute();
    expect((await t.app.inject({ method: "GET", url: "/api/auth/verify", headers: active.headers })).statusCode).toBe(200);
    const row = await db
      .selectFrom("staff_sessions")
      .select("last_seen_at")
      .where("token_hash", "=", hashSessionToken(active.token))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses the token of a deleted account", async () => {
    const { headers, user } = await signIn(t);
    await deleteAccount(t.database.db, user.email);
    const res = await t.app.inject({ method: "GET", url: "/api/applications", headers });
    expect(res.statusCode).toBe(401);
    expect((await login(user.email, testPassword)).statusCode).toBe(401);
  });

  it("signs every session out when the password is reset", async () => {
    const { headers, user } = await signIn(t);
    await resetPassword(t.database.db, { email: user.email, password: "a brand new passphrase" }, cheapScrypt);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/verify", headers })).statusCode).toBe(401);
    expect((await login(user.email, testPassword)).statusCode).toBe(401);
    expect((await login(user.email, "a brand new passphrase")).statusCode).toBe(200);
  });

  it("lets the staff member in from their own address while an attacker elsewhere hammers the account", async () => {
    await createAccount(t.database.db, { email: "target@example.in", password: testPassword }, cheapScrypt);
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await login("target@example.in", `wrong password ${i}`, attacker)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    // The account is not locked: its owner, elsewhere, gets in with the right password.
    expect((await login("target@example.in", testPassword, freshIp())).statusCode).toBe(200);
  });

  it("slows one address down progressively on one account, with the spec's message and Retry-After", async () => {
    await createAccount(t.database.db, { email: "slowed@example.in", password: testPassword }, cheapScrypt);
    const attacker = freshIp();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (let i = 0; i < 5; i++) expect((await login("slowed@example.in", `wrong ${i}`, attacker)).statusCode).toBe(401);
      const waits: number[] = [];
      for (let i = 0; i < 5; i++) {
        const blocked = await login("slowed@example.in", "wrong again", attacker);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json()).toEqual({ success: false, message: staffMessages.tooManyAttempts });
        const wait = Number(blocked.headers["retry-after"]);
        waits.push(wait);
        // Even the right password waits its turn from this address.
        expect((await login("slowed@example.in", testPassword, attacker)).statusCode).toBe(429);
        vi.setSystemTime(Date.now() + wait * 1000);
        expect((await login("slowed@example.in", "still wrong", attacker)).statusCode).toBe(401);
      }
      // Each wait at least as long as the one before, and growing.
      expect(waits).toEqual([...waits].sort((a, b) => a - b));
      expect(waits[4]).toBeGreaterThan(waits[0]);
      expect(waits.every((wait) => wait >= 1 && wait <= 15 * 60)).toBe(true);
      // Once its wait is over, the right password from the same address gets in, and the slate is clean.
      vi.setSystemTime(Date.now() + 15 * 60_000);
      expect((await login("slowed@example.in", testPassword, attacker)).statusCode).toBe(200);
      expect((await login("slowed@example.in", "one typo", attacker)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("throttles unknown emails the same way, so a 429 reveals nothing", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login("ghost@example.in", "wrong password", ip)).statusCode).toBe(401);
    expect((await login("ghost@example.in", "wrong password", ip)).statusCode).toBe(429);
  });

  it("keeps a ceiling per account for many addresses, which addresses the account signed in from lately pass", async () => {
    await createAccount(t.database.db, { email: "besieged@example.in", password: testPassword }, cheapScrypt);
    const home = freshIp();
    expect((await login("besieged@example.in", testPassword, home)).statusCode).toBe(200);
    // A botnet: each address stays within its own allowance, together they pass the account's ceiling.
    const { free } = signInThrottle.perAccount;
    const perAddress = signInThrottle.perAccountAndAddress.free;
    const statuses: number[] = [];
    for (let i = 0; i < free / perAddress + 2; i++) {
      const bot = `203.0.113.${i}`;
      for (let j = 0; j < perAddress; j++) statuses.push((await login("besieged@example.in", `guess ${i}-${j}`, bot)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(free);
    expect(statuses.slice(free).every((status) => status === 429)).toBe(true);
    // A new address now waits; the staff member's usual one does not.
    expect((await login("besieged@example.in", testPassword, freshIp())).statusCode).toBe(429);
    expect((await login("besieged@example.in", testPassword, home)).statusCode).toBe(200);
  });

  it("counts addresses of one IPv6 /64 as one address", async () => {
    const prefix = "2001:db8:aa:bb";
    for (let i = 0; i < 5; i++) expect((await login("meera@example.in", "wrong", `${prefix}::${i + 1}`)).statusCode).toBe(401);
    expect((await login("meera@example.in", "wrong", `${prefix}:1:2:3:4`)).statusCode).toBe(429);
    expect((await login("meera@example.in", testPassword, "2001:db8:aa:cc::1")).statusCode).toBe(200);
  });

  it("resets the account's count after a successful sign-in", async () => {
    await createAccount(t.database.db, { email: "forgetful@example.in", password: testPassword }, cheapScrypt);
    for (let i = 0; i < 4; i++) await login("forgetful@example.in", "wrong password");
    expect((await login("forgetful@example.in", testPassword)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login("forgetful@example.in", "wrong password")).statusCode).toBe(401);
    expect((await login("forgetful@example.in", testPassword)).statusCode).toBe(200);
  });

  it("throttles one address after 20 attempts across accounts", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await login(`spray${i}@example.in`, "wrong password", ip)).statusCode).toBe(401);
    expect((await login("meera@example.in", testPassword, ip)).statusCode).toBe(429);
    expect((await login("meera@example.in", testPassword)).statusCode).toBe(200);
  });

  it("lets none of 1,000 parallel wrong passwords in, answers each without a 5xx and stays responsive", async () => {
    await createAccount(t.database.db, { email: "siege@example.in", password: testPassword }, cheapScrypt);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => login("siege@example.in", `guess-${i}-password`, `192.0.2.${i % 200}`)),
    );
    const elapsed = Date.now() - started;
    loop.disable();
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(0);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Attempts are counted before the password check, so no more than the account's ceiling are even checked.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(signInThrottle.perAccount.free);
    expect(elapsed).toBeLessThan(30_000);
    // No single stall of the event loop: other visitors keep being served.
    expect(loop.max / 1e6).toBeLessThan(1_000);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    // Other accounts are not affected by the siege of this one.
    expect((await login("meera@example.in", testPassword)).statusCode).toBe(200);
  });
});

// With TEST_REDIS_URL (e.g. redis://127.0.0.1:6379), two instances share one count: an attacker cannot multiply the allowance.
describe.runIf(process.env.TEST_REDIS_URL)("sign-in throttling shared through Redis", () => {
  it("counts failures on two instances against one limit", async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    const [a, b] = await Promise.all([createTestApp("sqlite", env), createTestApp("sqlite", env)]);
    const email = `shared-${Date.now()}@example.in`;
    for (const t of [a, b]) await createAccount(t.database.db, { email, password: testPassword }, cheapScrypt);
    // One address (new on every run: the Redis is shared and remembers for an hour), its attempts spread over both instances.
    const address = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}::1`;
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "wrong password" },
        remoteAddress: address,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(i % 2 === 0 ? a : b)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await Promise.all([a.close(), b.close()]);
  });
});
