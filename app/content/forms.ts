/**
 * The words of the public forms (contact, careers application, quote request, newsletter, CO₂
 * calculator): labels, hints, buttons, status texts and every message a visitor can read, by code
 * (contracts/forms/*-messages.ts). Each form's words are a module of their own; this one gathers them for the
 * pages' loaders (app/i18n/form-copy.server.ts), which send a form its copy in the page's language.
 */
import type { Translate } from "#contracts/i18n/translate";
import formsCareersContent from "./forms-careers";
import formsCo2Content from "./forms-co2";
import formsCommonContent from "./forms-common";
import formsContactContent from "./forms-contact";
import formsNewsletterContent from "./forms-newsletter";
import formsQuoteContent from "./forms-quote";

export type * from "./forms-common";
export type * from "./forms-newsletter";
export type * from "./forms-contact";
export type * from "./forms-careers";
export type * from "./forms-co2";
export type * from "./forms-quote";

/** Words of the careers pages around the content module's copy (careers.ts). */
export interface CareersPageExtras {
  /** After the number of months of an internship option. */
  months: string;
  /** Before a recruitment step's title, for screen readers: "{number}". */
  stepPrefix: string;
  /** An opening's facts. */
  noExperience: string;
  /** A number of years, in the language's plural forms (an ICU plural message). */
  years: (count: number) => string;
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
  /** The careers list's live region: "3 open positions" (issue 28). */
  openPositions: (count: number) => string;
  /** The label of an opening shown in another language than the page's: "In English" (issue 28). */
  writtenIn: (language: string) => string;
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function formsContent(t: Translate) {
  const careersPageExtras: CareersPageExtras = {
    months: t("forms.careersPageExtras.months"),
    stepPrefix: t("forms.careersPageExtras.stepPrefix"),
    noExperience: t("forms.careersPageExtras.noExperience"),
    years: (count: number) => t("forms.careersPageExtras.years", { count }),
    yearsOrMore: t("forms.careersPageExtras.yearsOrMore"),
    yearsRange: t("forms.careersPageExtras.yearsRange"),
    kind: t("forms.careersPageExtras.kind"),
    salaryPer: { month: t("forms.careersPageExtras.salaryPer.month"), year: t("forms.careersPageExtras.salaryPer.year") },
    employmentTypes: {
      full_time: t("forms.careersPageExtras.employmentTypes.full_time"),
      part_time: t("forms.careersPageExtras.employmentTypes.part_time"),
      internship: t("forms.careersForm.positions.internship"),
      contract: t("forms.careersPageExtras.employmentTypes.contract"),
    },
    remote: t("forms.careersPageExtras.remote"),
    placeOrRemote: t("forms.careersPageExtras.placeOrRemote"),
    metaTitle: t("forms.careersPageExtras.metaTitle"),
    metaKeywords: [t("forms.careersPageExtras.metaKeywords.0"), t("forms.careersPageExtras.metaKeywords.1")],
    metaCityKeyword: t("forms.careersPageExtras.metaCityKeyword"),
    openPositions: (count: number) => t("forms.careersPageExtras.openPositions", { count }),
    writtenIn: (language: string) => t("forms.careersPageExtras.writtenIn", { language }),
  };

  /**
   * The newsletter's pages (/newsletter, /newsletter/confirm, /newsletter/unsubscribe). The outcome sentences
   * themselves are newsletterMessages, as the server sends them.
   */
  const newsletterPages = {
    eyebrow: t("forms.newsletterPages.eyebrow"),
    unavailable: {
      heading: t("forms.newsletterPages.unavailable.heading"),
      text: t("forms.newsletterPages.unavailable.text"),
      retry: t("forms.newsletterPages.unavailable.retry"),
    },
    confirm: {
      metaTitle: t("forms.newsletterPages.confirm.metaTitle"),
      description: t("forms.newsletterPages.confirm.description"),
      keywords: [t("forms.newsletterPages.confirm.keywords.0"), t("forms.newsletterPages.confirm.keywords.1")],
      heading: t("forms.newsletterPages.confirm.heading"),
      askHeading: t("forms.newsletterPages.confirm.askHeading"),
      askText: t("forms.newsletterPages.confirm.askText"),
      button: t("forms.newsletterPages.confirm.button"),
      buttonBusy: t("forms.newsletterPages.confirm.buttonBusy"),
      confirmedHeading: t("forms.newsletterPages.confirm.confirmedHeading"),
      invalidHeading: t("forms.newsletterPages.confirm.invalidHeading"),
      resubscribe: t("forms.newsletterPages.confirm.resubscribe"),
    },
    /** /newsletter: the footer's form posted without JavaScript, and its answer (issue 28). */
    subscribe: {
      title: t("forms.newsletterPages.subscribe.title"),
      description: t("shell.footer.newsletterText"),
      keywords: [t("forms.newsletterPages.confirm.keywords.0")],
      pendingHeading: t("forms.newsletterPages.subscribe.pendingHeading"),
      failedHeading: t("forms.newsletterPages.subscribe.failedHeading"),
    },
    unsubscribe: {
      metaTitle: t("forms.newsletterPages.unsubscribe.metaTitle"),
      description: t("forms.newsletterPages.unsubscribe.description"),
      keywords: [t("forms.newsletterPages.unsubscribe.keywords.0"), t("forms.newsletterPages.unsubscribe.keywords.1")],
      heading: t("forms.newsletterPages.unsubscribe.heading"),
      askHeading: t("forms.newsletterPages.unsubscribe.askHeading"),
      askText: t("forms.newsletterPages.unsubscribe.askText"),
      button: t("forms.newsletterPages.unsubscribe.button"),
      buttonBusy: t("forms.newsletterPages.unsubscribe.buttonBusy"),
      doneHeading: t("forms.newsletterPages.unsubscribe.doneHeading"),
      invalidHeading: t("forms.newsletterPages.confirm.invalidHeading"),
      invalidHelp: t("forms.newsletterPages.unsubscribe.invalidHelp"),
    },
  };

  return {
    ...formsCommonContent(t),
    ...formsNewsletterContent(t),
    ...formsContactContent(t),
    ...formsCareersContent(t),
    ...formsCo2Content(t),
    ...formsQuoteContent(t),
    careersPageExtras,
    newsletterPages,
  };
}
