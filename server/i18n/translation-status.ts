/**
 * Where each translated message stands (docs/i18n.md, "Translation status"): locales/status/<lang>.json keeps, per
 * message id, who made the text and which English it translates (a hash of that English). A message is
 * - `machine`: made by a language model, no human has worked on it (every translation before issue 27);
 * - `translated`: written by a human translator, not yet approved by a reviewer;
 * - `reviewed`: approved by a human reviewer;
 * and `outdated` whatever it was, when the English it translates has changed since (its hash no longer matches).
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { isTranslated, type Catalogue, type MessageId } from "#contracts/i18n/catalogue";
import type { LanguageCode } from "#contracts/languages";

export const translationStates = ["machine", "translated", "reviewed"] as const;
export type TranslationState = (typeof translationStates)[number];
export type MessageStatus = TranslationState | "outdated";

export interface StatusEntry {
  state: TranslationState;
  /** sourceHash() of the English this text translates. */
  source: string;
}
export type StatusFile = Partial<Record<MessageId, StatusEntry>>;

/** The first 12 hex digits of the SHA-256 of an English message: enough to tell one version from the next. */
export function sourceHash(english: string): string {
  return createHash("sha256").update(english, "utf8").digest("hex").slice(0, 12);
}

/** A message's status from its entry and today's English. */
export function statusOf(entry: StatusEntry | undefined, english: string): MessageStatus {
  if (!entry || entry.source !== sourceHash(english)) return "outdated";
  return entry.state;
}

const statusFile = (folder: URL, lang: LanguageCode) => new URL(`status/${lang}.json`, folder);

export function readStatus(folder: URL, lang: LanguageCode): StatusFile {
  try {
    return JSON.parse(readFileSync(statusFile(folder, lang), "utf8")) as StatusFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}

/** Sorted by id and one entry a line, so a change shows as the lines it changed. */
export function writeStatus(folder: URL, lang: LanguageCode, status: StatusFile): void {
  const ids = Object.keys(status).sort() as MessageId[];
  const lines = ids.map(
    (id) => `  ${JSON.stringify(id)}: { "state": ${JSON.stringify(status[id]!.state)}, "source": ${JSON.stringify(status[id]!.source)} }`,
  );
  writeFileSync(statusFile(folder, lang), `{\n${lines.join(",\n")}\n}\n`);
}

export interface StatusCounts {
  messages: number;
  reviewed: number;
  translated: number;
  machine: number;
  outdated: number;
}

export function countStatus(english: Catalogue, status: StatusFile): StatusCounts {
  const counts: StatusCounts = { messages: 0, reviewed: 0, translated: 0, machine: 0, outdated: 0 };
  for (const id of Object.keys(english) as MessageId[]) {
    if (!isTranslated(id)) continue;
    counts.messages++;
    counts[statusOf(status[id], english[id]!)]++;
  }
  return counts;
}
