import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Campaign } from "#contracts/api/campaigns";
import type { LanguageCode } from "#contracts/languages";
import { smtpTestApp } from "#server/mail/test-smtp";
import { insertSubscriber, signIn } from "#server/modules/staff/test-kit";
import { testDialects, type TestApp } from "#server/test/test-app";

/** The raw message with quoted-printable soft breaks and "=3D" undone, enough to find links. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
/** The header block of a raw message, unfolded. */
const headersOf = (raw: string) => raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");

const versions = {
  en: {
    subject: "Customs changes in December",
    preheader: "What changes at Nhava Sheva",
    body: "# December\n\nRead **our** [guide](/services).",
  },
  hi: { subject: "दिसंबर में सीमा शुल्क बदलाव", preheader: "", body: "पढ़ें [मार्गदर्शिका](/services)." },
};

describe.each(testDialects)("newsletter campaigns on %s", (dialect) => {
  const { smtp, t: app, outbox } = smtpTestApp(dialect, "10.32.0");
  let t: TestApp;
  let headers: Record<string, string>;
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = async (body: object = { versions }) => {
    const res = await call("POST", "/api/staff/campaigns", body);
    expect(res.statusCode).toBe(201);
    return res.json().data as Campaign;
  };
  const send = async (campaign: Campaign, at: string | null = null) => {
    const res = await call("POST", `/api/staff/campaigns/${campaign.id}/send`, { at, version: campaign.version });
    expect(res.statusCode).toBe(200);
    return res.json().data as Campaign;
  };
  const subscribe = (email: string, lang: LanguageCode, status: "confirmed" | "pending" | "unsubscribed" | "bounced" = "confirmed") =>
    insertSubscriber(t.database.db, { email, lang, status });

  beforeAll(async () => {
    t = app();
    ({ headers } = await signIn(t, `campaigns-${dialect}@example.in`, "editor"));
  });
  beforeEach(async () => {
    await t.database.db.deleteFrom("campaigns").execute();
    await t.database.db.deleteFrom("subscribers").execute();
  });

  it("sends each confirmed subscriber the version in their language, English when theirs has none, with the headers inboxes expect", async () => {
    await subscribe("en@example.com", "en");
    await subscribe("hi@example.com", "hi");
    await subscribe("fr@example.com", "fr");
    await subscribe("pending@example.com", "en", "pending");
    await subscribe("gone@example.com", "en", "unsubscribed");
    await subscribe("bounced@example.com", "en", "bounced");
    const sending = await send(await create());
    expect(sending).toMatchObject({ status: "sending", counts: { recipients: 3, queued: 3, sent: 0 } });
    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 3, failed: 0 });
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(["en@example.com", "fr@example.com", "hi@example.com"]);

    const mailTo = (to: string) => decoded(smtp.received.find((mail) => mail.to[0] === to)!.raw);
    const hindi = mailTo("hi@example.com");
    expect(hindi).toContain("https://tarang.test/hi/services");
    const french = mailTo("fr@example.com");
    expect(headersOf(french)).toContain("Subject: Customs changes in December");
    // English words, links to the French site: the subscriber's language.
    expect(french).toContain("https://tarang.test/fr/services");
    const token = (
      await t.database.db
        .selectFrom("subscribers")
        .select("unsubscribe_token")
        .where("email", "=", "fr@example.com")
        .executeTakeFirstOrThrow()
    ).unsubscribe_token;
    const head = headersOf(french);
    expect(head).toContain(`List-Unsubscribe: <https://tarang.test/api/newsletter/unsubscribe?token=${token}>, <mailto:`);
    expect(head).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(head).toMatch(/Message-ID: <outbox-\d+-\d+@tarang\.test>/i);
    expect(head).toMatch(/\nDate: /);
    expect(french).toMatch(/Content-Type: multipart\/alternative/);
    expect(french).toMatch(/Content-Type: text\/plain/);
    expect(french).toMatch(/Content-Type: text\/html/);
    expect(french).toContain(`https://tarang.test/fr/newsletter/unsubscribe?token=${token}`);
    expect(french).toContain("Navi Mumbai, Maharashtra 400706");

    // The one-click endpoint works without a browser: the token of the header unsubscribes.
    const oneClick = await t.app.inject({
      method: "POST",
      url: `/api/newsletter/unsubscribe?token=${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    const report = (await call("GET", `/api/staff/campaigns/${sending.id}/report`)).json().data;
    expect(report.counts).toEqual({ recipients: 3, queued: 0, sent: 3, failed: 0, unsubscribedAfter: 1 });
    expect(report.sendsOverTime).toEqual([{ at: expect.stringMatching(/:00\.000Z$/), sent: 3 }]);
    expect((await call("GET", `/api/staff/campaigns/${sending.id}`)).json().data).toMatchObject({
      status: "sent",
      finishedAt: expect.any(String),
    });
  });

  it("sends to the audience's languages only", async () => {
    await subscribe("en2@example.com", "en");
    await subscribe("hi2@example.com", "hi");
    await subscribe("de2@example.com", "de");
    await subscribe("bounced2@example.com", "hi", "bounced");
    await subscribe("pending2@example.com", "de", "pending");
    const draft = await create({ versions, audience: { languages: ["hi", "de"] } });
    // What the send confirmation says before anything is queued: who the audience holds now.
    expect(draft).toMatchObject({ audienceSize: 2, counts: { recipients: 0 } });
    const everyone = await create({ versions });
    expect(everyone.audienceSize).toBe(3);
    const campaign = await send(draft);
    expect(campaign.counts.recipients).toBe(2);
    expect((await outbox()).map((row) => row.to_address).sort()).toEqual(["de2@example.com", "hi2@example.com"]);
    // Waiting by design (the rate): counted, but not the oldest waiting mail the backlog warning and the metrics watch.
    expect(await t.app.mailOutbox.summary()).toMatchObject({ pending: 2, oldestPendingAt: null });
  });

  it("honours the rate per minute, and pauses and resumes", async () => {
    for (let i = 0; i < 7; i++) await subscribe(`rate${i}@example.com`, "en");
    let campaign = await send(await create({ versions, ratePerMinute: 3 }));
    const t0 = new Date();
    expect(await t.app.mailWorker.runOnce(t0)).toEqual({ sent: 3, failed: 0 });
    expect(await t.app.mailWorker.runOnce(new Date(t0.getTime() + 10_000))).toEqual({ sent: 0, failed: 0 });
    campaign = (await call("POST", `/api/staff/campaigns/${campaign.id}/pause`, { version: campaign.version })).json().data;
    expect(campaign.status).toBe("paused");
    expect(await t.app.mailWorker.runOnce(new Date(t0.getTime() + 61_000))).toEqual({ sent: 0, failed: 0 });
    // A paused campaign's texts can change: its waiting mails take them.
    const edited = await call("PUT", `/api/staff/campaigns/${campaign.id}`, {
      versions: { en: { ...versions.en, subject: "Customs changes, corrected" } },
      ratePerMinute: 3,
      version: campaign.version,
    });
    expect(edited.statusCode).toBe(200);
    campaign = edited.json().data;
    campaign = (await call("POST", `/api/staff/campaigns/${campaign.id}/resume`, { version: campaign.version })).json().data;
    expect(campaign.status).toBe("sending");
    expect(await t.app.mailWorker.runOnce(new Date(t0.getTime() + 62_000))).toEqual({ sent: 3, failed: 0 });
    expect(smtp.received.slice(3).every((mail) => headersOf(mail.raw).includes("Subject: Customs changes, corrected"))).toBe(true);
    // The mails are recorded sent at the worker's own clock (now): a minute on, the last one goes.
    expect(await t.app.mailWorker.runOnce(new Date(t0.getTime() + 125_000))).toEqual({ sent: 1, failed: 0 });
    expect(new Set(smtp.received.map((mail) => mail.to[0])).size).toBe(7);
  });

  it("sends nothing further to a subscriber who unsubscribes or is erased while it sends", async () => {
    await subscribe("stays@example.com", "en");
    await subscribe("leaves@example.com", "en");
    await subscribe("erased@example.com", "en");
    await send(await create());
    const { unsubscribe_token } = await t.database.db
      .selectFrom("subscribers")
      .select("unsubscribe_token")
      .where("email", "=", "leaves@example.com")
      .executeTakeFirstOrThrow();
    expect(
      (await t.app.inject({ method: "POST", url: "/api/newsletter/unsubscribe", payload: { token: unsubscribe_token } })).statusCode,
    ).toBe(200);
    const { headers: adminHeaders } = await signIn(t, `admin-${dialect}-${Date.now()}@example.in`, "admin");
    const erased = await t.app.inject({
      method: "POST",
      url: "/api/staff/people/erase",
      headers: adminHeaders,
      payload: { email: "erased@example.com", confirm: "erased@example.com" },
    });
    expect([200, 204]).toContain(erased.statusCode);
    await t.app.mailWorker.runOnce();
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(["stays@example.com"]);
  });

  it("marks an address bounced on a 5xx answer, records the answer, and staff clear the mark", async () => {
    await subscribe("ok@example.com", "en");
    const bouncedId = await subscribe("nobody@example.com", "en");
    smtp.hardBounce.add("nobody@example.com");
    const campaign = await send(await create());
    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 1, failed: 1 });
    const report = (await call("GET", `/api/staff/campaigns/${campaign.id}/report`)).json().data;
    expect(report.counts).toMatchObject({ sent: 1, failed: 1, queued: 0 });
    expect(report.failures).toEqual([{ email: "nobody@example.com", error: expect.stringContaining("550"), at: expect.any(String) }]);
    const { headers: adminHeaders } = await signIn(t, `admin-b-${dialect}-${Date.now()}@example.in`, "admin");
    const list = await t.app.inject({ method: "GET", url: "/api/subscribers?status=bounced", headers: adminHeaders });
    expect(list.json().data.map((row: { email: string }) => row.email)).toEqual(["nobody@example.com"]);
    // Not sent to again while bounced.
    const second = await send(await create());
    expect(second.counts.recipients).toBe(1);
    const cleared = await t.app.inject({ method: "POST", url: `/api/subscribers/${bouncedId}/clear-bounce`, headers: adminHeaders });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.status).toBe("confirmed");
    expect(
      (await t.app.inject({ method: "POST", url: `/api/subscribers/${bouncedId}/clear-bounce`, headers: adminHeaders })).statusCode,
    ).toBe(409);
    // Editors may not clear bounces (subscribers are the administrators' area).
    expect((await call("POST", `/api/subscribers/${bouncedId}/clear-bounce`)).statusCode).toBe(403);
  });

  it("refuses a stale version, edits of a sending campaign and invalid input, with field messages", async () => {
    const campaign = await create();
    const saved = await call("PUT", `/api/staff/campaigns/${campaign.id}`, { versions, ratePerMinute: 120, version: campaign.version });
    expect(saved.statusCode).toBe(200);
    const stale = await call("PUT", `/api/staff/campaigns/${campaign.id}`, { versions, version: campaign.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);

    const bad = await call("POST", "/api/staff/campaigns", {
      versions: { hi: { subject: "", body: "x" } },
      ratePerMinute: 0,
      audience: { languages: ["xx"] },
    });
    expect(bad.statusCode).toBe(400);
    const fields = Object.fromEntries(bad.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields["versions.en"]).toMatch(/English version is required/);
    expect(fields.ratePerMinute).toMatch(/from 1 to 10000/);
    expect(fields["audience.languages.0"]).toBe("Choose a site language");
    const long = await call("POST", "/api/staff/campaigns", { versions: { en: { subject: "s".repeat(151), body: "b" } } });
    expect(long.json().errors[0]).toMatchObject({ field: "versions.en.subject", message: "Subject must be at most 150 characters" });

    const sending = await send(saved.json().data);
    const locked = await call("PUT", `/api/staff/campaigns/${sending.id}`, { versions, version: sending.version });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/sending or has been sent/);
    expect((await call("DELETE", `/api/staff/campaigns/${sending.id}`)).statusCode).toBe(409);
    expect((await call("DELETE", `/api/staff/campaigns/${campaign.id + 1000}`)).statusCode).toBe(404);
    const draft = await create();
    expect((await call("DELETE", `/api/staff/campaigns/${draft.id}`)).statusCode).toBe(204);
  });

  it("schedules, starts at its time once, previews and sends a test", async () => {
    await subscribe("later@example.com", "en");
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    const scheduled = await send(await create(), at);
    expect(scheduled).toMatchObject({ status: "scheduled", scheduledAt: at, counts: { recipients: 0 } });
    expect(
      (
        await call("POST", `/api/staff/campaigns/${scheduled.id}/send`, {
          at: new Date(Date.now() - 1000).toISOString(),
          version: scheduled.version,
        })
      ).statusCode,
    ).toBe(400);
    const later = new Date(Date.parse(at) + 1000);
    await Promise.all([t.app.campaigns.tick(later), t.app.campaigns.tick(later)]);
    expect((await outbox()).filter((row) => row.stream_id !== null)).toHaveLength(1);

    const preview = await call("GET", `/api/staff/campaigns/${scheduled.id}/preview?lang=hi`);
    expect(preview.json().data).toMatchObject({
      subject: versions.hi.subject,
      html: expect.stringContaining("<table"),
      text: expect.stringContaining("sample-unsubscribe-token"),
    });
    const page = await call("GET", `/api/staff/campaigns/${scheduled.id}/preview.html?lang=fr`);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src https://tarang.test data:; frame-ancestors 'self'",
    );
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.body).toContain("Customs changes in December");
    expect(page.body).not.toMatch(/<script/i);

    const test = await call("POST", `/api/staff/campaigns/${scheduled.id}/test`, { email: "editor@tarang.test", lang: "hi" });
    expect(test.statusCode).toBe(202);
    const testMail = (await outbox()).find((row) => row.kind === "campaign-test")!;
    expect(testMail).toMatchObject({ to_address: "editor@tarang.test", subject: `[Test] ${versions.hi.subject}` });
  });

  it("renders markdown safely: no raw HTML, no script links", async () => {
    const campaign = await create({
      versions: {
        en: {
          subject: "Safe",
          body: "<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)> [ok](https://example.com)",
        },
      },
    });
    const html = (await call("GET", `/api/staff/campaigns/${campaign.id}/preview`)).json().data.html as string;
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('href="https://example.com"');
  });
});
