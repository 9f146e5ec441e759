import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import Fastify from "fastify";
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import { MailWorker } from "./mail-worker";
import { eraseMailOf, queueMail } from "./outbox-repository";
import { smtpTestApp } from "#server/mail/test-smtp";
import { createMailTransport, type MailTransport } from "#server/mail/transport";

/** A database that stops answering when told to, as pg or better-sqlite3 fail while it is away. */
class Outage implements KyselyPlugin {
  down = false;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (this.down) throw Object.assign(new Error("database away"), { code: "ECONNREFUSED" });
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** The raw message with quoted-printable soft breaks and "=3D" undone, enough to find links. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

/** The header block of a raw message, unfolded. */
function headersOf(raw: string): string {
  return raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
}

describe.each(testDialects)("mail outbox over SMTP on %s", (dialect) => {
  const { smtp, t: app, outbox, contact } = smtpTestApp(dialect, "10.3.0");
  let t: TestApp;
  beforeAll(() => {
    t = app();
  });

  it("delivers the confirmation email with its unsubscribe headers and link", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      remoteAddress: "10.3.1.1",
      payload: { email: "reader@example.com", source: "footer" },
    });
    expect(res.statusCode).toBe(201);
    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe("no-reply@tarang.test");
    expect(mail.to).toEqual(["reader@example.com"]);
    const headers = headersOf(mail.raw);
    const token = (
      await t.database.db
        .selectFrom("subscribers")
        .select("unsubscribe_token")
        .where("email", "=", "reader@example.com")
        .executeTakeFirstOrThrow()
    ).unsubscribe_token;
    expect(headers).toContain(`List-Unsubscribe: <https://tarang.test/api/newsletter/unsubscribe?token=${token}>`);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(headers).toMatch(/^From: Tarang Global Logistics <no-reply@tarang\.test>$/m);
    expect(headers).toMatch(/^Subject: Please confirm your subscription to Tarang Global Logistics news$/m);
    expect(headers).toMatch(/^Message-ID: <outbox-\d+-\d+@tarang\.test>$/m);
    expect(mail.raw).toContain("multipart/alternative");
    expect(decoded(mail.raw)).toContain("https://tarang.test/newsletter/confirm?token=");
    expect(decoded(mail.raw)).toContain(`https://tarang.test/newsletter/unsubscribe?token=${token}`);

    const [row] = await outbox();
    expect(row).toMatchObject({ status: "sent", attempts: 1, locked_until: null, last_error: null });
  });

  it("notifies staff of a contact message with Reply-To the sender and the text escaped in HTML", async () => {
    await contact("Rates <b>now</b> & later");
    await t.app.mailWorker.runOnce();
    const [mail] = smtp.received;
    expect(mail.to).toEqual(["staff@tarang.test"]);
    const headers = headersOf(mail.raw);
    expect(headers).toMatch(/^Reply-To: asha@example\.com$/m);
    // Angle brackets were stripped by the contact sanitiser; the ampersand is escaped in the HTML part.
    expect(decoded(mail.raw)).toContain("Rates bnow/b &amp; later");
  });

  it("keeps a mail through an SMTP outage and sends it once the server is back: nothing lost", async () => {
    await smtp.stop();
    expect((await contact("During the outage")).statusCode).toBe(201);
    const t0 = new Date();
    expect(await t.app.mailWorker.runOnce(t0)).toEqual({ sent: 0, failed: 1 });
    let [row] = await outbox();
    expect(row).toMatchObject({ status: "pending", attempts: 1, locked_until: null });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(row.next_attempt_at) - t0.getTime()).toBe(30_000);

    // Not due yet: nothing is tried.
    expect(await t.app.mailWorker.runOnce(new Date(t0.getTime() + 10_000))).toEqual({ sent: 0, failed: 0 });
    // Still down at the next try: the wait doubles.
    expect(await t.app.mailWorker.runOnce(new Date(t0.getTime() + 30_000))).toEqual({ sent: 0, failed: 1 });
    [row] = await outbox();
    expect(row.attempts).toBe(2);
    expect(Date.parse(row.next_attempt_at) - t0.getTime()).toBe(30_000 + 60_000);

    await smtp.start();
    expect(await t.app.mailWorker.runOnce(new Date(t0.getTime() + 90_000))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].raw).toContain("During the outage");
    [row] = await outbox();
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("retries when the server refuses the recipient for a while", async () => {
    smtp.refuse = true;
    await contact("Refused at first");
    const t0 = new Date();
    expect(await t.app.mailWorker.runOnce(t0)).toEqual({ sent: 0, failed: 1 });
    expect((await outbox())[0].last_error).toMatch(/451|unavailable/i);
    smtp.refuse = false;
    expect(await t.app.mailWorker.runOnce(new Date(t0.getTime() + 30_000))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("keeps retrying hourly through a 7-day outage, then marks the mail failed instead of dropping it", async () => {
    smtp.refuse = true;
    await contact("Never accepted");
    const [queued] = await outbox();
    const t0 = Date.parse(queued.created_at);
    const tries: number[] = [];
    // Every attempt exactly when it is due, as the worker makes them.
    for (let row = queued; row.status === "pending" && tries.length < 500; [row] = await outbox()) {
      const at = Date.parse(row.next_attempt_at);
      expect((await t.app.mailWorker.runOnce(new Date(at))).failed).toBe(1);
      tries.push(at - t0);
    }
    const [row] = await outbox();
    expect(row).toMatchObject({ status: "failed", attempts: tries.length, locked_until: null });
    expect(row.last_error).toMatch(/451|unavailable/i);
    const day = 86_400_000;
    expect(tries.at(-2)!).toBeLessThan(7 * day);
    expect(tries.at(-1)!).toBeGreaterThanOrEqual(7 * day);
    expect(tries.at(-1)! - tries.at(-2)!).toBe(3_600_000);
    // Failed is final for the worker: only staff send it again (server/modules/mail-outbox).
    expect(await t.app.mailWorker.runOnce(new Date(t0 + 30 * day))).toEqual({ sent: 0, failed: 0 });
  });

  it("warns once per check, not once per mail, while the oldest unsent mail is over an hour old", async () => {
    const lines: { level: number; msg: string; pending?: number; oldestAgeMinutes?: number }[] = [];
    const logger = Fastify({ logger: { level: "warn", stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
    const worker = new MailWorker({
      db: t.database.db,
      dialect,
      transport: createMailTransport(t.config),
      from: t.config.mail.from,
      log: logger.log,
      backlogCheckMs: 600_000,
    });
    const backlogWarnings = () => lines.filter((line) => line.msg.includes("over an hour"));
    smtp.refuse = true;
    const t0 = Date.now();
    for (const n of [1, 2, 3])
      await queueMail(t.database.db, { kind: "test", to: `late${n}@example.com`, subject: `Late ${n}`, text: "x" }, new Date(t0));

    // Under an hour old: failures are logged, the backlog is not.
    await worker.runOnce(new Date(t0 + 30 * 60_000));
    expect(backlogWarnings()).toHaveLength(0);
    expect(lines.filter((line) => line.msg.includes("sending failed"))).toHaveLength(3);

    // The next check, past the hour: one warning for the three mails.
    await worker.runOnce(new Date(t0 + 61 * 60_000));
    expect(backlogWarnings()).toEqual([expect.objectContaining({ level: 40, pending: 3, oldestAgeMinutes: 61 })]);
    // Rounds within the check interval do not repeat it; the next interval does.
    await worker.runOnce(new Date(t0 + 65 * 60_000));
    expect(backlogWarnings()).toHaveLength(1);
    await worker.runOnce(new Date(t0 + 72 * 60_000));
    expect(backlogWarnings()).toHaveLength(2);

    // Delivered: the next check is quiet.
    smtp.refuse = false;
    await worker.runOnce(new Date(t0 + 200 * 60_000));
    await worker.runOnce(new Date(t0 + 220 * 60_000));
    expect(backlogWarnings()).toHaveLength(2);
    await worker.stop();
    await logger.close();
  });

  it("lets two workers drain one outbox without sending any mail twice", async () => {
    for (let i = 0; i < 40; i++) {
      await queueMail(t.database.db, { kind: "test", to: `r${i}@example.com`, subject: `Mail ${i}`, text: "x" });
    }
    const worker = () =>
      new MailWorker({
        db: t.database.db,
        dialect,
        transport: createMailTransport(t.config),
        from: t.config.mail.from,
        log: t.app.log,
        batchSize: 7,
      });
    const [a, b] = [worker(), worker()];
    for (let round = 0; round < 10; round++) await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.stop(), b.stop()]);
    const subjects = smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)![1]);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
    expect((await outbox()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("settles each row of a batch on its own: a row that cannot be read fails alone, the others are sent once", async () => {
    for (const n of [1, 2, 3]) await queueMail(t.database.db, { kind: "test", to: `ok${n}@example.com`, subject: `Good ${n}`, text: "x" });
    const [, broken] = await outbox();
    await t.database.db.updateTable("mail_outbox").set({ headers: "{not json" }).where("id", "=", broken.id).execute();

    const t0 = new Date();
    expect(await t.app.mailWorker.runOnce(t0)).toEqual({ sent: 2, failed: 1 });
    const rows = await outbox();
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(2);
    // Its headers will never parse: retrying would only repeat the failure.
    expect(rows.find((row) => row.id === broken.id)).toMatchObject({ status: "failed", attempts: 1, locked_until: null });
    expect(rows.find((row) => row.id === broken.id)?.last_error).toMatch(/JSON|headers/i);

    // Long after any lease: the good ones are not sent again.
    expect(await t.app.mailWorker.runOnce(new Date(t0.getTime() + 24 * 3_600_000))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)![1]).sort()).toEqual(["Good 1", "Good 3"]);
  });

  it("renews its claim while it sends, so another worker never takes rows being sent, however long the batch (issue 33)", async () => {
    const batchSize = 20;
    for (let i = 0; i < batchSize; i++)
      await queueMail(t.database.db, { kind: "test", to: `slow${i}@example.com`, subject: `Slow ${i}`, text: "x" });
    const smtpSettings = createMailTransport(t.config);
    let started = 0;
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    // Every send hangs until released, as against an SMTP server that stopped answering.
    const hanging: MailTransport = { ...smtpSettings, send: () => (started++, hung), close: () => smtpSettings.close() };
    const worker = (transport: MailTransport) =>
      new MailWorker({ db: t.database.db, dialect, transport, from: t.config.mail.from, log: t.app.log, batchSize, renewEveryMs: 50 });
    const first = worker(hanging);
    const second = worker(createMailTransport(t.config));

    const firstRun = first.runOnce();
    await expect.poll(() => started).toBe(smtpSettings.connections);
    // Several renewals later, the first claim alone would have run out by the time the second worker looks.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await second.runOnce(new Date(Date.now() + first.claimMs - 300))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    release();
    expect(await firstRun).toEqual({ sent: batchSize, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    await Promise.all([first.stop(), second.stop()]);
  });

  it("starts no send its claim might not outlast when it cannot renew it, and records what it sent once it can", async () => {
    for (let i = 0; i < 6; i++)
      await queueMail(t.database.db, { kind: "test", to: `short${i}@example.com`, subject: `Short ${i}`, text: "x" });
    const settings = createMailTransport(t.config);
    let time = Date.now();
    const clock = () => new Date(time);
    const outage = new Outage();
    const sent: string[] = [];
    // Each send takes as long as it may (on the worker's clock), and the database goes away as the first one starts.
    const slow: MailTransport = {
      ...settings,
      send: async (message) => {
        if (sent.length === 0) outage.down = true;
        sent.push(String(message.subject));
        time += settings.sendTimeoutMs;
      },
      close: () => settings.close(),
    };
    const db = t.database.db.withPlugin(outage);
    const worker = new MailWorker({ db, dialect, transport: slow, from: t.config.mail.from, log: t.app.log, clock });
    await expect(worker.runOnce()).rejects.toThrow("could not be recorded");
    expect(sent).toHaveLength(settings.connections);

    outage.down = false;
    // The sent ones are recorded first; the others are claimed again once the first claim has run out, and sent once.
    expect(await worker.runOnce()).toEqual({ sent: 6 - settings.connections, failed: 0 });
    const rows = await outbox();
    expect(rows.map((row) => row.status)).toEqual(Array(6).fill("sent"));
    expect(sent.sort()).toEqual(rows.map((row) => row.subject).sort());
    await worker.stop();
  });

  it("claims for under a minute over SMTP, so another worker sends a dead one's mail within a minute of its death (issue 33)", () => {
    const worker = new MailWorker({ db: t.database.db, dialect, transport: createMailTransport(t.config), from: "", log: t.app.log });
    // The claim from its last renewal, then at most one poll (5 s) of the worker that takes it over.
    expect(worker.claimMs + 5_000).toBeLessThanOrEqual(60_000);
  });

  it("takes back the rows of a worker that died mid-send once its lease runs out", async () => {
    await queueMail(t.database.db, { kind: "test", to: "lease@example.com", subject: "Leased", text: "x" });
    const { claimDueMail } = await import("./outbox-repository");
    const t0 = new Date();
    expect(await claimDueMail(t.database.db, dialect, { now: t0, leaseMs: 120_000, limit: 10 })).toHaveLength(1);
    expect(await t.app.mailWorker.runOnce(new Date(t0.getTime() + 60_000))).toEqual({ sent: 0, failed: 0 });
    expect(await t.app.mailWorker.runOnce(new Date(t0.getTime() + 121_000))).toEqual({ sent: 1, failed: 0 });
  });
});

describe("mail outbox without SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("writes each email as an .eml file under DATA_DIR/outbox, right after the row is queued", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email: "files@example.com", source: "footer" },
    });
    expect(res.statusCode).toBe(201);
    const folder = path.join(t.config.dataDir, "outbox");
    await expect
      .poll(() => (existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(".eml")) : []), { timeout: 3_000 })
      .toHaveLength(1);
    const [file] = readdirSync(folder);
    expect(file).toMatch(/^\d{8}-newsletter-confirm\.eml$/);
    const raw = readFileSync(path.join(folder, file), "utf8");
    expect(headersOf(raw)).toMatch(/^To: files@example\.com$/m);
    expect(headersOf(raw)).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=/m);
    // The file is written before its row is marked sent: on a busy machine the test can look in between.
    await expect
      .poll(async () => (await t.database.db.selectFrom("mail_outbox").select("status").executeTakeFirst())?.status, { timeout: 3_000 })
      .toBe("sent");
  });

  it("deletes the .eml copy of a mail erased while it was being sent (issue 28)", async () => {
    await t.app.mailWorker.pause();
    const files = createMailTransport(t.config);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sending = false;
    // The file is written while an erasure runs: after the erasure deleted the row and the copies it could find.
    const slow: MailTransport = {
      ...files,
      async send(message) {
        sending = true;
        await gate;
        await files.send(message);
      },
    };
    const worker = new MailWorker({ db: t.database.db, dialect: "sqlite", transport: slow, from: t.config.mail.from, log: t.app.log });
    await queueMail(t.database.db, {
      kind: "contact-notification",
      to: "staff@example.in",
      subject: "About Ravi",
      text: "ravi@example.in",
    });
    const run = worker.runOnce();
    await expect.poll(() => sending).toBe(true);
    const [erased] = await eraseMailOf(t.database.db, "ravi@example.in");
    expect(await worker.forgetCopies([erased!])).toBe(0);
    release();
    expect(await run).toEqual({ sent: 1, failed: 0 });
    const folder = path.join(t.config.dataDir, "outbox");
    expect(readdirSync(folder).filter((name) => name.startsWith(String(erased).padStart(8, "0")))).toEqual([]);
  });

  it("stops at once while it waits out a busy event loop: the wait does not keep Node alive, so a shutdown must not wait on it", async () => {
    const worker = t.app.mailWorker;
    await worker.pause();
    const busyUntil = Date.now() + 400;
    while (Date.now() < busyUntil); // the event loop fully busy, as under a rush of visitors
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 20)); // the first round is now in its busy-time wait
    const stopping = Date.now();
    await worker.pause();
    expect(Date.now() - stopping).toBeLessThan(150);
  });
});
