import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterMessages as m } from "#contracts/forms/messages";
import { coded, fieldError } from "#server/test/coded";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";

describe.each(testDialects)("newsletter API on %s", (dialect) => {
  let t: TestApp;
  let ip = 0;
  // Each request from its own address: these tests are about the answers, not the rate limit.
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload: payload as string, headers, remoteAddress: `10.0.0.${++ip % 250}` });
  const subscribe = (email: unknown, extra: Record<string, unknown> = {}) =>
    post("/api/newsletter/subscribe", { email, source: "footer", ...extra });
  const subscriber = (email: string) => t.database.db.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();
  const mails = (to: string) => t.database.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", to).orderBy("id").execute();
  const linkToken = (text: string, page: "confirm" | "unsubscribe") => new RegExp(`/newsletter/${page}\\?token=([\\w-]+)`).exec(text)![1];
  const confirm = (token: unknown) => post("/api/newsletter/confirm", { token }, { "content-type": "application/json" });
  const ageRow = (email: string, ms: number) =>
    t.database.db
      .updateTable("subscribers")
      .set({ updated_at: new Date(Date.now() - ms).toISOString() })
      .where("email", "=", email)
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: "https://example.test" });
  });
  afterAll(() => t.close());

  it.each([
    ["", "emailRequired"],
    ["   ", "emailRequired"],
    [undefined, "emailRequired"],
    ["not-an-email", "emailInvalid"],
    ["a@b", "emailInvalid"],
    ["<script>alert(1)</script>", "emailInvalid"],
  ] as const)("answers 400 for %j with the field's message", async (email, code) => {
    const res = await subscribe(email);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, ...coded(m, code), errors: [fieldError(m, "email", code)] });
  });

  // The code a client shows its own words by, where the server gives one: not for a body that is no form at all.
  it.each([
    ["an empty JSON body", "", { "content-type": "application/json" }, 400, "badRequest"],
    ["no body at all", undefined, {}, 400, undefined],
    ["a JSON array", "[]", { "content-type": "application/json" }, 400, undefined],
    ["broken JSON", "{", { "content-type": "application/json" }, 400, "badRequest"],
    ["text/plain", "email=a@b.co", { "content-type": "text/plain" }, 415, "unsupportedType"],
    ["a form post", "email=a@b.co", { "content-type": "application/x-www-form-urlencoded" }, 415, "unsupportedType"],
    ["a 1 MB string", JSON.stringify({ email: `${"a".repeat(1_000_000)}@b.co` }), { "content-type": "application/json" }, 413, "tooLarge"],
  ])("refuses %s with a clear 4xx", async (_label, payload, headers, status, code) => {
    const res = await post("/api/newsletter/subscribe", payload, headers);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, ...(code ? { code } : {}), message: expect.any(String) });
  });

  it("refuses a body that is not valid UTF-8", async () => {
    const payload = Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xc3, 0x28]), Buffer.from('@b.co"}')]);
    const res = await post("/api/newsletter/subscribe", payload, { "content-type": "application/json" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/UTF-8/);
    expect(await subscriber("a\uFFFD(@b.co")).toBeUndefined();
  });

  it("subscribes a new address as pending and queues the confirmation email in the same go", async () => {
    const res = await subscribe("  New.Reader@Example.COM ");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, ...coded(m, "success"), status: "pending" });
    const row = await subscriber("new.reader@example.com");
    expect(row).toMatchObject({ status: "pending", source: "footer", confirmed_at: null });
    expect(row!.consent_ip).toMatch(/^10\.0\.0\./);
    expect(Date.parse(row!.consent_at)).toBeGreaterThan(Date.now() - 10_000);
    expect(row!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const [mail] = await mails("new.reader@example.com");
    expect(mail.kind).toBe("newsletter-confirm");
    expect(mail.text_body).toContain("https://example.test/newsletter/confirm?token=");
    expect(mail.text_body).toContain(`https://example.test/newsletter/unsubscribe?token=${row!.unsubscribe_token}`);
    expect(mail.html_body).toContain("/newsletter/confirm?token=");
    expect(JSON.parse(mail.headers)).toEqual({
      "List-Unsubscribe": `<https://example.test/api/newsletter/unsubscribe?token=${row!.unsubscribe_token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Reply-To": t.config.mail.staffEmail,
    });
    // The raw token is only in the email; the table holds its hash.
    expect(row!.confirm_token_hash).not.toBe(linkToken(mail.text_body, "confirm"));
  });

  it("answers 200 for a pending address: a fresh link after the cool-down, none within it", async () => {
    await subscribe("pending@example.com");
    const again = await subscribe("pending@example.com");
    expect(again.statusCode).toBe(200);
    // Within the cooldown no second email is written, and the answer says so (docs/product/decisions.md, Forms).
    expect(again.json()).toEqual({ success: true, ...coded(m, "resendWait"), status: "pending" });
    expect(await mails("pending@example.com")).toHaveLength(1);

    await ageRow("pending@example.com", 61_000);
    const later = await subscribe("pending@example.com");
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ success: true, ...coded(m, "resent"), status: "pending" });
    const sent = await mails("pending@example.com");
    expect(sent).toHaveLength(2);
    const [first, second] = sent.map((mail) => linkToken(mail.text_body, "confirm"));
    expect(second).not.toBe(first);
    // Only the newest link confirms.
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it("confirms with the emailed link once, then answers 409 to a new subscription", async () => {
    await subscribe("confirm.me@example.com");
    const token = linkToken((await mails("confirm.me@example.com"))[0].text_body, "confirm");
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, ...coded(m, "confirmed"), email: "confirm.me@example.com", status: "confirmed" });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(await subscriber("confirm.me@example.com")).toMatchObject({ status: "confirmed", confirm_token_hash: null });
    expect((await confirm(token)).json()).toEqual({
      success: false,
      ...coded(m, "confirmInvalid"),
    });

    const again = await subscribe("Confirm.Me@example.com");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, ...coded(m, "alreadySubscribed") });
  });

  it("changes nothing on a GET of the confirmation URL, so a link scanner cannot confirm", async () => {
    await subscribe("scanned@example.com");
    const token = linkToken((await mails("scanned@example.com"))[0].text_body, "confirm");
    const res = await t.app.inject({ method: "GET", url: `/api/newsletter/confirm?token=${token}` });
    expect(res.statusCode).toBe(404);
    expect(await subscriber("scanned@example.com")).toMatchObject({ status: "pending" });
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it("confirms a form post from the page without scripts and sends the browser back to the page", async () => {
    await subscribe("noscript@example.com");
    const token = linkToken((await mails("noscript@example.com"))[0].text_body, "confirm");
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const res = await post("/api/newsletter/confirm", `token=${token}`, form);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/newsletter/confirm?result=confirmed");
    expect(await subscriber("noscript@example.com")).toMatchObject({ status: "confirmed" });
    const again = await post("/api/newsletter/confirm", `token=${token}`, form);
    expect(again.headers.location).toBe("/newsletter/confirm?result=invalid");
  });

  it.each([
    ["no token", {}],
    ["an unknown token", { token: "nope" }],
    ["a token in an array", { token: ["a", "b"] }],
    ["a token of 1,000 characters", { token: "a".repeat(1000) }],
  ])("answers 400 to %s", async (_label, payload) => {
    const res = await post("/api/newsletter/confirm", payload, { "content-type": "application/json" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, ...coded(m, "confirmInvalid") });
  });

  it("refuses a confirmation link older than 7 days", async () => {
    await subscribe("late@example.com");
    const token = linkToken((await mails("late@example.com"))[0].text_body, "confirm");
    await ageRow("late@example.com", 8 * 24 * 3600_000);
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it("unsubscribes with the token as JSON, idempotently; a new subscription makes the address pending again", async () => {
    await subscribe("leaver@example.com");
    const token = linkToken((await mails("leaver@example.com"))[0].text_body, "unsubscribe");
    for (let i = 0; i < 2; i++) {
      const res = await post("/api/newsletter/unsubscribe", { token }, { "content-type": "application/json" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, ...coded(m, "unsubscribed"), email: "leaver@example.com", status: "unsubscribed" });
    }
    const row = await subscriber("leaver@example.com");
    expect(row).toMatchObject({ status: "unsubscribed", confirm_token_hash: null });
    expect(row!.unsubscribed_at).not.toBeNull();

    const back = await subscribe("leaver@example.com");
    expect(back.statusCode).toBe(201);
    expect(await subscriber("leaver@example.com")).toMatchObject({ status: "pending", unsubscribed_at: null });
    expect(await mails("leaver@example.com")).toHaveLength(2);
  });

  it("supports RFC 8058 one-click unsubscribe (form-encoded or multipart POST to the header's URL)", async () => {
    await subscribe("oneclick@example.com");
    const [mail] = await mails("oneclick@example.com");
    const url = JSON.parse(mail.headers)["List-Unsubscribe"].slice(1, -1).replace("https://example.test", "");
    const res = await post(url, "List-Unsubscribe=One-Click", { "content-type": "application/x-www-form-urlencoded" });
    expect(res.statusCode).toBe(200);
    expect(await subscriber("oneclick@example.com")).toMatchObject({ status: "unsubscribed" });

    const multipart = await post(url, '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n', {
      "content-type": "multipart/form-data; boundary=b",
    });
    expect(multipart.statusCode).toBe(200);
  });

  it("sends a GET of the one-click URL to the unsubscribe page instead of acting on it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/newsletter/unsubscribe?token=abc" });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/newsletter/unsubscribe?token=abc");
  });

  it("answers 400 to an unknown unsubscribe token", async () => {
    const res = await post("/api/newsletter/unsubscribe", { token: "unknown" }, { "content-type": "application/json" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, ...coded(m, "unsubscribeInvalid") });
  });

  it("gives a bot that fills the honeypot a quiet success and keeps nothing", async () => {
    const res = await subscribe("bot@example.com", { website: "http://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, ...coded(m, "success") });
    expect(await subscriber("bot@example.com")).toBeUndefined();
    expect(await mails("bot@example.com")).toHaveLength(0);
  });

  it("strips markup from the address before checking and storing it", async () => {
    const res = await subscribe("<b>javascript:marked@example.com</b>");
    // The basic pattern of docs/product/product-spec.md §5 accepts what is left; what is stored carries no markup.
    expect(res.statusCode).toBe(201);
    expect(await subscriber("bmarked@example.com/b")).toBeDefined();
    const ok = await subscribe("<marked@example.com>");
    expect(ok.statusCode).toBe(201);
    expect(await subscriber("marked@example.com")).toBeDefined();
    const onclick = await subscribe('x@y.co" onclick="alert(1)');
    expect(onclick.statusCode).toBe(400);
  });

  it("handles 50 concurrent subscriptions of one address: one row, one email, no 5xx", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => subscribe("crowd@example.com")));
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const rows = await t.database.db.selectFrom("subscribers").select("id").where("email", "=", "crowd@example.com").execute();
    expect(rows).toHaveLength(1);
    expect(await mails("crowd@example.com")).toHaveLength(1);
  });
});
