import type * as en from "../../form-notices";
import { applicationRetentionMonths } from "../../form-notices";
import { site } from "../../site";

export { applicationRetentionMonths };

export const formNotices: typeof en.formNotices = {
  newsletter:
    "Utilizziamo il Suo indirizzo e-mail solo per inviarLe questa newsletter, dopo la Sua conferma. Può annullare l'iscrizione da qualsiasi e-mail.",
  contact:
    "Utilizziamo il Suo nome, il Suo indirizzo e-mail e il Suo messaggio solo per risponderLe, e li conserviamo per il tempo necessario a farlo.",
  careers: `Utilizziamo questi dati e il Suo curriculum solo per valutare la Sua candidatura e li cancelliamo dopo ${applicationRetentionMonths} mesi.`,
  resumeConsent: `Acconsento a che ${site.name} conservi il mio curriculum insieme alla mia candidatura per un massimo di ${applicationRetentionMonths} mesi al fine di valutarla. Posso revocare questo consenso in qualsiasi momento.`,
  linkText: "Informativa sulla privacy",
};
