import type * as en from "../../about";

export const homeMeta: typeof en.homeMeta = {
  title: "Agenciamento de cargas e desembaraço aduaneiro | Tarang Global Logistics",
  description:
    "Frete marítimo e aéreo, desembaraço aduaneiro, armazenagem e transporte rodoviário a partir de Navi Mumbai. Atendendo exportadores e importadores indianos via JNPT desde 2009.",
  keywords: [
    "agente de cargas Navi Mumbai",
    "despachante aduaneiro JNPT",
    "desembaraço aduaneiro Nhava Sheva",
    "frete marítimo Índia",
    "frete aéreo Mumbai",
    "armazenagem Navi Mumbai",
    "empresa de logística Índia",
  ],
};

export const aboutMeta: typeof en.aboutMeta = {
  title: "Sobre nós | Tarang Global Logistics",
  description:
    "Fundada em Vashi em 2009 como despachante aduaneiro, a Tarang Global Logistics é uma equipe de Navi Mumbai para frete, aduana, armazenagem e transporte. Conheça nossos líderes.",
  keywords: [
    "sobre a Tarang Global Logistics",
    "Tarang Shipping Agencies",
    "despachante aduaneiro Navi Mumbai",
    "empresa de logística certificada AEO",
    "membro WCA Índia",
    "logística ISO 9001:2015",
  ],
};

export const philosophyMeta: typeof en.philosophyMeta = {
  title: "Missão, visão e valores | Tarang Global Logistics",
  description:
    "A missão, a visão e os valores que orientam como a Tarang Global Logistics movimenta cargas de exportadores e importadores indianos: em conformidade, com transparência e no prazo.",
  keywords: [
    "missão Tarang Global Logistics",
    "visão empresa de logística",
    "valores da empresa",
    "agenciamento de cargas em conformidade",
    "valores despachante aduaneiro",
  ],
};

export const howItWorksMeta: typeof en.howItWorksMeta = {
  title: "Como funciona | Tarang Global Logistics",
  description:
    "Da consulta ao comprovante de entrega: como funciona um embarque com a Tarang Global Logistics, com cotação em um dia útil e um único coordenador do início ao fim.",
  keywords: [
    "como funciona o agenciamento de cargas",
    "processo de embarque Índia",
    "etapas de exportação",
    "processo de desembaraço aduaneiro",
    "cotação de frete",
    "rastreamento de carga",
  ],
};

export const ourTeamMeta: typeof en.ourTeamMeta = {
  title: "Nossa equipe | Tarang Global Logistics",
  description:
    "Nossa página de equipe mudou de endereço. Conheça os líderes da Tarang Global Logistics e leia nossa história, valores e certificações na página Sobre nós.",
  keywords: ["equipe Tarang Global Logistics", "liderança", "sobre nós"],
};

export const home: typeof en.home = {
  eyebrow: "Navi Mumbai · Desde 2009",
  headline: "Frete, aduana e armazenagem com uma única equipe",
  subheadline:
    "Frete marítimo via JNPT e aéreo via aeroporto de Mumbai, desembaraço aduaneiro, armazenagem e transporte rodoviário para exportadores e importadores da Índia.",
};

export const story: typeof en.story = {
  heading: "Nossa história",
  paragraphs: [
    "A Tarang nasceu em 2009 como Tarang Shipping Agencies, um pequeno escritório de desembaraço aduaneiro em Vashi. Nossos primeiros clientes eram fabricantes e exportadores do polo industrial Thane-Belapur que precisavam de alguém confiável para registrar suas declarações de exportação (shipping bills), acompanhar as conferências aduaneiras e embarcar seus contêineres no navio em Nhava Sheva sem surpresas de última hora.",
    "À medida que esses clientes cresciam, eles nos pediram para assumir uma parte maior da operação. Em 2015 incorporamos agenciamento de cargas, armazenagem e transporte rodoviário e mudamos o nome da empresa para Tarang Global Logistics, refletindo o escopo mais amplo. O desembaraço aduaneiro continuou no centro do que fazemos, porque um embarque documentado corretamente desde o início avança mais rápido em todas as etapas seguintes.",
    "Hoje somos uma equipe de Navi Mumbai que opera frete marítimo via JNPT (Nhava Sheva) e frete aéreo via aeroporto de Mumbai, com armazém próprio, uma rede de transporte rodoviário em Maharashtra e além, e agentes parceiros no exterior. Muitos dos exportadores que nos procuraram por uma única declaração de exportação continuam embarcando conosco.",
  ],
  image: {
    src: "/media/about/story.svg",
    width: 1200,
    height: 800,
    alt: "Navio porta-contêineres atracado junto aos guindastes do cais em Nhava Sheva, com caminhões aguardando no portão do terminal",
  },
};

