/**
 * The catalogues (locales/<lang>.json) checked as a whole, each failure naming the language, the message id and
 * the file: every language has exactly English's messages, each one valid ICU with English's placeholders, none
 * left in English that should be translated; no English text stands under two ids unless its translations
 * really differ by context; and no message is kept that nothing uses.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "../languages";
import { isLanguageNeutral, isTranslated } from "./catalogue";
import { problemsOf } from "./check-message";
import { checkFormatting } from "../formatting/check-formatting";
import { checkFact } from "../site-content/company-facts";
import { wordFormatOf } from "../site-content/formatted-words";
import { imageSlotOfWord } from "../site-content/image-slots";
import { hasHtmlTag, maxLengthOf } from "./check-word";
import { hasOnlyUntranslatableWords, isSameInLanguage } from "./untranslatable";

const root = path.resolve(import.meta.dirname, "../..");
const folder = path.join(root, "locales");
const read = (lang: string): Record<string, string> => JSON.parse(readFileSync(path.join(folder, `${lang}.json`), "utf8"));
const english = read("en");
const ids = Object.keys(english);
/** What every language translates: all but the English-only messages (the staff's e-mails) and the language-neutral facts. */
const translatedIds = ids.filter(isTranslated);

/** A formatted word's links and pictures, as staff's are checked (contracts/site-content/formatted-words.ts). */
const formattingProblemsOf = (file: string, id: string, text: string) =>
  wordFormatOf(id) === "formatted" ? checkFormatting(text).map((code) => `${file} ${id}: ${code}`) : [];

/**
 * English texts that name different things in different places, translated differently where the language
 * needs it (a menu entry and a page's eyebrow, a field label and a service's title). Each must still differ in
 * at least one language; one that no longer does belongs under one id.
 */
const homonyms: readonly (readonly string[])[] = [
  ["achievements.hero.eyebrow", "shell.nav.achievements"],
  ["blog-copy.chrome.failedHeading", "shell.error.title"],
  ["blog-copy.index.title", "shell.nav.blog"],
  ["careers.cta.label", "contact.hero.title", "shell.cta.button", "shell.footer.contactUs"],
  ["careers.hero.eyebrow", "shell.nav.careers"],
  ["careers.openingPage.facts.closes", "careers.openingsSection.closesOn"],
  ["careers.openingsSection.type", "forms.quoteForm.packageType"],
  ["contact.cta.label", "contact.messageSection.title"],
  ["contact.details.hours.text", "page-copy.serviceDetailPage.hours"],
  ["contact.hero.eyebrow", "forms.quoteForm.steps.contact", "shell.nav.contact"],
  ["forms.co2Form.modes.air", "labels.mode.air"],
  ["forms.newsletterForm.formLabel", "forms.newsletterPages.confirm.heading"],
  ["forms.newsletterPages.eyebrow", "privacy.formRecords.0.form", "privacy.withdraw.items.0.title", "shell.footer.newsletterHeading"],
  ["forms.newsletterPages.unsubscribe.button", "forms.newsletterPages.unsubscribe.heading"],
  ["forms.newsletterPages.unsubscribe.keywords.1", "mail.newsletter.unsubscribeLink"],
  ["forms.quoteForm.incotermPlaceholder", "forms.quoteMessages.incotermRequired"],
  ["forms.quoteForm.packages", "forms.quoteForm.totalPackages"],
  // An answer to pick on the form (はい) and a fact in the mail's summary (可).
  ["forms.quoteForm.stackableNo", "mail.summary.no"],
  ["forms.quoteForm.stackableYes", "mail.summary.yes"],
  ["industries.industry1.cta.button", "page-copy.aboutPage.cta.label", "services.service11.cta.label"],
  ["labels.extra.fumigation", "services.service8.title"],
  ["labels.extra.packing", "services.service5.sections.1.items.2.title"],
  ["labels.extra.warehousing", "services.service3.title"],
  ["page-copy.industriesPage.cardLinkContext", "page-copy.servicesPage.cardLinkContext"],
  ["privacy.grievance.heading", "privacy.grievance.officer.title"],
  ["services.service11.sections.2.items.1.title", "services.service7.sections.2.items.3.title"],
  ["services.service5.sections.1.items.0.title", "services.service7.sections.2.items.0.title"],
  ["shell.footer.aboutUs", "shell.nav.about"],
  // The mail's button (an imperative) and /track's title (a page's name).
  ["mail.shipment.button", "track.meta.title"],
  // The customer's mail (translated) and the salesperson's notice (English, staff.*).
  ["mail.shipment.reason", "staff.mail.offer.reason"],
  // Search keywords: each page's translator chose the phrase searchers in that language use.
  ["about.homeMeta.keywords.5", "services.service3.meta.keywords.0"],
  ["accessibility.meta.keywords.5", "privacy.meta.keywords.4"],
  ["blog-copy.list.meta.keywords.3", "page-copy.servicesPage.meta.keywords.3"],
  ["contact.meta.keywords.4", "quote.page.meta.keywords.1"],
  ["forms.newsletterPages.confirm.keywords.0", "forms.newsletterPages.unsubscribe.keywords.0"],
  ["industries.industry8.meta.keywords.2", "page-copy.industriesPage.meta.keywords.3"],
];

