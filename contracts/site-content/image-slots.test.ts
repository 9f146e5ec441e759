import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import english from "#locales/en.json";
import { siteImageWidths } from "../site-image-paths";
import { contentPageOf } from "./content-pages";
import { imageSlotOfWord, imageSlots, imageWordOf } from "./image-slots";

const root = path.resolve(import.meta.dirname, "../..");
const catalogue: Record<string, string> = english;

/** Decision 043: every replaceable page picture as a slot the Content area and the pages agree on. */
describe("image slots", () => {
  it.each(imageSlots.map((slot) => [slot.id, slot] as const))("%s: its build picture, alt text, page and word exist", (_id, slot) => {
    expect(existsSync(path.join(root, "public", slot.defaultSrc))).toBe(true);
    if (slot.defaultSrcDark) expect(existsSync(path.join(root, "public", slot.defaultSrcDark))).toBe(true);
    expect(catalogue[slot.altId], slot.altId).toBeTruthy();
    expect(catalogue[imageWordOf(slot.id)]).toBe(slot.defaultSrc);
    for (const page of slot.pages) expect(contentPageOf(page), page).toBeDefined();
    expect(slot.widths.length).toBeGreaterThan(0);
    for (const width of slot.widths) expect(siteImageWidths).toContain(width);
    expect(imageSlotOfWord(imageWordOf(slot.id))).toBe(slot);
  });

  it("has each id once", () => {
    expect(new Set(imageSlots.map((slot) => slot.id)).size).toBe(imageSlots.length);
  });
});
