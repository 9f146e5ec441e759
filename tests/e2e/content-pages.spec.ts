import type { Page } from "@playwright/test";
import { yearsInBusiness } from "../../app/content/site";
import { t } from "./english";
import { expectAccessible, expect, hydrated, test } from "./fixtures";

const pages = [
  {
    path: "/achievements",
    title: t("achievements.hero.title", { years: yearsInBusiness(Number(t("company.founded"))) }),
    cta: "Talk to Our Team",
  },
  { path: "/green-logistics", title: "Moving India's trade with a lighter footprint", cta: "Talk to Our Team" },
  { path: "/co2-calculator", title: "CO₂ Emission Calculator", cta: "Plan a Greener Shipment" },
  { path: "/careers", title: "Build a career that moves India's trade", cta: "Contact Us" },
  { path: "/contact", title: "Contact Us", cta: "Send us a message" },
] as const;

test.describe("content pages: title and call to action", () => {
  // One page visits them in turn (a fresh page each cost more than the visit); each page is a step, so a failure names it.
  test("each content page shows its title and ends with a call to action to /contact", async ({ page }) => {
    // A visit with its checks gets the time a test of its own had.
    test.setTimeout(pages.length * 30_000);
    for (const { path, title, cta } of pages) {
      await test.step(`${path} shows its title and ends with a call to action to /contact`, async () => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        const link = page.locator('main a[data-cta="contact"]');
        await expect(link).toHaveAttribute("href", "/contact");
        await expect(link).toHaveText(cta);
        await expect(link).toBeVisible();
      });
    }
  });

  test("the green page leads to the calculator", async ({ page }) => {
    await page.goto("/green-logistics");
    await page.getByRole("link", { name: "Estimate your shipment's CO₂" }).click();
    await expect(page).toHaveURL(/\/co2-calculator$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CO₂ Emission Calculator");
  });
});

