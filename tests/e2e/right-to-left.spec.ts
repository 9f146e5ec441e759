import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { openQuoteDraft, pallets, shipment } from "./quote-draft";

/**
 * Issue 28 (item 9): Arabic pages read right to left, and what points or runs along the line must follow. Forward
 * arrows point left (the closing call to action, "Get Started", "Read More", "View role", the green roadmap link),
 * the quote's chargeable-weight formula keeps its order, e-mail and phone fields are written left to right, and a
 * figure never leaves "kg CO₂" alone on a line. Measured on the rendered page: where an arrow's tip is drawn, where
 * each character of the formula lands, which line a unit sits on.
 */

/** Where each arrow's tip is drawn, across its box: 0 is its left edge, 1 its right (CSS mirroring included). */
async function arrowTips(page: Page, scope: Locator = page.locator("body"), icons = "svg[data-direction]") {
  return scope.evaluate(
    (root, selector) =>
      [...root.querySelectorAll<SVGSVGElement>(selector)]
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .map((svg) => {
          const box = svg.getBoundingClientRect();
          // The head is the stroke whose middle lies farthest from the centre (a chevron's point, not an arrow's shaft).
          const tips = [...svg.querySelectorAll("path")].map((path) => {
            const middle = path.getPointAtLength(path.getTotalLength() / 2);
            return (new DOMPoint(middle.x, middle.y).matrixTransform(path.getScreenCTM()!).x - box.left) / box.width;
          });
          const tip = tips.reduce((far, x) => (Math.abs(x - 0.5) > Math.abs(far - 0.5) ? x : far), 0.5);
          const link = svg.closest("a, button");
          return {
            direction: svg.dataset.direction,
            tip,
            where: `${link?.tagName.toLowerCase()} ${link?.getAttribute("href") ?? ""} “${link?.textContent?.trim().slice(0, 30)}”`,
          };
        }),
    icons,
  );
}

/** Arrows that point the wrong way for the page's direction: forward is right in English, left in Arabic. */
async function wrongWay(page: Page, rtl: boolean) {
  const forwardIsLeft = rtl;
  return (await arrowTips(page))
    .filter(({ direction, tip }) => ((direction === "forward") === forwardIsLeft) !== tip < 0.5)
    .map(({ direction, where }) => `${direction} arrow of ${where}`);
}

const arrowPages = [
  "/",
  "/services",
  "/services/service1",
  "/industries/industrie1",
  "/blog",
  "/careers",
  "/co2-calculator",
  "/green-logistics",
  "/quote",
];

test("forward arrows point left on Arabic pages and right on English ones, back arrows the other way", async ({ page }) => {
  test.slow();
  for (const [lang, prefix] of [
    ["ar", "/ar"],
    ["en", ""],
  ] as const) {
    const found: string[] = [];
    for (const path of arrowPages) {
      await page.goto(path === "/" ? prefix || "/" : `${prefix}${path}`);
      found.push(...(await wrongWay(page, lang === "ar")).map((problem) => `${prefix}${path}: ${problem}`));
    }
    expect(found, `arrows on ${lang} pages`).toEqual([]);
  }

  // The arrows the issue named, each there and pointing left: found as drawn, whatever marks them.
  const named: [string, string][] = [
    ["/ar", 'main a[href="/ar/about-us"]'], // Get Started
    ["/ar/services", "[data-cta=contact]"], // the closing call to action
    ["/ar/blog", 'main a[href^="/ar/blog/"]'], // Read More
    ["/ar/careers", '#openings a[href^="/ar/careers/"]'], // View role
    ["/ar/co2-calculator", 'main a[href="/ar/green-logistics"]'], // the green roadmap link
  ];
  for (const [path, link] of named) {
    await page.goto(path);
    const tips = await arrowTips(
      page,
      page
        .locator(link)
        .filter({ has: page.locator("svg") })
        .first(),
      "svg",
    );
    expect(tips, `${path} ${link}`).toHaveLength(1);
    expect(tips[0]!.tip, `${path} ${link}: where the arrow's tip is drawn across its box`).toBeLessThan(0.5);
  }
});

