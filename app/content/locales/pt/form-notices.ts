import type * as en from "../../form-notices";
import { site } from "../../site";

export const applicationRetentionMonths: typeof en.applicationRetentionMonths = 12;

export const formNotices: typeof en.formNotices = {
  newsletter:
    "Usamos seu e-mail apenas para enviar esta newsletter, depois que você confirmar a inscrição. Você pode cancelar a inscrição pelo link presente em qualquer e-mail.",
  contact: "Usamos seu nome, e-mail e mensagem apenas para responder a você, e os guardamos somente pelo tempo necessário para isso.",
  careers: `Usamos estes dados e seu currículo apenas para avaliar sua candidatura e os excluímos após ${applicationRetentionMonths} meses.`,
  resumeConsent: `Concordo que a ${site.name} mantenha meu currículo junto com minha candidatura por até ${applicationRetentionMonths} meses para avaliá-la. Posso retirar este consentimento a qualquer momento.`,
  linkText: "Aviso de privacidade",
};
