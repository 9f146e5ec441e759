import { expect, test } from "./fixtures";

const operationCount = (description: { paths: Record<string, object> }) =>
  Object.values(description.paths).flatMap((path) => Object.keys(path)).length;

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
  const whole = operationCount(await (await page.request.get("/api/openapi.json")).json());

  await page.goto("/api/docs");
  await expect(page.locator(".info .title")).toContainText("Website API", { timeout: 30_000 });
  // The description in two parts (server/plugins/api-reference-parts.ts), which together hold every operation.
  let shown = 0;
  for (const [name, url] of [
    ["Public API", "/api/docs/public.json"],
    ["Staff API", "/api/docs/staff.json"],
  ] as const) {
    await page.getByLabel("Select a definition").selectOption(name);
    const count = operationCount(await (await page.request.get(url)).json());
    await expect(page.locator(".opblock")).toHaveCount(count, { timeout: 30_000 });
    shown += count;
  }
  expect(shown).toBe(whole);
  expect(foreign).toEqual([]);
});
