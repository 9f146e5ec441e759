import { performance, type EventLoopUtilization } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Dialect } from "#server/db/database";
import type { MailMessage } from "#server/db/schema";
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from "./backoff";
import { claimDueMail, markAttemptFailed, markSent } from "./outbox-repository";
import type { MailTransport } from "./transport";

export interface MailWorkerOptions {
  db: Db;
  dialect: Dialect;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** How often due rows (retries, rows queued by another instance) are looked for. */
  pollMs?: number;
  /** How long a claim lasts; a worker that dies mid-send frees its rows after this. */
  leaseMs?: number;
  batchSize?: number;
}

export interface RunResult {
  sent: number;
  failed: number;
}

/**
 * Sends what the outbox holds: claims due rows, sends each, records the
 * outcome, retries failures with exponential backoff. Delivery is at least
 * once (a crash after sending and before recording sends again, with the same
 * Message-ID so mail systems can tell).
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private wakePending = false;
  private readonly wakeDelayMs = 50;
  private stopped = true;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly domain: string;
  private loopUsage: EventLoopUtilization = performance.eventLoopUtilization();

  constructor(private readonly options: MailWorkerOptions) {
    this.pollMs = options.pollMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.batchSize = options.batchSize ?? 50;
    this.domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? "localhost";
  }

  get transportKind() {
    return this.options.transport.kind;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.runSoon(0);
  }

  /**
   * Called after a row is queued: send within moments instead of at the next
   * poll. Wakes that arrive close together (or during a run) share one run,
   * so a burst of submissions is sent in batches.
   */
  wake() {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else if (!this.wakePending) this.runSoon(this.wakeDelayMs);
  }

  private runSoon(delayMs: number) {
    clearTimeout(this.timer);
    this.wakePending = delayMs < this.pollMs;
    this.timer = setTimeout(() => this.runNow(), delayMs);
    this.timer.unref();
  }

  private runNow() {
    this.wakePending = false;
    if (this.stopped || this.running) return;
    this.running = this.loop().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.runSoon(this.wakeDelayMs);
      } else {
        this.runSoon(this.pollMs);
      }
    });
  }

  /** Stops polling, lets the current run finish, closes the transport. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.transport.close();
  }

  /** Pauses the automatic runs without closing the transport (tests drive runOnce themselves). */
  async pause() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async loop() {
    try {
      // Keep going while full batches come back: a backlog drains without waiting for the poll.
      for (let round = 0; round < 50; round++) {
        await this.yieldWhileBusy();
        const result = await this.runOnce();
        if (result.sent + result.failed < this.batchSize || this.stopped) break;
      }
    } catch (error) {
      this.options.log.error({ err: error }, "mail outbox: run failed; retrying at the next poll");
    }
  }

  /**
   * Sending is deferred work and this process also answers visitors: when
   * the event loop has been mostly busy since the last round, wait a moment
   * so submissions come first. The backlog stays safe in the table and
   * drains as soon as the rush is over; a round still runs at least every
   * 250 ms, so mail is never starved.
   */
  private async yieldWhileBusy() {
    const usage = performance.eventLoopUtilization(this.loopUsage);
    this.loopUsage = performance.eventLoopUtilization();
    if (usage.utilization > 0.7) await sleep(250, undefined, { ref: false });
  }

  /** One claim-and-send round at `now`; returns what happened. */
  async runOnce(now = new Date()): Promise<RunResult> {
    const { db, dialect } = this.options;
    const rows = await claimDueMail(db, dialect, { now, leaseMs: this.leaseMs, limit: this.batchSize });
    const outcomes = await Promise.all(rows.map((row) => this.deliver(row, now)));
    // One commit for the whole batch: a crash before it sends these again (same Message-ID), never loses them.
    const sent = rows.filter((_row, index) => outcomes[index]);
    await markSent(db, sent, new Date());
    return { sent: sent.length, failed: rows.length - sent.length };
  }

  private async deliver(row: MailMessage, now: Date): Promise<boolean> {
    const { db, transport, from, log } = this.options;
    const { "Reply-To": replyTo, ...headers } = JSON.parse(row.headers) as Record<string, string>;
    try {
      await transport.send({
        id: row.id,
        kind: row.kind,
        from,
        to: row.to_address,
        replyTo,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        headers,
        messageId: `<outbox-${row.id}-${Date.parse(row.created_at)}@${this.domain}>`,
        date: new Date(row.created_at),
      });
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const giveUp = attempts >= MAX_MAIL_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: row.id, attempts, giveUp, err: message }, "mail outbox: sending failed");
      await markAttemptFailed(db, row, { error: message, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)), giveUp });
      return false;
    }
  }
}
