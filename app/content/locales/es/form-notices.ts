import type * as en from "../../form-notices";
import { applicationRetentionMonths as retentionMonths } from "../../form-notices";
import { site } from "../../site";

// The English value is the one the server keeps applications for; it is reused, never restated.
export const applicationRetentionMonths: typeof en.applicationRetentionMonths = retentionMonths;

export const formNotices: typeof en.formNotices = {
  newsletter:
    "Usamos su correo electrónico únicamente para enviarle este boletín, una vez que lo confirme. Puede darse de baja desde cualquier correo.",
  contact:
    "Usamos su nombre, su correo electrónico y su mensaje únicamente para responderle, y los conservamos solo el tiempo necesario para ello.",
  careers: `Usamos estos datos y su currículum únicamente para evaluar su candidatura, y los eliminamos al cabo de ${applicationRetentionMonths} meses.`,
  resumeConsent: `Acepto que ${site.name} conserve mi currículum junto con mi candidatura durante un máximo de ${applicationRetentionMonths} meses para evaluarla. Puedo retirar este consentimiento en cualquier momento.`,
  linkText: "Aviso de privacidad",
};
