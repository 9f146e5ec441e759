import path from "node:path";
import Database from "better-sqlite3";
import type { APIRequestContext, Page, Route } from "@playwright/test";
import { titleWithSiteName } from "../../app/content/site";
import { seedPosts } from "../../server/modules/posts/seed-posts";
import { expect, expectAccessible, hydrated, test } from "./fixtures";

/**
 * The newest published posts as the server has them now. Other suites (the staff area) publish
 * posts into the same test database, so "the latest three" is read, not assumed from the seed.
 */
async function latestPosts(request: APIRequestContext, limit: number) {
  const body = (await (await request.get(`/api/blogs?page=1&limit=${limit}`)).json()) as {
    data: { title: string; slug: string; date: string; excerpt: string; image_url: string }[];
  };
  return body.data.map((post) => ({ ...post, image: post.image_url }));
}
const green = seedPosts.find((post) => post.staticNumber === 3)!;
const origin = "http://localhost:3000"; // PUBLIC_URL of the test build
const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** Client-side navigation happened when no new document was requested. */
function countDocuments(page: Page) {
  const counter = { documents: 0 };
  page.on("request", (request) => {
    if (request.resourceType() === "document") counter.documents++;
  });
  return counter;
}

/** Opens a page and waits until React has hydrated it, so a click is a client-side navigation. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page.locator("main"));
}

/** Drops console errors the test causes on purpose (a simulated server failure). */
function allowConsoleErrors(errors: string[], pattern: RegExp) {
  const kept = errors.filter((error) => !pattern.test(error));
  errors.splice(0, errors.length, ...kept);
}