export const commitment: typeof en.commitment = {
  heading: "Nosso compromisso",
  paragraphs: [
    "Todo embarque que aceitamos recebe um coordenador designado, uma cotação por escrito sem custos ocultos e atualizações regulares até a entrega da carga. Se algo der errado, seja uma rolagem de reserva, uma exigência da aduana ou um caminhão atrasado, avisamos assim que ficamos sabendo e explicamos o que estamos fazendo para resolver.",
    "Seguimos os padrões por trás das nossas credenciais: a certificação AEO (Operador Econômico Autorizado) para um comércio seguro e em conformidade, um sistema de gestão da qualidade certificado pela ISO 9001:2015 e as obrigações de serviço da rede WCA. Documentação impecável, cuidado no manuseio da sua carga e orientação honesta, mesmo quando isso significa um serviço menor para nós, são o que mantém nossos clientes conosco por anos.",
  ],
  image: {
    src: "/media/about/commitment.svg",
    width: 1200,
    height: 800,
    alt: "Coordenador da Tarang conferindo documentos de exportação com um romaneio na doca de carregamento de um armazém",
  },
};

export const foundations: typeof en.foundations = [
  {
    title: "Despachante aduaneiro licenciado",
    text: "O desembaraço aduaneiro é onde começamos, em 2009. Nossa equipe licenciada registra declarações de exportação (shipping bills) e de importação (bills of entry) no ICEGATE e acompanha a avaliação e a conferência aduaneira no JNPT e no terminal de carga aérea de Mumbai.",
    icon: "file-text",
  },
  {
    title: "Operador certificado AEO",
    text: "Nossa certificação de Operador Econômico Autorizado, concedida pela Aduana da Índia, reconhece o manuseio seguro e em conformidade de cargas e registros, e contribui para um desembaraço mais ágil dos embarques dos nossos clientes.",
    icon: "shield-check",
  },
  {
    title: "Armazém próprio em Navi Mumbai",
    text: "Nosso armazém próprio perto do JNPT oferece armazenagem, consolidação, embalagem, paletização e cross-docking, com controle de estoque por código de barras e relatórios de estoque sob demanda.",
    icon: "warehouse",
  },
  {
    title: "Parceiro da rede WCA",
    text: "A filiação à rede WCA nos conecta a agentes de cargas independentes e avaliados no mundo todo, para que sua carga seja atendida no destino por um parceiro que conhecemos e de quem podemos cobrar resultados.",
    icon: "globe",
  },
];

export const values: typeof en.values = [
  {
    title: "Conformidade em primeiro lugar",
    text: "Apresentamos documentos corretos e completos já na primeira vez e nunca tomamos atalhos com as regras aduaneiras ou tributárias. Uma documentação correta protege seu embarque, seus benefícios fiscais e sua reputação.",
    icon: "clipboard-check",
  },
  {
    title: "Transparência",
    text: "Cotações por escrito com todos os custos discriminados, prazos de trânsito realistas e aviso antecipado quando os planos mudam. Você sempre sabe onde está sua carga e quanto ela vai custar.",
    icon: "search",
  },
  {
    title: "Confiabilidade",
    text: "Só assumimos o que podemos cumprir e depois honramos cada prazo de corte, coleta e data de entrega. Quando surge um problema, assumimos a responsabilidade e o resolvemos.",
    icon: "clock",
  },
  {
    title: "Parceria",
    text: "Entendemos como o seu negócio funciona, dos ciclos de produção às exigências dos seus compradores, e planejamos os embarques de acordo. Muitas relações com clientes já passam de uma década.",
    icon: "handshake",
  },
  {
    title: "Responsabilidade",
    text: "Cuidamos das pessoas que manuseiam sua carga e dos lugares por onde ela passa: práticas de trabalho seguras, cargas mais completas, ferrovia quando faz sentido e menos desperdício de embalagem.",
    icon: "leaf",
  },
];

export const leaders: typeof en.leaders = [
  {
    name: "Rajesh Kulkarni",
    position: "Fundador e CEO",
    image: {
      src: "/media/leaders/rajesh-kulkarni.svg",
      width: 480,
      height: 480,
      alt: "Retrato de Rajesh Kulkarni, fundador e CEO da Tarang Global Logistics",
    },
    description:
      "Rajesh fundou a Tarang Shipping Agencies em Vashi em 2009, depois de anos trabalhando com desembaraço aduaneiro em Nhava Sheva. Ele conduz a estratégia da empresa e o relacionamento com os principais clientes, e ainda analisa pessoalmente os casos complexos de classificação fiscal e conformidade.",
  },
  {
    name: "Ananya Deshpande",
    position: "Diretora",
    image: {
      src: "/media/leaders/ananya-deshpande.svg",
      width: 480,
      height: 480,
      alt: "Retrato de Ananya Deshpande, diretora da Tarang Global Logistics",
    },
    description:
      "Ananya estruturou as operações de agenciamento de cargas, armazenagem e transporte que vieram com a transformação em Tarang Global Logistics em 2015. Ela supervisiona as operações do dia a dia, nossa rede de parceiros no exterior e o sistema de gestão da qualidade certificado pela ISO 9001:2015.",
  },
];