test.describe("achievements", () => {
  const finals = ["15+", "1500+", "15000+", "500+"];

  test("the served HTML already holds the final numbers, labels and certificate images", async ({ request }) => {
    const html = await (await request.get("/achievements")).text();
    for (const value of finals) expect(html).toContain(`>${value}<`);
    for (const label of ["Years of industry experience", "Happy clients", "Successful deliveries", "Cities covered"])
      expect(html).toContain(label);
    for (const name of ["wca", "aeo", "iso"]) {
      expect(html).toContain(`/media/certificates/${name}-light.svg`);
      expect(html).toContain(`/media/certificates/${name}-dark.svg`);
    }
  });

  test.describe("below the fold", () => {
    test.use({ viewport: { width: 1366, height: 480 } });

    test("counters wait at 0 out of sight, then count up to their numbers over about a second", async ({ page }) => {
      await page.goto("/achievements");
      const counters = page.locator("[data-count-up]");
      // Hydrated and out of view: reset to 0, unseen.
      await expect(counters).toHaveText(["0+", "0+", "0+", "0+"]);
      // Screen readers get the final value throughout.
      await expect(page.locator("#milestones .sr-only")).toHaveText(finals);
      await counters.first().scrollIntoViewIfNeeded();
      const started = Date.now();
      await expect.poll(() => counters.nth(2).textContent()).not.toBe("0+");
      await expect(counters).toHaveText(finals, { timeout: 3_000 });
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThan(600);
      expect(elapsed).toBeLessThan(2_500);
    });

    // Issue 19: the first frame of a count read -1645+. A frame is stamped with the time it began, and on a busy main thread
    // (hydration) that can be well before the moment the count started; here every frame is stamped 50 ms early to make it so.
    test("a counter never shows a value outside 0 … its final number, even on frames stamped before the count began", async ({ page }) => {
      await page.addInitScript(() => {
        const requestFrame = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) => requestFrame((time) => callback(time - 50));
        // Every text a counter ever holds, from the served HTML on, recorded as the DOM changes.
        const seen: string[] = [];
        (window as unknown as { countUpTexts: string[] }).countUpTexts = seen;
        document.addEventListener("DOMContentLoaded", () => {
          const counters = [...document.querySelectorAll("[data-count-up]")];
          const record = () => counters.forEach((counter, index) => seen.push(`${index}:${counter.textContent}`));
          record();
          new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      });
      await page.goto("/achievements");
      const counters = page.locator("[data-count-up]");
      await expect(counters).toHaveText(["0+", "0+", "0+", "0+"]);
      await counters.first().scrollIntoViewIfNeeded();
      await expect(counters).toHaveText(finals, { timeout: 3_000 });
      const texts = await page.evaluate(() => (window as unknown as { countUpTexts: string[] }).countUpTexts);
      expect(texts.length).toBeGreaterThan(20);
      const outside = texts.filter((text) => {
        const [index, shown] = text.split(":") as [string, string];
        const value = Number(shown.replace("+", ""));
        return !(value >= 0 && value <= Number.parseInt(finals[Number(index)]!, 10));
      });
      expect(outside).toEqual([]);
    });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce", viewport: { width: 1366, height: 480 } });

    test("counters show their final numbers at once", async ({ page }) => {
      await page.goto("/achievements");
      await hydrated(page.locator("[data-count-up]").first());
      const counters = page.locator("[data-count-up]");
      await expect(counters).toHaveText(finals);
      await counters.first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await expect(counters).toHaveText(finals);
    });
  });

  test("three certificates, each with a light and a dark image and alt text", async ({ page }) => {
    await page.goto("/achievements");
    for (const [title, name] of [
      ["WCA Member", "wca"],
      ["AEO Certified", "aeo"],
      ["ISO 9001:2015 Certified", "iso"],
    ] as const) {
      await expect(page.getByRole("heading", { name: title, level: 3 })).toBeVisible();
      const light = page.locator(`img[src="/media/certificates/${name}-light.svg"]`);
      const dark = page.locator(`img[src="/media/certificates/${name}-dark.svg"]`);
      await expect(light).toHaveAttribute("alt", /.{10,}/);
      await expect(dark).toHaveAttribute("alt", /.{10,}/);
      await expect(light).toHaveAttribute("width", "400");
      await expect(light).toBeVisible();
      await expect(dark).toBeHidden();
    }
  });
});

test.describe("green logistics", () => {
  test("shows the three sections, the dated roadmap targets and the scaling principles", async ({ page }) => {
    await page.goto("/green-logistics");
    for (const heading of ["Our Mission & Green Roadmap", "Our Sustainability Commitment", "Sustainability That Scales With Us"]) {
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    const roadmap = page.locator("#roadmap");
    for (const [title, figure, year] of [
      ["Reduce Carbon Emissions", "30%", "by 2030"],
      ["Electric Last-Mile", "25%", "by 2032"],
      ["Energy Efficiency", "50%", "by 2028"],
    ]) {
      const card = roadmap.locator("article").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card).toContainText(figure);
      await expect(card).toContainText(year);
    }
    for (const title of ["Energy-Efficient Warehousing", "Resource-Conscious Operations", "Gradual Integration"]) {
      await expect(page.locator("#scales").getByRole("heading", { name: title })).toBeVisible();
    }
  });

  async function floatAnimations(page: Page) {
    return page.locator(".animate-float").evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return { hidden: element.getAttribute("aria-hidden"), name: style.animationName, seconds: parseFloat(style.animationDuration) };
      }),
    );
  }

  test("floating decorations are hidden from assistive technology and float", async ({ page }) => {
    await page.goto("/green-logistics");
    const animations = await floatAnimations(page);
    expect(animations.length).toBeGreaterThanOrEqual(3);
    for (const animation of animations) expect(animation).toEqual({ hidden: "true", name: "float-y", seconds: 6 });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the decorations stand still", async ({ page }) => {
      await page.goto("/green-logistics");
      const animations = await floatAnimations(page);
      expect(animations.length).toBeGreaterThanOrEqual(3);
      for (const animation of animations)
        expect(animation.name === "none" || animation.seconds < 0.001, JSON.stringify(animation)).toBe(true);
    });
  });
});

