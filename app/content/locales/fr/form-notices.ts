import type * as en from "../../form-notices";
import { applicationRetentionMonths as retentionMonths } from "../../form-notices";
import { site } from "../../site";

// The English value is the one the server keeps applications for; it is reused, never restated.
export const applicationRetentionMonths: typeof en.applicationRetentionMonths = retentionMonths;

export const formNotices: typeof en.formNotices = {
  newsletter:
    "Nous utilisons votre adresse e-mail uniquement pour vous envoyer cette newsletter, après votre confirmation. Vous pouvez vous désabonner depuis n’importe quel e-mail.",
  contact:
    "Nous utilisons votre nom, votre adresse e-mail et votre message uniquement pour vous répondre, et ne les conservons que le temps nécessaire.",
  careers: `Nous utilisons ces informations et votre CV uniquement pour évaluer votre candidature, et les supprimons au bout de ${applicationRetentionMonths} mois.`,
  resumeConsent: `J’accepte que ${site.name} conserve mon CV avec ma candidature pendant ${applicationRetentionMonths} mois au maximum afin de l’évaluer. Je peux retirer ce consentement à tout moment.`,
  linkText: "Politique de confidentialité",
};
