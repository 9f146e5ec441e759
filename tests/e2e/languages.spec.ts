import { readFileSync } from "node:fs";
import path from "node:path";
import { Window } from "happy-dom";
import type { APIRequestContext } from "@playwright/test";
import { expectAccessible, expect, hydrated, test } from "./fixtures";
import { directionOf, languages, ogLocaleOf, pathIn, type LanguageCode } from "../../contracts/languages";
import { isUntranslatable, wordsOf } from "../../contracts/i18n/untranslatable";
import { publicPages } from "./routes";
import { unlistedStaticPaths } from "../../contracts/public-paths";
import { contactMessages } from "../../contracts/forms/contact-messages";
import { messagesOf } from "../../contracts/i18n/translate";
import { translatorOf } from "./english";

/**
 * The words a reader sees in served HTML: title, description and the text of the body, without scripts,
 * styles, what is marked as English on purpose (blog articles keep the language they were written in) or
 * as not to be translated (a postal address), and without e-mail addresses and links.
 */
function visibleWords(html: string, { head = true } = {}): string[] {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, "text/html");
  document.querySelectorAll("script, style, template, noscript, body [lang='en'], [translate='no']").forEach((element) => element.remove());
  const texts: string[] = head ? [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""] : [];
  const walk = (node: { nodeType: number; textContent: string | null; childNodes: ArrayLike<unknown> }) => {
    if (node.nodeType === 3) texts.push(node.textContent ?? "");
    else Array.from(node.childNodes as ArrayLike<typeof node>).forEach(walk);
  };
  walk(document.body as unknown as Parameters<typeof walk>[0]);
  window.close();
  return wordsOf(texts.join(" ").replace(/\S+@\S+|https?:\/\/\S+/g, " "));
}

/**
 * The words a language's translators wrote: every word of its catalogue (locales/<lang>.json). A word of
 * the English page that is also one of these ("transport" in French) was chosen by a translator; one that
 * is not leaked into the page from somewhere that was never translated.
 */
function vocabularyOf(lang: LanguageCode): Set<string> {
  const catalogue = JSON.parse(readFileSync(path.join(process.cwd(), "locales", `${lang}.json`), "utf8")) as Record<string, string>;
  return new Set(Object.values(catalogue).flatMap(wordsOf));
}

/** A blog article's title and description are the article's own, in the language it was written in. */
const isArticle = (path: string) => /^\/(blog\/|blog\d)/.test(path);

const englishWords = new Map<string, Set<string>>();

/** Words of a translated page that are the English page's own words and no translator of `lang` chose. */
async function stillEnglish(request: APIRequestContext, path: string, words: string[], vocabulary: Set<string>) {
  if (!englishWords.has(path))
    englishWords.set(path, new Set(visibleWords(await (await request.get(path)).text(), { head: !isArticle(path) })));
  const english = englishWords.get(path)!;
  return words.filter((word) => english.has(word) && !vocabulary.has(word) && !isUntranslatable(word));
}

test.describe("every public page in every language", () => {
  for (const { code } of languages.filter((l) => l.code !== "en")) {
    test(`${code}: 200, lang and dir, canonical, 16 hreflang alternates and x-default, og:locale, no placeholders, under 3 % English`, async ({
      request,
    }) => {
      test.setTimeout(120_000);
      const failures: string[] = [];
      const vocabulary = vocabularyOf(code);
      for (const path of publicPages) {
        const address = pathIn(code, path);
        const response = await request.get(address);
        if (response.status() !== 200) {
          failures.push(`${address}: ${response.status()}`);
          continue;
        }
        const html = await response.text();
        if (!html.includes(`<html lang="${code}" dir="${directionOf(code)}"`)) failures.push(`${address}: <html lang dir>`);
        if (!html.includes(`<meta property="og:locale" content="${ogLocaleOf(code)}"/>`)) failures.push(`${address}: og:locale`);
        if (!/<link rel="canonical" href="https?:\/\/[^/"]+([^"]*)"/.exec(html)?.[1]?.startsWith(`/${code}`))
          failures.push(`${address}: canonical`);
        const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]);
        // An unlisted page is noindex, with no alternates to offer (our-team, track).
        if (!unlistedStaticPaths.includes(path) && alternates.length !== 17) failures.push(`${address}: ${alternates.length} alternates`);
        const words = visibleWords(html, { head: !isArticle(path) });
        const text = words.join(" ");
        if (/\{\w+\}|\b[a-z]+\.[a-z]+[A-Z]\w*\b/.test(text)) failures.push(`${address}: a placeholder or key is visible`);
        const english = await stillEnglish(request, path, words, vocabulary);
        const share = english.length / Math.max(words.length, 1);
        if (share >= 0.03)
          failures.push(`${address}: ${(share * 100).toFixed(1)} % English (${[...new Set(english)].slice(0, 30).join(", ")})`);
      }
      expect(failures).toEqual([]);
    });
  }

  test("the blog's chrome is translated; its articles keep their language, marked on the card and the article", async ({ request }) => {
    const list = await (await request.get("/hi/blog")).text();
    expect(list).toContain("अंग्रेज़ी");
    // The card's title and excerpt carry the post's language and direction (on an Arabic list it reads left to right).
    expect(list).toMatch(/<h[23][^>]*lang="en" dir="ltr"[^>]*><a[^>]*>[^<]+<\/a>/);
    const english = await (await request.get("/blog")).text();
    expect(english).not.toContain(" · English");
  });

  test("English pages stay at the spec's addresses, in English", async ({ request }) => {
    const html = await (await request.get("/services/service1")).text();
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain('<meta property="og:locale" content="en_IN"/>');
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]*\/services\/service1"\/>/);
  });

  test("an unknown prefix is a 404 in English; a code in another case, or /en, moves for good to the canonical address", async ({
    request,
  }) => {
    const unknown = await request.get("/xx/services");
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('<html lang="en"');
    for (const [asked, canonical] of [
      ["/HI/contact", "/hi/contact"],
      ["/Zh-cn/blog", "/zh-CN/blog"],
      ["/en/contact", "/contact"],
      ["/AR", "/ar"],
    ]) {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(new URL(response.headers().location!, "http://x").pathname, asked).toBe(canonical);
    }
  });
});

