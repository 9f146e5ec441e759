import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";
import { openQuoteDraft, pallets, shipment } from "./quote-draft";

/**
 * Issue 28 (item 14): nothing the site pins to the screen (the header, the chat button, the side tabs, the
 * language offer) may cover text or a control, at phone, tablet and desktop widths, in a left-to-right
 * language, a Devanagari one and a right-to-left one. Each text line and control is put where the browser
 * puts what it brings into view (at the top under the header, in the middle, at the bottom: `scroll-padding`
 * counts, as it does for focus and anchors), and where it meets a pinned element the points they share are
 * hit-tested: covered when the pinned element answers there and the text or control answers once it is
 * hidden. The same pass checks that a text field's typing area is free of badges drawn over it and that
 * every choice of a select fits its box. One page per width and language; no axe here (pages.spec.ts and
 * languages.spec.ts scan these pages).
 */

/**
 * A phone, a tablet and a desktop. 390 px lays out as 360 px does (both below `sm`), and 1280 px as 1440 px
 * (both past `xl`, short of `2xl`); of the phones the narrower leaves text the least room.
 */
const widths = [360, 768, 1440];
const languages = ["en", "hi", "ar"] as const;
const pages = ["/", "/services", "/services/service1", "/contact", "/careers", "/co2-calculator", "/about-us", "/blog1"];

/** The quote's steps as a buyer reaches them. */
const quoteStates = [
  { step: 0, draft: shipment },
  {
    step: 1,
    draft: { ...shipment, packages: pallets },
  },
  { step: 1, draft: { ...shipment, mode: "sea-fcl", containers: [{ type: "40hc", count: "2", weightKg: "24000" }] } },
  { step: 2, draft: shipment },
  { step: 3, draft: shipment },
];

const localized = (lang: string, path: string) => (lang === "en" ? path : path === "/" ? `/${lang}` : `/${lang}${path}`);

interface Problem {
  problem: string;
  where: string;
  what: string;
}

