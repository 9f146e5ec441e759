/**
 * The visitor mails' copy per language (issue 13) and what fills it: placeholders, the addresses of the
 * pages in that language, and numbers and dates formatted the language's way. English keeps exactly the
 * formats its mails always had (dates as written, YYYY-MM-DD; Indian grouping for amounts).
 */
import { formatQuotePrice, type QuoteOffer } from "#contracts/api/quotes";
import { defaultLanguage, directionOf, intlLocaleOf, type LanguageCode } from "#contracts/languages";
import { escapeXml as escapeHtml } from "#server/lib/escape-xml";
import { createTranslate } from "#contracts/i18n/translate";
import { languages } from "#contracts/languages";
import type { Catalogue } from "#contracts/i18n/catalogue";
import type { PublishedWords, WordOverlay } from "#contracts/published-words";
import { readCatalogue } from "#server/i18n/catalogue-files";
import { visitorMailCopy, type VisitorMailCopy } from "./copy";

export type { VisitorMailCopy } from "./copy";

function mailCopyOf(code: LanguageCode, englishCatalogue: Catalogue, overlay?: WordOverlay): VisitorMailCopy {
  const catalogue = code === "en" ? englishCatalogue : readCatalogue(code);
  return visitorMailCopy(createTranslate(code, overlay ? { ...catalogue, ...overlay } : catalogue, englishCatalogue));
}

/**
 * Every language's mail words, built once from the catalogues when the server starts; the catalogues themselves
 * are read, used and let go (a mail needs a few dozen of their messages).
 */
const englishCatalogue = readCatalogue("en");
export const visitorMailCopies = Object.fromEntries(languages.map(({ code }) => [code, mailCopyOf(code, englishCatalogue)])) as Record<
  LanguageCode,
  VisitorMailCopy
>;

/**
 * The words the mails are written in: the catalogues', with what staff published laid over them (issue 30). They
 * belong to the process, as the catalogues' copies always did: the app a process runs follows the releases
 * (server/lib/live-words-plugin.ts) and puts each one here.
 */
let publishedCopies: Record<LanguageCode, VisitorMailCopy> = visitorMailCopies;

/** Builds again the mail words of the languages a release changed, from their catalogues and published words. */
export function takeUpPublishedMailWords(words: PublishedWords["words"], changed: Iterable<LanguageCode>) {
  const next = { ...publishedCopies };
  for (const code of changed) if (code in next) next[code] = mailCopyOf(code, englishCatalogue, words[code]);
  publishedCopies = next;
}

export function copyOf(lang: LanguageCode): VisitorMailCopy {
  return publishedCopies[lang] ?? publishedCopies.en;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The {placeholders} of a copy string, in order. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/** The same for the HTML part: the copy's own text is escaped, the values are HTML the caller built (and escaped). */
export function fillHtml(template: string, html: Record<string, string>): string {
  let out = "";
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    out += escapeHtml(template.slice(last, match.index));
    out += match[1] in html ? html[match[1]] : escapeHtml(match[0]);
    last = match.index + match[0].length;
  }
  return out + escapeHtml(template.slice(last));
}

/** The attributes of a mail's <html>: English keeps today's `lang="en"`, the others name their direction. */
export function htmlAttributes(lang: LanguageCode): string {
  return lang === defaultLanguage ? `lang="en"` : `lang="${lang}" dir="${directionOf(lang)}"`;
}

export interface MailFormats {
  /** An amount with at most `decimals` decimals, grouped the language's way (English: 12,34,567.89). */
  amount(value: number, decimals: number): string;
  /** A figure the visitor typed (a count, a dimension, a temperature); English writes it as typed. */
  figure(value: number): string;
  /** A YYYY-MM-DD date; English writes it as is, the others as a long date ("31 दिसंबर 2026"). */
  date(iso: string): string;
  /** An ISO date-time, in UTC and saying so; English writes "2026-11-29 10:30 UTC". */
  dateTime(iso: string): string;
  /** The priced quote's price: currency code, then the amount with two decimals. */
  price(offer: Pick<QuoteOffer, "price" | "currency">): string;
}

// One formatter per locale and precision: building an Intl.NumberFormat per call was the largest single
// cost of POST /api/quotes (npm run bench:forms).
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, minimumFractionDigits: number, maximumFractionDigits: number) {
  const key = `${locale}|${minimumFractionDigits}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits })));
  return format;
}
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string) {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" })));
  return format;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string) {
  let format = dateTimeFormats.get(locale);
  if (!format)
    dateTimeFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" })));
  return format;
}

const englishLocale = intlLocaleOf(defaultLanguage);
const english: MailFormats = {
  amount: (value, decimals) => numberFormat(englishLocale, 0, decimals).format(value),
  figure: (value) => String(value),
  date: (iso) => iso,
  dateTime: (iso) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`,
  price: formatQuotePrice,
};

/**
 * The formats of a language's mails. Western digits everywhere (the translation brief; Marathi's
 * locale would otherwise write Devanagari digits), the language's grouping and decimal marks.
 */
export function formatsOf(lang: LanguageCode): MailFormats {
  if (lang === defaultLanguage) return english;
  const locale = `${intlLocaleOf(lang)}-u-nu-latn`;
  return {
    amount: (value, decimals) => numberFormat(locale, 0, decimals).format(value),
    figure: (value) => numberFormat(locale, 0, 6).format(value),
    date: (iso) => {
      const date = new Date(`${iso}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? iso : dateFormat(locale).format(date);
    },
    dateTime: (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : `${dateTimeFormat(locale).format(date)} UTC`;
    },
    price: (offer) => `${offer.currency} ${numberFormat(locale, 2, 2).format(offer.price)}`,
  };
}