/** The quote's second step with two pallets by air (tests/e2e/quote-draft.ts): its running totals. */
async function quoteCargoStep(page: Page, path: string) {
  await openQuoteDraft(page, path, 1, { ...shipment, packages: pallets });
  return page.locator("aside[aria-labelledby=quote-totals-title]");
}

/**
 * Where the first character of each of `pieces` is drawn (left edge, line top), found in the element's text one
 * after the other; "figure" is the last digit before the " kg" that follows.
 */
async function characterBoxes(element: Locator, pieces: string[]) {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const text = nodes.map((node) => node.data).join("");
    const box = (index: number) => {
      for (const node of nodes) {
        if (index < node.data.length) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getBoundingClientRect();
          return { left: rect.left, top: Math.round(rect.top) };
        }
        index -= node.data.length;
      }
      throw new Error("past the end");
    };
    let from = 0;
    return wanted.map((piece) => {
      if (piece === "figure") return box(text.indexOf(" kg", from) - 1);
      from = text.indexOf(piece, from);
      return box(from);
    });
  }, pieces);
}

test("the quote's running totals keep the chargeable-weight formula in order in Arabic", async ({ page }) => {
  const totals = await quoteCargoStep(page, "/ar/quote");
  const basis = totals.locator("p", { hasText: "166.67" });
  await expect(basis).toBeVisible();
  // The left edge of each named character, in the order of the text "1:6000 (1 m³ = 166.67 kg)".
  const lefts = (await characterBoxes(basis, ["1:", "(", "1 m", "m³", "166", "kg", ")"])).map((box) => box.left);
  // Left to right as written: it read "(m³ = 166.67 kg 1)" before.
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  await expect(basis).toContainText("1:6000 (1 m³ = 166.67 kg)");
});

test("e-mail and phone fields are written left to right, lined up with the start of an Arabic page", async ({ page }) => {
  const fields: [string, string][] = [
    ["/ar/contact", "main input[type=email]"],
    ["/ar/careers", "main input[type=email]"],
    ["/ar/careers", "main input[type=tel]"],
    ["/ar/contact", "footer input[type=email]"], // the newsletter
  ];
  for (const [path, selector] of fields) {
    await page.goto(path);
    const input = page.locator(selector).first();
    await hydrated(input);
    await input.fill("ahmed@example.ae");
    const style = await input.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { dir: element.getAttribute("dir"), direction: computed.direction, align: computed.textAlign };
    });
    expect(style, `${path} ${selector}`).toEqual({ dir: "ltr", direction: "ltr", align: "right" });
  }
  await openQuoteDraft(page, "/ar/quote", 3, shipment);
  for (const selector of ["main input[type=email]", "main input[type=tel]"]) {
    const input = page.locator(selector).first();
    await hydrated(input);
    expect(await input.evaluate((element) => [element.getAttribute("dir"), getComputedStyle(element).textAlign]), selector).toEqual([
      "ltr",
      "right",
    ]);
  }
});

test("a figure keeps its unit on its line: “kg CO₂” never wraps alone", async ({ page }) => {
  await page.goto("/ar/co2-calculator");
  const form = page.locator("main form").first();
  await hydrated(form);
  await form.locator("input[name=distance]").fill("1234567");
  await form.locator("input[name=weight]").fill("12");
  await form.locator("select[name=mode]").selectOption("air");
  await form.locator("button[type=submit]").click();
  const result = page.locator("#co2-result p");
  await expect(result).toContainText("kg CO₂");
  // A narrow column, as on a small phone: the line may break before the figure, never inside "figure kg CO₂".
  await result.evaluate((element) => (element.style.width = "9rem"));
  const lines = (await characterBoxes(result, ["figure", "kg", "CO₂"])).map((box) => box.top);
  expect(new Set(lines).size, `tops ${lines.join(", ")}`).toBe(1);

  const totals = await quoteCargoStep(page, "/ar/quote");
  const estimate = totals.locator("p.text-lg");
  await expect(estimate).toContainText("kg CO₂");
  await estimate.evaluate((element) => (element.style.width = "4rem"));
  const estimateLines = (await characterBoxes(estimate, ["figure", "kg", "CO₂"])).map((box) => box.top);
  expect(new Set(estimateLines).size, `tops ${estimateLines.join(", ")}`).toBe(1);
});
