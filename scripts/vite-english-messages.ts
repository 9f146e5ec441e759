/**
 * A Vite plugin: `import shell from "virtual:english/shell."` is every message of locales/en.json whose id starts
 * with `shell.`, keyed by the rest of its id ("nav.home") and formatted without values, so `{name}` placeholders
 * stay for the page to fill. It serves what the browser must show in English without loader data: the shell of
 * English pages and of every error page, and the English-only staff screens' labels. The words still live only in
 * the catalogue, and a chunk carries just the messages it names, not the catalogue.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { Catalogue, MessageId } from "../contracts/i18n/catalogue.ts";
import { createTranslate } from "../contracts/i18n/translate.ts";

const prefix = "virtual:english/";
const catalogueFile = path.resolve(import.meta.dirname, "..", "locales", "en.json");

export function englishMessages(): Plugin {
  return {
    name: "english-messages",
    resolveId: (source) => (source.startsWith(prefix) ? `\0${source}` : undefined),
    load(resolved) {
      if (!resolved.startsWith(`\0${prefix}`)) return undefined;
      const idPrefix = resolved.slice(prefix.length + 1);
      this.addWatchFile(catalogueFile);
      const catalogue = JSON.parse(readFileSync(catalogueFile, "utf8")) as Catalogue;
      const t = createTranslate("en", catalogue, catalogue);
      const ids = (Object.keys(catalogue) as MessageId[]).filter((id) => id.startsWith(idPrefix));
      if (ids.length === 0) this.error(`No message of locales/en.json starts with "${idPrefix}"`);
      return `export default ${JSON.stringify(Object.fromEntries(ids.map((id) => [id.slice(idPrefix.length), t(id)])))};`;
    },
  };
}
