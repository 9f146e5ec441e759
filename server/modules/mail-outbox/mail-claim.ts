import { nowIso } from "#server/lib/time";
import type { Db } from "#server/db/database";
import type { MailMessage } from "#server/db/schema";
import { renewClaim } from "./outbox-repository";

export interface MailClaimOptions {
  db: Db;
  /** The rows claimed together, all with the same locked_until. */
  rows: MailMessage[];
  leaseMs: number;
  renewEveryMs: number;
  clock: () => Date;
  onRenewFailed(error: unknown): void;
}

/**
 * A worker's hold on the rows of one batch while it sends them (issue 33). The claim is short (one send and a
 * renewal interval, mail-worker.ts leaseFor()) and renewed every `renewEveryMs` while the batch lasts, so the rows of
 * a worker that dies are taken by another within a minute, not when a claim sized for the whole batch ran out
 * (17.5 minutes). A send starts only while the claim holds for longer than that send can take (maySend()): a worker
 * that cannot renew (the database away) stops starting sends before another may take its rows, so no mail is sent
 * twice at the same time. Every write of the claim's rows goes through write(), one after another, with every value
 * locked_until may have: a renewal that timed out may still have been applied.
 */
export class MailClaim {
  private claim: string[];
  private heldUntil: number;
  private held: Set<number>;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: MailClaimOptions) {
    const first = options.rows[0]!.locked_until!;
    this.claim = [first];
    this.heldUntil = Date.parse(first);
    this.held = new Set(options.rows.map((row) => row.id));
    this.timer = setInterval(() => void this.renew(), options.renewEveryMs);
    this.timer.unref();
  }

  /** Runs one write of the claim's rows after those before it, with the values the claim may have. */
  write<T>(work: (claim: string[]) => Promise<T>): Promise<T> {
    const next = this.queue.then(() => work([...this.claim]));
    this.queue = next.catch(() => {});
    return next;
  }

  private renew() {
    const { db, leaseMs, clock, onRenewFailed } = this.options;
    return this.write(async (claim) => {
      const until = new Date(clock().getTime() + leaseMs);
      try {
        this.held = new Set(await renewClaim(db, [...this.held], claim, until));
        this.claim = [nowIso(until)];
        this.heldUntil = until.getTime();
      } catch (error) {
        this.claim.push(nowIso(until));
        onRenewFailed(error);
      }
    });
  }

  /**
   * Whether row `id` is still this worker's and a send of it that takes up to `sendMs` ends inside the claim; when
   * the claim has run short (a renewal is late), it is renewed first. False when it cannot be: the database is away.
   */
  async maySend(id: number, sendMs: number): Promise<boolean> {
    const holds = () => this.held.has(id) && this.heldUntil - this.options.clock().getTime() >= sendMs;
    if (this.held.has(id) && !holds()) await this.renew();
    return holds();
  }

  /** A row settled (recorded as failed or sent) is no longer renewed. */
  settled(id: number) {
    this.held.delete(id);
  }

  /** Stops renewing, once the writes under way are done. */
  async end() {
    clearInterval(this.timer);
    await this.queue;
  }
}
