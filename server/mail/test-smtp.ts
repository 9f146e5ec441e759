import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { Dialect } from "#server/db/database";
import { createTestApp, type TestApp } from "#server/test/test-app";

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a fixed port that can be stopped, restarted, or made to refuse. */
export class TestSmtp {
  received: Received[] = [];
  refuse = false;
  /** Every message accepted, kept or not. */
  accepted = 0;
  /** False: count messages without keeping them (a measurement of thousands). */
  keep = true;
  /** Addresses refused for good (550), as a mailbox that does not exist. */
  hardBounce = new Set<string>();
  private server: SMTPServer | undefined;
  port = 0;

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.hardBounce.has(address.address)) {
          return callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
        }
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
          this.accepted++;
          if (!this.keep) return callback();
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

/**
 * For a describe block: an app on `dialect` whose mail goes to a TestSmtp, with its worker paused so
 * each test drives it round by round, and the outbox emptied after each test. `contact()` posts a
 * contact message, which queues one staff notification; each comes from its own address under
 * `ipPrefix` so the form's rate limit never answers. `env` adds settings (the desks' addresses).
 */
export function smtpTestApp(dialect: Dialect, ipPrefix: string, env: Record<string, string> = {}) {
  const smtp = new TestSmtp();
  let app: TestApp | undefined;
  let ip = 0;
  const t = () => {
    if (!app) throw new Error("smtpTestApp: used before its beforeAll ran");
    return app;
  };

  beforeAll(async () => {
    await smtp.start();
    app = await createTestApp(dialect, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Tarang Global Logistics <no-reply@tarang.test>",
      STAFF_EMAIL: "staff@tarang.test",
      PUBLIC_URL: "https://tarang.test",
      ...env,
    });
    await app.app.mailWorker.pause();
  });
  afterAll(async () => {
    await app?.close();
    await smtp.stop();
  });
  afterEach(async () => {
    smtp.refuse = false;
    smtp.hardBounce.clear();
    smtp.received = [];
    await t().database.db.deleteFrom("mail_outbox").execute();
  });

  return {
    smtp,
    t,
    outbox: () => t().database.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute(),
    contact: (subject: string) =>
      t().app.inject({
        method: "POST",
        url: "/api/contact",
        remoteAddress: `${ipPrefix}.${++ip}`,
        payload: {
          firstName: "Asha",
          lastName: "Patil",
          email: "asha@example.com",
          subject,
          message: "Please call me back about a shipment.",
        },
      }),
  };
}