describe("the catalogues", () => {
  it("are one file per language, for exactly the 16 languages", () => {
    const files = readdirSync(folder).filter((file) => file.endsWith(".json"));
    expect(files.sort()).toEqual(languages.map(({ code }) => `${code}.json`).sort());
  });

  it("have English messages that are valid ICU MessageFormat, without HTML tags, and facts that pass checkFact", () => {
    const broken = ids.flatMap((id) => {
      // A company fact is checked as staff's are (contracts/site-content/company-facts.ts); an optional one may be empty.
      if (isLanguageNeutral(id)) {
        const problem = checkFact(id, english[id]!, english);
        return problem ? [`locales/en.json ${id}: ${problem}`] : [];
      }
      return [
        ...problemsOf(english[id]!, english[id]!).map((problem) => `locales/en.json ${id}: ${problem}`),
        ...(hasHtmlTag(english[id]!) ? [`locales/en.json ${id}: holds an HTML tag`] : []),
        ...formattingProblemsOf("locales/en.json", id, english[id]!),
      ];
    });
    expect(broken).toEqual([]);
  });

  describe.each(languages.filter(({ code }) => code !== "en").map(({ code }) => code))("%s", (lang) => {
    const catalogue = read(lang);
    const file = `locales/${lang}.json`;

    it("has every English message but the English-only and language-neutral ones, and no other", () => {
      const missing = translatedIds.filter((id) => !(id in catalogue)).map((id) => `${file} lacks ${id}`);
      const extra = Object.keys(catalogue)
        .filter((id) => !(id in english) || !isTranslated(id))
        .map((id) => `${file} has ${id}, which English does not translate`);
      expect([...missing, ...extra]).toEqual([]);
    });

    it("keeps each message valid, with English's placeholders", () => {
      const broken = translatedIds
        .filter((id) => id in catalogue)
        .flatMap((id) => problemsOf(english[id]!, catalogue[id]!).map((problem) => `${file} ${id}: ${problem}`));
      expect(broken).toEqual([]);
    });

    it("keeps each message within its length limit, free of HTML tags and, where formatted, of broken links, as staff's words are (check-word.ts)", () => {
      const broken = translatedIds
        .filter((id) => id in catalogue)
        .flatMap((id) => {
          const text = catalogue[id]!;
          if (text.length > maxLengthOf(english[id]!))
            return [`${file} ${id}: ${text.length} characters, over ${maxLengthOf(english[id]!)}`];
          return hasHtmlTag(text) ? [`${file} ${id}: holds an HTML tag`] : formattingProblemsOf(file, id, text);
        });
      expect(broken).toEqual([]);
    });

    it("translates every message that has words to translate", () => {
      const untranslated = translatedIds.filter(
        (id) => catalogue[id] === english[id] && !hasOnlyUntranslatableWords(english[id]!) && !isSameInLanguage(lang, english[id]!),
      );
      expect(untranslated.map((id) => `${file} ${id}: "${english[id]!.slice(0, 60)}" is English`)).toEqual([]);
    });
  });

  it("translate a repeated English text once, unless its translations differ by context", () => {
    const listed = new Map(homonyms.flatMap((group) => group.map((id) => [id, group] as const)));
    const byText = new Map<string, string[]>();
    // A neutral word is a fact (a number, an address line), not a text to translate: it may read like another.
    for (const id of ids.filter((id) => !isLanguageNeutral(id))) byText.set(english[id]!, [...(byText.get(english[id]!) ?? []), id]);
    const repeated = [...byText.values()].filter((group) => group.length > 1);
    const unlisted = repeated
      .filter((group) =>
        group.some((id) => listed.get(id)?.length !== group.length || !group.every((other) => listed.get(id)!.includes(other))),
      )
      .map((group) => `"${english[group[0]!]}" is under ${group.join(", ")}: give it one id, or list the ids as homonyms`);
    const catalogues = languages.map(({ code }) => read(code));
    const sameEverywhere = homonyms
      .filter((group) => catalogues.every((catalogue) => new Set(group.map((id) => catalogue[id])).size === 1))
      .map((group) => `${group.join(", ")} read the same in every language: give them one id`);
    expect([...unlisted, ...sameEverywhere]).toEqual([]);
  });

  it("hold no message that nothing uses", () => {
    const sources = ["app", "server", "contracts", "scripts"]
      .flatMap((dir) =>
        readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
          .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
          .map((file) => readFileSync(path.join(root, dir, file), "utf8")),
      )
      .join("\n");
    // The shell's words are read by their key within the shell ("nav.home"); the rest by their whole id.
    // A page picture's word (`images.<slot>`) is read through its slot (contracts/site-content/image-slots.ts).
    const used = (id: string) =>
      sources.includes(`"${id}"`) || (id.startsWith("shell.") && sources.includes(`"${id.slice(6)}"`)) || imageSlotOfWord(id) !== undefined;
    expect(ids.filter((id) => !used(id))).toEqual([]);
  });
});
