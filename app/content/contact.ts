/**
 * Copy for /contact (docs/product/product-spec.md §2.10). Addresses, numbers and hours come from
 * site.ts so a rebrand changes them in one place; this module holds the words
 * around them.
 */
import type { PageMeta } from "./types";
import type { Translate } from "#contracts/i18n/translate";

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function contactContent(t: Translate) {
  const contactMeta: PageMeta = {
    title: t("contact.meta.title"),
    description: t("contact.meta.description"),
    keywords: [
      t("contact.meta.keywords.0"),
      t("contact.meta.keywords.1"),
      t("contact.meta.keywords.2"),
      t("contact.meta.keywords.3"),
      t("contact.meta.keywords.4"),
    ],
  };

  const contactHero = {
    eyebrow: t("contact.hero.eyebrow"),
    title: t("contact.hero.title"),
    lead: t("contact.hero.lead", { replyTime: t("site.replyTime") }),
  };

  const contactDetails = {
    title: t("contact.details.title"),
    intro: t("contact.details.intro"),
    visit: { title: t("contact.details.visit.title"), note: t("contact.details.visit.note") },
    call: { title: t("contact.details.call.title"), note: t("contact.details.call.note") },
    email: { title: t("contact.details.email.title"), note: t("contact.details.email.note", { replyTime: t("site.replyTime") }) },
    hours: {
      title: t("contact.details.hours.title"),
      text: t("contact.details.hours.text", { days: t("site.hours.days"), time: t("site.hours.time") }),
      note: t("contact.details.hours.note"),
    },
  };

  const contactMap = {
    title: t("contact.map.title"),
    note: t("contact.map.note"),
    directions: t("contact.map.directions"),
  };

  const messageSection = {
    title: t("contact.messageSection.title"),
    intro: t("contact.messageSection.intro"),
  };

  const messageTips = {
    title: t("contact.messageTips.title"),
    items: [
      t("contact.messageTips.items.0"),
      t("contact.messageTips.items.1"),
      t("contact.messageTips.items.2"),
      t("contact.messageTips.items.3"),
    ],
    note: t("contact.messageTips.note"),
  };

  const contactCta = {
    heading: t("contact.cta.heading"),
    text: t("contact.cta.text", { replyTime: t("site.replyTime") }),
    label: t("contact.cta.label"),
  };

  /** Everything the page shows, as its loader sends it. */
  const contactPage = {
    meta: contactMeta,
    hero: contactHero,
    details: contactDetails,
    map: contactMap,
    messageSection,
    messageTips,
    cta: contactCta,
  };

  return { contactMeta, contactHero, contactDetails, contactMap, messageSection, messageTips, contactCta, contactPage };
}
