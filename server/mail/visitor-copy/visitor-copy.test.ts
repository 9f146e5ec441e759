import { describe, expect, it } from "vitest";
import { languages, type LanguageCode } from "#contracts/languages";
import { quoteTotals } from "#contracts/forms/quote-totals";
import { fixtureConfig, fixtureOffer, fixtureQuotes } from "../english-mails";
import { quoteAcceptedMail, quoteConfirmation, quoteOfferMail } from "../quote-templates";
import { applicationConfirmation, confirmationEmail } from "../templates";
import { fill } from "#contracts/fill";
import { copyOf, fillHtml, formatsOf, placeholdersOf, visitorMailCopies } from "./index";
import { pathIn } from "#contracts/languages";

/** Every string of a copy by its path ("quote.offerSubject"). */
function strings(copy: object, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(copy)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, text] of strings(value as object, path)) out.set(inner, text);
  }
  return out;
}

const english = strings(visitorMailCopies.en);
const others = languages.map((language) => language.code).filter((code) => code !== "en");
const sorted = (list: string[]) => [...list].sort();

describe("visitor mail copy", () => {
  it("has a copy for each of the 16 languages", () => {
    expect(Object.keys(visitorMailCopies).sort()).toEqual(languages.map((language) => language.code).sort());
  });

  describe.each(others)("%s", (lang) => {
    const copy = strings(visitorMailCopies[lang]);

    it("has every key of the English copy and no other", () => {
      expect([...copy.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it.each([...english.keys()])("%s has the English placeholders, each once", (key) => {
      const text = copy.get(key) ?? "";
      expect(text.trim(), key).not.toBe("");
      expect(sorted(placeholdersOf(text)), key).toEqual(sorted(placeholdersOf(english.get(key)!)));
    });

    it("is written in its language (subjects, headings and buttons differ from English)", () => {
      for (const key of [
        "newsletter.subject",
        "newsletter.button",
        "application.subjectGeneral",
        "quote.requestSubject",
        "quote.offerAccept",
        "quote.offerButton",
        "quote.acceptedSubject",
      ])
        expect(copy.get(key), key).not.toBe(english.get(key));
    });
  });
});

describe("filling the copy", () => {
  it("fills placeholders and escapes the copy's own text in HTML, not the values given as HTML", () => {
    expect(fill("{a} & {b} {c}", { a: "x<", b: "$&" })).toBe("x< & $& {c}");
    expect(fillHtml("l'{a} <{b}>", { a: "<strong>x</strong>", b: "y" })).toBe("l&#39;<strong>x</strong> &lt;y&gt;");
  });

  it.each([
    ["en", "/quote"],
    ["hi", "/hi/quote"],
    ["zh-CN", "/zh-CN/quote"],
  ] as const)("puts the page of %s at its address", (lang, path) => {
    expect(pathIn(lang, "/quote")).toBe(path);
  });

  it.each([
    ["en", "12,34,567.89", "2026-12-31", "USD 12,50,000.50"],
    ["hi", "12,34,567.89", "31 दिसंबर 2026", "USD 12,50,000.50"],
    ["mr", "12,34,567.89", "31 डिसेंबर, 2026", "USD 12,50,000.50"],
    ["de", "1.234.567,89", "31. Dezember 2026", "USD 1.250.000,50"],
    ["ar", "1,234,567.89", "31 ديسمبر 2026", "USD 1,250,000.50"],
    ["ja", "1,234,567.89", "2026年12月31日", "USD 1,250,000.50"],
  ] as const)("formats numbers and dates in %s with Western digits", (lang, amount, date, price) => {
    const format = formatsOf(lang);
    expect(format.amount(1234567.891, 2)).toBe(amount);
    expect(format.date("2026-12-31")).toBe(date);
    expect(format.price(fixtureOffer)).toBe(price);
  });
});

describe.each(others)("the visitor mails in %s", (lang: LanguageCode) => {
  const copy = copyOf(lang);
  const dir = lang === "ar" ? "rtl" : "ltr";
  const quote = fixtureQuotes[0];
  const totals = quoteTotals(quote.mode, quote.packages);
  const mails = [
    confirmationEmail(fixtureConfig, "reader@example.com", { confirm: "c-1", unsubscribe: "u-2" }, lang),
    applicationConfirmation(fixtureConfig, { name: "Ravi", email: "r@example.com", opening: "Ops" }, lang),
    applicationConfirmation(fixtureConfig, { name: "Ravi", email: "r@example.com", opening: null }, lang),
    quoteConfirmation(fixtureConfig, "TGL-Q-2026-000123", quote, totals, lang),
    quoteOfferMail(fixtureConfig, "TGL-Q-2026-000123", quote, totals, fixtureOffer, `https://tarang.test/${lang}/quote/offer?t=tok`, lang),
    quoteAcceptedMail(
      fixtureConfig,
      "TGL-Q-2026-000123",
      quote,
      fixtureOffer,
      { name: "Asha Patil", purchaseOrder: "PO-77", at: "2026-12-01T10:00:00.000Z" },
      lang,
      "meera@example.in",
    ),
  ];

  it("are whole: the <html> names the language and direction, no placeholder is left, nothing is undefined", () => {
    for (const mail of mails) {
      expect(mail.html, mail.kind).toContain(`<html lang="${lang}" dir="${dir}">`);
      for (const part of [mail.subject, mail.text, mail.html!]) {
        expect(part, mail.kind).not.toMatch(/\{\w+\}|undefined|NaN/);
      }
    }
  });

  it("take subjects and text from the language's copy", () => {
    expect(mails[0].subject).toBe(fill(copy.newsletter.subject, { brand: "Acme & Co" }));
    expect(mails[1].subject).toBe(fill(copy.application.subjectForOpening, { opening: "Ops", brand: "Acme & Co" }));
    expect(mails[2].text).toContain(copy.application.thanksGeneral);
    expect(mails[3].subject).toBe(fill(copy.quote.requestSubject, { reference: "TGL-Q-2026-000123" }));
    expect(mails[3].text).toContain(`${copy.summary.mode}${copy.labelSeparator}${copy.modes.air}`);
    expect(mails[4].subject).toBe(fill(copy.quote.offerSubject, { reference: "TGL-Q-2026-000123", brand: "Acme & Co" }));
    expect(mails[4].text).toContain(`${copy.quote.validUntil}${copy.labelSeparator}${formatsOf(lang).date("2026-12-31")}`);
    expect(mails[4].text).toContain(copy.quote.offerReply);
    expect(mails[5].subject).toBe(fill(copy.quote.acceptedSubject, { reference: "TGL-Q-2026-000123" }));
    expect(mails[5].text).toContain(`${copy.quote.purchaseOrder}${copy.labelSeparator}PO-77`);
    expect(mails[5].text).toContain(`${copy.quote.acceptedAt}${copy.labelSeparator}${formatsOf(lang).date("2026-12-01")}`);
  });

  it("link to the pages in the language", () => {
    for (const part of [mails[0].text, mails[0].html!]) {
      expect(part).toContain(`https://tarang.test/${lang}/newsletter/confirm?token=c-1`);
      expect(part).toContain(`https://tarang.test/${lang}/newsletter/unsubscribe?token=u-2`);
    }
    // The one-click unsubscribe is the API's, the same in every language.
    expect(mails[0].headers).toEqual({
      "List-Unsubscribe": "<https://tarang.test/api/newsletter/unsubscribe?token=u-2>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Reply-To": "hr@tarang.test",
    });
    expect(mails[3].html).toContain(`https://tarang.test/${lang}/quote`);
    // The quote's personal page, in the text and as the HTML's button and link.
    expect(mails[4].text).toContain(fill(copy.quote.offerAccept, { link: `https://tarang.test/${lang}/quote/offer?t=tok` }));
    expect(mails[4].html).toContain(`href="https://tarang.test/${lang}/quote/offer?t=tok"`);
  });

  it("still escape what the visitor typed", () => {
    expect(mails[3].html).toContain("Mumbai &lt;Airport&gt;");
    expect(mails[3].html).not.toContain("<Airport>");
    expect(mails[4].html).toContain("Net 30 &lt;b&gt;");
  });
});

describe("right to left", () => {
  it("puts the labels of an Arabic mail's tables on the right", () => {
    const quote = fixtureQuotes[0];
    const mail = quoteConfirmation(fixtureConfig, "TGL-Q-2026-000123", quote, quoteTotals(quote.mode, quote.packages), "ar");
    expect(mail.html).toContain(`<th align="right"`);
    expect(mail.html).not.toContain(`<th align="left"`);
  });
});
