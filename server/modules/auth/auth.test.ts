import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMessages } from "#contracts/staff-api";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { cheapScrypt, signIn, testPassword } from "#server/modules/staff/test-kit";
import { hashSessionToken } from "./session-token";
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
    expect(Object.keys(body.user).sort()).toEqual(["email", "id", "name"]);
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
    await db.updateTable("staff_sessions").set({ last_seen_at: new Date(Date.now() - 121 * 60_000).toISOString() }).where("token_hash", "=", hashSessionToken(idle.token)).execute();
    expect((await t.app.inject({ method: "GET", url: "/api/auth/verify", headers: idle.headers })).statusCode).toBe(401);

    const old = await signIn(t);
    await db.updateTable("staff_sessions").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("token_hash", "=", hashSessionToken(old.token)).execute();
    expect((await t.app.inject({ method: "GET", url: "/api/auth/verify", headers: old.headers })).statusCode).toBe(401);
  });

  it("keeps an active session alive by refreshing its last-seen time", async () => {
    const db = t.database.db;
    const active = await signIn(t);
    const ninetyMinutesAgo = new Date(Date.now() - 90 * 60_000).toISOString();
    await db.updateTable("staff_sessions").set({ last_seen_at: ninetyMinutesAgo }).where("token_hash", "=", hashSessionToken(active.token)).execute();
    expect((await t.app.inject({ method: "GET", url: "/api/auth/verify", headers: active.headers })).statusCode).toBe(200);
    const row = await db.selectFrom("staff_sessions").select("last_seen_at").where("token_hash", "=", hashSessionToken(active.token)).executeTakeFirstOrThrow();
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

  it("throttles one account after 5 failures, even from many addresses, until the window ends", async () => {
    await createAccount(t.database.db, { email: "target@example.in", password: testPassword }, cheapScrypt);
    for (let i = 0; i < 5; i++) expect((await login("target@example.in", `wrong password ${i}`)).statusCode).toBe(401);
    const blocked = await login("target@example.in", testPassword);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: staffMessages.tooManyAttempts });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await login("meera@example.in", testPassword)).statusCode).toBe(200);
  });

  it("throttles unknown emails the same way, so a 429 reveals nothing", async () => {
    for (let i = 0; i < 5; i++) expect((await login("ghost@example.in", "wrong password")).statusCode).toBe(401);
    expect((await login("ghost@example.in", "wrong password")).statusCode).toBe(429);
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
    const results = await Promise.all(Array.from({ length: 1000 }, (_, i) => login("siege@example.in", `guess-${i}-password`, `192.0.2.${i % 200}`)));
    const elapsed = Date.now() - started;
    loop.disable();
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(0);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Attempts are counted before the password check, so only the first five are even checked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
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
    const attempt = (t: TestApp, i: number) => t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: "wrong password" }, remoteAddress: `203.0.113.${i}` });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(i % 2 === 0 ? a : b, i)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await Promise.all([a.close(), b.close()]);
  });
});
