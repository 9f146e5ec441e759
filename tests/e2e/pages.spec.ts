import { expectAccessible, expect, test } from "./fixtures";
import { staticPublicPaths } from "../../contracts/public-paths";
import { publicPages } from "./routes";

test.describe("every public page", () => {
  for (const path of publicPages) {
    test(`${path}: 200, search and sharing tags in the served HTML, a call to action to /contact, no accessibility violations`, async ({
      page,
      request,
    }) => {
      const raw = await request.get(path);
      expect(raw.status()).toBe(200);
      const html = await raw.text();
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      for (const tag of [
        'name="description"',
        'name="keywords"',
        'rel="canonical"',
        'property="og:title"',
        'property="og:image"',
        'name="twitter:card"',
        'name="twitter:image"',
      ]) {
        expect(html, `${tag} on ${path}`).toContain(tag);
      }
      expect(raw.headers()["content-security-policy"]).toMatch(/script-src 'self' ('sha256-|'nonce-)/);
      await page.goto(path);
      await expect(page.locator('main a[href="/contact"]').last()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      // Issue 17: search results cut titles near 70 characters, and every aside beside the chat button needs a name.
      expect((await page.title()).length, "title length").toBeLessThanOrEqual(70);
      await expect(page.locator("aside:not([aria-label]):not([aria-labelledby])")).toHaveCount(0);
      await expectAccessible(page, path);
    });
  }

  // Issue 17: /how-it-works was reachable only by typing its address. Over HTTP: the links in the served HTML.
  test("every listed page is linked from another page", async ({ request }) => {
    const linked = new Set<string>();
    for (const path of staticPublicPaths) {
      const html = await (await request.get(path)).text();
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) if (href !== path) linked.add(href!);
    }
    expect(staticPublicPaths.filter((path) => !linked.has(path))).toEqual([]);
  });

  test("the 404 page passes axe", async ({ page }) => {
    await page.goto("/no-such-page");
    await expectAccessible(page);
  });
});
