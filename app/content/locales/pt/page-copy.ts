import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "Reproduzir o vídeo de fundo",
  pauseVideo: "Pausar o vídeo de fundo",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "Desde {founded}",
  heroTitle: "Sobre a {name}",
  heroLead:
    "Fundada em {founded} como {formerName} e com o nome atual desde {renamed}, a empresa movimenta cargas de exportadores e importadores indianos a partir de sua base em Navi Mumbai.",
  storyEyebrow: "Nossa história",
  commitmentEyebrow: "Nosso compromisso",
  foundationsEyebrow: "Nossa base",
  foundationsTitle: "Nossos pilares",
  valuesEyebrow: "Como trabalhamos",
  valuesTitle: "Nossos cinco valores",
  philosophyLink: "Conheça nossa missão, visão e valores",
  howItWorksLink: "Veja, passo a passo, como cuidamos de um embarque",
  leadershipEyebrow: "Liderança",
  leadershipTitle: "As pessoas que nos lideram",
  cta: {
    heading: "Fale com a equipe por trás da sua carga",
    text: "Conte-nos sobre seus embarques e colocaremos o especialista certo na conversa.",
    label: "Fale com nossa equipe",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "Nossa filosofia",
  title: "Missão, visão e valores",
  sectionTitle: "O que orienta cada embarque",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "Nossa equipe",
  action: "Ir para Sobre nós",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "Como funciona",
  title: "Da consulta à entrega",
  sectionTitle: "Seis etapas, uma equipe responsável",
  stepLabel: "Etapa {number}:",
  cta: {
    heading: "Comece com uma conversa",
    text: "Informe sua carga, rota e prazos; em até 24 horas retornaremos com um plano e uma cotação.",
  },
};

const servicesLead =
  "Agenciamento de cargas, desembaraço aduaneiro, armazenagem, transporte rodoviário e os serviços especializados que os complementam, conduzidos por uma única equipe em Navi Mumbai.";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `Nossos serviços | ${site.name}`,
    description: servicesLead,
    keywords: [
      "serviços de logística Índia",
      "agente de cargas",
      "desembaraço aduaneiro",
      "armazenagem",
      "transporte rodoviário",
      "Navi Mumbai",
    ],
  },
  eyebrow: "O que fazemos",
  title: "Nossos serviços",
  lead: servicesLead,
  sectionEyebrow: "Doze serviços, um só parceiro",
  sectionTitle: "Tudo o que sua carga precisa entre a fábrica e o comprador",
  intro:
    "Contrate um único serviço ou deixe toda a operação conosco. Cada embarque tem um coordenador designado e a mesma equipe por trás, da primeira cotação à entrega final. {link}.",
  introLink: "Veja, passo a passo, como um embarque avança conosco",
  pauseRotation: "Pausar a troca de imagens",
  resumeRotation: "Retomar a troca de imagens",
  cardLinkContext: "sobre {title}",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "Voltar a todos os serviços",
  playSlideshow: "Reproduzir apresentação de slides",
  pauseSlideshow: "Pausar apresentação de slides",
  asideLabel: "Conteúdo e contatos",
  onThisPage: "Nesta página",
  speakToSpecialist: "Fale com um especialista",
  hours: "{days}, {time}",
  stepLabel: "Etapa {number}:",
  moreTitle: "Conheça nossos outros serviços",
};

const industriesLead =
  "Logística adaptada às cargas de treze setores, de químicos especiais e produtos farmacêuticos a máquinas pesadas e estações de tratamento de água.";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `Setores atendidos | ${site.name}`,
    description: industriesLead,
    keywords: [
      "logística setorial Índia",
      "logística de produtos químicos",
      "logística farmacêutica",
      "carga de projeto",
      "transporte de cargas perigosas",
      "Navi Mumbai",
    ],
  },
  eyebrow: "Com quem trabalhamos",
  title: "Setores atendidos",
  lead: industriesLead,
  sectionEyebrow: "Experiência setorial",
  sectionTitle: "Cada carga tem suas próprias regras",
  intro:
    "Declarações de cargas perigosas, registros de temperatura, licenças para cargas excedentes, certificados fitossanitários: sabemos do que os embarques de cada setor precisam antes de chegarem ao porto.",
  cardLinkContext: "sobre {title}",
  otherTitle: "Seu setor não está na lista?",
  otherText:
    "Também movimentamos têxteis, eletrônicos, alimentos, móveis e cargas de projeto. Conte-nos o que você embarca, e planejaremos a operação de acordo com a documentação, a embalagem e as regras de manuseio da sua carga.",
  otherLink: "Fale com nossa equipe",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "Todos os setores",
  heroEyebrow: "Setores atendidos",
  expertiseEyebrow: "Como ajudamos",
  expertiseTitle: "Experiência no setor",
  asideLabel: "Contatos e outros setores",
  otherIndustries: "Outros setores",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "até {year}",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "Quem somos e o que esta política abrange",
  updated: "Última atualização: {date}",
  collectedTitle: "O que coletamos, por que e por quanto tempo",
  through: "Por meio de {link}.",
  collected: "O que coletamos",
  purpose: "Por quê",
  retention: "Por quanto tempo guardamos",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "Declaração de acessibilidade",
  title: "Um site que todos podem usar",
  reviewed: "Última revisão: {date}",
  targetTitle: "Nossa meta: WCAG 2.2 AA",
  testingTitle: "Como testamos",
  limitsTitle: "Limitações conhecidas",
  barriersTitle: "Informe-nos sobre uma barreira",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `Página não encontrada | ${site.name}`,
    description: `A página que você procura foi movida ou nunca existiu. Encontre nossos serviços, setores atendidos, blog e contatos no site da ${site.name}.`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "Esta seção está em preparação",
  text: "Estamos finalizando esta parte do nosso site. Nossa equipe já pode ajudar com tudo o que ela vai abordar: ligue ou escreva para nós, e um especialista responderá em até {replyTime}.",
};