test.describe("CO2 calculator", () => {
  async function open(page: Page) {
    await page.goto("/co2-calculator");
    const form = page.locator("form").filter({ has: page.getByLabel("Distance (km)") });
    await hydrated(form);
    return {
      distance: page.getByLabel("Distance (km)"),
      weight: page.getByLabel("Cargo Weight (tons)"),
      mode: page.getByLabel("Transport Mode"),
      submit: page.getByRole("button", { name: "Calculate Emission" }),
      result: page.locator('#calculator [aria-live="polite"]'),
    };
  }

  test("fields: numbers from 0 with any decimals, and a disabled 'Select mode' placeholder selected at first", async ({ page }) => {
    const { distance, weight, mode } = await open(page);
    for (const field of [distance, weight]) {
      await expect(field).toHaveAttribute("type", "number");
      await expect(field).toHaveAttribute("min", "0");
      await expect(field).toHaveAttribute("step", "any");
      await expect(field).toHaveAttribute("required", "");
    }
    await expect(mode).toHaveValue("");
    const placeholder = mode.locator("option", { hasText: "Select mode" });
    await expect(placeholder).toBeDisabled();
    expect(await placeholder.evaluate((option: HTMLOptionElement) => option.selected)).toBe(true);
    await expect(mode.locator("option:not([disabled])")).toHaveText(["Air", "Road", "Sea"]);
    expect(
      await mode.locator("option:not([disabled])").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(["air", "road", "sea"]);
  });

  const cases = [
    { distance: "1000", weight: "2", mode: "air", kg: "1,200.00" },
    { distance: "1000", weight: "2", mode: "road", kg: "300.00" },
    { distance: "1000", weight: "2", mode: "sea", kg: "40.00" },
    { distance: "12.5", weight: "0.4", mode: "air", kg: "3.00" },
    { distance: "12.5", weight: "0.4", mode: "road", kg: "0.75" },
    { distance: "12.5", weight: "0.4", mode: "sea", kg: "0.10" },
    { distance: "0", weight: "7.5", mode: "road", kg: "0.00" },
  ];
  // Every case in one visit, a step each: the page must never reload, and each result differs from the one before.
  test("each distance, weight and mode gives its kg CO₂, without a reload", async ({ page }) => {
    const { distance, weight, mode, submit, result } = await open(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    for (const c of cases) {
      await test.step(`${c.distance} km × ${c.weight} t by ${c.mode} = ${c.kg} kg CO₂, without a reload`, async () => {
        await distance.fill(c.distance);
        await weight.fill(c.weight);
        await mode.selectOption(c.mode);
        await submit.click();
        await expect(result).toHaveText(`Estimated Emission: ${c.kg} kg CO₂`);
        expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
        await expect(page).toHaveURL(/\/co2-calculator$/);
      });
    }
  });

  test("Enter submits too, and the result sits in a polite live region", async ({ page }) => {
    const { distance, weight, mode, result } = await open(page);
    await mode.selectOption("sea");
    await distance.fill("1450");
    await weight.fill("18.75");
    await weight.press("Enter");
    await expect(result).toHaveText("Estimated Emission: 543.75 kg CO₂");
    await expect(result).toHaveAttribute("aria-live", "polite");
  });

  test("compares the same shipment by all three modes and states the basis of the factors", async ({ page }) => {
    const { distance, weight, mode, submit } = await open(page);
    const chart = page.locator("figure").filter({ hasText: "The same shipment by each mode" });
    await expect(chart).toHaveCount(0);
    await distance.fill("1000");
    await weight.fill("2");
    await mode.selectOption("road");
    await submit.click();
    await expect(chart.getByRole("listitem")).toHaveText([
      /^Air\s*1,200\.00 kg CO₂$/,
      /^Road\s*300\.00 kg CO₂ \(your selection\)$/,
      /^Sea\s*40\.00 kg CO₂$/,
    ]);
    await expect(chart).toContainText("per tonne-km");
    await expect(chart).toContainText("tank-to-wheel");
    await expect(page.locator("#factor-basis")).toContainText("tank-to-wheel");
    await expect(page.locator("#factor-basis")).toContainText("per tonne-km");
  });

  test("input that cannot be used clears the result without any message", async ({ page }) => {
    const { distance, weight, mode, submit, result } = await open(page);
    // No mode chosen yet: nothing appears.
    await distance.fill("1000");
    await weight.fill("2");
    await submit.click();
    await expect(result).toHaveText("");

    const showValid = async () => {
      await distance.fill("1000");
      await weight.fill("2");
      await mode.selectOption("road");
      await submit.click();
      await expect(result).toHaveText("Estimated Emission: 300.00 kg CO₂");
    };
    for (const [field, value] of [
      [distance, ""],
      [weight, ""],
      [distance, "-5"],
      [weight, "-0.5"],
    ] as const) {
      await showValid();
      await field.fill(value);
      await submit.click();
      await expect(result).toHaveText("");
      await expect(page.locator("figure").filter({ hasText: "The same shipment by each mode" })).toHaveCount(0);
      await expect(page.getByRole("alert")).toHaveCount(0);
      // No browser validation bubble either: the form handles its own submit.
      expect(await page.locator("#co2-distance").evaluate((input: HTMLInputElement) => input.form?.noValidate)).toBe(true);
    }
    await expect(page).toHaveURL(/\/co2-calculator$/);
  });
});

test.describe("careers", () => {
  test("the tabs: 'Learn and Grow with Us' first, then keyboard with arrows, Home and End", async ({ page }) => {
    await page.goto("/careers");
    const tablist = page.getByRole("tablist", { name: "Career paths" });
    const learn = tablist.getByRole("tab", { name: "Learn and Grow with Us" });
    const lead = tablist.getByRole("tab", { name: "Lead and Excel with Us" });
    await expect(learn).toHaveAttribute("aria-selected", "true");
    await expect(lead).toHaveAttribute("aria-selected", "false");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAccessibleName("Learn and Grow with Us");
    for (const months of ["2 months", "3 months", "6 months"]) await expect(panel.getByRole("heading", { name: months })).toBeVisible();

    await hydrated(learn);
    await learn.focus();
    await page.keyboard.press("ArrowRight");
    await expect(lead).toBeFocused();
    await expect(lead).toHaveAttribute("aria-selected", "true");
    await expect(learn).toHaveAttribute("tabindex", "-1");
    await expect(panel).toHaveAccessibleName("Lead and Excel with Us");
    await expect(panel.getByRole("listitem").filter({ has: page.getByRole("heading") })).toHaveText([
      /Resume screening/,
      /HR interaction/,
      /Final interview with department heads/,
    ]);

    await page.keyboard.press("ArrowRight");
    await expect(learn).toBeFocused();
    await expect(learn).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(lead).toBeFocused();
    await page.keyboard.press("Home");
    await expect(learn).toBeFocused();
    await expect(learn).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(lead).toBeFocused();
    await expect(lead).toHaveAttribute("aria-selected", "true");
    // Tab leaves the tab list for the active panel.
    await page.keyboard.press("Tab");
    await expect(panel).toBeFocused();
    // And a click selects as well.
    await learn.click();
    await expect(panel).toHaveAccessibleName("Learn and Grow with Us");
  });

  test("'Apply Now' scrolls to the application section and moves focus to its heading", async ({ page }) => {
    await page.goto("/careers");
    const apply = page.getByRole("link", { name: "Apply Now" });
    await expect(apply).toHaveAttribute("href", "#apply");
    await expect(page.locator("#apply")).not.toBeInViewport();
    await hydrated(apply);
    await apply.click();
    await expect(page.locator("#apply")).toBeInViewport();
    await expect(page.locator("#apply").getByRole("heading", { name: "Apply now", level: 2 })).toBeFocused();
  });

  test("warns that we never ask applicants for money and says where to report it", async ({ page }) => {
    await page.goto("/careers");
    const warning = page.getByRole("complementary", { name: "We never ask applicants for money" });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText("never charges a fee or asks for a deposit");
    await expect(warning.getByRole("link")).toHaveAttribute("href", /^mailto:careers@/);
  });
});

test.describe("contact", () => {
  test("address, phone, email, hours, reply time, walk-ins and the map with directions", async ({ page }) => {
    await page.goto("/contact");
    const details = page.locator("#reach-us");
    await expect(details).toContainText("Navi Mumbai");
    const phone = details.locator('a[href^="tel:"]');
    await expect(phone).toHaveAttribute("href", "tel:+912269712400");
    await expect(phone).toHaveText("+91 22 6971 2400");
    const email = details.locator('a[href^="mailto:"]');
    await expect(email).toHaveAttribute("href", "mailto:hello@taranglogistics.in");
    await expect(details).toContainText("Monday to Saturday, 10:00 AM to 6:00 PM");
    await expect(details).toContainText("We typically reply within 24 hours");
    await expect(details).toContainText("Walk-ins by prior appointment");
    const map = details.locator('img[src="/media/contact/map.svg"]');
    await expect(map).toHaveAttribute("alt", /Navi Mumbai/);
    await expect(map).toHaveAttribute("width", "960");
    await expect(map).toHaveAttribute("height", "640");
    const directions = details.getByRole("link", { name: /Get directions/ });
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", /noopener/);
    await expect(directions).toHaveAttribute("href", /^https:\/\//);
  });

  test("the closing call to action leads to the message form on the same page", async ({ page }) => {
    await page.goto("/contact");
    const cta = page.locator('main a[data-cta="contact"]');
    await hydrated(cta);
    await cta.click();
    await expect(page.locator("#message")).toBeInViewport();
    await expect(page.locator("#message").getByRole("heading", { name: "Send us a message", level: 2 })).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("accessibility", () => {
  // Each page as it opens is scanned by pages.spec.ts; these are the states only a visitor's input reaches.
  test("/co2-calculator with a result and its comparison chart passes axe", async ({ page }) => {
    await page.goto("/co2-calculator");
    await hydrated(page.locator("#co2-distance"));
    await page.getByLabel("Distance (km)").fill("800");
    await page.getByLabel("Cargo Weight (tons)").fill("3.5");
    await page.getByLabel("Transport Mode").selectOption("air");
    await page.getByRole("button", { name: "Calculate Emission" }).click();
    await expect(page.getByText("Estimated Emission: 1,680.00 kg CO₂")).toBeVisible();
    await expectAccessible(page, "/co2-calculator with a result");
  });

  test("/careers on its second tab passes axe", async ({ page }) => {
    await page.goto("/careers");
    const tab = page.getByRole("tab", { name: "Lead and Excel with Us" });
    await hydrated(tab);
    await tab.click();
    await expectAccessible(page, "/careers, second tab");
  });
});
