import type * as en from "../../achievements";
import { site, yearsInBusiness } from "../../site";
import type { MediaImage } from "../../types";

const badge = (name: string, alt: string): MediaImage => ({
  src: `/media/certificates/${name}-light.svg`,
  srcDark: `/media/certificates/${name}-dark.svg`,
  alt,
  width: 400,
  height: 400,
});

export const achievementsMeta: typeof en.achievementsMeta = {
  title: "Conquistas e certificações | Tarang Global Logistics",
  description:
    "Mais de 15 anos, mais de 1.500 clientes, mais de 15.000 entregas e mais de 500 cidades atendidas a partir de Navi Mumbai. A Tarang Global Logistics é membro da WCA e possui certificações AEO e ISO 9001:2015.",
  keywords: [
    "conquistas Tarang Global Logistics",
    "agente de cargas certificado AEO",
    "membro WCA Índia",
    "empresa de logística ISO 9001:2015",
    "despachante aduaneiro Navi Mumbai",
    "certificações de logística Índia",
  ],
};

export const achievementsHero: typeof en.achievementsHero = {
  eyebrow: "Conquistas",
  title: `${yearsInBusiness()} anos de cargas entregues e as credenciais que os sustentam`,
  lead: `Desde ${site.founded} desembaraçamos, armazenamos e transportamos cargas para exportadores e importadores de toda a Índia. Os números abaixo são o resultado; as certificações são a forma como continuamos a merecê-los.`,
};

export const milestonesSection: typeof en.milestonesSection = {
  title: "Nosso trabalho em números",
  intro:
    "Contados a partir dos nossos próprios registros de embarques, não estimados. Cada número começou com um cliente, uma declaração de exportação e um caminhão no portão de Nhava Sheva.",
};

export const milestones: typeof en.milestones = [
  {
    value: 15,
    suffix: "+",
    label: "Anos de experiência no setor",
    detail: `Desembaraço aduaneiro desde ${site.founded} e agenciamento de cargas completo desde ${site.renamed}.`,
    icon: "clock",
  },
  {
    value: 1500,
    suffix: "+",
    label: "Clientes satisfeitos",
    detail: "Fabricantes, trading companies e exportadores, muitos conosco há mais de uma década.",
    icon: "handshake",
  },
  {
    value: 15000,
    suffix: "+",
    label: "Entregas realizadas",
    detail: "Contêineres, embarques aéreos e cargas rodoviárias entregues com comprovante de entrega.",
    icon: "package",
  },
  {
    value: 500,
    suffix: "+",
    label: "Cidades atendidas",
    detail: "Porta a porta em toda a Índia e no exterior por meio da nossa rede de parceiros.",
    icon: "map-pin",
  },
];

export const credentialsSection: typeof en.credentialsSection = {
  title: "Certificações e filiações",
  intro:
    "Organismos independentes auditam a forma como trabalhamos. Essas credenciais significam que sua carga é tratada com procedimentos documentados e verificados em cada etapa.",
};

export const credentials: typeof en.credentials = [
  {
    title: "Membro da WCA",
    issuer: "Rede WCA de agentes de cargas independentes",
    text: "A filiação à rede WCA nos dá agentes parceiros avaliados no destino, com proteção de pagamento e padrões de serviço que todos os membros devem cumprir, para que sua carga esteja em mãos conhecidas nas duas pontas.",
    image: badge("wca", "Selo de membro da WCA para agenciamento de cargas"),
  },
  {
    title: "Certificação AEO",
    issuer: "Central Board of Indirect Taxes and Customs (CBIC), autoridade aduaneira da Índia",
    text: "Como Operador Econômico Autorizado reconhecido pela Aduana da Índia, cumprimos padrões auditados de segurança, manutenção de registros e conformidade, o que contribui para um desembaraço mais rápido e previsível das cargas dos nossos clientes.",
    image: badge("aeo", "Selo de certificação AEO: Operador Econômico Autorizado, Aduana da Índia"),
  },
  {
    title: "Certificação ISO 9001:2015",
    issuer: "Sistema de gestão da qualidade",
    text: "Nosso sistema de gestão da qualidade para agenciamento de cargas, desembaraço aduaneiro e armazenagem é certificado pela ISO 9001:2015, com processos documentados, auditorias internas e ações corretivas quando algo dá errado.",
    image: badge("iso", "Selo de certificação ISO 9001:2015: sistema de gestão da qualidade"),
  },
];

export const recognitionNote: typeof en.recognitionNote = {
  title: "O que essas credenciais significam para o seu embarque",
  points: [
    "Declarações de exportação e de importação preparadas com procedimentos verificados, resultando em menos exigências na avaliação aduaneira.",
    "Parceiros de destino selecionados pela rede WCA, e não escolhidos em um catálogo.",
    "Reclamações registradas, investigadas e encerradas com uma ação corretiva, como exige nosso sistema ISO.",
  ],
};

export const achievementsCta: typeof en.achievementsCta = {
  heading: `Coloque ${yearsInBusiness()} anos de experiência no seu próximo embarque`,
  text: "Conte-nos o que você embarca e para onde; um especialista responderá em até 24 horas com uma rota, um cronograma e uma cotação clara.",
  label: "Fale com nossa equipe",
};

export const achievementsPage: typeof en.achievementsPage = {
  meta: achievementsMeta,
  hero: achievementsHero,
  milestonesSection,
  milestones,
  credentialsSection,
  credentials,
  recognitionNote,
  cta: achievementsCta,
};
