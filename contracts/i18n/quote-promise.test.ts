/**
 * One promise for a quote (issue 28, item 11): docs/product/product-spec.md §2.10 says replies come "within 24 hours",
 * the closing band of every page says so, and the quote's page, its answer and its e-mails said "within one working
 * day". Every message that tells a buyer when the quote's answer comes names the language's `site.replyTime`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../languages";
import type { Catalogue, MessageId } from "./catalogue";
import { createTranslate } from "./translate";

const folder = path.resolve(import.meta.dirname, "../../locales");
const read = (lang: string): Catalogue => JSON.parse(readFileSync(path.join(folder, `${lang}.json`), "utf8"));
const english = read("en");

/** Where a buyer reads when a quote's answer comes: the quote page (its lead, its closing band), its answer, its mails, the steps of an engagement. */
const promises: MessageId[] = [
  "quote.page.hero.lead",
  "quote.page.cta.text",
  "forms.quoteMessages.success",
  "mail.quote.requestIntro",
  "mail.quote.requestNext",
  "about.howItWorks.steps.1.desc",
  "about.howItWorksMeta.description",
  "shell.cta.text",
];

describe("the reply a quote request is promised", () => {
  it.each(languages.map((l) => l.code))("is the site's one reply time in %s", (lang) => {
    const t = createTranslate(lang, read(lang), english);
    const replyTime = t("site.replyTime");
    const broken = promises.filter(
      (id) => !t(id, { replyTime, name: "Asha", brand: "Tarang", reference: "TGL-Q-2026-000001" }).includes(replyTime),
    );
    expect(broken, `messages of ${lang} that do not promise "${replyTime}"`).toEqual([]);
  });

  it("is never a working day in English", () => {
    const other = Object.entries(english).filter(([, text]) => /(within|in) one working day/i.test(text ?? ""));
    expect(other.map(([id]) => id)).toEqual([]);
  });
});
