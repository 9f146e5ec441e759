import type { PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";

/** pg's own error when a query has had no answer within query_timeout. */
export const queryReadTimeout = "Query read timeout";

/**
 * The pg pool as Kysely uses it, with one addition: a connection whose query ran out of time (pg's query_timeout:
 * the server never answered, because it is paused, or the network path to it is half-open) is destroyed at once.
 * pg would keep waiting on it: the next statement of the same request (a transaction's ROLLBACK) would wait its
 * full time-out again, and the pool would hand the connection to the next request, which would wait too (issue 33).
 * Destroyed, its statements fail at once, the pool drops it on release and opens a fresh one when it is needed.
 */
export function timeBoundedPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let destroyed: Error | undefined;
      const dropIfTimedOut = (error: unknown) => {
        if (error instanceof Error && error.message === queryReadTimeout) {
          destroyed = error;
          (client as unknown as pg.Client).connection.stream.destroy();
        }
        throw error;
      };
      return {
        query: ((sqlOrCursor: string | object, parameters?: ReadonlyArray<unknown>) =>
          typeof sqlOrCursor === "string"
            ? client.query(sqlOrCursor, parameters as unknown[]).catch(dropIfTimedOut)
            : // A cursor (Kysely's stream()) is handed over as it is.
              client.query(sqlOrCursor as never)) as unknown as PostgresPoolClient["query"],
        // Released with its error, the pool removes it now rather than when the socket's close event comes.
        release: () => client.release(destroyed),
      };
    },
    end: () => pool.end(),
  };
}
