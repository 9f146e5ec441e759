import { describe, expect, it } from "vitest";
import { isLanguageNeutral, isTranslated, languageNeutralPrefixes } from "#contracts/i18n/catalogue";
import { overlaysOf } from "./published-words-reader";

describe("language-neutral words (decision 042)", () => {
  it("are the ids under the neutral prefixes, neither English-only nor translated", () => {
    expect(languageNeutralPrefixes).toContain("company.");
    expect(isLanguageNeutral("company.phone")).toBe(true);
    expect(isTranslated("company.phone")).toBe(false);
    expect(isTranslated("staff.mail.offer.reason")).toBe(false);
    expect(isTranslated("contact.hero.title")).toBe(true);
  });

  it("are laid from English into every language's overlay; another language's row of one is ignored", () => {
    const overlays = overlaysOf(
      [
        { lang: "en", message_id: "company.phone", text: "+912200000000" },
        { lang: "hi", message_id: "company.phone", text: "+910000000000" },
        { lang: "en", message_id: "contact.hero.title", text: "Talk to us" },
        { lang: "hi", message_id: "contact.hero.title", text: "संपर्क" },
      ],
      ["en", "hi", "ta"],
    );
    expect(overlays).toEqual({
      en: { "company.phone": "+912200000000", "contact.hero.title": "Talk to us" },
      hi: { "company.phone": "+912200000000", "contact.hero.title": "संपर्क" },
      ta: { "company.phone": "+912200000000" },
    });
  });
});
