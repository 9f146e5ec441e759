import type * as en from "../../quote";

export const quoteNotice: typeof en.quoteNotice =
  "Usamos seus dados de contato e as informações do embarque apenas para cotar e responder a esta solicitação, e os guardamos somente pelo tempo necessário para isso.";

export const quotePage: typeof en.quotePage = {
  meta: {
    title: "Solicite uma cotação de frete | Tarang Global Logistics",
    description:
      "Peça à Tarang Global Logistics uma cotação de frete marítimo, aéreo ou rodoviário: embarque, carga e serviços adicionais em quatro etapas rápidas, com o peso taxável calculado enquanto você digita e um número de referência na hora.",
    keywords: [
      "cotação de frete",
      "cotação de embarque Índia",
      "tarifa de frete aéreo",
      "cotação LCL",
      "cotação FCL",
      "peso taxável",
      "cotação de desembaraço aduaneiro",
    ],
  },
  hero: {
    eyebrow: "Solicite uma cotação",
    title: "Conte-nos sobre seu embarque",
    lead: "Quatro etapas rápidas dão à nossa equipe de precificação tudo de que ela precisa: para onde vai a carga, o que ela é, os serviços adicionais que você deseja e como falar com você. Você recebe um número de referência na hora e uma resposta com preço em até um dia útil.",
  },
  form: {
    title: "Sua solicitação de cotação",
    intro:
      "Suas respostas ficam guardadas nesta aba do navegador até você enviá-las, para que você possa voltar e avançar entre as etapas com segurança.",
  },
};
