/**
 * The short privacy notices under each form (docs/product/decisions.md, Privacy: what is collected,
 * why, and a link to /privacy). Kept apart from the privacy page's copy: the
 * footer form is on every page and should not carry the whole notice.
 */
import { site } from "./site";
import type { Translate } from "#contracts/i18n/translate";

/**
 * How long applications are kept, as the server's APPLICATION_RETENTION_MONTHS
 * defaults to (12): keep the two in step.
 */
export const applicationRetentionMonths = 12;

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function formNoticesContent(t: Translate) {
  /** The short notices under each form (what is collected, why, link to /privacy). */
  const formNotices = {
    newsletter: t("form-notices.newsletter"),
    contact: t("form-notices.contact"),
    careers: t("form-notices.careers", { months: applicationRetentionMonths }),
    resumeConsent: t("form-notices.resumeConsent", { siteName: site.name, months: applicationRetentionMonths }),
    linkText: t("form-notices.linkText"),
  };

  return { formNotices };
}
