/**
 * The company's facts (issue 30 item 2, docs/decisions/042): phone numbers, e-mail addresses, the postal address,
 * social links, the founding and renaming years, the counters on /achievements and the certificates' numbers and
 * validity. Each is a language-neutral word (`company.*`, contracts/i18n/catalogue.ts): one text in locales/en.json
 * that staff change on the Content area's "Company facts" screen and that every language's pages, e-mails and
 * structured data read. This table gives each its kind, its English label and hint for staff, and `checkFact`
 * checks a value as the server and the editor do, with the same codes and messages.
 */

export const factKinds = ["phone", "email", "url", "text", "year", "count", "date"] as const;
export type FactKind = (typeof factKinds)[number];

export interface FactDefinition {
  kind: FactKind;
  label: string;
  hint: string;
  /** Optional facts may be empty: the page then leaves them out. */
  optional?: boolean;
}

const fact = (kind: FactKind, label: string, hint: string, optional = false): FactDefinition => ({ kind, label, hint, optional });
const phoneHint = "International form: + then the country code and number, digits only, e.g. +912269712400";
const urlHint = "A full address starting with https://";
const dateHint = "The last day it is valid, as YYYY-MM-DD; empty when it does not lapse";

const addressLine = (n: number) =>
  fact("text", `Address, line ${n + 1}`, "As the post office reads it; shown the same in every language", n > 0);
const counter = (label: string) => fact("count", `Counter: ${label}`, "A whole number; the page shows it with a +");
const certificate = (name: string) => [
  fact("text", `${name}: certificate number`, "As printed on the certificate; empty to show none", true),
  fact("date", `${name}: valid until`, dateHint, true),
];
const [wcaNumber, wcaValid] = certificate("WCA membership");
const [aeoNumber, aeoValid] = certificate("AEO certificate");
const [isoNumber, isoValid] = certificate("ISO 9001:2015 certificate");

/** Every fact, by message id, in the order the Company facts screen shows them. */
export const companyFacts = {
  "company.phone": fact("phone", "Phone", phoneHint),
  "company.whatsapp": fact("phone", "WhatsApp number", phoneHint),
  "company.email": fact("email", "Public e-mail address", "Shown on every page and named in every newsletter"),
  "company.careersEmail": fact("email", "Careers e-mail address", "Where the careers page sends applicants"),
  "company.privacyEmail": fact("email", "Grievance officer's e-mail address", "Named on the privacy page (DPDP Act 2023)"),
  "company.address.0": addressLine(0),
  "company.address.1": addressLine(1),
  "company.address.2": addressLine(2),
  "company.address.3": addressLine(3),
  "company.directionsUrl": fact("url", "Directions link", `The map the contact page links to. ${urlHint}`),
  "company.social.x": fact("url", "X (Twitter) page", urlHint),
  "company.social.linkedin": fact("url", "LinkedIn page", urlHint),
  "company.social.instagram": fact("url", "Instagram page", urlHint),
  "company.founded": fact("year", "Year founded", "Four digits, e.g. 2009"),
  "company.renamed": fact("year", "Year renamed", "Four digits, not before the year founded"),
  "company.milestones.0.value": counter("years of experience"),
  "company.milestones.1.value": counter("happy clients"),
  "company.milestones.2.value": counter("successful deliveries"),
  "company.milestones.3.value": counter("cities covered"),
  "company.credentials.0.number": wcaNumber!,
  "company.credentials.0.validUntil": wcaValid!,
  "company.credentials.1.number": aeoNumber!,
  "company.credentials.1.validUntil": aeoValid!,
  "company.credentials.2.number": isoNumber!,
  "company.credentials.2.validUntil": isoValid!,
} as const satisfies Record<`company.${string}`, FactDefinition>;

export type FactId = keyof typeof companyFacts;

export function factOf(id: string): FactDefinition | undefined {
  return Object.hasOwn(companyFacts, id) ? companyFacts[id as FactId] : undefined;
}

/** The longest fact a field takes. */
export const factMaxLength = 200;
/** The largest counter: a count beyond it is a typing slip. */
export const countMax = 100_000_000;
export const earliestYear = 1900;

/** Each problem's code and the English the server answers and the editor shows. */
export const factMessages = {
  factRequired: "Fill this in; this fact cannot be empty",
  factTooLong: `Keep it to at most ${factMaxLength} characters`,
  factOneLine: "Write it on one line, without tabs, line breaks or spaces at either end",
  factBraces: "Braces { } are not allowed in a fact",
  phoneInvalid: "Write the number in international form: + then the country code and number, digits only (e.g. +912269712400)",
  emailInvalid: "Write an e-mail address such as name@example.in",
  urlInvalid: "Write a full web address starting with https://",
  yearInvalid: `Write a year of four digits, from ${earliestYear} to this year`,
  yearOrder: "The year renamed cannot be before the year founded",
  countInvalid: `Write a whole number, digits only, up to ${countMax.toLocaleString("en-IN")}`,
  dateInvalid: "Write a real date as YYYY-MM-DD, e.g. 2027-03-31",
} as const;
export type FactProblem = keyof typeof factMessages;

/** E.164: +, a country code that does not start with 0, 8 to 15 digits in all. */
const e164 = /^\+[1-9]\d{7,14}$/;
// One @, no spaces, a dot in the domain: what a person can reach, not all that RFC 5322 allows.
const email = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function isHttpsUrl(value: string): boolean {
  if (!value.startsWith("https://") || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname.includes(".");
  } catch {
    return false;
  }
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function yearProblem(value: string): FactProblem | null {
  const year = Number(value);
  return /^\d{4}$/.test(value) && year >= earliestYear && year <= new Date().getUTCFullYear() ? null : "yearInvalid";
}

const checks: Record<FactKind, (value: string) => FactProblem | null> = {
  phone: (value) => (e164.test(value) ? null : "phoneInvalid"),
  email: (value) => (email.test(value) ? null : "emailInvalid"),
  url: (value) => (isHttpsUrl(value) ? null : "urlInvalid"),
  text: () => null,
  year: yearProblem,
  count: (value) => (/^\d{1,9}$/.test(value) && Number(value) <= countMax ? null : "countInvalid"),
  date: (value) => (isRealDate(value) ? null : "dateInvalid"),
};

/**
 * A fact's first problem, or null when the value may be saved. `facts` (id → the value in force, the others' drafts
 * included) lets the years be checked against each other: the year renamed is not before the year founded.
 */
export function checkFact(id: string, value: string, facts: Readonly<Record<string, string>> = {}): FactProblem | null {
  const definition = factOf(id);
  if (!definition) return null;
  if (value === "") return definition.optional ? null : "factRequired";
  if (value.length > factMaxLength) return "factTooLong";
  // eslint-disable-next-line no-control-regex -- a fact is one line of text: control characters are refused
  if (/[\u0000-\u001f\u007f]/.test(value) || value.trim() !== value) return "factOneLine";
  // Facts are read as messages (ICU): a brace would be taken for a placeholder.
  if (/[{}]/.test(value)) return "factBraces";
  const problem = checks[definition.kind](value);
  if (problem) return problem;
  const founded = id === "company.founded" ? value : facts["company.founded"];
  const renamed = id === "company.renamed" ? value : facts["company.renamed"];
  if ((id === "company.founded" || id === "company.renamed") && founded && renamed && Number(renamed) < Number(founded)) {
    return "yearOrder";
  }
  return null;
}
