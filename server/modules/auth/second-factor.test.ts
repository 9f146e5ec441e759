import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { staffMessages } from "#contracts/api/auth";
import { secondFactorLimits, secondFactorMessages } from "#contracts/api/second-factor";
import { cheapScrypt, signIn, testPassword } from "#server/modules/staff/test-kit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { signInThrottle } from "./sign-in-throttle";
import { resetPassword } from "./staff-accounts";
import { totpCode } from "./totp";

// Ten seconds into a 30-second step, so codes of the steps around it are whole steps away.
const start = Math.floor(Date.parse("2026-11-24T08:00:00Z") / 30_000) * 30_000 + 10_000;

describe.each(testDialects)("the second factor on %s (decision 023)", (dialect) => {
  let t: TestApp;
  let ipCounter = 0;
  const freshIp = () => {
    const n = ++ipCounter;
    return `203.0.${113 + Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = freshIp()) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: "GET", url, headers });
  const login = (email: string, remoteAddress = freshIp()) => post("/api/auth/login", { email, password: testPassword }, {}, remoteAddress);
  const codeAt = (secret: string, offsetSeconds = 0) => totpCode(secret, new Date(Date.now() + offsetSeconds * 1000));
  const secondStep = (challenge: string, code: string, remoteAddress = freshIp()) =>
    post("/api/auth/login/second-factor", { challenge, code }, {}, remoteAddress);

  /** A signed-in account with a confirmed second factor: its secret, recovery codes and the step its first code used. */
  async function enrolled(email?: string) {
    const staff = await signIn(t, email);
    const started = await post("/api/staff/second-factor/enrolment", {}, staff.headers);
    expect(started.statusCode).toBe(200);
    const { secret } = started.json().data as { secret: string };
    const confirmed = await post("/api/staff/second-factor/enrolment/confirm", { code: await codeAt(secret) }, staff.headers);
    expect(confirmed.statusCode).toBe(200);
    return { ...staff, secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
  });
  afterAll(() => vi.useRealTimers());
  afterEach(() => vi.setSystemTime(Date.now() + 15 * 60_000));

  it("enrols from a QR code, confirmed by a code, and shows ten recovery codes once, stored hashed", async () => {
    const staff = await signIn(t);
    expect((await get("/api/staff/second-factor", staff.headers)).json().data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      requiredForEveryone: false,
    });
    const started = await post("/api/staff/second-factor/enrolment", {}, staff.headers);
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await post("/api/staff/second-factor/enrolment/confirm", { code: "000000" }, staff.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: secondFactorMessages.invalidCode });
    expect((await get("/api/staff/second-factor", staff.headers)).json().data.enabled).toBe(false);

    const confirmed = await post("/api/staff/second-factor/enrolment/confirm", { code: await codeAt(secret) }, staff.headers);
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    const stored = await t.database.db.selectFrom("staff_recovery_codes").selectAll().where("user_id", "=", staff.user.id).execute();
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.slice(0, 5));
    expect((await get("/api/staff/second-factor", staff.headers)).json().data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // A second device cannot be enrolled over the first without turning it off.
    expect((await post("/api/staff/second-factor/enrolment", {}, staff.headers)).statusCode).toBe(409);
    expect((await post("/api/staff/second-factor/enrolment/confirm", { code: await codeAt(secret, 30) }, staff.headers)).statusCode).toBe(
      409,
    );
  });

  it("keeps the spec's answer for an account without a second factor, and asks one with it for a code instead of a token", async () => {
    const plain = await signIn(t);
    const res = await login(plain.user.email);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(["expiresAt", "message", "success", "token", "user"]);

    const { user, secret } = await enrolled();
    const first = await login(user.email);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, secondFactorRequired: true, message: secondFactorMessages.codeNeeded });
    expect(body.token).toBeUndefined();
    expect(body.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const signIns = () =>
      t.database.db.selectFrom("audit_log").select("id").where("actor_id", "=", user.id).where("action", "=", "auth.sign-in").execute();
    // The password alone is not a sign-in: only the completed second step is recorded as one (decision 024).
    const before = (await signIns()).length;
    const done = await secondStep(body.challenge, await codeAt(secret, 30));
    expect(done.statusCode).toBe(200);
    expect((await signIns()).length).toBe(before + 1);
    expect(done.json()).toMatchObject({ success: true, message: staffMessages.signedIn, user: { email: user.email } });
    const verify = await get("/api/auth/verify", { authorization: `Bearer ${done.json().token}` });
    expect(verify.statusCode).toBe(200);
    // The challenge is spent.
    expect((await secondStep(body.challenge, await codeAt(secret, 60))).json().message).toBe(secondFactorMessages.challengeExpired);
  });

  it.each([
    ["a wrong code", async () => "123456", secondFactorMessages.invalidCode],
    ["the code the enrolment used (replay)", async (secret: string) => codeAt(secret), secondFactorMessages.invalidCode],
    ["a code two steps old", async (secret: string) => codeAt(secret, -60), secondFactorMessages.invalidCode],
    ["a code two steps ahead", async (secret: string) => codeAt(secret, 60), secondFactorMessages.invalidCode],
    ["a made-up recovery code", async () => "abcde-fghjk", secondFactorMessages.invalidCode],
  ])("refuses %s with 401 and no token", async (_, code, message) => {
    const { user, secret } = await enrolled();
    const { challenge } = (await login(user.email)).json();
    const res = await secondStep(challenge, await code(secret));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message });
    // A refused code is a refused sign-in in the audit trail, under the account's address.
    const recorded = await t.database.db.selectFrom("audit_log").select(["action", "actor_email"]).orderBy("id", "desc").executeTakeFirst();
    expect(recorded).toEqual({ action: "auth.sign-in-failed", actor_email: user.email });
  });

  it("accepts a code once: the same code with a new challenge is refused, the next step's code is not", async () => {
    const { user, secret } = await enrolled();
    const code = await codeAt(secret, 30);
    const ip = freshIp();
    expect((await secondStep((await login(user.email, ip)).json().challenge, code, ip)).statusCode).toBe(200);
    expect((await secondStep((await login(user.email, ip)).json().challenge, code, ip)).statusCode).toBe(401);
    vi.setSystemTime(Date.now() + 30_000);
    expect((await secondStep((await login(user.email, ip)).json().challenge, await codeAt(secret, 30), ip)).statusCode).toBe(200);
  });

  it("takes two requests with one code at once only once", async () => {
    const { user, secret } = await enrolled();
    const [a, b] = [(await login(user.email)).json().challenge, (await login(user.email)).json().challenge];
    const code = await codeAt(secret, 30);
    const answers = await Promise.all([secondStep(a, code), secondStep(b, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it("accepts each recovery code once, in any case and spacing", async () => {
    const { user, recoveryCodes, headers } = await enrolled();
    const code = recoveryCodes[3]!;
    const typed = ` ${code.toUpperCase().replace("-", " ")} `;
    expect((await secondStep((await login(user.email)).json().challenge, typed)).statusCode).toBe(200);
    const again = await secondStep((await login(user.email)).json().challenge, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(secondFactorMessages.invalidCode);
    expect((await get("/api/staff/second-factor", headers)).json().data.recoveryCodesLeft).toBe(9);
  });

  it("throttles codes like passwords, counted apart from them: a right password does not clear the wrong codes", async () => {
    const { user, secret } = await enrolled();
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // A fresh challenge each time (the password is right): the codes' count still grows.
      const { challenge } = (await login(user.email, attacker)).json();
      statuses.push((await secondStep(challenge, String(100000 + i), attacker)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const { challenge } = (await login(user.email, attacker)).json();
    const blocked = await secondStep(challenge, await codeAt(secret, 30), attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(staffMessages.tooManyAttempts);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    // The owner, from elsewhere, is not held back.
    const owner = freshIp();
    expect((await secondStep((await login(user.email, owner)).json().challenge, await codeAt(secret, 30), owner)).statusCode).toBe(200);
  });

  it("lets a challenge take a few codes, however many addresses send them: then the password is asked again (issue 28)", async () => {
    const { user, secret } = await enrolled();
    const { challenge } = (await login(user.email)).json();
    const limit = secondFactorLimits.codesPerChallenge;
    // Forty wrong codes from forty addresses, each address well inside its own limits.
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await secondStep(challenge, String(200000 + i)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(40).fill(401));
    expect(answers.slice(0, limit - 1).map((r) => r.json().message)).toEqual(Array(limit - 1).fill(secondFactorMessages.invalidCode));
    expect(answers.slice(limit - 1).map((r) => r.json().message)).toEqual(Array(40 - limit + 1).fill(secondFactorMessages.tooManyCodes));
    // The challenge is dead: the right code is refused too, and says what to do.
    const late = await secondStep(challenge, await codeAt(secret, 30));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(secondFactorMessages.tooManyCodes);
    expect(secondFactorMessages.tooManyCodes).toMatch(/email and password again/);
    // Signing in with the password again gives a fresh challenge, which the right code completes.
    const fresh = (await login(user.email)).json().challenge;
    expect((await secondStep(fresh, await codeAt(secret, 30))).statusCode).toBe(200);
  });

  it("counts a burst of codes on one challenge at once: no more than its few are judged", async () => {
    const { user } = await enrolled();
    const { challenge } = (await login(user.email)).json();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => secondStep(challenge, String(300000 + i))));
    const messages = answers.map((r) => r.json().message);
    expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    expect(messages.filter((m) => m === secondFactorMessages.invalidCode)).toHaveLength(secondFactorLimits.codesPerChallenge - 1);
  });

  it("limits wrong codes per account too, across challenges and addresses: the ceiling of decision 017", async () => {
    const { user, secret } = await enrolled();
    const statuses: number[] = [];
    // A fresh challenge and a fresh address for every guess: only the ceiling per account can stop them.
    for (let i = 0; i < signInThrottle.perAccount.free + 3; i++) {
      const ip = freshIp();
      statuses.push((await secondStep((await login(user.email, ip)).json().challenge, String(400000 + i), ip)).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(signInThrottle.perAccount.free);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
    // The right code from yet another new address waits too.
    const stranger = freshIp();
    expect((await secondStep((await login(user.email, stranger)).json().challenge, await codeAt(secret, 30), stranger)).statusCode).toBe(
      429,
    );
  });

  it.each([
    [{ challenge: "x".repeat(43) }, 400],
    [{ challenge: "x".repeat(43), code: "1".repeat(33) }, 400],
    [{ challenge: "x".repeat(43), code: "12\u00003456" }, 400],
    [{ challenge: "x".repeat(43), code: "123456" }, 401],
    [{ code: "123456" }, 400],
  ])("answers a malformed or unknown second step %j with a 4xx", async (payload, status) => {
    const res = await post("/api/auth/login/second-factor", payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().success).toBe(false);
  });

  it("turns the second factor off only with a current code", async () => {
    const { user, secret, headers } = await enrolled();
    const wrong = await post("/api/staff/second-factor/disable", { code: "999999" }, headers);
    expect(wrong.statusCode).toBe(400);
    expect((await get("/api/staff/second-factor", headers)).json().data.enabled).toBe(true);
    expect((await post("/api/staff/second-factor/disable", { code: await codeAt(secret, 30) }, headers)).statusCode).toBe(200);
    expect((await get("/api/staff/second-factor", headers)).json().data).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login(user.email)).json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await post("/api/staff/second-factor/disable", { code: "123456" }, headers)).statusCode).toBe(409);
  });

  it("when an administrator requires it, an account without one may only set it up until it has", async () => {
    const chief = await enrolled();
    const editor = await signIn(t, undefined, "editor");
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/staff/settings/second-factor",
          headers: editor.headers,
          payload: { requiredForEveryone: true },
        })
      ).statusCode,
    ).toBe(403);
    const set = await t.app.inject({
      method: "PUT",
      url: "/api/staff/settings/second-factor",
      headers: chief.headers,
      payload: { requiredForEveryone: true },
    });
    expect(set.statusCode).toBe(200);
    try {
      // An open session is held to the set-up at its next request, not only at its next sign-in.
      const blocked = await get("/api/staff/posts", editor.headers);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({ success: false, message: secondFactorMessages.setupRequired });
      expect((await get("/api/auth/verify", editor.headers)).json()).toMatchObject({ secondFactorSetupRequired: true });

      const fresh = await login(editor.user.email);
      expect(fresh.json()).toMatchObject({ success: true, secondFactorSetupRequired: true });
      const headers = { authorization: `Bearer ${fresh.json().token}` };
      expect((await get("/api/staff/posts", headers)).statusCode).toBe(403);
      expect((await get("/api/stats/summary", headers)).statusCode).toBe(403);
      expect((await get("/api/staff/second-factor", headers)).json().data).toMatchObject({ enabled: false, requiredForEveryone: true });
      const { secret } = (await post("/api/staff/second-factor/enrolment", {}, headers)).json().data;
      expect((await post("/api/staff/second-factor/enrolment/confirm", { code: await codeAt(secret) }, headers)).statusCode).toBe(200);
      expect((await get("/api/staff/posts", headers)).statusCode).toBe(200);
      // Those with a second factor never noticed.
      expect((await get("/api/stats/summary", chief.headers)).statusCode).toBe(200);
    } finally {
      await t.app.inject({
        method: "PUT",
        url: "/api/staff/settings/second-factor",
        headers: chief.headers,
        payload: { requiredForEveryone: false },
      });
    }
  });

  it("lets the challenge of a disabled account, or of one whose password was reset, go nowhere", async () => {
    const disabled = await enrolled();
    const { challenge } = (await login(disabled.user.email)).json();
    await t.database.db
      .updateTable("staff_users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", disabled.user.id)
      .execute();
    expect((await secondStep(challenge, await codeAt(disabled.secret, 30))).statusCode).toBe(401);

    const reset = await enrolled();
    const waiting = (await login(reset.user.email)).json().challenge;
    await resetPassword(t.database.db, { email: reset.user.email, password: "a brand new passphrase" }, cheapScrypt);
    const late = await secondStep(waiting, await codeAt(reset.secret, 30));
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(secondFactorMessages.challengeExpired);
  });
});
