import { performance, type EventLoopUtilization } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Dialect } from "#server/db/database";
import { isDatabaseUnavailable } from "#server/errors";
import type { MailMessage } from "#server/db/schema";
import { retryDelayMs, retryWindowOver } from "./backoff";
import { MailClaim } from "./mail-claim";
import { claimDueMail, markAttemptFailed, markSent, missingMail, outboxDepth } from "./outbox-repository";
import type { MailTransport } from "#server/mail/transport";

export interface MailWorkerOptions {
  db: Db;
  dialect: Dialect;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** How often due rows (retries, rows queued by another instance) are looked for. */
  pollMs?: number;
  batchSize?: number;
  /** How often the age of the oldest waiting mail is checked (one warning per check at most). */
  backlogCheckMs?: number;
  /** How often a claim is renewed while its batch is being sent. */
  renewEveryMs?: number;
  /** The worker's clock for its claims (tests move it). */
  clock?: () => Date;
}

/** A mail that has waited this long means sending is failing (an SMTP outage, a wrong SMTP_URL): say so in the log. */
export const BACKLOG_WARN_AGE_MS = 60 * 60_000;

/** Beyond a send itself: recording its outcome, and clocks of instances that differ a little (NTP keeps them within this). */
export const LEASE_MARGIN_MS = 5_000;

/** How often a claim is renewed while its batch is being sent. */
export const RENEW_EVERY_MS = 5_000;

/**
 * How long a claim lasts from its last renewal: one send that runs into every time-out of the transport, the margin,
 * and the renewal interval, so a send can always start right before a renewal is due (mail-claim.ts). A worker that
 * dies frees its rows after at most this: 45 s over SMTP, so another worker, polling every 5 s, sends them within a
 * minute (it was the whole batch's worst case, 17.5 minutes, issue 33).
 */
export function leaseFor(transport: Pick<MailTransport, "sendTimeoutMs">, renewEveryMs = RENEW_EVERY_MS) {
  return transport.sendTimeoutMs + LEASE_MARGIN_MS + renewEveryMs;
}

export interface RunResult {
  sent: number;
  failed: number;
}

