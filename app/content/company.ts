/**
 * The company's facts as pages show them (docs/decisions/042): read from the published words (`company.*`, one text
 * for every language, contracts/site-content/company-facts.ts) through the page's translator, so a page that shows
 * one is re-rendered when staff publish a change to it. Client components that are on every page (footer, chat
 * button) get `companyContact` with the root loader's data: no fact is bundled into the JavaScript.
 */
import type { Translate } from "#contracts/i18n/translate";
import { phoneDisplay } from "#contracts/phone-display";

export function companyFactsOf(t: Translate) {
  const phone = t("company.phone");
  return {
    phone: { tel: phone, display: phoneDisplay(phone) },
    /** wa.me takes the international number without its +. */
    whatsappUrl: `https://wa.me/${t("company.whatsapp").replace(/^\+/, "")}`,
    email: t("company.email"),
    careersEmail: t("company.careersEmail"),
    privacyEmail: t("company.privacyEmail"),
    address: {
      /** The postal address as the post office reads it, shown so in every language; an empty line is left out. */
      lines: [t("company.address.0"), t("company.address.1"), t("company.address.2"), t("company.address.3")].filter(Boolean),
      directionsUrl: t("company.directionsUrl"),
    },
    social: { x: t("company.social.x"), linkedin: t("company.social.linkedin"), instagram: t("company.social.instagram") },
    founded: Number(t("company.founded")),
    renamed: Number(t("company.renamed")),
  };
}

export type CompanyFacts = ReturnType<typeof companyFactsOf>;

/** What the shell shows on every page (footer, chat button): sent with the root loader's data. */
export function companyContactOf(facts: CompanyFacts) {
  const { phone, whatsappUrl, email, address, social } = facts;
  return { phone, whatsappUrl, email, addressLines: address.lines, social };
}

export type CompanyContact = ReturnType<typeof companyContactOf>;