export const philosophy: typeof en.philosophy = {
  intro:
    "Desde 2009, nosso trabalho se apoia em uma ideia simples: a carga flui bem quando a documentação está correta, o plano é realista e o cliente é mantido informado. Esses princípios orientam como cotamos, embarcamos e acompanhamos cada embarque.",
  cards: [
    {
      title: "Nossa missão",
      text: "Ajudar empresas indianas a comercializar com o mundo, movimentando suas cargas com segurança, no prazo e em total conformidade, com custos claros, orientação honesta e uma única equipe responsável da consulta à entrega.",
      icon: "target",
    },
    {
      title: "Nossa visão",
      text: "Ser o parceiro logístico a quem exportadores e importadores do oeste da Índia confiam toda a sua cadeia de suprimentos, reconhecido pelo cuidado com os detalhes e por operações cada vez mais limpas e eficientes.",
      icon: "globe",
    },
    {
      title: "Nossos valores",
      text: "Conformidade em primeiro lugar, transparência nos preços e no andamento, confiabilidade em cada compromisso, parceria de longo prazo com nossos clientes e responsabilidade com nossas pessoas e com o meio ambiente.",
      icon: "badge-check",
    },
  ],
};

export const howItWorks: typeof en.howItWorks = {
  intro:
    "Seja um embarque por ano ou vários contêineres por semana, todo atendimento segue as mesmas seis etapas. Você fala com um único coordenador do início ao fim e sempre sabe qual é o próximo passo.",
  steps: [
    {
      number: 1,
      title: "Consulta e levantamento de necessidades",
      desc: "Envie sua consulta pelo formulário de contato, por e-mail ou por telefone, informando a mercadoria, o peso e as dimensões, a origem, o destino e a data de entrega desejada. Um membro da nossa equipe liga para você, normalmente no mesmo dia útil, para confirmar os detalhes, os Incoterms, eventuais manuseios especiais e os documentos que você já tem.",
    },
    {
      number: 2,
      title: "Cotação e plano de rota",
      desc: "Em até um dia útil enviamos uma cotação por escrito com o modal e a rota recomendados, o prazo de trânsito estimado e a validade, além de um detalhamento claro de frete, taxas locais, aduana e transporte. Quando faz sentido, incluímos uma alternativa, como ferrovia até o JNPT em vez de rodovia ou LCL em vez de FCL, para que você possa comparar.",
    },
    {
      number: 3,
      title: "Reserva e documentação",
      desc: "Depois que você aprova a cotação, reservamos espaço com o armador ou a companhia aérea e confirmamos os prazos de corte (cut-off). Você nos envia a fatura comercial, o romaneio e eventuais licenças ou certificados; nós os conferimos com a reserva, preparamos a declaração de exportação ou de importação e a registramos no ICEGATE, com os documentos de suporte no e-Sanchit.",
    },
    {
      number: 4,
      title: "Coleta e desembaraço aduaneiro",
      desc: "Coletamos a carga na sua fábrica ou armazém na data combinada, informando antecipadamente os dados do veículo e o e-way bill. No porto, no aeroporto ou no terminal de contêineres (CFS), nossa equipe aduaneira cuida da conferência, das exigências de avaliação e do pagamento dos tributos, e mantém você informado até a liberação da carga. Na importação, a ordem se inverte: desembaraçamos a carga na chegada e depois a entregamos a você.",
    },
    {
      number: 5,
      title: "Trânsito com rastreamento",
      desc: "Após a partida, você recebe o conhecimento de embarque (B/L) ou o conhecimento aéreo (AWB) e atualizações a cada marco: carregamento, transbordo e chegada. Se houver atraso, informamos o motivo e nosso plano para recuperar o tempo. Seu coordenador continua disponível por telefone, e-mail ou WhatsApp durante todo o trajeto.",
    },
    {
      number: 6,
      title: "Entrega e suporte pós-embarque",
      desc: "Entregamos na porta do consignatário ou fazemos a entrega no destino por meio da nossa rede de parceiros, e enviamos a você o comprovante de entrega assinado. Em seguida, encerramos o processo com a fatura final e os documentos de suporte, ajudamos com eventuais sinistros ou com a documentação de incentivos à exportação e revisamos o embarque com você caso algo pudesse ter sido melhor.",
    },
  ],
};

export const ourTeamMoved: typeof en.ourTeamMoved = {
  heading: "Nossa página de equipe mudou",
  text: "Agora você pode conhecer nossos líderes, ler nossa história e ver os valores que orientam nosso trabalho na página Sobre nós.",
};
