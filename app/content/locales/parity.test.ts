import { describe, expect, it } from "vitest";
import { languages } from "#app/i18n/languages";
import { englishContent, type ContentName } from "../localized";
import { hasOnlyUntranslatableWords, isSameInLanguage } from "./untranslatable";

/**
 * Every translated content module mirrors its English source: the same exports, keys, array lengths and
 * placeholders; ids, paths, numbers and other facts unchanged; and its prose actually translated.
 */
const translations = import.meta.glob<Record<string, unknown>>("./*/*.ts");

/** Fields whose value is a fact, not prose: identical in every language. */
const factKeys = new Set(["src", "srcDark", "iso", "kind", "icon", "id", "slug", "number", "to", "href", "url", "tel", "whatsapp"]);
/** Text that may stay as in English: a postal address is written the way the post office reads it. */
const mayStayEnglish = new Set(["lines"]);
/** Subtrees that are shared facts, not copy (the freight ratios come from contracts/ and are the same everywhere). */
const sharedFacts = new Set(["chargeableWeight"]);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const looksLikeFact = (text: string) => /^(\/|https?:|mailto:|tel:|#)/.test(text) || /^\S+@\S+$/.test(text) || /^[+\d\s()-]+$/.test(text);

interface Finding {
  lang: string;
  problems: string[];
  untranslated: string[];
}

function compare(english: unknown, translated: unknown, path: string, found: Finding) {
  const key = path
    .split(".")
    .pop()!
    .replace(/\[\d+\]$/, "");
  if (sharedFacts.has(key) && typeof english === "object") {
    if (JSON.stringify(translated) !== JSON.stringify(english)) found.problems.push(`${path}: shared facts must stay as they are`);
    return;
  }
  if (typeof english === "string") {
    if (typeof translated !== "string") return found.problems.push(`${path}: expected text`);
    // A fact key names a value without spaces (an id, a path); `kind` can also be a sentence template.
    if ((factKeys.has(key) && !/\s/.test(english)) || looksLikeFact(english)) {
      if (translated !== english) found.problems.push(`${path}: a fact must stay "${english}"`);
      return;
    }
    if (!translated.trim()) found.problems.push(`${path}: empty`);
    if (placeholders(translated).join() !== placeholders(english).join()) found.problems.push(`${path}: placeholders differ from English`);
    if (
      translated === english &&
      !mayStayEnglish.has(key) &&
      !hasOnlyUntranslatableWords(english) &&
      !isSameInLanguage(found.lang, english)
    )
      found.untranslated.push(`${path}: "${english.slice(0, 60)}"`);
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length)
      return found.problems.push(`${path}: expected ${english.length} items`);
    english.forEach((item, i) => compare(item, translated[i], `${path}[${i}]`, found));
    return;
  }
  if (english && typeof english === "object") {
    if (!translated || typeof translated !== "object") return found.problems.push(`${path}: expected an object`);
    const keys = Object.keys(english).sort();
    const other = Object.keys(translated).sort();
    if (keys.join() !== other.join()) return found.problems.push(`${path}: keys ${other.join()} instead of ${keys.join()}`);
    for (const key of keys)
      compare((english as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], `${path}.${key}`, found);
    return;
  }
  if (english !== translated) found.problems.push(`${path}: must stay ${String(english)}`);
}

const dataExports = (module: Record<string, unknown>) => Object.keys(module).filter((name) => typeof module[name] !== "function");

describe.each(languages.filter((l) => l.code !== "en").map((l) => l.code))("content in %s", (lang) => {
  it.each(Object.keys(englishContent) as ContentName[])(`${lang} %s mirrors English and is translated`, async (name) => {
    const load = translations[`./${lang}/${name}.ts`];
    expect(load, `app/content/locales/${lang}/${name}.ts is missing`).toBeDefined();
    const english = englishContent[name] as Record<string, unknown>;
    const translated = await load!();
    expect(dataExports(translated).sort()).toEqual(dataExports(english).sort());
    const found: Finding = { lang, problems: [], untranslated: [] };
    for (const exported of dataExports(english)) compare(english[exported], translated[exported], exported, found);
    expect(found.problems).toEqual([]);
    expect(found.untranslated).toEqual([]);
  });
});
