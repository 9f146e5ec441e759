/**
 * Translation exchange in XLIFF (docs/i18n.md, "How a translator works"): a language's messages go out as XLIFF
 * 2.0 (or 1.2, which older tools such as translate-toolkit read) with English as the source, one unit per message
 * id, and come back checked as a whole. An import changes nothing unless every unit in the file is right: ids
 * known, each target valid ICU with English's placeholders, not empty; the report names each refused unit.
 */
import { XMLParser } from "fast-xml-parser";
import { isTranslated, type Catalogue, type MessageId } from "#contracts/i18n/catalogue";
import { problemsOf } from "#contracts/i18n/check-message";
import { isLanguageCode, type LanguageCode } from "#contracts/languages";
import { sourceHash, statusOf, type StatusEntry, type StatusFile, type TranslationState } from "./translation-status";

export type XliffVersion = "2.0" | "1.2";
export type ExportSelection = "untranslated" | "outdated";

const briefNote =
  "Translate for a freight buyer, exporter, importer or job applicant, as a native professional copywriter would write for a logistics company (docs/translation-brief.md). " +
  "Each unit is an ICU MessageFormat message: keep every {placeholder} and the plural/select structure, translate the words inside them. " +
  "Keep brand names, acronyms, trade codes, e-mail addresses and URLs as they are.";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Which part of the site a message belongs to, from its id's first part, as the translator's context. */
function areaOf(id: string): string {
  const [area, second] = id.split(".");
  return area === "services" || area === "industries" || area === "forms" ? `${area}.${second}` : area!;
}

