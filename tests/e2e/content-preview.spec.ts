import { expect, test } from "./fixtures";
import { staffSession } from "./staff-session";

/**
 * Issue 30: the Content area shows a page's preview (GET /api/staff/content/preview) in
 * `<iframe sandbox="allow-same-origin" srcdoc>` on a staff page, under the staff page's strict policy. The frame
 * must get the page's stylesheet, images and direction, in the theme asked for, and log nothing of its own.
 */
test("a page's preview shows styled, in its direction and theme, in a sandboxed frame of a staff page", async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const { headers } = await staffSession(request, `preview-${testInfo.workerIndex}@example.com`, "e2e content preview passphrase");
  const answer = await request.get("/api/staff/content/preview?path=/ar/about-us&theme=dark", { headers });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("no-store");
  const preview = await answer.text();
  expect(preview).not.toContain("<script");
  expect(preview).not.toMatch(/\son[a-z]+=/i);

  await page.goto("/admin/login");
  const shown = await page.evaluate(async (srcdoc) => {
    const frame = document.createElement("iframe");
    frame.setAttribute("sandbox", "allow-same-origin");
    frame.title = "Preview";
    frame.style.cssText = "width: 1200px; height: 800px";
    frame.srcdoc = srcdoc;
    const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    const doc = frame.contentDocument!;
    const images = [...doc.images].filter((image) => image.loading !== "lazy");
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return {
      rules: [...doc.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0),
      dir: doc.documentElement.dir,
      dark: doc.documentElement.classList.contains("dark"),
      background: getComputedStyle(doc.body).backgroundColor,
      brokenImages: images.filter((image) => image.naturalWidth === 0).map((image) => image.src),
    };
  }, preview);
  expect(shown.rules).toBeGreaterThan(50);
  expect(shown.dir).toBe("rtl");
  expect(shown.dark).toBe(true);
  // The dark theme's background, not the browser's white.
  expect(shown.background).not.toBe("rgb(255, 255, 255)");
  expect(shown.background).not.toBe("rgba(0, 0, 0, 0)");
  expect(shown.brokenImages).toEqual([]);
  // The test's own init scripts (fixtures.ts) are refused in the frame, which runs none (the preview has none of its
  // own, above), and Chromium says so: the sandbox at work. Anything else on the console still fails the test.
  const refusals = consoleErrors.filter((line) => line.startsWith("Blocked script execution in 'about:srcdoc'"));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !refusals.includes(line)));
});
