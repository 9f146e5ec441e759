import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "./languages";
import { en, type Messages } from "./messages/en";

const folder = path.join(import.meta.dirname, "messages");
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("message catalogues", () => {
  it("exist for exactly the 16 languages", () => {
    const files = readdirSync(folder)
      .map((f) => f.replace(/\.ts$/, ""))
      .sort();
    expect(files).toEqual(languages.map((l) => l.code).sort());
  });

  for (const { code } of languages.filter((l) => l.code !== "en")) {
    it(`${code} translates every shell string and keeps its placeholders`, async () => {
      const messages = ((await import(`./messages/${code}.ts`)) as { default: Messages }).default;
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en) as [keyof Messages, string][]) {
        expect(messages[key].trim(), `${code} ${key}`).not.toBe("");
        expect(placeholders(messages[key]), `${code} ${key}`).toEqual(placeholders(english));
      }
    });
  }
});
