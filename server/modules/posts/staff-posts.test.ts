import { describe, expect, it } from "vitest";
import { formattingMessages } from "#contracts/formatting/check-formatting";
import {
  postMessages,
  type PostInput,
  type PostVersion,
  type PostVersionSummary,
  type StaffPost,
  type StaffPostSummary,
} from "#contracts/api/posts";
import { testDialects } from "#server/test/test-app";
import { hostileStrings, signedInTestApp } from "#server/modules/staff/test-kit";
import { publishScheduledPosts } from "./posts-plugin";

const draft = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "Monsoon Readiness for Road Freight",
  slug: "monsoon-readiness-road-freight",
  date: "2026-06-01",
  excerpt: "How we keep trucks moving when the rains come.",
  image: "/media/blog/default.svg",
  colorScheme: "teal",
  sections: [
    { title: "Plan the routes", content: "Ghats close.\n\nPlan alternatives early.", icon: "route" },
    { title: "Protect the cargo", content: "Tarpaulins and pallets.", icon: null },
  ],
  published: false,
  ...overrides,
});

describe.each(testDialects)("staff posts API on %s", (dialect) => {
  const staff = signedInTestApp(dialect);
  const { get } = staff;
  const send = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) => staff.inject({ method, url, payload });
  const publicPost = (slug: string) => staff.t.app.inject({ method: "GET", url: `/api/blogs/slug/${slug}` });

  it("lists every post, published or not, with paging and search", async () => {
    const all = (await get("/api/staff/posts?limit=100")).json();
    expect(all.pagination.total).toBe(9);
    expect(all.data[0]).toMatchObject({ published: true, version: 1, staticNumber: expect.any(Number), sectionCount: expect.any(Number) });
    expect((await get("/api/staff/posts?q=SUPPLY")).json().pagination.total).toBeGreaterThan(0);
    expect((await get("/api/staff/posts?published=false")).json().pagination.total).toBe(0);
    expect((await get("/api/staff/posts?published=maybe")).statusCode).toBe(400);
  });

  it("creates an unpublished post that the public cannot see, then publishes it everywhere", async () => {
    await publicPost("monsoon-readiness-road-freight"); // warms the public cache with "not found"
    const created = await send("POST", "/api/staff/posts", draft());
    expect(created.statusCode).toBe(201);
    const post: StaffPost = created.json().data;
    expect(post).toMatchObject({
      slug: "monsoon-readiness-road-freight",
      published: false,
      version: 1,
      staticNumber: null,
      publicPaths: [],
    });
    expect(post.sections).toEqual(draft().sections);
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    expect((await get("/api/staff/posts?published=false")).json().data.map((p: StaffPostSummary) => p.id)).toEqual([post.id]);

    const published = await send("PATCH", `/api/staff/posts/${post.id}/publish`, { published: true, version: 1 });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ published: true, version: 2, publicPaths: [`/blog/${post.slug}`, "/blog", "/bloglist"] });
    const seen = await publicPost(post.slug);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({
      title: post.title,
      content_sections: [{ title: "Plan the routes" }, { title: "Protect the cargo" }],
    });
    const list = (await staff.t.app.inject({ method: "GET", url: "/api/blogs?page=1&limit=50" })).json();
    expect(list.data.map((p: { slug: string }) => p.slug)).toContain(post.slug);

    const unpublished = await send("PATCH", `/api/staff/posts/${post.id}/publish`, { published: false });
    expect(unpublished.json().data.version).toBe(3);
    expect((await publicPost(post.slug)).statusCode).toBe(404);
  });

  it("edits a seeded article and every public route shows the edit at once", async () => {
    const seeded: StaffPostSummary = (await get("/api/staff/posts?limit=100"))
      .json()
      .data.find((p: StaffPostSummary) => p.staticNumber === 3);
    const before = await publicPost(seeded.slug);
    expect(before.statusCode).toBe(200);
    const full: StaffPost = (await get(`/api/staff/posts/${seeded.id}`)).json().data;
    expect(full.publicPaths).toEqual([`/blog/${seeded.slug}`, "/blog3", "/blog", "/bloglist"]);
    const { id, version, staticNumber, publicPaths, createdAt, updatedAt, ...input } = full;
    void [id, staticNumber, publicPaths, createdAt, updatedAt];
    const res = await send("PUT", `/api/staff/posts/${seeded.id}`, {
      ...input,
      version,
      title: "Green Logistics, Revised",
      sections: [...input.sections, { title: "Update", content: "New figures for 2026.", icon: "leaf" }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: "Green Logistics, Revised", version: version + 1, staticNumber: 3 });
    const after = (await publicPost(seeded.slug)).json().data;
    expect(after.title).toBe("Green Logistics, Revised");
    expect(after.content_sections.at(-1)).toMatchObject({ title: "Update", icon: "leaf" });
    const listed = (await staff.t.app.inject({ method: "GET", url: "/api/blogs?page=1&limit=50" }))
      .json()
      .data.find((p: { slug: string }) => p.slug === seeded.slug);
    expect(listed.title).toBe("Green Logistics, Revised");
  });

  it("lets exactly one of two concurrent edits from the same version win; the other gets 409 and nothing is lost", async () => {
    const post: StaffPost = (await send("POST", "/api/staff/posts", draft({ slug: "concurrent-edits" }))).json().data;
    const edits = ["Edit by Asha", "Edit by Ravi"].map((title) =>
      send("PUT", `/api/staff/posts/${post.id}`, {
        ...draft({ slug: "concurrent-edits", title, sections: [{ title, content: `${title} content`, icon: null }] }),
        version: post.version,
      }),
    );
    const results = await Promise.all(edits);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json()).toEqual({ success: false, message: "This post was changed by someone else; reload to see their changes" });
    const winner = results.find((r) => r.statusCode === 200)!.json().data as StaffPost;
    const stored: StaffPost = (await get(`/api/staff/posts/${post.id}`)).json().data;
    // The winner's edit is whole: its title and its sections, never a mix of both.
    expect(stored).toMatchObject({
      title: winner.title,
      version: post.version + 1,
      sections: [{ title: winner.title, content: `${winner.title} content` }],
    });
    // The loser reloads and saves again on top of the winner.
    const retry = await send("PUT", `/api/staff/posts/${post.id}`, {
      ...draft({ slug: "concurrent-edits", title: "Merged edit" }),
      version: stored.version,
    });
    expect(retry.statusCode).toBe(200);
  });

  it("survives a burst of 20 concurrent edits: one winner per version", async () => {
    const post: StaffPost = (await send("POST", "/api/staff/posts", draft({ slug: "burst-edits" }))).json().data;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send("PUT", `/api/staff/posts/${post.id}`, { ...draft({ slug: "burst-edits", title: `Edit ${i}` }), version: post.version }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const stored = (await get(`/api/staff/posts/${post.id}`)).json().data;
    expect(stored.sections).toHaveLength(2);
  });

  it("refuses a stale publish toggle and a missing version", async () => {
    const post: StaffPost = (await send("POST", "/api/staff/posts", draft({ slug: "stale-toggle" }))).json().data;
    await send("PUT", `/api/staff/posts/${post.id}`, { ...draft({ slug: "stale-toggle", title: "Changed" }), version: post.version });
    expect((await send("PATCH", `/api/staff/posts/${post.id}/publish`, { published: true, version: post.version })).statusCode).toBe(409);
    const { version: _omit, ...noVersion } = { ...draft({ slug: "stale-toggle" }), version: 0 };
    void _omit;
    const res = await send("PUT", `/api/staff/posts/${post.id}`, noVersion);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("version");
  });

  it("refuses a version past a 32-bit integer with 400, not a database error", async () => {
    const post: StaffPost = (await send("POST", "/api/staff/posts", draft({ slug: "huge-version" }))).json().data;
    const tooBig = 2 ** 31;
    expect((await send("PUT", `/api/staff/posts/${post.id}`, { ...draft({ slug: "huge-version" }), version: tooBig })).statusCode).toBe(
      400,
    );
    expect((await send("PATCH", `/api/staff/posts/${post.id}/publish`, { published: true, version: tooBig })).statusCode).toBe(400);
  });

  it("refuses a slug another post uses with 409 on create and on edit", async () => {
    const taken = await send("POST", "/api/staff/posts", draft());
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: postMessages.slugTaken, errors: [{ field: "slug" }] });
    const other: StaffPost = (await send("POST", "/api/staff/posts", draft({ slug: "another-post" }))).json().data;
    expect((await send("PUT", `/api/staff/posts/${other.id}`, { ...draft(), version: other.version })).statusCode).toBe(409);
  });

  it.each([
    ["title", { title: "" }],
    ["title", { title: "x".repeat(201) }],
    ["slug", { slug: "Has Spaces" }],
    ["slug", { slug: "../etc/passwd" }],
    ["slug", { slug: "a--b" }],
    ["date", { date: "2026-02-30" }],
    ["date", { date: "01/02/2026" }],
    ["image", { image: "https://evil.example/x.png" }],
    ["image", { image: "//evil.example/x.png" }],
    ["image", { image: "/media/../../secret" }],
    ["image", { image: "javascript:alert(1)" }],
    ["colorScheme", { colorScheme: "red" as never }],
    ["sections", { sections: [] }],
    ["sections.0.icon", { sections: [{ title: "A", content: "B", icon: "skull" as never }] }],
    ["sections.0.content", { sections: [{ title: "A", content: "", icon: null }] }],
    ["published", { published: "yes" as never }],
    ["excerpt", { excerpt: "a\u0000b" }],
  ])("refuses an invalid %s", async (field, overrides) => {
    const res = await send("POST", "/api/staff/posts", draft({ slug: "invalid-post", ...overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it.each([
    ["a link not closed", "See [our rates](https://example.com/rates", formattingMessages.linkBroken],
    ["a link without its address", "See [our rates](", formattingMessages.linkBroken],
    ["a javascript: link", "See [our rates](javascript:alert(1))", formattingMessages.linkAddress],
    ["a data: link", "See [our rates](data:text/html;base64,PHNjcmlwdD4=)", formattingMessages.linkAddress],
    ["a link to another host without https", "See [our rates](//evil.example)", formattingMessages.linkAddress],
    ["a picture", "![a truck](/media/blog/default.svg)", formattingMessages.imageRefused],
    ["HTML", "<script>alert(1)</script>", formattingMessages.htmlRefused],
  ])("refuses a section with %s, with a clear message, and changes nothing", async (_what, content, message) => {
    const post: StaffPost = (await send("POST", "/api/staff/posts", draft({ slug: "formatting-refused", published: true }))).json().data;
    const before = (await publicPost(post.slug)).body;
    const sections = [{ title: "Plan the routes", content, icon: null }];
    const res = await send("PUT", `/api/staff/posts/${post.id}`, {
      ...draft({ slug: post.slug, published: true, sections }),
      version: post.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: "sections.0.content", message }));
    expect((await get(`/api/staff/posts/${post.id}`)).json().data).toMatchObject({ version: post.version, sections: post.sections });
    expect((await publicPost(post.slug)).body).toBe(before);
    expect((await send("DELETE", `/api/staff/posts/${post.id}`)).statusCode).toBe(200);
  });

  it("gives the public the blocks of a formatted section, and a plain section as it was", async () => {
    const formatted =
      "Check **three** things:\n\n- the [route](/services/service4)\n- the *weather*\n\n[Write to us](mailto:info@example.com).";
    const sections = [
      { title: "Plan the routes", content: formatted, icon: null },
      { title: "Protect the cargo", content: "Tarpaulins and pallets.\n\nStraps [sic] and 2 * 3 ropes.", icon: null },
    ];
    const res = await send("POST", "/api/staff/posts", draft({ slug: "formatted-post", published: true, sections }));
    expect(res.statusCode, res.body).toBe(201);
    const [first, second] = (await publicPost("formatted-post")).json().data.content_sections;
    expect(first).toEqual({
      title: "Plan the routes",
      content: formatted,
      icon: null,
      formatted: [
        ["p", ["Check ", ["strong", ["three"]], " things:"]],
        [
          "ul",
          [
            ["li", ["the ", ["a", ["route"], "/services/service4"]]],
            ["li", ["the ", ["em", ["weather"]]]],
          ],
        ],
        ["p", [["a", ["Write to us"], "mailto:info@example.com"], "."]],
      ],
    });
    expect(second).toEqual(sections[1]);
  });

  it("stores script and SQL payloads in every text field as plain text (HTML refused in a section's text)", async () => {
    const payload = hostileStrings.filter((s) => s.trim() !== "" && !s.includes("\u0000")).join(" | ");
    const withoutTags = hostileStrings.filter((s) => s.trim() !== "" && !s.includes("\u0000") && !s.includes("<")).join(" | ");
    const res = await send(
      "POST",
      "/api/staff/posts",
      draft({
        slug: "hostile-text",
        title: payload.slice(0, 200),
        excerpt: payload.slice(0, 400),
        sections: [{ title: payload.slice(0, 200), content: withoutTags, icon: null }],
        published: true,
      }),
    );
    expect(res.statusCode).toBe(201);
    const publicBody = (await publicPost("hostile-text")).json().data;
    expect(publicBody.content_sections[0]).toMatchObject({ title: payload.slice(0, 200), content: withoutTags });
    expect(await staff.t.database.db.selectFrom("staff_users").select("id").execute()).not.toHaveLength(0);
  });

  it("deletes a post and its sections; the public page is gone at once", async () => {
    const post: StaffPost = (await send("POST", "/api/staff/posts", draft({ slug: "short-lived", published: true }))).json().data;
    expect((await publicPost("short-lived")).statusCode).toBe(200);
    expect((await send("DELETE", `/api/staff/posts/${post.id}`)).statusCode).toBe(200);
    expect((await publicPost("short-lived")).statusCode).toBe(404);
    expect(await staff.t.database.db.selectFrom("post_sections").select("id").where("post_id", "=", post.id).execute()).toEqual([]);
    expect((await send("DELETE", `/api/staff/posts/${post.id}`)).statusCode).toBe(404);
    expect((await get(`/api/staff/posts/${post.id}`)).statusCode).toBe(404);
    expect((await send("PUT", `/api/staff/posts/${post.id}`, { ...draft({ slug: "short-lived" }), version: 1 })).statusCode).toBe(404);
  });

  describe("a post scheduled to go live at a set time (issue 30)", () => {
    const inAnHour = () => new Date(Date.now() + 3_600_000);

    it("waits as a draft the public cannot see, then goes live once its time has passed, by one run only", async () => {
      const at = inAnHour();
      const created = await send(
        "POST",
        "/api/staff/posts",
        draft({ slug: "scheduled-post", publishAt: at.toISOString().replace("Z", "+00:00") }),
      );
      expect(created.statusCode).toBe(201);
      const post: StaffPost = created.json().data;
      expect(post).toMatchObject({ published: false, publishAt: at.toISOString(), publicPaths: [] });
      expect((await publicPost("scheduled-post")).statusCode).toBe(404);

      expect(await staff.t.app.staffPosts.publishDue(new Date(at.getTime() - 1000))).toEqual([]);
      const later = new Date(at.getTime() + 1000);
      // Two instances' ticks at once: the post is published by exactly one of them, and recorded once.
      await Promise.all([publishScheduledPosts(staff.t.app, later), publishScheduledPosts(staff.t.app, later)]);
      const now: StaffPost = (await get(`/api/staff/posts/${post.id}`)).json().data;
      expect(now).toMatchObject({ published: true, publishAt: null, version: 2 });
      expect((await publicPost("scheduled-post")).statusCode).toBe(200);
      const audit = await staff.t.database.db
        .selectFrom("audit_log")
        .select(["actor_id", "subject_id"])
        .where("action", "=", "post.scheduled-publish")
        .execute();
      expect(audit).toEqual([{ actor_id: null, subject_id: String(post.id) }]);
    });

    it.each([
      ["a time that has passed", { publishAt: new Date(Date.now() - 60_000).toISOString() }, postMessages.publishAtPast],
      ["no time", { publishAt: "" }, postMessages.publishAtRequired],
      ["a time that is no time", { publishAt: "next tuesday" }, postMessages.publishAtFormat],
    ])("refuses %s with the field's message and stores nothing", async (_case, overrides, message) => {
      const res = await send("POST", "/api/staff/posts", draft({ slug: "never-scheduled", ...overrides }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ field: "publishAt", message }));
      expect((await get("/api/staff/posts?q=never-scheduled")).json().pagination.total).toBe(0);
    });

    it("forgets the time when the post is published or withdrawn by hand", async () => {
      const published = await send(
        "POST",
        "/api/staff/posts",
        draft({ slug: "published-now", published: true, publishAt: inAnHour().toISOString() }),
      );
      expect(published.json().data).toMatchObject({ published: true, publishAt: null });

      const scheduled: StaffPost = (
        await send("POST", "/api/staff/posts", draft({ slug: "then-now", publishAt: inAnHour().toISOString() }))
      ).json().data;
      const now = await send("PATCH", `/api/staff/posts/${scheduled.id}/publish`, { published: true, version: scheduled.version });
      expect(now.json().data).toMatchObject({ published: true, publishAt: null });
      const withdrawn = await send("PATCH", `/api/staff/posts/${scheduled.id}/publish`, { published: false });
      expect(withdrawn.json().data).toMatchObject({ published: false, publishAt: null });
      expect(await staff.t.app.staffPosts.publishDue(new Date(Date.now() + 7_200_000))).not.toContainEqual(
        expect.objectContaining({ id: scheduled.id }),
      );
    });
  });

  describe("versions of a post (issue 30)", () => {
    it("keeps every save with who and when, compares any with the current one and restores it as a new save", async () => {
      const created: StaffPost = (await send("POST", "/api/staff/posts", draft({ slug: "versioned-post", title: "First title" }))).json()
        .data;
      const second = await send("PUT", `/api/staff/posts/${created.id}`, {
        ...draft({ slug: "versioned-post", title: "Second title", published: true }),
        version: 1,
      });
      expect(second.statusCode).toBe(200);

      const list = (await get(`/api/staff/posts/${created.id}/versions`)).json().data.items as PostVersionSummary[];
      expect(list.map((v) => [v.version, v.title])).toEqual([
        [2, "Second title"],
        [1, "First title"],
      ]);
      expect(list[0]).toMatchObject({ savedBy: "Test Staff", slug: "versioned-post", savedAt: expect.any(String) });
      const first = (await get(`/api/staff/posts/${created.id}/versions/${list[1]!.id}`)).json().data as PostVersion;
      expect(first).toMatchObject({ title: "First title", excerpt: draft().excerpt, sections: draft().sections });

      // A restore chosen from an old version of the post is refused and changes nothing.
      const stale = await send("POST", `/api/staff/posts/${created.id}/versions/${first.id}/restore`, { version: 1 });
      expect(stale.statusCode).toBe(409);
      const restored = await send("POST", `/api/staff/posts/${created.id}/versions/${first.id}/restore`, { version: 2 });
      expect(restored.statusCode).toBe(200);
      // The words come back; whether it is published stays the post's own.
      expect(restored.json().data).toMatchObject({ title: "First title", version: 3, published: true });
      expect((await publicPost("versioned-post")).json().data.title).toBe("First title");
      const after = (await get(`/api/staff/posts/${created.id}/versions`)).json().data.items as PostVersionSummary[];
      expect(after.map((v) => v.version)).toEqual([3, 2, 1]);
      const audited = await staff.t.database.db.selectFrom("audit_log").select("subject_id").where("action", "=", "post.restore").execute();
      expect(audited).toEqual([{ subject_id: String(created.id) }]);
    });

    it("answers 404 for another post's version, an unknown one, and a deleted post's", async () => {
      const a: StaffPost = (await send("POST", "/api/staff/posts", draft({ slug: "versions-a" }))).json().data;
      const b: StaffPost = (await send("POST", "/api/staff/posts", draft({ slug: "versions-b" }))).json().data;
      const [versionOfB] = (await get(`/api/staff/posts/${b.id}/versions`)).json().data.items as PostVersionSummary[];
      expect((await get(`/api/staff/posts/${a.id}/versions/${versionOfB!.id}`)).statusCode).toBe(404);
      expect((await get(`/api/staff/posts/${a.id}/versions/999999`)).json()).toMatchObject({ message: postMessages.versionNotFound });
      expect((await send("POST", `/api/staff/posts/${a.id}/versions/${versionOfB!.id}/restore`, { version: 1 })).statusCode).toBe(404);
      await send("DELETE", `/api/staff/posts/${b.id}`);
      expect((await get(`/api/staff/posts/${b.id}/versions`)).statusCode).toBe(404);
      expect(await staff.t.database.db.selectFrom("post_versions").select("id").where("post_id", "=", b.id).execute()).toEqual([]);
    });
  });
});