/**
 * Sends what the outbox holds: claims due rows, sends each, records the
 * outcome, retries failures with exponential backoff capped at an hour for
 * 7 days, then marks them failed for staff to retry (./backoff.ts). Delivery is at least
 * once (a crash after sending and before recording sends again, with the same
 * Message-ID so mail systems can tell); two workers never send the same mail at
 * the same time (mail-claim.ts).
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private wakePending = false;
  private readonly wakeDelayMs = 50;
  private stopped = true;
  private busyWait?: AbortController;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly domain: string;
  private readonly backlogCheckMs: number;
  private readonly renewEveryMs: number;
  private readonly clock: () => Date;
  /** Rows sent whose record failed (the database away): recorded first at the next round, before their claim runs out. */
  private unrecorded: { ids: number[]; claim: string[] }[] = [];
  private recordError: unknown;
  private lastBacklogCheck = Number.NEGATIVE_INFINITY;
  private loopUsage: EventLoopUtilization = performance.eventLoopUtilization();
  private readonly bounceListeners: ((email: string) => Promise<void>)[] = [];

  constructor(private readonly options: MailWorkerOptions) {
    this.pollMs = options.pollMs ?? 5_000;
    this.batchSize = options.batchSize ?? 50;
    this.renewEveryMs = options.renewEveryMs ?? RENEW_EVERY_MS;
    this.leaseMs = leaseFor(options.transport, this.renewEveryMs);
    this.clock = options.clock ?? (() => new Date());
    this.domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? "localhost";
    this.backlogCheckMs = options.backlogCheckMs ?? 10 * 60_000;
  }

  /**
   * Called with the address when a stream's mail (a campaign's) is refused for good: an SMTP 5xx answer (issue 32).
   * The newsletter module marks the subscriber bounced and takes their other waiting campaign mail out.
   */
  onBounce(listener: (email: string) => Promise<void>) {
    this.bounceListeners.push(listener);
  }

  get transportKind() {
    return this.options.transport.kind;
  }

  /** Deletes what the transport kept of these mails (the .eml files; SMTP keeps nothing): an erasure's (issue 28). */
  forgetCopies(ids: number[]) {
    return ids.length === 0 ? Promise.resolve(0) : this.options.transport.forget(ids);
  }

  /** Deletes what the transport kept of mail sent before `before`: the retention job's. */
  pruneCopies(before: Date) {
    return this.options.transport.prune(before);
  }

  /** How long a claim holds from its last renewal. */
  get claimMs() {
    return this.leaseMs;
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
    this.halt();
    await this.running;
    this.options.transport.close();
  }

  /** Pauses the automatic runs without closing the transport (tests drive runOnce themselves). */
  async pause() {
    this.halt();
    await this.running;
  }

  /**
   * Stops the timer and cuts short a busy-time wait: that wait does not keep Node alive, so a shutdown that
   * waited on it could see the event loop empty and the process end before the database is closed.
   */
  private halt() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.busyWait?.abort();
  }

  private async loop() {
    try {
      // Keep going while full batches come back: a backlog drains without waiting for the poll.
      for (let round = 0; round < 50; round++) {
        await this.yieldWhileBusy();
        if (this.stopped) break;
        const result = await this.runOnce();
        if (result.sent + result.failed < this.batchSize || this.stopped) break;
      }
    } catch (error) {
      // The database away is expected now and then: one line without a stack (issue 33); anything else is a fault.
      if (isDatabaseUnavailable(error))
        this.options.log.warn({ err: errorText(error) }, "mail outbox: database unavailable; retrying at the next poll");
      else this.options.log.error({ err: error }, "mail outbox: run failed; retrying at the next poll");
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
    if (usage.utilization <= 0.7) return;
    this.busyWait = new AbortController();
    await sleep(250, undefined, { ref: false, signal: this.busyWait.signal }).catch(() => {});
    this.busyWait = undefined;
  }

  /** One claim-and-send round at `now` (the worker's clock by default); returns what happened. */
  async runOnce(now = this.clock()): Promise<RunResult> {
    const { db, dialect, transport, log } = this.options;
    await this.recordUnrecorded();
    const rows = await claimDueMail(db, dialect, { now, leaseMs: this.leaseMs, limit: this.batchSize });
    if (rows.length === 0) {
      await this.checkBacklog(now);
      return { sent: 0, failed: 0 };
    }
    const claim = new MailClaim({
      db,
      rows,
      leaseMs: this.leaseMs,
      renewEveryMs: this.renewEveryMs,
      clock: this.clock,
      onRenewFailed: (error) => log.warn({ err: error }, "mail outbox: could not renew a claim; no new send starts once it runs short"),
    });
    const outcomes = new Map<number, "sent" | "failed" | "left">();
    // Sent mail is recorded as soon as it is sent, the ones sent meanwhile together with it: a worker that dies
    // mid-batch sends again (same Message-ID) only what it was handing over at that moment, not its whole batch.
    const toRecord: number[] = [];
    let recording: Promise<void> | undefined;
    const recordSent = (id: number) => {
      toRecord.push(id);
      recording ??= claim.write(async (held) => {
        recording = undefined;
        await this.record(toRecord.splice(0), held);
      });
      return recording;
    };
    try {
      // `connections` sends at a time, each started only while the claim holds for longer than it can take.
      const waiting = [...rows];
      const sender = async () => {
        for (let row = waiting.shift(); row; row = waiting.shift()) {
          if (!(await claim.maySend(row.id, transport.sendTimeoutMs + LEASE_MARGIN_MS))) {
            outcomes.set(row.id, "left");
            continue;
          }
          // Each row is settled on its own: one that cannot be sent or recorded must not hold back the others' outcome.
          const sent = await this.deliver(row, now, claim).catch((error: unknown) => {
            log.error({ mailId: row.id, err: error }, "mail outbox: recording failed");
            return false;
          });
          outcomes.set(row.id, sent ? "sent" : "failed");
          if (sent) void recordSent(row.id).catch(() => {});
        }
      };
      await Promise.all(Array.from({ length: Math.min(rows.length, transport.connections) }, sender));
    } finally {
      await claim.end();
    }
    // A record that failed (the database away) is kept and made first at the next round: say so now.
    if (this.unrecorded.length > 0)
      throw new Error("mail outbox: sent mail could not be recorded; recording it at the next round", { cause: this.recordError });
    await this.checkBacklog(now);
    return {
      sent: rows.filter((row) => outcomes.get(row.id) === "sent").length,
      failed: rows.filter((row) => outcomes.get(row.id) === "failed").length,
    };
  }

  private async record(ids: number[], claim: string[]) {
    let settled: number;
    try {
      settled = await markSent(this.options.db, ids, claim, this.clock());
    } catch (error) {
      if (ids.length > 0) this.unrecorded.push({ ids, claim });
      this.recordError = error;
      throw error;
    }
    // Fewer settled than sent: some were erased (a data-subject request, issue 28) while being sent; their copies go too.
    if (settled < ids.length)
      await this.forgetCopies(await missingMail(this.options.db, ids)).catch((error: unknown) =>
        this.options.log.error({ err: error }, "mail outbox: could not delete the copies of mail erased while it was sent"),
      );
  }

  private async recordUnrecorded() {
    for (const { ids, claim } of this.unrecorded.splice(0)) await this.record(ids, claim);
  }

  /**
   * Once per check interval, not per mail: one warning while the oldest waiting mail is over an
   * hour old, so a long outage shows in the log before anyone misses an email. Every instance
   * checks; the warning names the counts, which are the same for all.
   */
  private async checkBacklog(now: Date) {
    if (now.getTime() - this.lastBacklogCheck < this.backlogCheckMs) return;
    this.lastBacklogCheck = now.getTime();
    const depth = await outboxDepth(this.options.db);
    if (!depth.oldestPendingAt) return;
    const ageMs = now.getTime() - Date.parse(depth.oldestPendingAt);
    if (ageMs <= BACKLOG_WARN_AGE_MS) return;
    this.options.log.warn(
      {
        pending: depth.pending,
        failed: depth.failed,
        oldestPendingAt: depth.oldestPendingAt,
        oldestAgeMinutes: Math.floor(ageMs / 60_000),
      },
      "mail outbox: the oldest unsent mail has waited over an hour",
    );
  }

  private async deliver(row: MailMessage, now: Date, claim: MailClaim): Promise<boolean> {
    const { db, transport, from, log } = this.options;
    const failed = async (outcome: Parameters<typeof markAttemptFailed>[3]) => {
      await claim.write((held) => markAttemptFailed(db, row, held, outcome));
      claim.settled(row.id);
    };
    let headers: Record<string, string>;
    try {
      headers = JSON.parse(row.headers) as Record<string, string>;
    } catch (error) {
      // A row that cannot be read never will be: fail it now rather than retry it for hours.
      const message = `unreadable headers: ${error instanceof Error ? error.message : String(error)}`;
      log.error({ mailId: row.id, err: message }, "mail outbox: giving up on a mail");
      await failed({ error: message, nextAttemptAt: now, giveUp: true });
      return false;
    }
    const { "Reply-To": replyTo, ...otherHeaders } = headers;
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
        headers: otherHeaders,
        messageId: `<outbox-${row.id}-${Date.parse(row.created_at)}@${this.domain}>`,
        date: new Date(row.created_at),
      });
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      if (row.stream_id !== null && isHardBounce(error)) {
        // A campaign's mail refused for good: no retry, and the address gets no more campaigns until staff clear it.
        log.warn({ mailId: row.id, err: message }, "mail outbox: a campaign mail was refused for good (5xx); marking the address bounced");
        await failed({ error: message, nextAttemptAt: now, giveUp: true });
        for (const listener of this.bounceListeners)
          await listener(row.to_address).catch((listenerError: unknown) =>
            log.error({ mailId: row.id, err: listenerError }, "mail outbox: could not record a bounce"),
          );
        return false;
      }
      const giveUp = retryWindowOver(row.retried_at ?? row.created_at, now);
      if (giveUp) log.error({ mailId: row.id, attempts, err: message }, "mail outbox: failed for 7 days; marked failed for staff to retry");
      else log.warn({ mailId: row.id, attempts, err: message }, "mail outbox: sending failed; will retry");
      await failed({ error: message, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)), giveUp });
      return false;
    }
  }
}

/** An SMTP answer in the 5xx range: the server refused the mail for good (a 4xx is tried again). */
export function isHardBounce(error: unknown) {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
