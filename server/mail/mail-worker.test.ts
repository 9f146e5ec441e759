import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { MAX_MAIL_ATTEMPTS } from "./backoff";
import { MailWorker } from "./mail-worker";
import { queueMail } from "./outbox-repository";
import { createMailTransport } from "./transport";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a fixed port that can be stopped, restarted, or made to refuse. */
class TestSmtp {
  received: Received[] = [];
  refuse = false;
  private server: SMTPServer | undefined;
  port = 0;

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (this.refuse) {
          const error = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
          return callback(error);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (this.server.server.address() as { port: number }).port;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
    this.server = undefined;
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
  const smtp = new TestSmtp();
  let t: TestApp;
  let ip = 0;
  const outbox = () => t.database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
  const contact = (subject: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: `10.3.0.${++ip}`,
      payload: { firstName: "Asha", lastName: "Patil", email: "asha@example.com", subject, message: "Please call me back about a shipment." },
    });

  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp(dialect, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Tarang Global Logistics <no-reply@tarang.test>",
      STAFF_EMAIL: "staff@tarang.test",
      PUBLIC_URL: "https://tarang.test",
    });
    // The tests drive the worker round by round.
    await t.app.mailWorker.pause();
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  afterEach(async () => {
    smtp.refuse = false;
    smtp.received = [];
    await t.database.db.deleteFrom("mail_outbox").execute();
  });

  it("delivers the confirmation email with its unsubscribe headers and link", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", remoteAddress: "10.3.1.1", payload: { email: "reader@example.com", source: "footer" } });
    expect(res.statusCode).toBe(201);
    expect(await t.app.mailWorker.runOnce()).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toBe("no-reply@tarang.test");
    expect(mail.to).toEqual(["reader@example.com"]);
    const headers = headersOf(mail.raw);
    const token = (await t.database.db.selectFrom("subscribers").select("unsubscribe_token").where("email", "=", "reader@example.com").executeTakeFirstOrThrow()).unsubscribe_token;
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

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts and marks the mail failed`, async () => {
    smtp.refuse = true;
    await contact("Never accepted");
    let now = Date.now();
    for (let i = 0; i < MAX_MAIL_ATTEMPTS; i++) {
      expect((await t.app.mailWorker.runOnce(new Date(now))).failed).toBe(1);
      now += 3_600_000;
    }
    const [row] = await outbox();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
    expect(await t.app.mailWorker.runOnce(new Date(now + 10 * 3_600_000))).toEqual({ sent: 0, failed: 0 });
  });

  it("lets two workers drain one outbox without sending any mail twice", async () => {
    for (let i = 0; i < 40; i++) {
      await queueMail(t.database.db, { kind: "test", to: `r${i}@example.com`, subject: `Mail ${i}`, text: "x" });
    }
    const worker = () =>
      new MailWorker({ db: t.database.db, dialect, transport: createMailTransport(t.config), from: t.config.mail.from, log: t.app.log, batchSize: 7 });
    const [a, b] = [worker(), worker()];
    for (let round = 0; round < 10; round++) await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.stop(), b.stop()]);
    const subjects = smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)![1]);
    expect(subjects).toHaveLength(40);
    expect(new Set(subjects).size).toBe(40);
    expect((await outbox()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
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
    const res = await t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: { email: "files@example.com", source: "footer" } });
    expect(res.statusCode).toBe(201);
    const folder = path.join(t.config.dataDir, "outbox");
    await expect.poll(() => (existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(".eml")) : []), { timeout: 3_000 }).toHaveLength(1);
    const [file] = readdirSync(folder);
    expect(file).toMatch(/^\d{8}-newsletter-confirm\.eml$/);
    const raw = readFileSync(path.join(folder, file), "utf8");
    expect(headersOf(raw)).toMatch(/^To: files@example\.com$/m);
    expect(headersOf(raw)).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=/m);
    const [row] = await t.database.db.selectFrom("mail_outbox").selectAll().execute();
    expect(row.status).toBe("sent");
  });
});
