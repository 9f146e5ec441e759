/**
 * The words of the public forms (contact, careers application, quote request, newsletter, CO₂
 * calculator): labels, hints, buttons, status texts and every message a visitor can read.
 *
 * The message tables are the spec's English originals from contracts/ (the server uses the same
 * objects); they are re-exported here typed as plain records, so a translation of this module has
 * exactly the same keys. English pages use these objects from the browser bundle (they are bundled
 * anyway for client validation); other languages get their copy in loader data (app/i18n/form-copy.tsx).
 * Messages from zod or the API arrive in English and are shown in the page's language by looking
 * their key up in these tables (app/i18n/localize-message.ts).
 */
import { openingMessages as openingContract } from "#contracts/opening-messages";

// Each form's words are a module of their own (a page carries only its own form's); this module, the one
// translations mirror (app/content/locales/*/forms.ts), gathers them.
export * from "./forms-common";
export * from "./forms-newsletter";
export * from "./forms-contact";
export * from "./forms-careers";
export * from "./forms-co2";
export * from "./forms-quote";

export type OpeningMessages = Record<keyof typeof openingContract, string>;
export const openingMessages: OpeningMessages = openingContract;

/** Words of the careers pages around the content module's copy (careers.ts). */
export interface CareersPageExtras {
  /** After the number of months of an internship option. */
  months: string;
  /** Before a recruitment step's title, for screen readers: "{number}". */
  stepPrefix: string;
  /** An opening's facts. */
  noExperience: string;
  /** Plural forms by Intl.PluralRules category ("one", "other"…): "{count}". */
  years: Record<string, string>;
  yearsOrMore: string;
  /** "{min}" is a number, "{max}" the years text. */
  yearsRange: string;
  /** A listing card's kind: "{type}" and "{experience}" (its first letter lower-cased). */
  kind: string;
  /** "{range}" is the formatted salary. */
  salaryPer: { month: string; year: string };
  employmentTypes: { full_time: string; part_time: string; internship: string; contract: string };
  /** A remote role: alone, or after its place ("{place}"). */
  remote: string;
  placeOrRemote: string;
  /** An opening page's title: "{title}", "{location}", "{site}". */
  metaTitle: string;
  metaKeywords: string[];
  /** "{city}". */
  metaCityKeyword: string;
}

export const careersPageExtras: CareersPageExtras = {
  months: "months",
  stepPrefix: "Step {number}: ",
  noExperience: "No experience needed",
  years: { one: "{count} year", other: "{count} years" },
  yearsOrMore: "{years} or more",
  yearsRange: "{min}–{max}",
  kind: "{type}, {experience}",
  salaryPer: { month: "{range} a month", year: "{range} a year" },
  employmentTypes: { full_time: "Full time", part_time: "Part time", internship: "Internship", contract: "Contract" },
  remote: "Remote",
  placeOrRemote: "{place} or remote",
  metaTitle: "{title}, {location} | Careers at {site}",
  metaKeywords: ["logistics jobs", "careers"],
  metaCityKeyword: "jobs in {city}",
};

/**
 * The double opt-in pages (/newsletter/confirm, /newsletter/unsubscribe). The outcome sentences
 * themselves are newsletterMessages, as the server sends them.
 */
export const newsletterPages = {
  eyebrow: "Newsletter",
  unavailable: {
    heading: "We could not complete this right now",
    text: "Nothing has changed yet. Please check your connection and try again in a few minutes.",
    retry: "Try again",
  },
  confirm: {
    metaTitle: "Confirm your newsletter subscription",
    description: "Confirm your subscription to our newsletter: trade updates, customs changes and shipping advice, about once a month.",
    keywords: ["newsletter", "confirm subscription"],
    heading: "Newsletter subscription",
    askHeading: "Confirm your subscription?",
    askText: "Press the button below to start receiving our newsletter. Nothing is confirmed until you do.",
    button: "Confirm subscription",
    buttonBusy: "Confirming...",
    confirmedHeading: "Subscription confirmed",
    invalidHeading: "This link cannot be used",
    resubscribe: "Enter your email in the newsletter form at the bottom of this page and we will send you a fresh link.",
  },
  unsubscribe: {
    metaTitle: "Unsubscribe from our newsletter",
    description: "Stop receiving our newsletter.",
    keywords: ["newsletter", "unsubscribe"],
    heading: "Unsubscribe",
    askHeading: "Stop receiving our newsletter?",
    askText: "Press the button below and we will not send you any more newsletter emails. You can subscribe again at any time.",
    button: "Unsubscribe",
    buttonBusy: "Unsubscribing...",
    doneHeading: "You are unsubscribed",
    invalidHeading: "This link cannot be used",
    invalidHelp:
      "If you keep receiving our newsletter, use the unsubscribe link in the latest email, or write to us and we will remove your address.",
  },
};