test.describe("choosing a language", () => {
  test("the switcher opens the same page in the chosen language, remembers it, and an English address then moves to it before paint", async ({
    page,
  }) => {
    await page.goto("/services/service3");
    await page.getByRole("combobox", { name: "Language" }).first().selectOption("hi");
    await expect(page).toHaveURL(/\/hi\/services\/service3$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    expect(await page.evaluate(() => localStorage.getItem("preferredLang"))).toBe("hi");
    // Links inside the language stay inside it.
    const hrefs = await page
      .locator("main a[href^='/'], header a[href^='/'], footer a[href^='/']")
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute("href")!).filter((href) => !/^\/(media|assets|api|admin)\//.test(href)),
      );
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href) => href !== "/hi" && !href.startsWith("/hi/") && !href.startsWith("/hi?"))).toEqual([]);
    // An English address opened later: the Hindi page (the boot script replaces it from <head>, before paint).
    await page.goto("/contact");
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    // Back to English in the switcher: stored, and English addresses stay English.
    await page.getByRole("combobox", { name: "भाषा" }).first().selectOption("en");
    await expect(page).toHaveURL(/\/contact$/);
    await page.goto("/about-us");
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test("a malformed stored language is ignored and replaced", async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        localStorage.setItem("preferredLang", "<script>");
      }
    });
    await page.goto("/about-us");
    await expect(page).toHaveURL(/\/about-us$/);
    expect(await page.evaluate(() => localStorage.getItem("preferredLang"))).toBe("en");
  });
});

test.describe("a browser that asks for Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("is offered the page in Hindi, never moved, and the offer stays closed once dismissed", async ({ page }) => {
    await page.goto("/green-logistics");
    const offer = page.getByRole("complementary", { name: "Language" });
    await expect(offer.getByRole("link")).toHaveText("Also available in हिन्दी");
    await expect(offer.getByRole("link")).toHaveAttribute("href", "/hi/green-logistics");
    await expect(page).toHaveURL(/\/green-logistics$/);
    await offer.getByRole("button", { name: "Dismiss" }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await hydrated(page.locator("header a").first());
    await expect(page.getByRole("complementary", { name: "Language" })).toHaveCount(0);
  });
});

test.describe("scripts and direction", () => {
  for (const [lang, script] of [
    ["hi", "Devanagari"],
    ["ta", "Tamil"],
    ["te", "Telugu"],
    ["ar", "Arabic"],
  ] as const) {
    test(`${lang} text is drawn in the system's ${script} face, and the page downloads no font but Inter`, async ({ page }) => {
      const fonts: string[] = [];
      page.on("request", (request) => request.resourceType() === "font" && fonts.push(new URL(request.url()).pathname));
      await page.goto(pathIn(lang, "/about-us"));
      await page.evaluate(() => document.fonts.ready);
      expect(fonts.filter((path) => !/\/inter-[\w-]+\.woff2$/.test(path))).toEqual([]);
      // The faces Chromium actually drew the heading with (not just the ones CSS asked for): no missing-glyph boxes.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root } = await cdp.send("DOM.getDocument");
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
      const { fonts: drawn } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      expect(drawn.map((font) => font.familyName)).toContainEqual(expect.stringContaining(script));
    });
  }

  for (const width of [360, 1440]) {
    test(`Arabic is mirrored at ${width} px: text starts on the right, the chat button and side tabs sit on the left`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/ar/services/service1");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(heading!.x + heading!.width).toBeGreaterThan(width / 2);
      const chat = await page.getByRole("complementary", { name: /واتساب|WhatsApp/ }).boundingBox();
      expect(chat!.x).toBeLessThan(width / 2);
      if (width > 640) {
        const tabs = await page.locator("nav.fixed").boundingBox();
        expect(tabs!.x).toBeLessThan(width / 2);
      }
      await page.screenshot({ path: testInfo.outputPath(`ar-service1-${width}.png`), fullPage: false });
    });
  }
});

test.describe("accessibility in Arabic and Hindi", () => {
  for (const path of ["/ar", "/ar/contact", "/ar/services/service2", "/hi", "/hi/careers", "/hi/industries/industrie3"]) {
    test(`${path} has no violations, light and dark`, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page, path);
    });
  }
});

test.describe("forms in the page's language", () => {
  for (const lang of ["hi", "en"] as const) {
    const t = translatorOf(lang);
    const messages = messagesOf(t, contactMessages);
    const form = { formLabel: t("forms.contactForm.formLabel"), button: t("forms.contactForm.button") };
    test(`/${lang === "en" ? "" : `${lang}/`}contact: an empty send shows the validation messages in ${lang}`, async ({ page }) => {
      await page.goto(lang === "en" ? "/contact" : `/${lang}/contact`);
      const contact = page.getByRole("form", { name: form.formLabel });
      await hydrated(contact);
      await contact.getByRole("button", { name: form.button }).click();
      await expect(contact.getByText(messages.firstNameRequired, { exact: true })).toBeVisible();
      await expect(contact.getByText(messages.emailRequired, { exact: true })).toBeVisible();
    });
  }
});