/** Runs in the page: every covered text line or control, every badge over a typing area, every select choice cut. */
function findProblems(): Problem[] {
  const root = document.documentElement;
  root.style.scrollBehavior = "auto";
  const problems: Problem[] = [];
  const name = (element: Element) =>
    element.getAttribute("aria-label") ??
    element.getAttribute("id") ??
    `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")}`;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 1 && box.height > 1 && style.visibility !== "hidden" && Number(style.opacity) > 0;
  };

  // The pinned layers: outermost fixed elements that show (the skip link and the like are zero-sized until focused).
  const fixed = [...document.body.querySelectorAll("*")].filter(
    (element) => getComputedStyle(element).position === "fixed" && shown(element),
  );
  const layers = fixed.filter((element) => !fixed.some((other) => other !== element && other.contains(element)));
  const layerOf = (node: Node) => layers.find((layer) => layer.contains(node));

  interface Target {
    what: string;
    /** The element that answers a hit on it: the control, or the text's parent. */
    owner: Element;
    /** The live boxes (lines of a text, or the control's box). */
    boxes: () => DOMRect[];
    layer?: Element;
  }
  const targets: Target[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest("script, style, noscript, template, option, svg")) continue;
    if (!shown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    targets.push({
      what: `text “${node.textContent.trim().slice(0, 50)}”`,
      owner: parent,
      boxes: () => [...range.getClientRects()].filter((box) => box.width > 1 && box.height > 1),
      layer: layerOf(node),
    });
  }
  const controls = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]";
  for (const control of document.body.querySelectorAll(controls)) {
    if (!shown(control)) continue;
    const label = control.getAttribute("aria-label") ?? control.textContent?.trim().slice(0, 50) ?? "";
    targets.push({
      what: `${control.tagName.toLowerCase()} “${label || control.getAttribute("name") || ""}”`,
      owner: control,
      boxes: () => [control.getBoundingClientRect()],
      layer: layerOf(control),
    });
  }

  const style = getComputedStyle(root);
  const padTop = parseFloat(style.scrollPaddingTop) || 0;
  const padBottom = parseFloat(style.scrollPaddingBottom) || 0;
  const viewHeight = window.innerHeight;
  const maxScroll = Math.max(0, root.scrollHeight - viewHeight);
  const clamp = (y: number) => Math.round(Math.min(maxScroll, Math.max(0, y)));
  const overlap = (a: DOMRect, b: DOMRect) => {
    const left = Math.max(a.left, b.left);
    const right = Math.min(a.right, b.right);
    const top = Math.max(a.top, b.top);
    const bottom = Math.min(a.bottom, b.bottom);
    return right - left > 1 && bottom - top > 1 ? { left, right, top, bottom } : null;
  };

  // Where each box lands when brought into view at the top, the middle and the bottom; pairs that meet a layer there.
  window.scrollTo(0, 0);
  const layerBoxes = layers.map((layer) => [layer, layer.getBoundingClientRect()] as const);
  const byScroll = new Map<number, { target: Target; placement: string }[]>();
  for (const target of targets) {
    if (target.layer) continue;
    for (const box of target.boxes()) {
      const top = box.top + window.scrollY;
      const placements = {
        top: clamp(top - padTop),
        middle: clamp(top + box.height / 2 - viewHeight / 2),
        bottom: clamp(top + box.height - viewHeight + padBottom),
      };
      for (const [placement, scroll] of Object.entries(placements)) {
        const moved = new DOMRect(box.x, box.y + window.scrollY - scroll, box.width, box.height);
        if (!layerBoxes.some(([, layerBox]) => overlap(moved, layerBox))) continue;
        const list = byScroll.get(scroll) ?? [];
        list.push({ target, placement });
        byScroll.set(scroll, list);
      }
    }
  }
  // Controls of one layer under another (the offer over the chat button, say), where they rest.
  for (const target of targets) if (target.layer) (byScroll.get(0) ?? byScroll.set(0, []).get(0)!).push({ target, placement: "pinned" });

  /**
   * Whether the text or control is what shows at (x, y) once the layers are hidden: it, or something in it, is hit;
   * or it lets pointer events through (a badge) to an ancestor, and nothing between clips it there (a title cut
   * short with an ellipsis runs on, unseen, beyond its box).
   */
  const answers = (target: Target, hit: Element | null, x: number, y: number) => {
    if (!hit) return false;
    if (hit === target.owner || target.owner.contains(hit)) return true;
    if (!hit.contains(target.owner) || layerOf(hit)) return false;
    for (let element: Element | null = target.owner; element && element !== hit; element = element.parentElement) {
      const clips = element === target.owner || getComputedStyle(element).overflow !== "visible";
      const box = element.getBoundingClientRect();
      if (clips && (x < box.left || x > box.right || y < box.top || y > box.bottom)) return false;
    }
    return true;
  };
  const seen = new Set<string>();
  for (const [scroll, pairs] of byScroll) {
    window.scrollTo(0, scroll);
    const suspects: { target: Target; placement: string; layer: Element; x: number; y: number }[] = [];
    for (const { target, placement } of pairs) {
      for (const box of target.boxes()) {
        for (const [layer] of layerBoxes) {
          if (layer === target.layer) continue;
          const shared = overlap(box, layer.getBoundingClientRect());
          if (!shared) continue;
          for (const fx of [0.1, 0.5, 0.9])
            for (const fy of [0.25, 0.5, 0.75]) {
              const x = shared.left + (shared.right - shared.left) * fx;
              const y = shared.top + (shared.bottom - shared.top) * fy;
              if (x < 0 || y < 0 || x >= root.clientWidth || y >= viewHeight) continue;
              const hit = document.elementFromPoint(x, y);
              if (hit && layer.contains(hit)) suspects.push({ target, placement, layer, x, y });
            }
        }
      }
    }
    if (suspects.length === 0) continue;
    for (const layer of layers) (layer as HTMLElement).style.visibility = "hidden";
    for (const { target, placement, layer, x, y } of suspects) {
      // A pinned control is checked with its own layer showing.
      if (target.layer) (target.layer as HTMLElement).style.visibility = "";
      const covered = answers(target, document.elementFromPoint(x, y), x, y);
      if (target.layer) (target.layer as HTMLElement).style.visibility = "hidden";
      const key = `${target.what} ${name(layer)}`;
      if (covered && !seen.has(key)) {
        seen.add(key);
        problems.push({
          problem: `covered by ${name(layer)} (${placement})`,
          where: `${Math.round(x)},${Math.round(y)}`,
          what: target.what,
        });
      }
    }
    for (const layer of layers) (layer as HTMLElement).style.visibility = "";
  }
  window.scrollTo(0, 0);

  // A text field's typing area (inside its padding) has nothing drawn over it, such as a code badge.
  for (const input of document.querySelectorAll<HTMLInputElement>(
    "input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file])",
  )) {
    if (!shown(input) || !input.parentElement) continue;
    const box = input.getBoundingClientRect();
    const inputStyle = getComputedStyle(input);
    const typing = new DOMRect(
      box.left + parseFloat(inputStyle.borderLeftWidth) + parseFloat(inputStyle.paddingLeft),
      box.top,
      box.width -
        parseFloat(inputStyle.borderLeftWidth) -
        parseFloat(inputStyle.paddingLeft) -
        parseFloat(inputStyle.paddingRight) -
        parseFloat(inputStyle.borderRightWidth),
      box.height,
    );
    for (const sibling of input.parentElement.children) {
      if (sibling === input || !shown(sibling) || getComputedStyle(sibling).position !== "absolute") continue;
      if (overlap(typing, sibling.getBoundingClientRect()))
        problems.push({
          problem: "drawn over the typing area",
          where: input.id || input.name,
          what: sibling.textContent?.trim() ?? name(sibling),
        });
    }
  }

  // Every choice of a select fits beside its arrow.
  const canvas = document.createElement("canvas").getContext("2d")!;
  for (const select of document.querySelectorAll("select")) {
    if (!shown(select)) continue;
    const selectStyle = getComputedStyle(select);
    canvas.font = `${selectStyle.fontWeight} ${selectStyle.fontSize} ${selectStyle.fontFamily}`;
    const arrow = selectStyle.appearance === "none" ? 0 : 20;
    const room = select.clientWidth - parseFloat(selectStyle.paddingLeft) - parseFloat(selectStyle.paddingRight) - arrow;
    for (const option of select.options) {
      if (option.disabled && option.value === "") continue;
      const width = canvas.measureText(option.text).width;
      if (width > room)
        problems.push({ problem: `choice cut (${Math.round(width)} px in ${Math.round(room)} px)`, where: select.id, what: option.text });
    }
  }
  return problems;
}

async function problemsOf(page: Page, label: string) {
  // Let the fonts and any late element (the language offer comes after hydration) settle.
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return (await page.evaluate(findProblems)).map((found) => `${label}: ${found.what} — ${found.problem} at ${found.where}`);
}

for (const width of widths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 800 : 900 } });
    for (const lang of languages) {
      test(`nothing pinned covers text or a control (${lang})`, async ({ page }) => {
        test.slow();
        const found: string[] = [];
        for (const path of pages) {
          const address = localized(lang, path);
          await page.goto(address);
          await hydrated(page.locator("main"));
          // The offer of another language (hi and ar pages in an English browser) appears after hydration.
          if (lang !== "en") await expect(page.getByRole("complementary", { name: /language|भाषा|اللغة/i })).toBeVisible();
          found.push(...(await problemsOf(page, address)));
        }
        const quote = localized(lang, "/quote");
        for (const { step, draft } of quoteStates) {
          await openQuoteDraft(page, quote, step, draft);
          await expect(page.locator("[aria-current=step]")).toHaveText(new RegExp(String(step + 1)));
          found.push(...(await problemsOf(page, `${quote} step ${step + 1} (${draft.mode})`)));
        }
        expect(found).toEqual([]);
      });
    }
  });
}
