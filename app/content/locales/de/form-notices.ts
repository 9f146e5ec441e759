import type * as en from "../../form-notices";
import { applicationRetentionMonths } from "../../form-notices";
import { site } from "../../site";

/**
 * How long applications are kept, as the server's APPLICATION_RETENTION_MONTHS
 * defaults to (12): the same number as English, re-exported so the two cannot drift.
 */
export { applicationRetentionMonths };

/** The short notices under each form (what is collected, why, link to /privacy). */
export const formNotices: typeof en.formNotices = {
  newsletter:
    "Wir verwenden Ihre E-Mail-Adresse ausschließlich für den Versand dieses Newsletters, nachdem Sie ihn bestätigt haben. Sie können sich über jede E-Mail wieder abmelden.",
  contact:
    "Wir verwenden Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht ausschließlich, um Ihnen zu antworten, und speichern sie nur so lange, wie das dauert.",
  careers: `Wir verwenden diese Angaben und Ihren Lebenslauf ausschließlich zur Prüfung Ihrer Bewerbung und löschen sie nach ${applicationRetentionMonths} Monaten.`,
  resumeConsent: `Ich bin einverstanden, dass ${site.name} meinen Lebenslauf zusammen mit meiner Bewerbung bis zu ${applicationRetentionMonths} Monate lang speichert, um sie zu prüfen. Ich kann diese Einwilligung jederzeit widerrufen.`,
  linkText: "Datenschutzhinweis",
};
