import type * as en from "../../careers";
import { site } from "../../site";

export const careersMeta: typeof en.careersMeta = {
  title: "Vagas e estágios em logística em Navi Mumbai | Tarang Global Logistics",
  description:
    "Estágios de 2, 3 ou 6 meses e vagas profissionais em agenciamento de cargas, desembaraço aduaneiro e armazenagem na Tarang Global Logistics, em Navi Mumbai. Candidate-se online.",
  keywords: [
    "estágio em logística Navi Mumbai",
    "vagas agenciamento de cargas Mumbai",
    "vagas desembaraço aduaneiro",
    "vagas armazém Navi Mumbai",
    "carreira em logística Índia",
    "trabalhe conosco Tarang Global Logistics",
  ],
};

export const careersHero: typeof en.careersHero = {
  eyebrow: "Carreiras",
  title: "Construa uma carreira que movimenta o comércio da Índia",
  lead: "Aprenda aduana, frete e armazenagem com quem faz isso todos os dias. Estágios para estudantes e recém-formados e vagas profissionais para quem já tem experiência, em nosso escritório e armazém em Navi Mumbai.",
  action: "Candidate-se",
};

export const whyJoin: typeof en.whyJoin = {
  title: "Por que trabalhar conosco",
  items: [
    {
      title: "Veja a cadeia completa",
      text: "Da declaração de exportação registrada no ICEGATE ao contêiner embarcado em Nhava Sheva, você aprende como todas as partes de um embarque se conectam, e não apenas uma tarefa isolada.",
      icon: "route",
    },
    {
      title: "Responsabilidade real desde cedo",
      text: "Estagiários e novos colaboradores trabalham em embarques reais ao lado de um mentor. Um trabalho cuidadoso e confiável é notado e logo recebe mais confiança.",
      icon: "target",
    },
    {
      title: "Cresça com a empresa",
      text: "Vários dos nossos líderes de equipe entraram como estagiários ou trainees. Patrocinamos treinamentos e apoiamos colegas que se preparam para o exame de despachante aduaneiro (Customs Broker).",
      icon: "trending-up",
    },
  ],
};

export const tracksSection: typeof en.tracksSection = {
  title: "Duas formas de fazer parte da equipe",
  intro: "Escolha o caminho que corresponde ao seu momento atual. As candidaturas para ambos são feitas pelo mesmo formulário abaixo.",
  tabsLabel: "Trilhas de carreira",
};

export const internships: typeof en.internships = {
  tab: "Aprenda e cresça conosco",
  heading: "Estágios",
  intro:
    "Para estudantes e recém-formados em comércio, administração, negócios internacionais e logística que buscam experiência prática. Você entra em uma área em plena operação, e um mentor avalia seu progresso com você toda semana.",
  body: [
    {
      months: 2,
      text: "Uma introdução ao comércio exterior: acompanhe nossas áreas aduaneira e de operações, conheça os documentos por trás de um embarque de exportação e ajude a preparar checklists e processos de embarque.",
    },
    {
      months: 3,
      text: "Assuma um projeto definido paralelamente ao trabalho diário, como acompanhar os marcos de embarques em andamento, preparar comparativos de tarifas de frete ou organizar relatórios de estoque do armazém.",
    },
    {
      months: 6,
      text: "Trabalhe como parte de uma área: elabore declarações de exportação e de importação para revisão, coordene coletas com transportadoras e acompanhe embarques da reserva ao comprovante de entrega.",
    },
  ],
  listTitle: "Onde os estagiários atuam",
  list: [
    "Documentação aduaneira e registros no ICEGATE",
    "Operações de frete marítimo e aéreo",
    "Armazenagem e controle de estoque",
    "Apoio comercial e atendimento ao cliente",
  ],
  perksTitle: "O que você leva",
  perks: [
    "Bolsa-auxílio mensal e certificado de conclusão",
    "Um mentor da área em que você atuar",
    "Carta de recomendação para quem tiver bom desempenho",
    "Prioridade nas vagas de trainee",
  ],
};

