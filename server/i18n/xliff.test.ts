import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { xliff2js } from "xliff";
import { describe, expect, it } from "vitest";
import { isTranslated, type Catalogue, type MessageId } from "#contracts/i18n/catalogue";
import type { LanguageCode } from "#contracts/languages";
import { cataloguesFolder, readCatalogue } from "./catalogue-files";
import { readStatus, sourceHash, type StatusFile } from "./translation-status";
import { checkImport, exportXliff, parseXliff } from "./xliff";

const english = readCatalogue("en");
/** The messages a translator gets: all but the English-only ones (the staff's e-mails) and the language-neutral facts. */
const ids = (Object.keys(english) as MessageId[]).filter(isTranslated);
const catalogues = (lang: LanguageCode) => ({ target: readCatalogue(lang), status: readStatus(cataloguesFolder, lang) });
const exported = (lang: LanguageCode, version: "2.0" | "1.2" = "2.0", only?: "untranslated" | "outdated") =>
  exportXliff({ lang, english, ...catalogues(lang), version, only });

/** A scratch copy of the catalogues folder, for the command line to write into. */
function scratchLocales(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "locales-"));
  cpSync(new URL(".", cataloguesFolder), folder, { recursive: true });
  return folder;
}

describe("XLIFF export", () => {
  it("writes XLIFF 2.0 that an independent reader (the xliff package) reads unit for unit", async () => {
    const read = (await promisify(xliff2js)(exported("ar"))) as {
      sourceLanguage: string;
      targetLanguage: string;
      resources: Record<string, Record<string, { source: string; target: string }>>;
    };
    expect(read.sourceLanguage).toBe("en");
    expect(read.targetLanguage).toBe("ar");
    const units = read.resources.messages!;
    const arabic = readCatalogue("ar");
    expect(Object.keys(units).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(units[id]!.source, id).toBe(english[id]);
      expect(units[id]!.target, id).toBe(arabic[id]);
    }
  });

  it("writes XLIFF 1.2 that translate-toolkit reads, and takes back what a translator changed through gettext PO", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "xliff-"));
    const xlf = path.join(folder, "hi.xlf");
    writeFileSync(xlf, exported("hi", "1.2"));
    execFileSync("xliff2po", [xlf, path.join(folder, "hi.po")], { stdio: "pipe" });
    const po = readFileSync(path.join(folder, "hi.po"), "utf8");
    const hindi = readCatalogue("hi");
    // Every message is a PO entry located at its id, with its translation.
    expect(po.match(/^#: /gm)).toHaveLength(ids.length);
    const entry = `#: about.commitment.heading\n#, fuzzy\nmsgid "Our Commitment"\nmsgstr "${hindi["about.commitment.heading"]}"`;
    expect(po).toContain(entry);
    // A translator edits one entry in a PO editor (which clears "fuzzy"), and merges it back into the XLIFF.
    writeFileSync(
      path.join(folder, "edited.po"),
      po.replace(entry, `#: about.commitment.heading\nmsgid "Our Commitment"\nmsgstr "हमारी दृढ़ प्रतिबद्धता"`),
    );
    execFileSync("pomerge", ["-t", xlf, "-i", path.join(folder, "edited.po"), "-o", path.join(folder, "merged.xlf")], { stdio: "pipe" });
    const result = checkImport(readFileSync(path.join(folder, "merged.xlf"), "utf8"), english, catalogues);
    expect(result.fileProblems).toEqual([]);
    expect(result.refused).toEqual([]);
    expect(result.changes.find((change) => change.id === "about.commitment.heading")).toEqual({
      id: "about.commitment.heading",
      target: "हमारी दृढ़ प्रतिबद्धता",
      status: { state: "reviewed", source: sourceHash(english["about.commitment.heading"]!) },
    });
    // Nothing else changed, but for texts whose English stands under two ids: gettext PO cannot keep those apart,
    // and pomerge gives both the same translation (docs/i18n.md: exchange XLIFF directly to keep them).
    const repeated = (id: MessageId) => ids.filter((other) => english[other] === english[id]).length > 1;
    expect(result.changes.filter((change) => change.id !== "about.commitment.heading" && !repeated(change.id))).toEqual([]);
  });

  it("selects the messages no human has worked on, or those whose English changed", () => {
    const status: StatusFile = {};
    for (const id of ids) status[id] = { state: "reviewed", source: sourceHash(english[id]!) };
    status["about.commitment.heading"] = { state: "machine", source: sourceHash(english["about.commitment.heading"]!) };
    status["about.story.heading"] = { state: "reviewed", source: sourceHash("an older English text") };
    const target = readCatalogue("de");
    const unitsOf = (only: "untranslated" | "outdated") =>
      parseXliff(exportXliff({ lang: "de", english, target, status, only })).units.map((unit) => unit.id);
    expect(unitsOf("untranslated")).toEqual(["about.commitment.heading"]);
    expect(unitsOf("outdated")).toEqual(["about.story.heading"]);
  });
});

