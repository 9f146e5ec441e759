import { describe, expect, it } from "vitest";
import english from "#locales/en.json" with { type: "json" };
import { isEnglishOnly } from "../i18n/catalogue";
import { contentPageOf, contentPages, isUnder, sectionHolds } from "./content-pages";
import { imageSlotOfWord } from "./image-slots";

const ids = Object.keys(english).filter((id) => !isEnglishOnly(id));
const sections = contentPages.flatMap((entry) => entry.sections.map((part) => ({ page: entry.key, ...part })));

describe("the Content area's pages", () => {
  it("hold every message staff may edit in at least one section", () => {
    // A page picture's word is edited as the picture of the pages its slot names (image-slots.ts), not as text.
    const homeless = ids.filter((id) => !imageSlotOfWord(id) && !sections.some((part) => sectionHolds(part, id)));
    expect(homeless).toEqual([]);
  });

  it("name no prefix that holds no message, and no English-only one", () => {
    const dead = sections.flatMap((part) =>
      part.prefixes
        .filter((prefix) => prefix.startsWith("staff") || !ids.some((id) => isUnder(id, prefix)))
        .map((prefix) => `${part.page}/${part.key}: ${prefix}`),
    );
    expect(dead).toEqual([]);
  });

  it("have unique keys, and unique section keys within a page", () => {
    expect(new Set(contentPages.map(({ key }) => key)).size).toBe(contentPages.length);
    for (const entry of contentPages) expect(new Set(entry.sections.map(({ key }) => key)).size, entry.key).toBe(entry.sections.length);
  });

  it("give pages an English path and shared parts none", () => {
    for (const entry of contentPages)
      expect(entry.kind === "page" ? entry.path?.startsWith("/") : entry.path === null, entry.key).toBe(true);
  });

  it.each([
    ["service2", "services.service2.title", true],
    ["service2", "page-copy.serviceDetailPage.hours", true],
    ["service2", "services.service12.title", false],
    ["industrie10", "industries.industry9.title", true],
    ["shell", "shell.nav.home", true],
  ])("%s holds %s: %s", (key, id, held) => {
    expect(contentPageOf(key)!.sections.some((part) => sectionHolds(part, id))).toBe(held);
  });

  it("knows no page by an unknown key", () => {
    expect(contentPageOf("nowhere")).toBeUndefined();
    expect(contentPageOf("__proto__")).toBeUndefined();
  });
});
