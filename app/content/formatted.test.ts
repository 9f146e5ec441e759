import { describe, expect, it } from "vitest";
import english from "#locales/en.json" with { type: "json" };
import type { Translate } from "#contracts/i18n/translate";
import { wordFormatOf } from "#contracts/site-content/formatted-words";

// Every content module (app/content/*.ts with a default factory), built with words that are all emphasis: `*id*`. A
// word a module draws formatted comes back parsed, as emphasis around its id; a word it draws as text comes back as
// written. The Content area's marks (contracts/site-content/formatted-words.ts) must say the same.
const modules = import.meta.glob<{ default?: unknown }>(["./*.ts", "!./*.test.ts"], { eager: true });
const emphasis: Translate = (id) => `*${id}*`;

function wordsRead(value: unknown, into: { formatted: Set<string>; text: Set<string> }) {
  if (typeof value === "string") {
    const id = /^\*(.+)\*$/.exec(value)?.[1];
    if (id) into.text.add(id);
  } else if (Array.isArray(value)) {
    const [first] = value as unknown[];
    const id = JSON.stringify(value).match(/^\[\["p",\[\["em",\["(.+)"\]\]\]\]\]$/)?.[1];
    if (id && Array.isArray(first)) into.formatted.add(id);
    else for (const item of value) wordsRead(item, into);
  } else if (value && typeof value === "object") for (const item of Object.values(value)) wordsRead(item, into);
}

const read = { formatted: new Set<string>(), text: new Set<string>() };
for (const module of Object.values(modules)) if (typeof module.default === "function") wordsRead(module.default(emphasis), read);

describe("the words the pages draw formatted", () => {
  it("are read", () => {
    expect(read.formatted.size).toBeGreaterThan(50);
    expect(read.text.size).toBeGreaterThan(1000);
  });

  it("are exactly those the Content area marks as formatted", () => {
    const marked = Object.keys(english).filter((id) => wordFormatOf(id) === "formatted");
    expect([...read.formatted].filter((id) => wordFormatOf(id) !== "formatted")).toEqual([]);
    expect([...read.text].filter((id) => wordFormatOf(id) === "formatted")).toEqual([]);
    expect(marked.filter((id) => !read.formatted.has(id))).toEqual([]);
  });
});
