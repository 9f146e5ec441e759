/**
 * The catalogues from the command line (docs/i18n.md):
 *
 *   npm run i18n -- status                                   messages, reviewed, translated, machine, outdated per language
 *   npm run i18n -- export --lang hi [--only untranslated|outdated] [--xliff 1.2] [--out hi.xlf]
 *   npm run i18n -- import hi.xlf [--dry-run]                checked as a whole; nothing written unless all is right
 *   npm run i18n -- sync                                     status entries for new messages (machine), none for removed ones
 *
 * Exit status 0 on success, 1 when an import is refused, 2 for a wrong command.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { isTranslated, type Catalogue, type MessageId } from "#contracts/i18n/catalogue";
import { isLanguageCode, languages, type LanguageCode } from "#contracts/languages";
import { cataloguesFolder, readCatalogue, writeCatalogue } from "#server/i18n/catalogue-files";
import { countStatus, readStatus, sourceHash, writeStatus, type StatusFile } from "#server/i18n/translation-status";
import { checkImport, exportXliff, type ExportSelection } from "#server/i18n/xliff";

/** The catalogues' folder: the repository's locales/, or LOCALES_DIR (the tests import into a copy). */
const folder = process.env.LOCALES_DIR ? pathToFileURL(`${process.env.LOCALES_DIR.replace(/\/$/, "")}/`) : cataloguesFolder;
const catalogue = (lang: LanguageCode) => readCatalogue(lang, folder);

const translated = languages.map(({ code }) => code).filter((code): code is Exclude<LanguageCode, "en"> => code !== "en");

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function status() {
  const english = catalogue("en");
  const rows = translated.map((lang) => ({ lang, ...countStatus(english, readStatus(folder, lang)) }));
  const header = ["language", "messages", "reviewed", "translated", "machine", "outdated"];
  const table = [
    header,
    ...rows.map((row) => [row.lang, row.messages, row.reviewed, row.translated, row.machine, row.outdated].map(String)),
  ];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table)
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  "));
}

function exportCommand(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { lang: { type: "string" }, only: { type: "string" }, xliff: { type: "string" }, out: { type: "string" } },
  });
  const lang = values.lang;
  if (!lang || !isLanguageCode(lang) || lang === "en") fail(`--lang must be one of ${translated.join(", ")}`);
  const only = values.only;
  if (only !== undefined && only !== "untranslated" && only !== "outdated") fail("--only must be untranslated or outdated");
  const version = values.xliff ?? "2.0";
  if (version !== "2.0" && version !== "1.2") fail("--xliff must be 2.0 or 1.2");
  const xml = exportXliff({
    lang,
    english: catalogue("en"),
    target: catalogue(lang),
    status: readStatus(folder, lang),
    only: only as ExportSelection | undefined,
    version,
  });
  if (values.out) writeFileSync(values.out, xml);
  else process.stdout.write(xml);
}

function importCommand(args: string[]) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { "dry-run": { type: "boolean" } } });
  const file = positionals[0];
  if (!file) fail("usage: npm run i18n -- import <file.xlf> [--dry-run]");
  const english = catalogue("en");
  const result = checkImport(readFileSync(file, "utf8"), english, (lang) => ({
    target: catalogue(lang),
    status: readStatus(folder, lang),
  }));
  if (result.fileProblems.length > 0 || result.refused.length > 0) {
    for (const problem of result.fileProblems) console.error(`${file}: ${problem}`);
    for (const { id, problems } of result.refused) for (const problem of problems) console.error(`${file}: unit ${id}: ${problem}`);
    fail(`${file}: refused, nothing imported (${result.refused.length} unit(s) refused)`, 1);
  }
  const lang = result.lang!;
  if (values["dry-run"]) {
    console.log(`${file}: valid; ${result.changes.length} message(s) of ${lang} would change`);
    return;
  }
  const texts: Record<string, string> = { ...catalogue(lang) };
  const statusFile: StatusFile = { ...readStatus(folder, lang) };
  for (const change of result.changes) {
    texts[change.id] = change.target;
    statusFile[change.id] = change.status;
  }
  writeCatalogue(lang, texts as Catalogue, folder);
  writeStatus(folder, lang, statusFile);
  console.log(`${file}: imported ${result.changes.length} message(s) of ${lang}`);
}

/** New English messages get a machine entry in every language; removed ones lose theirs. */
function sync() {
  const english = catalogue("en");
  for (const lang of translated) {
    const before = readStatus(folder, lang);
    const after: StatusFile = {};
    for (const id of Object.keys(english) as MessageId[])
      if (isTranslated(id)) after[id] = before[id] ?? { state: "machine", source: sourceHash(english[id]!) };
    writeStatus(folder, lang, after);
  }
  console.log("status entries match the English catalogue");
}

const [command, ...rest] = process.argv.slice(2);
if (command === "status") status();
else if (command === "export") exportCommand(rest);
else if (command === "import") importCommand(rest);
else if (command === "sync") sync();
else
  fail(
    "usage: npm run i18n -- status | export --lang <code> [--only untranslated|outdated] [--xliff 1.2] [--out file] | import <file> [--dry-run] | sync",
  );
