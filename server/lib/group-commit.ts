import { sql, type Transaction } from "kysely";
import type { Db, Dialect } from "#server/db/database";
import type { Database } from "#server/db/schema";

export type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Pending {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Runs form writes in a transaction each, but on SQLite lets the writes that
 * arrive together share one COMMIT. With synchronous=FULL a commit costs an
 * fsync (milliseconds on real disks, during which better-sqlite3 holds the
 * event loop), so one commit per request caps a site at a few hundred
 * submissions a second. Durability is unchanged: every caller's promise
 * settles only after the COMMIT that contains its rows has returned. Each
 * unit of work runs inside its own SAVEPOINT, so one failing unit (a unique
 * violation, say) is rolled back alone and rejected alone.
 *
 * On PostgreSQL each unit is simply its own transaction: the pool runs them
 * in parallel and the server already groups commits.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private flushing = false;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    /** At most this many units share one commit, so one batch never holds the database long. */
    private readonly maxBatch = 64,
  ) {}

  run<T>(work: Work<T>): Promise<T> {
    if (this.dialect !== "sqlite") return this.db.transaction().execute(work);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush() {
    this.flushing = true;
    try {
      // Let the requests already parsed in this turn of the event loop join the first batch.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        await this.commit(batch);
      }
    } finally {
      this.flushing = false;
    }
  }

  private async commit(batch: Pending[]) {
    if (batch.length === 1) {
      // Alone in its transaction: no savepoint needed, its failure is the transaction's.
      const [pending] = batch;
      await this.db.transaction().execute(pending.work).then(pending.resolve, pending.reject);
      return;
    }
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [index, { work }] of batch.entries()) {
          const savepoint = sql.raw(`unit_${index}`);
          await sql`savepoint ${savepoint}`.execute(trx);
          try {
            outcomes.push({ ok: true, value: await work(trx) });
            await sql`release ${savepoint}`.execute(trx);
          } catch (error) {
            await sql`rollback to ${savepoint}`.execute(trx);
            await sql`release ${savepoint}`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The commit itself failed: nothing of this batch is stored.
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }
}
