/**
 * The catalogues as files: locales/<lang>.json (one ICU message per id) and locales/status/<lang>.json (where
 * each translation stands, ./translation-status.ts). The folder is two levels above this module both in the
 * source (server/i18n/) and in the compiled server (<build>/server-app/). The running site reads them; the
 * `npm run i18n` command also writes them (sorted by id, two-space JSON, as Prettier writes it).
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { Catalogue, MessageId } from "#contracts/i18n/catalogue";
import type { LanguageCode } from "#contracts/languages";

export const cataloguesFolder = new URL("../../locales/", import.meta.url);

export function readCatalogue(lang: LanguageCode, folder = cataloguesFolder): Catalogue {
  return JSON.parse(readFileSync(new URL(`${lang}.json`, folder), "utf8")) as Catalogue;
}

export function writeCatalogue(lang: LanguageCode, catalogue: Catalogue, folder = cataloguesFolder): void {
  const sorted = Object.fromEntries((Object.keys(catalogue) as MessageId[]).sort().map((id) => [id, catalogue[id]]));
  writeFileSync(new URL(`${lang}.json`, folder), `${JSON.stringify(sorted, null, 2)}\n`);
}
