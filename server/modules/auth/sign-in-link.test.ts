import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { staffMessages } from "#contracts/api/auth";
import { signInLinkLimits, signInLinkMessages } from "#contracts/api/sign-in-link";
import { cheapScrypt, testPassword } from "#server/modules/staff/test-kit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { signInThrottle } from "./sign-in-throttle";
import { createAccount } from "./staff-accounts";

/**
 * Issue 28, item 17: wrong passwords sprayed from many addresses fill the ceiling per account (decision 017), after
 * which every address the account has not signed in from waits 15 minutes, its owner's too. The owner asks for a
 * sign-in link by e-mail, and with it gets in while the spray goes on; nobody without the link does.
 */
describe.each(testDialects)("a sign-in link for the owner of an account under attack, on %s", (dialect) => {
  let t: TestApp;
  let botCounter = 0;
  let ipCounter = 0;
  const bot = () => `192.0.${2 + Math.floor(++botCounter / 250)}.${(botCounter % 250) + 1}`;
  const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  const login = (payload: object, remoteAddress: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload, remoteAddress });
  const askForLink = (email: string, remoteAddress = freshIp()) =>
    t.app.inject({ method: "POST", url: "/api/auth/sign-in-link", payload: { email }, remoteAddress });
  const linksTo = async (email: string) =>
    (
      await t.database.db
        .selectFrom("mail_outbox")
        .select("text_body")
        .where("to_address", "=", email)
        .where("kind", "=", "staff-sign-in-link")
        .execute()
    ).map((mail) => /\/admin\/login\?link=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!);

  /** Wrong passwords from new addresses, each within its own allowance, until the account's ceiling answers. */
  async function spray(email: string, guesses: number) {
    const statuses: number[] = [];
    for (let i = 0; i < guesses; i++) statuses.push((await login({ email, password: `guess ${botCounter}` }, bot())).statusCode);
    return statuses;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: "https://tarang.test" });
    await t.app.mailWorker.pause();
  });
  afterAll(() => t.close());

  it("lets the owner in with the e-mailed link while the spray goes on, and nobody without it", async () => {
    const email = "owner@example.in";
    await createAccount(t.database.db, { email, password: testPassword }, cheapScrypt);
    const sprayed = await spray(email, signInThrottle.perAccount.free + 5);
    expect(sprayed.filter((status) => status === 401)).toHaveLength(signInThrottle.perAccount.free);

    // The owner on a network the account has never signed in from: locked out by strangers.
    const owner = freshIp();
    const refused = await login({ email, password: testPassword }, owner);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(60);

    const asked = await askForLink(email, owner);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ success: true, message: signInLinkMessages.sent });
    const [link] = await linksTo(email);
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the link's hash is stored.
    expect(JSON.stringify(await t.database.db.selectFrom("staff_sign_in_links").selectAll().execute())).not.toContain(link);

    // The spray goes on, and keeps being refused; the owner, with the link, gets in between its guesses.
    expect((await spray(email, 3)).every((status) => status === 429)).toBe(true);
    const entered = await login({ email, password: testPassword, link }, owner);
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({ success: true, message: staffMessages.signedIn, user: { email } });
    expect((await spray(email, 3)).every((status) => status === 429)).toBe(true);

    // The link worked once; it is no key for anyone else either.
    expect((await login({ email, password: testPassword, link }, freshIp())).statusCode).toBe(429);
    expect((await login({ email, password: testPassword, link: "A".repeat(43) }, freshIp())).statusCode).toBe(429);
    // Where the owner signed in is now one of the account's own addresses: no link needed there.
    expect((await login({ email, password: testPassword }, owner)).statusCode).toBe(200);
  });

  it("takes only a few passwords, and does not lift the limits of the address it is used from", async () => {
    const email = "typist@example.in";
    await createAccount(t.database.db, { email, password: testPassword }, cheapScrypt);
    // The clock stands still, so the address's wait below does not run out while the test runs.
    vi.useFakeTimers({ toFake: ["Date"] });
    onTestFinished(() => void vi.useRealTimers());
    // An address that used up its own allowance on the account before the spray.
    const guesser = freshIp();
    for (let i = 0; i < signInThrottle.perAccountAndAddress.free; i++)
      expect((await login({ email, password: `mine ${i}` }, guesser)).statusCode).toBe(401);
    await spray(email, signInThrottle.perAccount.free + 1);
    expect((await askForLink(email)).statusCode).toBe(202);
    const [link] = await linksTo(email);
    expect((await login({ email, password: testPassword, link }, guesser)).statusCode).toBe(429);
    const statuses: number[] = [];
    // Each wrong password from its own address, so the addresses' limits stay out of it: the link's own count decides.
    for (let i = 0; i < signInLinkLimits.passwords + 1; i++)
      statuses.push((await login({ email, password: `typo ${i}`, link }, freshIp())).statusCode);
    expect(statuses).toEqual([...Array(signInLinkLimits.passwords).fill(401), 429]);
    expect((await login({ email, password: testPassword, link }, freshIp())).statusCode).toBe(429);
  });

  it("answers every address alike, mails an account at most once in a while, and a disabled account never", async () => {
    const email = "quiet@example.in";
    await createAccount(t.database.db, { email, password: testPassword }, cheapScrypt);
    for (const address of [email, "nobody@example.in", "QUIET@example.in"]) {
      const res = await askForLink(address);
      expect(res.statusCode, address).toBe(202);
      expect(res.json()).toEqual({ success: true, message: signInLinkMessages.sent });
    }
    expect(await linksTo(email)).toHaveLength(1);
    expect(await linksTo("nobody@example.in")).toHaveLength(0);

    const gone = "gone@example.in";
    await createAccount(t.database.db, { email: gone, password: testPassword }, cheapScrypt);
    await t.database.db.updateTable("staff_users").set({ disabled_at: new Date().toISOString() }).where("email", "=", gone).execute();
    expect((await askForLink(gone)).statusCode).toBe(202);
    expect(await linksTo(gone)).toHaveLength(0);
  });

  it.each([[{}], [{ email: "not an address" }], [{ email: "a@b.in", extra: "x".repeat(5000) }]])(
    "refuses a malformed request %# with 400 and mails nothing",
    async (payload) => {
      const before = await t.database.db.selectFrom("mail_outbox").select("id").execute();
      const res = await t.app.inject({ method: "POST", url: "/api/auth/sign-in-link", payload, remoteAddress: freshIp() });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(await t.database.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(before.length);
    },
  );
});