describe("XLIFF import", () => {
  const withTarget = (xml: string, id: string, target: string) =>
    xml.replace(new RegExp(`(<unit id="${id.replace(/\./g, "\\.")}">[\\s\\S]*?<target>)[^<]*(</target>)`), `$1${target}$2`);

  it("takes a translator's text and state, and records the English it translates", () => {
    const xml = withTarget(exported("fr"), "achievements.hero.title", "{years} ans de marchandises livrées").replace(
      /(<unit id="achievements\.hero\.title">[\s\S]*?<segment )state="[^"]*"(?: subState="[^"]*")?/,
      '$1state="reviewed"',
    );
    const result = checkImport(xml, english, catalogues);
    expect(result.refused).toEqual([]);
    expect(result.changes).toEqual([
      {
        id: "achievements.hero.title",
        target: "{years} ans de marchandises livrées",
        status: { state: "reviewed", source: sourceHash(english["achievements.hero.title"]!) },
      },
    ]);
  });

  it.each([
    [
      "a placeholder renamed",
      "achievements.hero.title",
      "{annees} ans de marchandises livrées",
      /placeholders \{annees\} differ from English \{years\}/,
    ],
    [
      "a placeholder left out",
      "achievements.hero.title",
      "Des années de marchandises livrées",
      /placeholders none differ from English \{years\}/,
    ],
    ["broken ICU", "achievements.hero.title", "{years ans de marchandises", /not valid ICU MessageFormat/],
    ["an empty text", "about.commitment.heading", "", /the translation is empty/],
  ])("refuses the whole file for %s, naming the unit", (_case, id, target, problem) => {
    const result = checkImport(withTarget(exported("fr"), id, target), english, catalogues);
    expect(result.changes).toEqual([]);
    expect(result.refused).toHaveLength(1);
    expect(result.refused[0]!.id).toBe(id);
    expect(result.refused[0]!.problems.join()).toMatch(problem);
  });

  it("refuses units it does not know, twice over, or with markup, and a file for another language", () => {
    const unit = (id: string, target: string) => `<unit id="${id}"><segment><source>x</source><target>${target}</target></segment></unit>`;
    const file = (lang: string, units: string) =>
      `<xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="${lang}"><file id="f">${units}</file></xliff>`;
    const refused = checkImport(
      file(
        "hi",
        unit("no.such.id", "x") +
          unit("about.commitment.heading", "क") +
          unit("about.commitment.heading", "ख") +
          unit("about.story.heading", "<pc id='1'>क</pc>"),
      ),
      english,
      catalogues,
    ).refused;
    expect(refused.map(({ id, problems }) => `${id}: ${problems[0]}`)).toEqual([
      "no.such.id: no message has this id",
      "about.commitment.heading: the file has this unit twice",
      "about.story.heading: the unit holds inline markup or several segments; these messages are plain ICU text",
    ]);
    expect(checkImport(file("en", unit("about.commitment.heading", "x")), english, catalogues).fileProblems).toEqual([
      'the target language "en" is not one of the site\'s 15 translated languages',
    ]);
    expect(checkImport("<html/>", english, catalogues).fileProblems).toEqual(["not an XLIFF document (no <xliff> root)"]);
  });

  it("from the command line writes nothing when one unit is wrong, and everything when all are right", () => {
    const folder = scratchLocales();
    const run = (...args: string[]) => {
      try {
        return {
          status: 0,
          out: execFileSync("node", ["--import", "tsx", "scripts/i18n.ts", ...args], {
            env: { ...process.env, LOCALES_DIR: folder },
            encoding: "utf8",
            stdio: "pipe",
          }),
        };
      } catch (error) {
        const failure = error as { status: number; stderr: string };
        return { status: failure.status, out: failure.stderr };
      }
    };
    const before = readFileSync(path.join(folder, "ja.json"), "utf8");
    const good = withTarget(exported("ja"), "about.commitment.heading", "私たちのお約束");
    const bad = withTarget(good, "achievements.hero.title", "{years}年");
    writeFileSync(path.join(folder, "bad.xlf"), withTarget(bad, "achievements.hero.title", "{annees}年"));
    const refused = run("import", path.join(folder, "bad.xlf"));
    expect(refused.status).toBe(1);
    expect(refused.out).toMatch(/unit achievements\.hero\.title: placeholders \{annees\} differ from English \{years\}/);
    expect(refused.out).toMatch(/refused, nothing imported/);
    expect(readFileSync(path.join(folder, "ja.json"), "utf8")).toBe(before);

    writeFileSync(path.join(folder, "good.xlf"), good);
    expect(run("import", path.join(folder, "good.xlf")).status).toBe(0);
    const after = JSON.parse(readFileSync(path.join(folder, "ja.json"), "utf8")) as Catalogue;
    expect(after["about.commitment.heading"]).toBe("私たちのお約束");
    expect(readStatus(pathToFileURL(`${folder}/`), "ja")["about.commitment.heading"]).toEqual({
      state: "translated",
      source: sourceHash(english["about.commitment.heading"]!),
    });
  });
});