export const professionals: typeof en.professionals = {
  tab: "Lidere e destaque-se conosco",
  heading: "Carreiras profissionais",
  intro:
    "Para profissionais experientes em agenciamento de cargas, desembaraço aduaneiro, armazenagem, transporte e vendas. Contratamos pessoas que assumem a responsabilidade pela carga do cliente e querem construir algo duradouro conosco.",
  body: [
    {
      title: "Triagem de currículos",
      text: "O RH e a área contratante leem cada candidatura em relação à vaga. Se o seu perfil for compatível, entramos em contato em até duas semanas.",
    },
    {
      title: "Conversa com o RH",
      text: "Uma conversa com nossa equipe de RH, por telefone ou pessoalmente, sobre sua experiência, o que você procura, seu prazo de aviso prévio e suas expectativas.",
    },
    {
      title: "Entrevista final com os gestores da área",
      text: "Uma conversa prática com os gestores da área em que você atuaria, muitas vezes em torno de um caso real do dia a dia deles. Procuramos confirmar nossa decisão em até uma semana.",
    },
  ],
  listTitle: "Áreas em que contratamos",
  list: [
    "Desembaraço aduaneiro e documentação",
    "Operações de frete marítimo e aéreo",
    "Supervisão de armazém e controle de estoque",
    "Desenvolvimento de negócios e contas-chave",
    "Contabilidade e conformidade",
  ],
  perksTitle: "O que oferecemos",
  perks: [
    "Remuneração alinhada ao mercado de logística de Mumbai, revisada anualmente",
    "Plano de saúde em grupo",
    "Treinamentos e certificações patrocinados",
    "Caminhos claros para cargos seniores e de liderança",
  ],
};

export const recruitmentStepsTitle: typeof en.recruitmentStepsTitle = "Como recrutamos";
export const internshipDurationsTitle: typeof en.internshipDurationsTitle = "Escolha a duração";

const officialDomain = site.careersEmail.split("@")[1];

export const feeWarning: typeof en.feeWarning = {
  title: "Nunca pedimos dinheiro a candidatos",
  text: `A ${site.name} nunca cobra taxas nem pede depósitos em nenhuma etapa da contratação: nem por candidaturas, entrevistas, treinamentos, uniformes ou cartas de oferta. Mensagens legítimas vêm apenas de endereços @${officialDomain}. Se alguém pedir pagamento em nosso nome, não pague e denuncie para`,
  email: site.careersEmail,
};

export const applySection: typeof en.applySection = {
  title: "Candidate-se agora",
  intro:
    "Um único formulário para estágios e vagas profissionais. Conte-nos brevemente sobre você e o trabalho que procura; leva cerca de cinco minutos.",
};

export const applyTips: typeof en.applyTips = {
  title: "Antes de se candidatar",
  items: [
    "Escolha estágio ou profissional no formulário. Para estágio, indique na mensagem a duração que prefere (2, 3 ou 6 meses) e a partir de quando está disponível.",
    "Anexe seu currículo em PDF com menos de 5 MB. É opcional, mas nos ajuda a fazer a pré-seleção mais rápido.",
    "Uma pessoa lê cada candidatura; os candidatos pré-selecionados recebem nosso retorno em até duas semanas.",
  ],
  emailNote: "Prefere e-mail? Envie seu currículo para",
  email: site.careersEmail,
};

export const careersCta: typeof en.careersCta = {
  heading: "Dúvidas antes de se candidatar?",
  text: "Escreva para nós ou ligue para nosso escritório; nossa equipe de RH terá prazer em contar mais sobre uma vaga ou um estágio.",
  label: "Fale conosco",
};

export const openingsSection: typeof en.openingsSection = {
  empty: "Nenhuma vaga aberta no momento: envie seu currículo mesmo assim",
  title: "Vagas abertas",
  intro: "Vagas para as quais estamos contratando agora. Cada uma indica o local, a experiência exigida e o prazo final para candidatura.",
  filtersLabel: "Filtrar vagas abertas",
  department: "Área",
  allDepartments: "Todas as áreas",
  location: "Local",
  allLocations: "Todos os locais",
  type: "Tipo",
  allTypes: "Todos os tipos",
  apply: "Mostrar vagas",
  clear: "Limpar filtros",
  noMatch: "Nenhuma vaga aberta corresponde a esses filtros.",
  closesOn: "Candidaturas até",
  view: "Ver vaga",
};

export const openingPage: typeof en.openingPage = {
  backToAll: "Todas as vagas abertas",
  applyAction: "Candidatar-se a esta vaga",
  factsTitle: "Resumo",
  facts: {
    department: "Área",
    location: "Local",
    type: "Tipo",
    experience: "Experiência",
    salary: "Salário",
    posted: "Publicada em",
    closes: "Candidaturas até",
  },
  applyTitle: "Candidatar-se a esta vaga",
  applyIntro:
    "O formulário abaixo é enviado à equipe responsável pela contratação desta vaga. Conte-nos brevemente sobre você e por que a vaga combina com seu perfil; um currículo nos ajuda a fazer a pré-seleção mais rápido.",
  closedTitle: "Esta vaga foi encerrada",
  closedText: "Não estamos mais recebendo candidaturas para esta vaga. Confira as vagas abertas agora ou envie uma candidatura espontânea.",
  closedAction: "Ver vagas abertas",
};

export const careersPage: typeof en.careersPage = {
  meta: careersMeta,
  hero: careersHero,
  whyJoin,
  tracksSection,
  internships,
  professionals,
  internshipDurationsTitle,
  recruitmentStepsTitle,
  feeWarning,
  applySection,
  applyTips,
  openingsSection,
  cta: careersCta,
};
