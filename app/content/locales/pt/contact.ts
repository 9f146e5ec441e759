import type * as en from "../../contact";

export const contactMeta: typeof en.contactMeta = {
  title: "Contato | Tarang Global Logistics, Navi Mumbai",
  description:
    "Ligue, envie um e-mail ou visite a Tarang Global Logistics em Nerul, Navi Mumbai. Aberto de segunda a sábado, das 10h às 18h; normalmente respondemos em até 24 horas.",
  keywords: [
    "contato Tarang Global Logistics",
    "contato agente de cargas Navi Mumbai",
    "despachante aduaneiro Nerul",
    "telefone empresa de logística Navi Mumbai",
    "cotação de frete Índia",
  ],
};

export const contactHero: typeof en.contactHero = {
  eyebrow: "Contato",
  title: "Fale conosco",
  lead: "Conte-nos o que você embarca, de onde e para onde. Um especialista em frete, aduana ou armazenagem responderá em até 24 horas.",
};

export const contactDetails: typeof en.contactDetails = {
  title: "Fale com nossa equipe",
  intro:
    "Ligue ou escreva para cotações, reservas, dúvidas aduaneiras e atualizações de embarques. Para qualquer urgência relacionada a uma carga já em trânsito, ligar é o caminho mais rápido.",
  visit: {
    title: "Visite nosso escritório",
    note: "Visitas mediante agendamento prévio, para que o especialista certo esteja lá para atender você.",
  },
  call: { title: "Ligue para nós", note: "Cotações, reservas e atualizações de embarques." },
  email: { title: "Envie um e-mail", note: "Normalmente respondemos em até 24 horas." },
  hours: { title: "Horário de atendimento", text: "De segunda a sábado, das 10h às 18h", note: "Fechado aos domingos e feriados." },
};

export const contactMap: typeof en.contactMap = {
  title: "Como chegar",
  note: "Nosso escritório fica a poucos passos da estação Seawoods–Darave, na Harbour Line, com estacionamento para visitantes no prédio.",
  directions: "Ver rota",
};

export const messageSection: typeof en.messageSection = {
  title: "Envie uma mensagem",
  intro:
    "Peça uma cotação, um plano de rota ou orientação sobre aduana e conformidade. Quanto mais detalhes você fornecer, mais útil será nossa primeira resposta.",
};

export const messageTips: typeof en.messageTips = {
  title: "O que nos ajuda a responder mais rápido",
  items: [
    "O que você vai embarcar: a mercadoria, seu código HS se você souber e se ela é perigosa ou sensível à temperatura.",
    "A origem e o destino, com os Incoterms acordados com seu comprador ou fornecedor.",
    "Peso, dimensões e número de volumes, ou o tipo e a quantidade de contêineres.",
    "Quando a carga estará pronta e quando precisa chegar.",
  ],
  note: "Já embarca conosco? Informe o número do seu processo ou da reserva para que seu coordenador dê andamento.",
};

export const contactCta: typeof en.contactCta = {
  heading: "Tem um embarque em vista?",
  text: "Descreva a carga, a rota e as datas em uma mensagem curta, e um especialista responderá em até 24 horas com os próximos passos.",
  label: "Envie uma mensagem",
};

export const contactPage: typeof en.contactPage = {
  meta: contactMeta,
  hero: contactHero,
  details: contactDetails,
  map: contactMap,
  messageSection,
  messageTips,
  cta: contactCta,
};
