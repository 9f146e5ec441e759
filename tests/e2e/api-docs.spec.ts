import { expect, test } from "./fixtures";

test("the API reference page lists every documented operation under the site's CSP, with nothing from another host", async ({
  page,
  baseURL,
}) => {
  // Swagger UI is a 1.4 MB script: on a busy two-core machine it takes longer than a page of the site to draw.
  test.slow();
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  const description = await (await page.request.get("/api/openapi.json")).json();
  const operations = Object.values(description.paths as Record<string, object>).flatMap((path) => Object.keys(path));

  await page.goto("/api/docs");
  await expect(page.locator(".info .title")).toContainText("Website API", { timeout: 30_000 });
  await expect(page.locator(".opblock")).toHaveCount(operations.length);
  expect(foreign).toEqual([]);
});
