import type { Translate } from "../i18n/translate";

/**
 * The company's postal address as the published facts give it (`company.address.0`…`3`, decision 042): its lines as
 * the post office reads them, the same in every language, an empty line left out. The pages (app/content/company.ts)
 * and the campaign mails' footer (server/mail/visitor-copy/copy.ts) read it alike.
 */
export function companyAddressOf(t: Translate): string[] {
  return [t("company.address.0"), t("company.address.1"), t("company.address.2"), t("company.address.3")].filter(Boolean);
}
