import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { GroupCommit } from "./group-commit";
import { nowIso } from "./time";

describe.each(testDialects)("GroupCommit on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const insert = (email: string) => (trx: Parameters<Parameters<GroupCommit["run"]>[0]>[0]) =>
    trx
      .insertInto("subscribers")
      .values({
        email,
        status: "pending",
        source: "test",
        unsubscribe_token: email,
        consent_at: nowIso(),
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  const stored = async (prefix: string) =>
    (await t.database.db.selectFrom("subscribers").select("email").where("email", "like", `${prefix}%`).execute())
      .map((row) => row.email)
      .sort();

  it("settles each unit after its commit, and a failing unit alone is rolled back and rejected", async () => {
    const group = new GroupCommit(t.database.db, dialect);
    const results = await Promise.allSettled([
      group.run(insert("g1-a@example.com")),
      group.run(insert("g1-a@example.com")), // unique violation
      group.run(async (trx) => {
        await insert("g1-b@example.com")(trx);
        throw new Error("changed my mind");
      }),
      group.run(insert("g1-c@example.com")),
    ]);
    // The two inserts of one address: one wins (which one is up to PostgreSQL's parallel transactions).
    expect([results[0].status, results[1].status].sort()).toEqual(["fulfilled", "rejected"]);
    expect([results[2].status, results[3].status]).toEqual(["rejected", "fulfilled"]);
    expect(await stored("g1-")).toEqual(["g1-a@example.com", "g1-c@example.com"]);
  });

  it("rejects a unit that runs alone and fails, storing nothing of it", async () => {
    const group = new GroupCommit(t.database.db, dialect);
    await expect(
      group.run(async (trx) => {
        await insert("g3-a@example.com")(trx);
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(await stored("g3-")).toEqual([]);
    await expect(group.run(insert("g3-b@example.com"))).resolves.toMatchObject({ id: expect.any(Number) });
  });

  it("keeps working after many concurrent units, in more than one batch", async () => {
    const group = new GroupCommit(t.database.db, dialect, 8);
    const ids = await Promise.all(Array.from({ length: 50 }, (_, i) => group.run(insert(`g2-${String(i).padStart(2, "0")}@example.com`))));
    expect(new Set(ids.map((row) => row.id)).size).toBe(50);
    expect(await stored("g2-")).toHaveLength(50);
  });
});
