import { expect, expectAccessible, test } from "./fixtures";

/**
 * Issue 28, items 16 and 2: a post to a page that no page form would send is answered with the site's own error
 * page (HTML, in the page's language), never a 500 or a bare "Bad Request"; and a form on another website that posts
 * to one of ours gets a page saying to send it from this site. The fuzzing is the API fuzz's
 * (tests/api-fuzz/page-forms-fuzz.test.ts); this is what a person sees.
 */

test("an unexpected body to a page form is answered with the site's error page, in the page's language", async ({ request }) => {
  for (const [url, type, status, heading, lang] of [
    ["/co2-calculator", "text/plain", 415, "Something went wrong", "en"],
    ["/co2-calculator", "application/json", 415, "Something went wrong", "en"],
    ["/hi/careers", "multipart/form-data", 400, "कुछ गड़बड़ हो गई", "hi"],
    ["/ar/contact", "application/json", 415, "حدث خطأ ما", "ar"],
  ] as const) {
    const res = await request.post(url, { headers: { "content-type": type }, data: type === "application/json" ? '{"a":1}' : "a=1" });
    expect(res.status(), `${type} to ${url}`).toBe(status);
    expect(res.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  }
});

test("a form on another website posting to ours gets a page that says to send it from our site", async ({ page, baseURL }) => {
  // A page on another origin, as a copied or framed form would be: its post carries that origin.
  await page.route("http://elsewhere.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><title>Elsewhere</title><form method="post" action="${baseURL}/hi/contact">
        <input name="firstName" value="Asha"><input name="email" value="asha@example.com"><button>Send</button></form></html>`,
    }),
  );
  await page.goto("http://elsewhere.example/form");
  const answered = page.waitForResponse((response) => response.url().endsWith("/hi/contact"));
  await page.getByRole("button", { name: "Send" }).click();
  expect((await answered).status()).toBe(400);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("कुछ गड़बड़ हो गई");
  await expect(page.getByText("यह फ़ॉर्म किसी दूसरी वेबसाइट से भेजा गया था")).toBeVisible();
  const link = page.getByRole("link", { name: /\/hi\/contact$/ });
  await expect(link).toHaveAttribute("href", "/hi/contact");
  await expectAccessible(page, "a form posted from another website");
  await link.click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("कुछ गड़बड़ हो गई");
});
