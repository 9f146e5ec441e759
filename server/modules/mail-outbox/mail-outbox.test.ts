import { beforeAll, describe, expect, it } from "vitest";
import type { OutboxMail } from "#contracts/api/mail-outbox";
import { claimDueMail, queueMail } from "#server/modules/mail-outbox/outbox-repository";
import { smtpTestApp } from "#server/mail/test-smtp";
import { hostileStrings, signIn } from "#server/modules/staff/test-kit";
import { testDialects, type TestApp } from "#server/test/test-app";

const day = 86_400_000;

describe.each(testDialects)("staff mail outbox API on %s", (dialect) => {
  const { smtp, t: app, outbox: rows, contact } = smtpTestApp(dialect, "10.4.0");
  let t: TestApp;
  let headers: Record<string, string>;
  const get = (url: string) => t.app.inject({ method: "GET", url, headers });
  const retry = (id: number | string) => t.app.inject({ method: "POST", url: `/api/staff/mail-outbox/${id}/retry`, headers });
  const queue = (to: string, subject: string, at = new Date()) => queueMail(t.database.db, { kind: "test", to, subject, text: "x" }, at);

  beforeAll(async () => {
    t = app();
    ({ headers } = await signIn(t));
  });

  it("marks a mail that fails for 8 days failed, lists it, and sends it when staff retry it", async () => {
    smtp.refuse = true;
    expect((await contact("During the long outage")).statusCode).toBe(201);
    const [queued] = await rows();
    const created = Date.parse(queued.created_at);
    expect(await t.app.mailWorker.runOnce(new Date(created))).toEqual({ sent: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 1 });
    // Still refused 8 days on: the retries are over, and the mail is kept as failed.
    expect(await t.app.mailWorker.runOnce(new Date(created + 8 * day))).toEqual({ sent: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: "failed", attempts: 2 });

    const list = await get("/api/staff/mail-outbox?status=failed");
    expect(list.statusCode).toBe(200);
    expect(list.json().pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
    const [mail] = list.json().data as OutboxMail[];
    expect(mail).toEqual({
      id: queued.id,
      kind: "contact-notification",
      to: "staff@tarang.test",
      subject: "Contact message from Asha Patil: During the long outage",
      status: "failed",
      attempts: 2,
      lastError: expect.stringMatching(/451|unavailable/i),
      nextAttemptAt: null,
      createdAt: queued.created_at,
      retriedAt: null,
    });
    // Never the bodies or headers.
    expect(list.body).not.toContain("Please call me back");
    expect((await get("/api/staff/mail-outbox/summary")).json().data).toEqual({ pending: 0, failed: 1, oldestPendingAt: null });

    smtp.refuse = false;
    const before = Date.now();
    const res = await retry(queued.id);
    expect(res.statusCode).toBe(200);
    const retried = res.json().data as OutboxMail;
    expect(retried).toMatchObject({ id: queued.id, status: "pending", attempts: 2, retriedAt: retried.nextAttemptAt });
    expect(Date.parse(retried.nextAttemptAt!)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(retried.nextAttemptAt!)).toBeLessThanOrEqual(Date.now());

    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain("During the long outage");
    expect((await rows())[0]).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    expect((await get("/api/staff/mail-outbox")).json().pagination.total).toBe(0);
  });

  it("gives a retried mail 7 more days of retries instead of failing it again at its next refusal", async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * day);
    await queue("old@example.com", "Queued 8 days ago", eightDaysAgo);
    const [row] = await rows();
    await t.database.db.updateTable("mail_outbox").set({ status: "failed", attempts: 175 }).where("id", "=", row.id).execute();
    expect((await retry(row.id)).statusCode).toBe(200);
    smtp.refuse = true;
    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: "pending", attempts: 176 });
  });

  it("lists waiting and failed mail newest first, never sent mail; filters by status and searches recipient and subject", async () => {
    await queue("sent@example.com", "Already gone", new Date(Date.now() - 3 * 3_600_000));
    await t.app.mailWorker.runOnce();
    smtp.refuse = true;
    await queue("first@example.com", "Rate card", new Date(Date.now() - 2 * 3_600_000));
    await queue("second@example.com", "Quote for Dubai", new Date(Date.now() - 3_600_000));
    await t.app.mailWorker.runOnce();
    const failedId = (await rows()).find((r) => r.to_address === "first@example.com")!.id;
    await t.database.db.updateTable("mail_outbox").set({ status: "failed" }).where("id", "=", failedId).execute();

    const all = (await get("/api/staff/mail-outbox")).json();
    expect(all.data.map((m: OutboxMail) => [m.to, m.status])).toEqual([
      ["second@example.com", "pending"],
      ["first@example.com", "failed"],
    ]);
    expect(all.data[0]).toMatchObject({ attempts: 1, lastError: expect.any(String), nextAttemptAt: expect.any(String) });
    expect((await get("/api/staff/mail-outbox?status=pending")).json().data.map((m: OutboxMail) => m.to)).toEqual(["second@example.com"]);
    expect((await get("/api/staff/mail-outbox?q=DUBAI")).json().data.map((m: OutboxMail) => m.to)).toEqual(["second@example.com"]);
    expect((await get("/api/staff/mail-outbox?q=first@")).json().pagination.total).toBe(1);
    expect((await get("/api/staff/mail-outbox?status=sent")).statusCode).toBe(400);
    expect((await get("/api/staff/mail-outbox?limit=1&page=2")).json()).toMatchObject({
      data: [{ to: "first@example.com" }],
      pagination: { page: 2, limit: 1, total: 2, pages: 2 },
    });

    const summary = (await get("/api/staff/mail-outbox/summary")).json().data;
    expect(summary).toEqual({
      pending: 1,
      failed: 1,
      oldestPendingAt: (await rows()).find((r) => r.to_address === "second@example.com")!.created_at,
    });
  });

  it.each(hostileStrings)("treats the search %j as text", async (q) => {
    expect([200, 400]).toContain((await get(`/api/staff/mail-outbox?q=${encodeURIComponent(q)}`)).statusCode);
  });

  it("sends a waiting mail now rather than at its next planned try", async () => {
    smtp.refuse = true;
    await queue("waiting@example.com", "Waiting");
    await t.app.mailWorker.runOnce();
    const [row] = await rows();
    expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now());
    smtp.refuse = false;
    expect((await retry(row.id)).json().data).toMatchObject({ status: "pending", attempts: 1 });
    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 1, failed: 0 });
  });

  it("answers 404 for a mail that does not exist and 409 for one already sent or being sent", async () => {
    expect((await retry(999_999)).statusCode).toBe(404);
    expect((await retry("abc")).json()).toEqual({ success: false, message: "Mail not found" });

    await queue("gone@example.com", "Sent already");
    await t.app.mailWorker.runOnce();
    const [sent] = await rows();
    const conflict = await retry(sent.id);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe("This mail has already been sent.");

    await queue("busy@example.com", "In the middle of sending");
    // Another instance holds a claim on it: taking it back could send it twice.
    const [claimed] = await claimDueMail(t.database.db, dialect, { now: new Date(), leaseMs: 120_000, limit: 10 });
    const busy = await retry(claimed!.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe("This mail is being sent right now.");
  });
});
