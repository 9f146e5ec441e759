import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPosts } from "#server/modules/posts/seed-posts";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { seed } from "./001-blog-posts";

describe.each(testDialects)("blog seed on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const posts = () => t.database.db.selectFrom("posts").selectAll().orderBy("static_number").execute();

  it("gives a fresh database the nine articles, published, as /blog1 … /blog9", async () => {
    const rows = await posts();
    expect(rows.map((row) => [Number(row.static_number), row.slug, row.published])).toEqual(
      seedPosts.map((post) => [post.staticNumber, post.slug, 1]),
    );
    expect(rows.find((row) => row.static_number === 3)?.title).toBe("Sustainable Logistics: Green Solutions");
    const sections = await t.database.db
      .selectFrom("post_sections")
      .select(["post_id", "position", "title", "icon"])
      .where("post_id", "=", rows[2]!.id)
      .orderBy("position")
      .execute();
    expect(sections.map((s) => [s.position, s.title, s.icon])).toEqual(seedPosts[2]!.sections.map((s, i) => [i, s.title, s.icon]));
  });

  it("can run at every start without duplicating anything", async () => {
    await seed(t.database.db);
    await seed(t.database.db);
    expect(await posts()).toHaveLength(9);
    const count = await t.database.db
      .selectFrom("post_sections")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(seedPosts.reduce((sum, post) => sum + post.sections.length, 0));
  });

  it("does not bring back an article staff deleted, nor overwrite one they edited", async () => {
    const [first, second] = await posts();
    await t.database.db.deleteFrom("posts").where("id", "=", first!.id).execute();
    await t.database.db.updateTable("posts").set({ title: "Edited by staff" }).where("id", "=", second!.id).execute();
    await seed(t.database.db);
    const rows = await posts();
    expect(rows).toHaveLength(8);
    expect(rows.map((row) => row.slug)).not.toContain(first!.slug);
    expect(rows.find((row) => row.id === second!.id)?.title).toBe("Edited by staff");
  });
});
