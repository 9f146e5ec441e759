import { expect, hydrated, test } from "./fixtures";

test.describe("navigation bar", () => {
  test("lists the eight items and highlights the current route", async ({ page }) => {
    await page.goto("/about-us");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const labels = ["Home", "About Us", "Services", "Industries", "Blog", "Achievements", "Careers", "Contact"];
    for (const label of labels) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "About Us", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
    // Issue 17: pages of a section highlight its item too, as part of it rather than as the page itself.
    for (const [path, label] of [
      ["/philosophy", "About Us"],
      ["/bloglist", "Blog"],
      ["/industries/industrie2", "Industries"],
    ] as const) {
      await page.goto(path);
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "true");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
    }
  });

  test("turns solid beyond 10 px of scroll, and is always solid on home", async ({ page }) => {
    await page.goto("/about-us");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 10));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-solid", "true");
    await page.goto("/");
    await expect(page.locator("header").first()).toHaveAttribute("data-solid", "true");
  });

  test("scrolls to the top on every route change", async ({ page }) => {
    await page.goto("/about-us");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens and closes with a button that reports its state, by mouse and keyboard", async ({ page }) => {
    await page.goto("/about-us");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await hydrated(button);
    await button.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Careers" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.locator("#mobile-menu").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

test.describe("theme", () => {
  test("is light by default, toggles to dark and stays dark across reloads", async ({ page }) => {
    await page.goto("/about-us");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    const toggle = page.getByRole("button", { name: "Switch to dark theme" });
    await hydrated(toggle);
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("dark");
    // The class must be there before the app's JavaScript arrives (no flash): hold the scripts back.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: "commit" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.locator("main")).toBeVisible();
    expect(await page.locator("main").evaluate((main) => Object.keys(main).some((key) => key.startsWith("__react")))).toBe(false);
    release();
    await page.waitForLoadState("load");
  });
});

test.describe("language", () => {
  test("offers the 16 options, switches the shell and persists as preferredLang", async ({ page }) => {
    await page.goto("/about-us");
    const select = page.getByRole("combobox", { name: "Language" });
    await expect(select.locator("option")).toHaveCount(16);
    await hydrated(select);
    await select.selectOption("hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("navigation").first().getByRole("link", { name: "सेवाएँ" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("preferredLang"))).toBe("hi");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("combobox").first()).toHaveValue("hi");
  });

  test("sets right-to-left direction for Arabic", async ({ page }) => {
    await page.goto("/contact");
    const select = page.getByRole("combobox", { name: "Language" });
    await hydrated(select);
    await select.selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("combobox").first().selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });
});

test.describe("splash", () => {
  test.use({ showSplash: true });

  test("covers the rendered page for 3 s plus a 400 ms fade, once per session", async ({ page }) => {
    // Timed inside the page: on a busy machine the test's own steps can take seconds.
    await page.addInitScript(() => {
      const times: { shown?: number; hidden?: number } = {};
      Object.assign(window, { splashTimes: times });
      new MutationObserver(() => {
        const on = document.documentElement?.classList.contains("splash") ?? false;
        if (on) times.shown ??= performance.now();
        else if (times.shown !== undefined) times.hidden ??= performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
    });
    await page.goto("/about-us", { waitUntil: "commit" });
    await expect(page.locator("#splash")).toBeVisible();
    // The page is already rendered underneath.
    await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
    await expect(page.locator("#splash")).toBeHidden({ timeout: 10_000 });
    const { shown, hidden } = await page.evaluate(
      () => (window as unknown as { splashTimes: { shown?: number; hidden?: number } }).splashTimes,
    );
    expect(hidden! - shown!).toBeGreaterThanOrEqual(3_000);
    expect(hidden! - shown!).toBeLessThan(4_000);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/splash/);
    await expect(page.locator("#splash")).toBeHidden();
  });

  test("is skipped for reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/about-us");
    await expect(page.locator("html")).not.toHaveClass(/splash/);
    await context.close();
  });
});

test.describe("floating elements", () => {
  test("the chat button opens WhatsApp with the company number in a new tab", async ({ page }) => {
    await page.goto("/about-us");
    const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/\d{10,15}$/);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", /noopener/);
  });

  test("the side tabs lead to green logistics and the CO2 calculator", async ({ page }) => {
    await page.goto("/about-us");
    const tabs = page.getByRole("navigation", { name: /Green Logistics/ });
    await tabs.getByRole("link", { name: "Green Logistics" }).click();
    await expect(page).toHaveURL(/\/green-logistics$/);
    await tabs.getByRole("link", { name: "CO2 Emission" }).click();
    await expect(page).toHaveURL(/\/co2-calculator$/);
  });

  test("the footer is on every page but home", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await page.goto("/how-it-works");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    for (const name of ["About Us", "Services", "Industries", "Blog", "Achievements", "Careers", "Contact Us"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const name of [/on X/, /on LinkedIn/, /on Instagram/])
      await expect(footer.getByRole("link", { name })).toHaveAttribute("target", "_blank");
  });
});

test.describe("toasts", () => {
  test("the toast library loads only once a form takes focus", async ({ page }) => {
    const toaster = page.locator('section[aria-label^="Notifications"]');
    const toastStyles = () =>
      page.evaluate(
        () => [...document.querySelectorAll("style")].filter((style) => style.textContent?.includes("data-sonner-toaster")).length,
      );
    await page.goto("/services");
    const email = page.getByRole("form", { name: "Newsletter subscription" }).getByRole("textbox");
    await hydrated(email);
    // Past the page's idle time: nothing has asked for a toast, so neither the toaster nor its stylesheet is here.
    await page.waitForTimeout(2_500);
    await expect(toaster).toHaveCount(0);
    expect(await toastStyles()).toBe(0);

    await email.focus();
    await expect(toaster).toBeAttached();
    expect(await toastStyles()).toBe(1);
  });
});

test.describe("home", () => {
  test("has a muted, looping, inline background video with a poster and Get Started to /about-us", async ({ page }) => {
    await page.goto("/");
    const video = page.locator("video");
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
    await expect(video).toHaveAttribute("playsinline", "");
    await expect(video).toHaveAttribute("poster", /\.webp$/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await page.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test("keeps the video paused for reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "load" });
    await page.waitForTimeout(500);
    expect(await page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await context.close();
  });
});

test.describe("not found", () => {
  test("answers 404 with the texts of docs/product/product-spec.md §2.13", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  // Every not-found answer is titled and kept out of search, whichever route gave it (the blog keeps its own wording).
  const notFoundTitle = "Page not found | Tarang Global Logistics";
  const notFoundAnswers = [
    { path: "/nope", title: notFoundTitle },
    { path: "/industries/industrie9", title: notFoundTitle, heading: true },
    { path: "/industries/industrie99", title: notFoundTitle, heading: true },
    { path: "/services/service13", title: notFoundTitle, heading: true },
    { path: "/services/freight", title: notFoundTitle },
    { path: "/blog/no-such-post", title: "Blog Not Found | Tarang Global Logistics" },
  ];
  // One page visits them in turn (a fresh page per path cost more than the visit); each path is a step, so a failure names it.
  test("each not-found path answers 404 with a title and noindex, in the HTML and after hydration", async ({ page, request }) => {
    // A visit with its checks gets the time a test of its own had.
    test.setTimeout(notFoundAnswers.length * 30_000);
    for (const { path, title, heading } of notFoundAnswers) {
      await test.step(`${path} answers 404 with a title and noindex, in the HTML and after hydration`, async () => {
        const raw = await request.get(path);
        expect(raw.status()).toBe(404);
        const html = await raw.text();
        expect(html).toContain(`<title>${title}</title>`);
        expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        if (heading) await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
        await hydrated(page.locator("main"));
        await expect(page).toHaveTitle(title);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      });
    }
  });

  test("a client-side visit to an unknown industry is titled and noindex too", async ({ page, consoleErrors }) => {
    await page.goto("/industries");
    await hydrated(page.locator("main"));
    // React Router follows history changes: the not-found answer then comes from the route's data request.
    await page.evaluate(() => {
      history.pushState(null, "", "/industries/industrie9");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page).toHaveTitle(notFoundTitle);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // The route's data request answers 404 on purpose, and the browser logs it.
    const expected = consoleErrors.filter((error) => !/status of 404/.test(error));
    consoleErrors.splice(0, consoleErrors.length, ...expected);
  });

  test("the staff area is never indexed", async ({ request }) => {
    for (const path of ["/admin/login", "/admin/applications"]) {
      const response = await request.get(path);
      expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    }
    expect((await request.get("/about-us")).headers()["x-robots-tag"]).toBeUndefined();
  });

  test("/blogList and /bloglist both work", async ({ page }) => {
    for (const path of ["/bloglist", "/blogList"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
    }
  });
});