test.describe("blog index /blog", () => {
  test("server-renders the latest three posts as cards, newest first", async ({ page, request }) => {
    const latest = await latestPosts(request, 4);
    expect(latest.map((post) => post.date)).toEqual([...latest.map((post) => post.date)].sort().reverse());
    const html = await (await request.get("/blog")).text();
    for (const post of latest.slice(0, 3)) expect(html).toContain(post.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(html).not.toContain(latest[3]!.title);
    expect(html).toMatch(/<link[^>]+rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/blog\/rss.xml"\/>/);

    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const cards = page.getByTestId("blog-card");
    await expect(cards).toHaveCount(3);
    for (const [index, post] of latest.slice(0, 3).entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { name: post.title })).toBeVisible();
      await expect(card.locator("time")).toHaveText(longDate(post.date));
      await expect(card.getByText(post.excerpt)).toBeAttached();
      await expect(card.locator("img")).toHaveAttribute("src", post.image);
      await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", `/blog/${post.slug}`);
    }
    await expect(cards.first().locator("time")).toHaveText(longDate(latest[0]!.date));
    await expect(page.getByRole("link", { name: "Show All Blogs" })).toHaveAttribute("href", "/bloglist");
    await expect(page.locator('main a[href="/contact"]').last()).toBeVisible();
  });

  test("'Read More' opens the post without reloading the page", async ({ page, request }) => {
    const [newest] = await latestPosts(request, 1);
    await openHydrated(page, "/blog");
    const counter = countDocuments(page);
    await page
      .getByTestId("blog-card")
      .first()
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page).toHaveURL(`/blog/${newest!.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: newest!.title })).toBeVisible();
    await expect(page).toHaveTitle(titleWithSiteName(newest!.title));
    await page.getByRole("link", { name: "Show All Blogs" }).click();
    await expect(page).toHaveURL("/bloglist");
    await expect(page.getByRole("heading", { name: green.title })).toBeVisible();
    expect(await page.getByTestId("blog-card").count()).toBeGreaterThanOrEqual(9);
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByTestId("blog-card")).toHaveCount(3);
    expect(counter.documents).toBe(0);
  });
});

test.describe("all blogs /bloglist", () => {
  // One page reads the three spellings in turn (a fresh page each cost more than the visit); a step each.
  test("/bloglist, /blogList and /BLOGLIST: every post in a grid with 'Back to Blog'", async ({ page, request }) => {
    for (const path of ["/bloglist", "/blogList", "/BLOGLIST"]) {
      await test.step(`${path}: every post in a grid with 'Back to Blog'`, async () => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        for (const post of seedPosts) expect(html).toContain(`href="/blog/${post.slug}"`);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: "All Blogs" })).toBeVisible();
        expect(await page.getByTestId("blog-card").count()).toBeGreaterThanOrEqual(9);
        for (const post of seedPosts) await expect(page.getByRole("heading", { level: 2, name: post.title })).toBeVisible();
        await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
      });
    }
  });

  test("shows skeleton cards of the final size while loading, then the posts (no layout shift)", async ({ page }) => {
    await openHydrated(page, "/blog");
    // The answer is held until the skeleton has been measured.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/blogs?page=1&limit=50", async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("link", { name: "Show All Blogs" }).click();
    const skeleton = page.getByTestId("blog-card-skeleton").first();
    await expect(skeleton).toBeVisible();
    // Page coordinates: the scroll position may change between the two readings.
    const box = (element: HTMLElement) => {
      const rect = element.getBoundingClientRect();
      return { y: rect.top + window.scrollY, width: rect.width, height: rect.height };
    };
    const skeletonBox = await skeleton.evaluate(box);
    release();
    const card = page.getByTestId("blog-card").first();
    await expect(card).toBeVisible();
    const cardBox = await card.evaluate(box);
    expect(Math.abs(cardBox.y - skeletonBox.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(cardBox.height - skeletonBox.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(cardBox.width - skeletonBox.width)).toBeLessThanOrEqual(1);
  });

  test("says 'No blogs available at the moment' when there are none", async ({ page }) => {
    await openHydrated(page, "/blog");
    await page.route("**/api/blogs?page=1&limit=50", (route) =>
      route.fulfill({ json: { success: true, data: [], pagination: { page: 1, limit: 50, total: 0, pages: 0 } } }),
    );
    await page.getByRole("link", { name: "Show All Blogs" }).click();
    await expect(page.getByText("No blogs available at the moment")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toBeVisible();
    await expect(page.getByTestId("blog-card")).toHaveCount(0);
  });

  // docs/product/product-spec.md §8: an answer with success: false is 'Failed to fetch blogs'; a request that throws or
  // cannot be read is 'Failed to load blogs'. The retries are those of §7 (3, backoff capped at 30 s).
  test("says 'Failed to fetch blogs' with 'Back to Blog' when the answer has success: false (after the retries)", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    let calls = 0;
    await openHydrated(page, "/blog");
    await page.route("**/api/blogs?page=1&limit=50", (route) => {
      calls++;
      return route.fulfill({ status: 500, json: { success: false, message: "Database unavailable" } });
    });
    await page.getByRole("link", { name: "Show All Blogs" }).click();
    await expect(page.getByTestId("blog-card-skeleton").first()).toBeVisible();
    const alert = page.getByRole("alert").filter({ hasText: "Failed to fetch blogs" });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Failed to load blogs")).toHaveCount(0);
    expect(calls).toBe(4); // the first try and 3 retries
    allowConsoleErrors(consoleErrors, /status of 500/);
    await alert.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
  });

  const failures = {
    "the request fails": (route: Route) => route.abort("connectionreset"),
    "the answer cannot be read": (route: Route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
  };
  for (const [situation, answer] of Object.entries(failures)) {
    test(`says 'Failed to load blogs' when ${situation}, on /bloglist and /blog`, async ({ page, consoleErrors }) => {
      test.setTimeout(90_000);
      await openHydrated(page, "/blog");
      await page.route("**/api/blogs?page=1&limit=*", answer);
      await page.getByRole("link", { name: "Show All Blogs" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Failed to load blogs" })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText("Failed to fetch blogs")).toHaveCount(0);
      // /blog from a fresh load of /bloglist, so its three latest posts are not in this tab's cache.
      await openHydrated(page, "/bloglist");
      await page.getByRole("link", { name: "Back to Blog" }).click();
      await expect(page).toHaveURL("/blog");
      await expect(page.getByRole("alert").filter({ hasText: "Failed to load blogs" })).toBeVisible({ timeout: 20_000 });
      allowConsoleErrors(consoleErrors, /ERR_CONNECTION_RESET/);
    });
  }

  test("says 'Failed to fetch blogs' on /blog when the answer has success: false", async ({ page }) => {
    test.setTimeout(60_000);
    await openHydrated(page, "/bloglist");
    await page.route("**/api/blogs?page=1&limit=3", (route) => route.fulfill({ json: { success: false, message: "Not now" } }));
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to fetch blogs" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("Failed to load blogs")).toHaveCount(0);
  });
});

test.describe("a post /blog/{slug}", () => {
  test("a fresh render carries its reader's nonce; a copy from the render cache carries none and runs under its scripts' hashes", async ({
    page,
    request,
  }) => {
    const fresh = await request.get(`/blog/${green.slug}?fresh`);
    const nonce = /'nonce-([^']+)'/.exec(fresh.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(new Set([...(await fresh.text()).matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));

    // The cache keeps a page for a second once its compressed copy is ready: read until a copy comes from it.
    let cached;
    for (let i = 0; i < 20 && !cached; i++) {
      const response = await page.goto(`/blog/${green.slug}`);
      if (/'sha256-/.test(response!.headers()["content-security-policy"] ?? "")) cached = response!;
    }
    expect(cached, "a copy from the render cache").toBeTruthy();
    const html = await cached!.text();
    expect(html).not.toMatch(/ nonce="/);
    // Its scripts ran (no CSP refusal reaches the console: the fixture fails on one) and the page hydrated.
    await hydrated(page.locator("main"));
  });

  test("is server-rendered with its sections, search and sharing tags and JSON-LD", async ({ page, request }) => {
    const response = await request.get(`/blog/${green.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const section of green.sections) expect(html).toContain(`>${section.title}</h2>`);
    expect(html).toContain(green.sections[0]!.content.split("\n\n")[0]!.slice(0, 60));

    await page.goto(`/blog/${green.slug}`);
    await expect(page).toHaveTitle(titleWithSiteName(green.title));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(green.title);
    await expect(page.locator("main img").first()).toHaveAttribute("src", green.image);
    await expect(page.locator("main article h2")).toHaveText(green.sections.map((s) => s.title));
    await expect(page.getByRole("link", { name: "Show All Blogs" })).toHaveAttribute("href", "/bloglist");
    await expect(page.locator('main a[href="/contact"]').last()).toBeVisible();

    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/blog/${green.slug}`);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", green.excerpt);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute("content", `${green.date}T00:00:00.000Z`);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\/.+\.(png|jpe?g|webp)$/);
    await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
    const jsonLd = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: green.title,
      description: green.excerpt,
      datePublished: `${green.date}T00:00:00.000Z`,
      url: `${origin}/blog/${green.slug}`,
      image: `${origin}${green.image}`,
    });
  });

  test("an unknown slug answers 404 with 'Blog Not Found' and 'Back to Blogs'", async ({ page, request }) => {
    expect((await request.get("/blog/no-such-post")).status()).toBe(404);
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Not Found");
    await expect(page.getByText("Blog not found", { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Back to Blogs" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("a blank slug says 'No blog slug provided'", async ({ page }) => {
    const response = await page.goto("/blog/%20");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Not Found");
    await expect(page.getByText("No blog slug provided")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blogs" })).toBeVisible();
  });

  test("a post that disappears before a client-side visit shows 'Blog Not Found'", async ({ page, consoleErrors }) => {
    await openHydrated(page, "/blog");
    await page.route("**/api/blogs/slug/**", (route) =>
      route.fulfill({ status: 404, json: { success: false, data: null, message: "Blog not found" } }),
    );
    await page
      .getByTestId("blog-card")
      .first()
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Not Found");
    await expect(page.getByRole("link", { name: "Back to Blogs" })).toBeVisible();
    allowConsoleErrors(consoleErrors, /status of 404/);
  });

  test("says 'Failed to load blog' when the post cannot be loaded", async ({ page, consoleErrors }) => {
    test.setTimeout(60_000);
    await openHydrated(page, "/blog");
    await page.route("**/api/blogs/slug/**", (route) =>
      route.fulfill({ status: 503, json: { success: false, message: "Service temporarily unavailable" } }),
    );
    await page
      .getByTestId("blog-card")
      .first()
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page.getByText("Failed to load blog", { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("link", { name: "Back to Blogs" })).toBeVisible();
    allowConsoleErrors(consoleErrors, /status of 503/);
  });

  test("says 'Failed to load blog' when the request for the post fails", async ({ page, consoleErrors }) => {
    test.setTimeout(60_000);
    await openHydrated(page, "/blog");
    await page.route("**/api/blogs/slug/**", (route) => route.abort("connectionreset"));
    await page
      .getByTestId("blog-card")
      .first()
      .getByRole("link", { name: /^Read More/ })
      .click();
    await expect(page.getByText("Failed to load blog", { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Blog Not Found" })).toHaveCount(0);
    allowConsoleErrors(consoleErrors, /ERR_CONNECTION_RESET/);
  });

  test("renders what a post holds as text: script in a post never runs", async ({ page }) => {
    // Written straight into the test server's database (a test-only way in); removed again at the end.
    const slug = `xss-test-post-${Date.now()}`;
    const payload = "</script><script>alert(1)</script>";
    const db = new Database(path.resolve(`${process.env.E2E_OUTPUT ?? "test-results"}-data`, "site.db"));
    const now = new Date().toISOString();
    const postId = Number(
      db
        .prepare("insert into posts (slug, title, date, excerpt, image, published, created_at, updated_at) values (?, ?, ?, ?, ?, 1, ?, ?)")
        .run(slug, `Title ${payload}`, "2000-01-01", `Excerpt ${payload}`, "/media/blog/default.svg", now, now).lastInsertRowid,
    );
    db.prepare("insert into post_sections (post_id, position, title, content) values (?, 0, ?, ?)").run(
      postId,
      `Section <img src=x onerror=alert(2)>`,
      `First ${payload}\n\n<b>bold?</b> <iframe src="javascript:alert(3)"></iframe>`,
    );
    try {
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const html = await (await page.request.get(`/blog/${slug}`)).text();
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"); // JSON-LD, escaped by React Router

      await page.goto(`/blog/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Title ${payload}`);
      await expect(page.getByRole("heading", { level: 2, name: "Section <img src=x onerror=alert(2)>" })).toBeVisible();
      await expect(page.getByText(`First ${payload}`)).toBeVisible();
      await expect(page.getByText('<b>bold?</b> <iframe src="javascript:alert(3)"></iframe>')).toBeVisible();
      await expect(page.locator("main iframe, main b")).toHaveCount(0);
      await expect(page).toHaveTitle(titleWithSiteName(`Title ${payload}`));
      await page.waitForTimeout(500);
      expect(dialogs).toEqual([]);
    } finally {
      db.prepare("delete from post_sections where post_id = ?").run(postId);
      db.prepare("delete from posts where id = ?").run(postId);
      db.close();
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the blog, the list, a post and a static article are readable from the HTML alone", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByTestId("blog-card")).toHaveCount(3);
    await expect(page.getByTestId("blog-card").first().getByRole("heading")).toBeVisible();
    await page.goto("/bloglist");
    for (const post of seedPosts) await expect(page.getByRole("heading", { level: 2, name: post.title })).toBeVisible();
    await page.goto(`/blog/${green.slug}`);
    await expect(page.getByText(green.sections[1]!.content.split("\n\n")[0]!)).toBeVisible();
    await page.goto("/blog3");
    await expect(page.locator("main article h2").last()).toHaveText("Key Takeaway");
  });
});

test.describe("static articles /blog1 … /blog9", () => {
  // One page visits the articles in turn, a step each; a group of three gets the time three tests had.
  const groups = [0, 3, 6].map((start) => seedPosts.slice(start, start + 3));
  for (const group of groups) {
    test(`${group.map((post) => `/blog${post.staticNumber}`).join(", ")}: title, canonical, sections and links`, async ({ page }) => {
      test.setTimeout(group.length * 30_000);
      for (const post of group) {
        await test.step(`/blog${post.staticNumber}: ${post.title}, canonical /blog/${post.slug}`, async () => {
          const response = await page.goto(`/blog${post.staticNumber}`);
          expect(response?.status()).toBe(200);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/blog/${post.slug}`);
          // The post's own cards, not the blog cards of "More from the blog" below them.
          const cards = page.locator("main article:not([data-testid='blog-card'])");
          await expect(cards).toHaveCount(post.sections.length);
          await expect(cards.first().getByRole("heading", { level: 2 })).toHaveText("Introduction");
          await expect(cards.last().getByRole("heading", { level: 2 })).toHaveText("Key Takeaway");
          await expect(cards.first().locator("svg")).toHaveCount(1);
          await expect(page.getByRole("link", { name: "Show All Blogs" })).toHaveAttribute("href", "/bloglist");
          await expect(page.locator('main a[href="/contact"]').last()).toBeVisible();
        });
      }
    });
  }

  test("/blog3 is 'Sustainable Logistics: Green Solutions' with its four sections", async ({ page }) => {
    await page.goto("/blog3");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sustainable Logistics: Green Solutions");
    await expect(page.locator("main article h2")).toHaveText([
      "Introduction",
      "Cleaner Transportation Solutions",
      "Sustainable Packaging Strategies",
      "Key Takeaway",
    ]);
  });
});