function placeholderNote(english: string): string | undefined {
  const names = [...new Set([...english.matchAll(/\{(\w+)/g)].map((match) => match[1]))];
  return names.length ? `Placeholders to keep: ${names.map((name) => `{${name}}`).join(" ")}` : undefined;
}

const v2State: Record<TranslationState, string> = { machine: "initial", translated: "translated", reviewed: "reviewed" };
const v12State: Record<TranslationState, string> = {
  machine: "needs-review-translation",
  translated: "translated",
  reviewed: "signed-off",
};

interface ExportInput {
  lang: LanguageCode;
  english: Catalogue;
  target: Catalogue;
  status: StatusFile;
  only?: ExportSelection;
  version?: XliffVersion;
}

/** The messages of one language as an XLIFF document. */
export function exportXliff({ lang, english, target, status, only, version = "2.0" }: ExportInput): string {
  const ids = (Object.keys(english) as MessageId[]).sort().filter((id) => {
    if (!isTranslated(id)) return false;
    const current = statusOf(status[id], english[id]!);
    if (only === "outdated") return current === "outdated";
    if (only === "untranslated") return current === "machine";
    return true;
  });
  const units = ids.map((id) => {
    const source = english[id]!;
    const text = target[id] ?? "";
    const current = statusOf(status[id], source);
    const state = status[id]?.state ?? "machine";
    const notes = [
      `Where: ${areaOf(id)}`,
      current === "outdated" ? "The English changed after this translation was made: check it against the source." : undefined,
      current === "machine" ? "Machine translation: no human has reviewed it." : undefined,
      placeholderNote(source),
    ].filter((note): note is string => note !== undefined);
    if (version === "1.2") {
      const targetState = current === "outdated" ? "needs-translation" : v12State[state];
      return [
        `    <trans-unit id="${escapeXml(id)}"${state === "reviewed" && current !== "outdated" ? ' approved="yes"' : ""}>`,
        `      <source>${escapeXml(source)}</source>`,
        `      <target state="${targetState}">${escapeXml(text)}</target>`,
        ...notes.map((note) => `      <note>${escapeXml(note)}</note>`),
        `    </trans-unit>`,
      ].join("\n");
    }
    const segmentState =
      current === "outdated"
        ? `initial" subState="tgl:outdated`
        : current === "machine"
          ? `initial" subState="tgl:machine`
          : v2State[state];
    return [
      `  <unit id="${escapeXml(id)}">`,
      `   <notes>`,
      ...notes.map((note) => `    <note category="${note.startsWith("Where") ? "location" : "instruction"}">${escapeXml(note)}</note>`),
      `   </notes>`,
      `   <segment state="${segmentState}">`,
      `    <source>${escapeXml(source)}</source>`,
      `    <target>${escapeXml(text)}</target>`,
      `   </segment>`,
      `  </unit>`,
    ].join("\n");
  });
  if (version === "1.2") {
    return [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">`,
      ` <file original="messages" source-language="en" target-language="${lang}" datatype="plaintext" xml:space="preserve">`,
      `  <header><note>${escapeXml(briefNote)}</note></header>`,
      `  <body>`,
      ...units,
      `  </body>`,
      ` </file>`,
      `</xliff>`,
      "",
    ].join("\n");
  }
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="${lang}">`,
    ` <file id="messages" xml:space="preserve">`,
    `  <notes><note category="instruction">${escapeXml(briefNote)}</note></notes>`,
    ...units,
    ` </file>`,
    `</xliff>`,
    "",
  ].join("\n");
}

/** One unit as a file brings it. */
export interface XliffUnit {
  id: string;
  source: string;
  target: string | undefined;
  /** The file's state for the unit (XLIFF 2.0 segment state, or 1.2 target state), if it gives one. */
  state: string | undefined;
  /** 1.2's approved="yes". */
  approved: boolean;
  /** The unit carries markup inside its source or target, which these messages never have. */
  markup: boolean;
}

export interface ParsedXliff {
  version: XliffVersion;
  sourceLanguage: string;
  targetLanguage: string;
  units: XliffUnit[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  textNodeName: "#text",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  isArray: (name) => ["file", "unit", "trans-unit", "segment", "group"].includes(name),
});

type Node = Record<string, unknown>;
const asNodes = (value: unknown): Node[] =>
  Array.isArray(value) ? (value as Node[]) : value && typeof value === "object" ? [value as Node] : [];

/** Text of an element the parser gave; `markup` when it holds child elements (inline codes). */
function textOf(value: unknown): { text: string | undefined; markup: boolean } {
  if (value === undefined) return { text: undefined, markup: false };
  if (typeof value === "string") return { text: value, markup: false };
  if (value && typeof value === "object") {
    const node = value as Node;
    const children = Object.keys(node).filter((key) => !key.startsWith("@") && key !== "#text");
    return { text: typeof node["#text"] === "string" ? node["#text"] : "", markup: children.length > 0 };
  }
  return { text: String(value), markup: false };
}

/** Units inside files and their groups, at any depth. */
function unitsOf(container: Node, name: "unit" | "trans-unit"): Node[] {
  const direct = asNodes(container[name]);
  const grouped = asNodes(container.group).flatMap((group) => unitsOf(group, name));
  const body = container.body ? unitsOf(container.body as Node, name) : [];
  return [...direct, ...grouped, ...body];
}

/** One unit as both versions give it: its id, its source and target texts (`split` when 2.0 cut it into segments). */
function xliffUnit(
  unit: Node,
  sourceNode: unknown,
  targetNode: unknown,
  { state, approved, split = false }: Pick<XliffUnit, "state" | "approved"> & { split?: boolean },
): XliffUnit {
  const source = textOf(sourceNode);
  const target = textOf(targetNode);
  return {
    id: String(unit["@id"] ?? ""),
    source: source.text ?? "",
    target: target.text,
    state,
    approved,
    markup: source.markup || target.markup || split,
  };
}

/** Reads an XLIFF 2.0 or 1.2 document; a file that is not one throws with the reason. */
export function parseXliff(xml: string): ParsedXliff {
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch (error) {
    throw new Error(`not well-formed XML: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const root = document.xliff as Node | undefined;
  if (!root) throw new Error("not an XLIFF document (no <xliff> root)");
  const version = String(root["@version"] ?? "");
  const files = asNodes(root.file);
  if (version === "2.0" || version === "2.1") {
    const units = files
      .flatMap((file) => unitsOf(file, "unit"))
      .map((unit) => {
        const segments = asNodes(unit.segment);
        const segment = segments[0] ?? {};
        // A unit split into segments is markup too: the messages are one segment each.
        const read = { state: segment["@state"] as string | undefined, approved: false, split: segments.length > 1 };
        return xliffUnit(unit, segment.source, segment.target, read);
      });
    return { version: "2.0", sourceLanguage: String(root["@srcLang"] ?? ""), targetLanguage: String(root["@trgLang"] ?? ""), units };
  }
  if (version === "1.2" || version === "1.1") {
    const file = files[0] ?? {};
    const units = files
      .flatMap((each) => unitsOf(each, "trans-unit"))
      .map((unit) =>
        xliffUnit(unit, unit.source, unit.target, {
          state: unit.target && typeof unit.target === "object" ? ((unit.target as Node)["@state"] as string | undefined) : undefined,
          approved: unit["@approved"] === "yes",
        }),
      );
    return {
      version: "1.2",
      sourceLanguage: String(file["@source-language"] ?? ""),
      targetLanguage: String(file["@target-language"] ?? ""),
      units,
    };
  }
  throw new Error(`XLIFF version ${version || "(none)"} is not 2.0 or 1.2`);
}

/** What a unit's text becomes: human-made, and approved or not. */
function stateOf(unit: XliffUnit, changed: boolean, before: StatusEntry | undefined): TranslationState {
  const state = unit.state ?? "";
  if (unit.approved || ["reviewed", "final", "signed-off"].includes(state)) return "reviewed";
  if (state === "translated") return "translated";
  // Left as the file had it (a machine or outdated unit sent back untouched): nothing new to record.
  return changed ? "translated" : (before?.state ?? "machine");
}

export interface RefusedUnit {
  id: string;
  problems: string[];
}

export interface ImportResult {
  lang: LanguageCode | undefined;
  /** The file as a whole: wrong languages, not XLIFF. */
  fileProblems: string[];
  refused: RefusedUnit[];
  /** The changes, when nothing is refused: new texts and status entries, by id. */
  changes: { id: MessageId; target: string; status: StatusEntry }[];
}

/**
 * Checks a whole XLIFF file against today's catalogues. Accepted only when `fileProblems` and `refused` are both
 * empty; then `changes` holds what to write (a unit whose text and state are unchanged is left out).
 */
export function checkImport(
  xml: string,
  english: Catalogue,
  catalogues: (lang: LanguageCode) => { target: Catalogue; status: StatusFile },
): ImportResult {
  let parsed: ParsedXliff;
  try {
    parsed = parseXliff(xml);
  } catch (error) {
    return { lang: undefined, fileProblems: [error instanceof Error ? error.message : String(error)], refused: [], changes: [] };
  }
  const fileProblems: string[] = [];
  if (parsed.sourceLanguage !== "en") fileProblems.push(`the source language is "${parsed.sourceLanguage}", not "en"`);
  const lang = isLanguageCode(parsed.targetLanguage) && parsed.targetLanguage !== "en" ? parsed.targetLanguage : undefined;
  if (!lang) fileProblems.push(`the target language "${parsed.targetLanguage}" is not one of the site's 15 translated languages`);
  if (parsed.units.length === 0) fileProblems.push("the file has no units");
  if (fileProblems.length > 0 || !lang) return { lang, fileProblems, refused: [], changes: [] };

  const { target, status } = catalogues(lang);
  const seen = new Set<string>();
  const refused: RefusedUnit[] = [];
  const changes: ImportResult["changes"] = [];
  for (const unit of parsed.units) {
    const problems: string[] = [];
    const id = unit.id as MessageId;
    if (seen.has(unit.id)) problems.push("the file has this unit twice");
    seen.add(unit.id);
    const source = !isTranslated(id) ? undefined : english[id];
    if (source === undefined) {
      refused.push({ id: unit.id, problems: ["no message has this id"] });
      continue;
    }
    if (unit.markup) problems.push("the unit holds inline markup or several segments; these messages are plain ICU text");
    if (unit.target === undefined) problems.push("the unit has no target");
    else problems.push(...problemsOf(source, unit.target));
    if (problems.length > 0) {
      refused.push({ id: unit.id, problems });
      continue;
    }
    // Tools that convert through gettext PO drop a text's leading and trailing spaces; the same words come back.
    const text = target[id] !== undefined && unit.target!.trim() === target[id]!.trim() ? target[id]! : unit.target!;
    const before = status[id];
    // The translation is of the English the file shows; if that English has changed since, it stays outdated.
    const entry: StatusEntry = { state: stateOf(unit, text !== target[id], before), source: sourceHash(unit.source) };
    if (text !== target[id] || entry.state !== before?.state || entry.source !== before?.source)
      changes.push({ id, target: text, status: entry });
  }
  return { lang, fileProblems, refused, changes };
}
