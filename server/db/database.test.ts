import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./database";

const url = process.env.TEST_DATABASE_URL;

// PostgreSQL ends a connection with an error of its own (57P01 at a fast shutdown or a restart, or an
// administrator's pg_terminate_backend). pg emits it on the client; unheard, it is an uncaught exception.
describe.runIf(url)("a PostgreSQL connection the server ends", () => {
  it("does not end the process, even while the connection is checked out, and the pool goes on", async () => {
    const database = openDatabase({ kind: "postgres", url: url! });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await database.db.connection().execute(async (connection) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
        await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
        // The FATAL message arrives while the client is out of the pool between two statements.
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect(await database.ping()).toBe(true);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
