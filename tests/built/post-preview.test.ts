import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostInput, StaffPost } from "#contracts/api/posts";
import { projectRoot } from "#server/project-root";
import { signIn } from "#server/modules/staff/test-kit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";

/**
 * The post editor's preview (issue 30, item 7; contracts/api/post-preview.ts) against the built site: the real post
 * page for the editor's unsaved values, in a site language and colour scheme, for staff with posts only, nothing saved.
 * Needs a build: `npm run build` (BUILD_DIR chooses which); `npm run test:built`.
 */
const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR || "build");
const publicUrl = "https://preview.example";

const values = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: "Monsoon Readiness for Road Freight",
  slug: "monsoon-readiness-preview",
  date: "2026-06-01",
  excerpt: "How we keep trucks moving when the rains come.",
  image: "/media/blog/default.svg",
  colorScheme: "teal",
  sections: [{ title: "Plan the routes", content: "Ghats close.\n\nPlan alternatives early.", icon: "route" }],
  published: false,
  ...overrides,
});

describe.each(testDialects)("the post editor's preview (%s)", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  const preview = (payload: object, query = "", auth = headers) =>
    t.app.inject({ method: "POST", url: `/api/staff/posts/preview${query}`, headers: auth, payload });

  beforeAll(async () => {
    if (!existsSync(path.join(buildDir, "server", "index.js")))
      throw new Error(`these tests need a build in ${buildDir}: run npm run build (or set BUILD_DIR)`);
    t = await createTestApp(dialect, { BUILD_DIR: buildDir, PUBLIC_URL: publicUrl }, { web: "build" });
    ({ headers } = await signIn(t, undefined, "editor"));
  }, 60_000);
  afterAll(() => t?.close());

  it("renders the real post page for unsaved values, in the chosen language and theme, without scripts, never kept", async () => {
    const res = await preview(values({ title: "An unsaved title" }), "?lang=hi&theme=dark");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toMatch(/^noindex/);
    // The page's own strict policy: a nonce, no 'unsafe-inline' scripts.
    expect(res.headers["content-security-policy"]).toMatch(/script-src [^;]*'nonce-/);
    expect(res.headers["content-security-policy"]).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    const html = res.body;
    expect(html).toMatch(/<html class="dark" lang="hi" dir="ltr"/);
    expect(html).toContain("An unsaved title");
    expect(html).toContain("Plan alternatives early.");
    // The article keeps its language inside the Hindi page.
    expect(html).toMatch(/<h1 lang="en"[^>]*>An unsaved title<\/h1>/);
    // The site's header and footer in Hindi, its stylesheet, and no script of any kind.
    expect(html).toContain('href="/hi/bloglist"');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    expect(html).not.toMatch(/<script|modulepreload/);

    const english = await preview(values());
    expect(english.body).toMatch(/<html lang="en" dir="ltr"/);
    expect((await preview(values(), "?lang=ar")).body).toMatch(/<html lang="ar" dir="rtl"/);
  });

  it("shows what staff write as text, and leaves the post unsaved and unpublished", async () => {
    const created = await t.app.inject({ method: "POST", url: "/api/staff/posts", headers, payload: values() });
    const post = created.json<{ data: StaffPost }>().data;
    const hostile = "<script>alert(1)</script>";
    const res = await preview({ ...values({ title: hostile, excerpt: `<img src=x onerror=alert(2)>` }), id: post.id });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(res.body).toContain("&lt;img src=x onerror=alert(2)&gt;");
    expect(res.body).not.toContain("<img src=x");

    const stored = (await t.app.inject({ method: "GET", url: `/api/staff/posts/${post.id}`, headers })).json<{ data: StaffPost }>().data;
    expect(stored).toMatchObject({ title: values().title, published: false, version: 1 });
    for (const url of [`/api/blogs/slug/${post.slug}`, `/blog/${post.slug}`, `/hi/blog/${post.slug}`]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
    const list = await t.app.inject({ method: "GET", url: "/api/blogs?limit=50" });
    expect(list.body).not.toContain(post.slug);

    // A post not yet created is previewed too, and is not created by it.
    const count = async () =>
      (await t.app.inject({ method: "GET", url: "/api/staff/posts", headers })).json<{ pagination: { total: number } }>();
    const before = (await count()).pagination.total;
    expect((await preview(values({ slug: "never-saved", title: "Never saved" }))).body).toContain("Never saved");
    expect((await count()).pagination.total).toBe(before);
    expect((await t.app.inject({ method: "GET", url: "/blog/never-saved" })).statusCode).toBe(404);
  });

  it("shows a published post's edit over the published post, which stays as it was", async () => {
    const list = await t.app.inject({ method: "GET", url: "/api/staff/posts?published=true&limit=1", headers });
    const [published] = list.json<{ data: StaffPost[] }>().data;
    const stored = (await t.app.inject({ method: "GET", url: `/api/staff/posts/${published!.id}`, headers })).json<{ data: StaffPost }>()
      .data;
    const edited = {
      title: "An edit not yet saved",
      slug: stored.slug,
      date: stored.date,
      excerpt: stored.excerpt,
      image: stored.image,
      colorScheme: stored.colorScheme,
      sections: stored.sections,
      published: true,
      id: stored.id,
    };
    expect((await preview(edited)).body).toContain("An edit not yet saved");
    const page = await t.app.inject({ method: "GET", url: `/blog/${stored.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("An edit not yet saved");
    expect(page.body).toContain(stored.title.replaceAll("&", "&amp;"));
  });

  it("refuses values a save would refuse, with the save's own messages, and an unknown post", async () => {
    for (const bad of [
      values({ title: "  " }),
      values({ slug: "Not A Slug" }),
      values({ sections: [] }),
      values({ image: "https://x.example/a.png" }),
    ]) {
      const saved = await t.app.inject({ method: "POST", url: "/api/staff/posts", headers, payload: bad });
      const previewed = await preview(bad);
      expect(previewed.statusCode).toBe(400);
      expect(previewed.json()).toEqual(saved.json());
    }
    expect((await preview(values({ title: "" }))).json()).toMatchObject({ message: "Title is required" });
    expect((await preview(values(), "?lang=xx")).statusCode).toBe(400);
    expect((await preview(values(), "?theme=sepia")).statusCode).toBe(400);
    expect((await preview({ ...values(), id: 999_999 })).statusCode).toBe(404);
  });

  it("is for staff with posts only", async () => {
    expect((await preview(values(), "", {})).statusCode).toBe(401);
    for (const role of ["recruiter", "sales", "translator", "operations"] as const) {
      const other = await signIn(t, undefined, role);
      expect((await preview(values(), "", other.headers)).statusCode, role).toBe(403);
    }
    const admin = await signIn(t);
    expect((await preview(values(), "", admin.headers)).statusCode).toBe(200);
  });
});
