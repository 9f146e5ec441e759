import type { Page } from "@playwright/test";

/**
 * The site's address as the server knows it: it makes each request's URL from PUBLIC_URL (http://localhost:3000 in
 * tests, decision 014), and React Router takes a page's form post only from that origin.
 */
export const publicSite = "http://localhost:3000";

/** Serves `publicSite` from the test server, so a page opened there can post its forms without JavaScript. */
export async function servePublicSite(page: Page, baseURL: string) {
  await page.route(`${publicSite}/**`, async (route) => {
    // A request the page no longer waits for (it navigated: a form was sent) is disposed mid-flight; that is not a failure.
    const response = await route.fetch({ url: route.request().url().replace(publicSite, baseURL), maxRedirects: 0 }).catch(() => null);
    await (response ? route.fulfill({ response }) : route.abort()).catch(() => {});
  });
}
