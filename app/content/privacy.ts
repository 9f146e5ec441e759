/**
 * The /privacy page (docs/product/decisions.md, Privacy: India's DPDP Act 2023); the short notices
 * under each form are in form-notices.ts. Names and addresses come from
 * site.ts, so a rebrand does not touch this file.
 */
import { formatted } from "./formatted";
import { applicationRetentionMonths } from "./form-notices";
import { site } from "./site";
import type { PageMeta } from "./types";
import type { Translate } from "#contracts/i18n/translate";

/** One entry per form: what it collects, why, for how long. */
export interface FormRecord {
  id: "newsletter" | "contact" | "careers";
  form: string;
  where: string;
  collected: string[];
  purpose: string;
  retention: string;
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function privacyContent(t: Translate) {
  const privacyMeta: PageMeta = {
    title: t("privacy.meta.title", { siteName: site.name }),
    description: t("privacy.meta.description", { siteName: site.name }),
    keywords: [
      t("privacy.meta.keywords.0"),
      t("privacy.meta.keywords.1"),
      t("privacy.meta.keywords.2"),
      t("privacy.meta.keywords.3"),
      t("privacy.meta.keywords.4"),
      t("privacy.meta.keywords.5"),
    ],
  };

  const privacyHero = {
    title: t("privacy.hero.title"),
    lead: t("privacy.hero.lead"),
  };

  // Shown in the page's language by the page (Intl), never written out by hand.
  const privacyUpdated = { iso: "2026-11-22" };

  const privacyIntro = formatted([t("privacy.intro.0", { siteName: site.name }), t("privacy.intro.1")]);

  const formRecords: FormRecord[] = [
    {
      id: "newsletter",
      form: t("privacy.formRecords.0.form"),
      where: t("privacy.formRecords.0.where"),
      collected: [t("privacy.formRecords.0.collected.0"), t("privacy.formRecords.0.collected.1")],
      purpose: t("privacy.formRecords.0.purpose"),
      retention: t("privacy.formRecords.0.retention"),
    },
    {
      id: "contact",
      form: t("forms.contactForm.formLabel"),
      where: t("privacy.formRecords.1.where"),
      collected: [
        t("privacy.formRecords.1.collected.0"),
        t("privacy.formRecords.0.collected.0"),
        t("privacy.formRecords.1.collected.2"),
        t("privacy.formRecords.1.collected.3"),
      ],
      purpose: t("privacy.formRecords.1.purpose"),
      retention: t("privacy.formRecords.1.retention"),
    },
    {
      id: "careers",
      form: t("privacy.formRecords.2.form"),
      where: t("privacy.formRecords.2.where"),
      collected: [
        t("privacy.formRecords.2.collected.0"),
        t("privacy.formRecords.2.collected.1"),
        t("privacy.formRecords.2.collected.2"),
        t("privacy.formRecords.2.collected.3"),
      ],
      purpose: t("privacy.formRecords.2.purpose"),
      retention: t("privacy.formRecords.2.retention", { months: applicationRetentionMonths }),
    },
  ];

  const storage = {
    heading: t("privacy.storage.heading"),
    paragraphs: formatted([t("privacy.storage.paragraphs.0"), t("privacy.storage.paragraphs.1"), t("privacy.storage.paragraphs.2")]),
  };

  const rights = {
    heading: t("privacy.rights.heading"),
    items: [
      t("privacy.rights.items.0"),
      t("privacy.rights.items.1"),
      t("privacy.rights.items.2"),
      t("privacy.rights.items.3"),
      t("privacy.rights.items.4"),
    ],
    /** How to make a request (issue 16): what staff can then do from the staff area's personal data requests. */
    howToAsk: {
      heading: t("privacy.rights.howToAsk.heading"),
      paragraphs: formatted([
        t("privacy.rights.howToAsk.paragraphs.0", { email: t("company.email") }),
        t("privacy.rights.howToAsk.paragraphs.1"),
        t("privacy.rights.howToAsk.paragraphs.2"),
      ]),
    },
  };

  const withdraw = {
    heading: t("privacy.withdraw.heading"),
    items: [
      { title: t("privacy.withdraw.items.0.title"), text: t("privacy.withdraw.items.0.text") },
      {
        title: t("privacy.withdraw.items.1.title"),
        text: t("privacy.withdraw.items.1.text", { grievanceEmail: t("company.privacyEmail") }),
      },
    ],
    note: t("privacy.withdraw.note"),
  };

  const grievance = {
    heading: t("privacy.grievance.heading"),
    text: t("privacy.grievance.text"),
    officer: { email: t("company.privacyEmail"), name: t("privacy.grievance.officer.name"), title: t("privacy.grievance.officer.title") },
  };

  const privacyCta = {
    heading: t("privacy.cta.heading"),
    text: t("privacy.cta.text", { grievanceEmail: t("company.privacyEmail"), replyTime: t("site.replyTime") }),
    label: t("careers.cta.label"),
  };

  return { privacyMeta, privacyHero, privacyUpdated, privacyIntro, formRecords, storage, rights, withdraw, grievance, privacyCta };
}
