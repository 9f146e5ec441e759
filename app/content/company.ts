/**
 * The company's facts as pages show them (docs/decisions/042): read from the published words (`company.*`, one text
 * for every language, contracts/site-content/company-facts.ts) through the page's translator, so a page that shows
 * one is re-rendered when staff publish a change to it. Client components that are on every page (footer, chat
 * button) get `companyContactOf` with the root loader's data: no fact is bundled into the JavaScript.
 */
import type { Translate } from "#contracts/i18n/translate";
import { phoneDisplay } from "#contracts/phone-display";
import { companyAddressOf } from "#contracts/site-content/company-address";

/** What the shell shows on every page (footer, chat button), and reads alone: only these facts make every page stale. */
export function companyContactOf(t: Translate) {
  const phone = t("company.phone");
  return {
    phone: { tel: phone, display: phoneDisplay(phone) },
    /** wa.me takes the international number without its +. */
    whatsappUrl: `https://wa.me/${t("company.whatsapp").replace(/^\+/, "")}`,
    email: t("company.email"),
    addressLines: companyAddressOf(t),
    social: { x: t("company.social.x"), linkedin: t("company.social.linkedin"), instagram: t("company.social.instagram") },
    /** The footer's "Since {founded}" (shell.footer.about). */
    founded: t("company.founded"),
  };
}

export type CompanyContact = ReturnType<typeof companyContactOf>;

/**
 * The values of the `{founded}` and `{renamed}` placeholders of the prose that names the years ("since 2009"), as
 * text: a number would be formatted for the language ("2,009").
 */
export function companyYearsOf(t: Translate) {
  return { founded: t("company.founded"), renamed: t("company.renamed") };
}

/** Every fact a page shows beside the shell's. */
export function companyFactsOf(t: Translate) {
  const { addressLines, ...contact } = companyContactOf(t);
  return {
    ...contact,
    careersEmail: t("company.careersEmail"),
    privacyEmail: t("company.privacyEmail"),
    address: { lines: addressLines, directionsUrl: t("company.directionsUrl") },
    founded: Number(t("company.founded")),
    renamed: Number(t("company.renamed")),
  };
}

export type CompanyFacts = ReturnType<typeof companyFactsOf>;