test.describe("images", () => {
  const broken = { status: 200, contentType: "image/svg+xml", body: "this is not an image" };

  test("a failed image falls back to the default blog image, then to 'Image not available'", async ({ page }) => {
    await page.route(`**${green.image}`, (route) => route.fulfill(broken));
    await page.goto(`/blog/${green.slug}`);
    const hero = page.locator("main img").first();
    await expect(hero).toHaveAttribute("src", "/media/blog/default.svg");
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.route("**/media/blog/default.svg", (route) => route.fulfill(broken));
    await page.goto(`/blog3`);
    const header = page.locator("[data-hero]");
    await expect(header.getByText("Image not available")).toBeVisible();
    await expect(header.locator("img")).toHaveCount(0);
  });

  test("a card keeps its shape when both images fail", async ({ page }) => {
    await page.route("**/media/blog/*.svg", (route) => route.fulfill(broken));
    await page.goto("/blog");
    const unavailable = page.getByTestId("image-unavailable");
    await expect(unavailable).toHaveCount(3);
    await expect(unavailable.first()).toHaveText("Image not available");
    const box = (await unavailable.first().locator("..").boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  });
});

test.describe("feeds", () => {
  test("RSS 2.0 at /blog/rss.xml lists the posts", async ({ request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    for (const post of seedPosts) {
      expect(xml).toContain(`<link>${origin}/blog/${post.slug}</link>`);
    }
  });

  test("sitemap.xml lists every post", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const post of seedPosts) expect(xml).toContain(`<loc>${origin}/blog/${post.slug}</loc>`);
    expect(xml).toContain(`<loc>${origin}/blog</loc>`);
  });
});

test.describe("accessibility", () => {
  // The index, the list, a post and a numbered page are scanned by pages.spec.ts with every public page.
  test("the not-found post page passes axe", async ({ page }) => {
    await page.goto("/blog/no-such-post");
    await expectAccessible(page, "/blog/no-such-post");
  });

  test("the empty state passes axe", async ({ page }) => {
    await openHydrated(page, "/blog");
    await page.route("**/api/blogs?page=1&limit=50", (route) =>
      route.fulfill({ json: { success: true, data: [], pagination: { page: 1, limit: 50, total: 0, pages: 0 } } }),
    );
    await page.getByRole("link", { name: "Show All Blogs" }).click();
    await expect(page.getByText("No blogs available at the moment")).toBeVisible();
    await expectAccessible(page, "empty list");
  });
});
