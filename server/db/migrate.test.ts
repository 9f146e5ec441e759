import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { adminQuery, postgresUrl, uniqueName } from "#server/test/global-setup";
import { openDatabase } from "./database";
import { setUpDatabase } from "./migrate";

// Several instances of a fleet start at the same moment on a fresh database (docs/deploy.md): each
// migrates and seeds at start, and every one of them must come up. npm run test:fleet checks it with
// real processes (where two seeds at once failed on posts_static_number_key before setUpDatabase took
// its lock); this races three starts in one process.
describe.runIf(process.env.TEST_DATABASE_URL)("migrations on PostgreSQL started by three instances at once", () => {
  it("are applied once, and every instance comes up", async () => {
    const name = uniqueName("migrate_race");
    await adminQuery(`create database ${name}`);
    const handles = [1, 2, 3].map(() => openDatabase({ kind: "postgres", url: postgresUrl(name) }));
    try {
      const outcomes = await Promise.allSettled(handles.map((handle) => setUpDatabase(handle)));
      expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "ok"))).toEqual(["ok", "ok", "ok"]);
      const { rows: migrations } = await sql<{ name: string }>`select name from kysely_migration`.execute(handles[0]!.db);
      expect(migrations.length).toBeGreaterThan(0);
      const posts = await handles[0]!.db
        .selectFrom("posts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(posts.n).toBe(9);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  });
});
