import type * as en from "../../services";

function image(n: number, variant: "a" | "b", alt: string) {
  return { src: `/media/services/service${n}-${variant}.svg`, width: 800, height: 500, alt };
}

export const services: typeof en.services = [
  // 1 ─────────────────────────────────────────────────────────────────────
  {
    number: 1,
    title: "Agenciamento de cargas",
    cardDescription:
      "Frete marítimo e aéreo a partir de Nhava Sheva, Mundra e do aeroporto de Mumbai: FCL, LCL, consolidação e entrega porta a porta no Incoterm da sua negociação.",
    cardImages: [
      image(1, "a", "Navio porta-contêineres atracado em um porto, com portêineres carregando contêineres no convés"),
      image(1, "b", "Avião cargueiro no pátio sendo carregado com paletes de carga aérea pela porta do nariz"),
    ],
    heroImages: [
      image(1, "a", "Navio porta-contêineres atracado em um porto, com portêineres carregando contêineres no convés"),
      image(1, "b", "Avião cargueiro no pátio sendo carregado com paletes de carga aérea pela porta do nariz"),
    ],
    meta: {
      title: "Agenciamento de cargas em Navi Mumbai | Tarang Global Logistics",
      description:
        "Agenciamento de cargas marítimas e aéreas a partir de Navi Mumbai: FCL e LCL de Nhava Sheva e Mundra, carga aérea pelo aeroporto de Mumbai, consolidação e porta a porta.",
      keywords: [
        "agente de cargas Navi Mumbai",
        "frete marítimo FCL LCL JNPT",
        "frete aéreo aeroporto de Mumbai",
        "agente de cargas Nhava Sheva",
        "transporte porta a porta Índia",
        "Incoterms exportação",
      ],
    },
    intro: [
      "A Tarang Global Logistics agencia cargas a partir de Navi Mumbai desde 2009, quando começou como Tarang Shipping Agencies. Reservamos e gerenciamos fretes marítimos e aéreos para exportadores e importadores de toda a Índia, de um único palete LCL a programas regulares com vários contêineres.",
      "Trabalhamos do seu lado do contrato: comparamos transportadores e rotas, garantimos espaço, preparamos os documentos de transporte e mantemos você informado da coleta à entrega. Como membro da WCA, passamos a carga a agentes parceiros avaliados no destino, para que o mesmo padrão de cuidado continue do outro lado da viagem.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Opções de frete marítimo e aéreo",
        intro:
          "Um só agente de cargas para todos os modais, para que você escolha pelo custo e pelo prazo de trânsito, e não pela disponibilidade de quem atende.",
        items: [
          {
            title: "Frete marítimo FCL",
            text: "Contêineres completos de 20 ft, 40 ft e 40 ft high cube a partir do JNPT (Nhava Sheva) e de Mundra, com open tops, flat racks e reefers sob demanda.",
            icon: "ship",
          },
          {
            title: "LCL e consolidação",
            text: "Embarque cargas fracionadas sem pagar por espaço vazio. Sua carga é consolidada com mercadorias de outros embarcadores no terminal de contêineres (CFS) e desconsolidada no destino.",
            icon: "boxes",
          },
          {
            title: "Frete aéreo",
            text: "Cargas urgentes, perecíveis e de alto valor a partir do Aeroporto Internacional Chhatrapati Shivaji Maharaj (CSMIA), em Mumbai, em voos diretos ou com conexão.",
            icon: "plane",
          },
          {
            title: "Entrega porta a porta",
            text: "Coleta na sua fábrica, desembaraço de exportação, transporte principal, desembaraço no destino e entrega final, gerenciados como um único embarque com um único ponto de contato.",
            icon: "truck",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Cotação no Incoterm certo",
        paragraphs: [
          "O Incoterm do seu contrato de venda define quem paga cada trecho da viagem e onde o risco passa do vendedor para o comprador. Um termo que não corresponde à forma como a carga realmente se movimenta é uma causa comum de disputas e de cobranças inesperadas no destino.",
          "Cotamos na regra Incoterms 2020 da sua negociação, seja vendendo EXW, FCA ou FOB em um porto indiano, seja entregando CIF, DAP ou DDP na porta do seu comprador. Se você está entrando em um novo mercado, explicamos o custo e o risco que cada termo coloca sobre você antes da assinatura.",
        ],
      },
      {
        kind: "steps",
        heading: "Como um embarque avança conosco",
        items: [
          {
            title: "Consulta e cotação",
            text: "Você informa os dados da carga, a origem, o destino e o Incoterm; respondemos com opções de rota, prazos de trânsito e uma cotação all-in.",
          },
          {
            title: "Reserva e coleta",
            text: "Confirmamos o espaço com o transportador, liberamos o contêiner ou reservamos o voo e agendamos a coleta nas suas instalações.",
          },
          {
            title: "Desembaraço de exportação e embarque",
            text: "A declaração de exportação, a estufagem e o gate-in no porto ou no terminal de carga aérea ficam a cargo das nossas próprias equipes aduaneira e de operações.",
          },
          {
            title: "Rastreamento em trânsito",
            text: "Você recebe atualizações a cada marco, na partida, no transbordo e na chegada, e aviso antecipado de qualquer atraso ou rolagem.",
          },
          {
            title: "Chegada e entrega",
            text: "Nosso agente parceiro desembaraça a carga no destino e a entrega, ou a libera ao despachante do seu comprador, conforme o contrato exigir.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Incluído em nosso serviço de agenciamento",
        items: [
          "Comparação de tarifas entre armadores e companhias aéreas",
          "Reserva de espaço e liberação de contêiner",
          "Emissão do conhecimento de embarque (B/L) e do conhecimento aéreo (AWB)",
          "Reservas de cargas perigosas com as declarações corretas",
          "Seguro de carga internacional contratado sob demanda",
          "Rastreamento por marcos e um coordenador designado para cada embarque",
        ],
      },
    ],
    cta: {
      heading: "Pronto para embarcar?",
      text: "Conte-nos o que você vai movimentar e para onde, e enviaremos opções de rota e uma cotação de frete clara e all-in.",
      label: "Solicite uma cotação de frete",
    },
  },

  // 2 ─────────────────────────────────────────────────────────────────────
  {
    number: 2,
    title: "Desembaraço aduaneiro",
    cardDescription:
      "Desembaraço de importação e exportação no JNPT, em Mundra e no Mumbai Air Cargo Complex: registros no ICEGATE, avaliação, conferência e pagamento de tributos por uma equipe certificada AEO.",
    cardImages: [
      image(2, "a", "Fiscal aduaneiro com uma prancheta inspecionando a carga dentro de um contêiner aberto"),
      image(2, "b", "Documentos de embarque e um carimbo sobre uma mesa ao lado de um notebook com uma tela de registro aduaneiro"),
    ],
    heroImages: [
      image(2, "a", "Fiscal aduaneiro com uma prancheta inspecionando a carga dentro de um contêiner aberto"),
      image(2, "b", "Documentos de embarque e um carimbo sobre uma mesa ao lado de um notebook com uma tela de registro aduaneiro"),
    ],
    meta: {
      title: "Desembaraço aduaneiro em Navi Mumbai | Tarang Global Logistics",
      description:
        "Desembaraço aduaneiro de importação e exportação no JNPT, em Mundra e no aeroporto de Mumbai: registro de bill of entry e shipping bill no ICEGATE, Faceless Assessment e pagamento de tributos.",
      keywords: [
        "desembaraço aduaneiro Navi Mumbai",
        "despachante aduaneiro JNPT",
        "registro de bill of entry ICEGATE",
        "registro de shipping bill",
        "avaliação aduaneira Faceless Assessment",
        "desembaraço aduaneiro AEO",
      ],
    },
    intro: [
      "O desembaraço aduaneiro é onde um embarque mais costuma travar: um código HS divergente, um certificado faltando ou uma guia de tributos não paga podem reter a carga no porto enquanto a demurrage e a detention se acumulam. Nossa equipe aduaneira cuida do desembaraço de importação e exportação no JNPT (Nhava Sheva), em Mundra, no Mumbai Air Cargo Complex e nos portos secos (ICD) que os atendem.",
      "Fazemos os registros eletronicamente no ICEGATE, acompanhamos cada avaliação até o fim e respondemos às exigências assim que são formuladas. A Tarang Global Logistics é certificada AEO, por isso nossos próprios processos são auditados segundo os padrões de segurança e conformidade que a aduana estabelece para operadores confiáveis.",
    ],
    sections: [
      {
        kind: "steps",
        heading: "O processo de desembaraço",
        intro:
          "A mesma sequência vale para importações e exportações; gerenciamos cada etapa e informamos em que ponto está o seu embarque.",
        items: [
          {
            title: "Conferência dos documentos",
            text: "Revisamos a fatura, o romaneio, o conhecimento de embarque ou aéreo e eventuais licenças antes do registro, para que os erros sejam detectados na nossa mesa, e não no porto.",
          },
          {
            title: "Registro no ICEGATE",
            text: "Registramos a declaração de importação (bill of entry) ou a declaração de exportação (shipping bill), com os documentos de suporte enviados pelo e-Sanchit.",
          },
          {
            title: "Avaliação",
            text: "O Sistema de Gerenciamento de Riscos direciona o registro para liberação facilitada ou para avaliação; no Faceless Assessment, respondemos online a qualquer exigência com as comprovações de que o fiscal precisa.",
          },
          {
            title: "Conferência física",
            text: "Se a carga for selecionada para conferência, nossa equipe acompanha o fiscal no CFS ou no terminal e mantém você informado do resultado.",
          },
          {
            title: "Pagamento de tributos e liberação",
            text: "Os tributos são pagos online pelo ICEGATE, e obtemos o Out of Charge na importação ou a Let Export Order na exportação para que a carga possa seguir.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Serviços de desembaraço",
        items: [
          {
            title: "Desembaraço de importação",
            text: "Registro da declaração de importação, inclusive o registro antecipado antes da chegada quando isso agiliza a liberação, com classificação e cálculo de tributos corretos.",
            icon: "file-text",
          },
          {
            title: "Desembaraço de exportação",
            text: "Registro da declaração de exportação com os pedidos de drawback e RoDTEP declarados corretamente, para que os benefícios à exportação não se percam logo na primeira etapa.",
            icon: "ship",
          },
          {
            title: "Desembaraço de carga aérea",
            text: "Desembaraço de importações e exportações urgentes no Mumbai Air Cargo Complex, coordenado com os horários de cut-off e de chegada da companhia aérea.",
            icon: "plane",
          },
          {
            title: "Mercadorias que exigem outras anuências",
            text: "Cargas que precisam de liberação da FSSAI, da Quarentena Vegetal, da BIS ou do órgão de controle de medicamentos, com essas anuências coordenadas junto com a aduana.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Faceless Assessment e benefícios AEO",
        paragraphs: [
          "No Faceless Assessment, uma declaração de importação pode ser avaliada por um fiscal de outro porto, que nunca vê a carga nem conhece o importador. Descrições claras e documentos de suporte completos importam mais do que nunca, porque as exigências são formuladas e respondidas online. Redigimos as descrições e anexamos as comprovações para que o fiscal responsável tenha o que precisa já na primeira vez.",
          "Importadores e exportadores com status AEO têm direito a facilidades como entrega direta no porto, pagamento diferido de tributos e menos conferências, conforme o seu nível. Garantimos que esses benefícios sejam solicitados em cada registro e podemos explicar o que envolve o pedido de status AEO, caso você esteja considerando.",
        ],
      },
      {
        kind: "list",
        heading: "Documentos que normalmente solicitamos",
        items: [
          "Fatura comercial e romaneio",
          "Conhecimento de embarque (B/L) ou conhecimento aéreo (AWB)",
          "Importer Exporter Code (IEC) e registro no GST",
          "Registro do AD Code no porto de exportação",
          "Certificado de origem, quando se pleiteia uma alíquota preferencial",
          "Licenças, autorizações ou NOCs para mercadorias controladas",
          "Certificado de seguro, quando o Incoterm exigir",
        ],
      },
    ],
    cta: {
      heading: "Carga parada no porto?",
      text: "Envie seus documentos, e nossa equipe aduaneira vai revisá-los e iniciar o registro sem demora.",
      label: "Desembarace minha carga",
    },
  },

  // 3 ─────────────────────────────────────────────────────────────────────
  {
    number: 3,
    title: "Armazenagem",
    cardDescription:
      "Armazenagem geral e alfandegada em Navi Mumbai e Bhiwandi, com estoque controlado por WMS, cross-docking e serviços de valor agregado.",
    cardImages: [
      image(3, "a", "Interior de armazém com porta-paletes altos e uma empilhadeira colocando um palete na posição"),
      image(3, "b", "Fachada de armazém com caminhões de ré encostados em uma fileira de docas de carregamento"),
    ],
    heroImages: [
      image(3, "a", "Interior de armazém com porta-paletes altos e uma empilhadeira colocando um palete na posição"),
      image(3, "b", "Fachada de armazém com caminhões de ré encostados em uma fileira de docas de carregamento"),
    ],
    meta: {
      title: "Armazenagem em Navi Mumbai e Bhiwandi | Tarang Global Logistics",
      description:
        "Armazenagem geral e alfandegada em Navi Mumbai e Bhiwandi, perto do JNPT: controle de estoque por WMS, cross-docking, picking e packing, etiquetagem e espaço flexível.",
      keywords: [
        "armazenagem Navi Mumbai",
        "armazém alfandegado Mumbai",
        "armazém em Bhiwandi",
        "serviço de cross-docking JNPT",
        "gestão de estoque WMS",
      ],
    },
    intro: [
      "Uma boa armazenagem mantém o estoque perto do porto e perto dos seus clientes. A Tarang Global Logistics oferece armazenagem geral e alfandegada em Navi Mumbai e Bhiwandi, com fácil acesso rodoviário ao JNPT (Nhava Sheva) e aos mercados de Mumbai e Pune.",
      "Cada palete é registrado em nosso sistema de gestão de armazém (WMS) desde o momento em que chega, para que níveis de estoque, pedidos e movimentações estejam sempre atualizados. Você paga pelo espaço e pelo manuseio que utiliza, seja alguns paletes durante uma temporada, seja uma área dedicada para um programa de longo prazo.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Opções de armazenagem",
        items: [
          {
            title: "Armazenagem geral",
            text: "Armazenagem em porta-paletes e no piso para mercadorias desembaraçadas, matérias-primas e produtos acabados, com contratos de curto e de longo prazo.",
            icon: "warehouse",
          },
          {
            title: "Armazenagem alfandegada",
            text: "Armazene mercadorias importadas sem pagar tributos até desembaraçá-las para consumo interno, o que é ideal para vendas escalonadas e reexportações.",
            icon: "shield-check",
          },
          {
            title: "Operação de cross-docking",
            text: "As mercadorias passam dos veículos de entrada para os de saída com pouco ou nenhum tempo de armazenagem, reduzindo manuseio, custo e prazo de trânsito.",
            icon: "refresh-cw",
          },
          {
            title: "Serviços de valor agregado",
            text: "Etiquetagem, montagem de kits, reembalagem, inspeções de qualidade e paletização realizadas no local, antes da expedição.",
            icon: "package",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Um estoque em que você pode confiar",
        paragraphs: [
          "Nosso sistema de gestão de armazém rastreia cada unidade por endereço, lote e data, com leitura de código de barras no recebimento, na armazenagem, na separação e na expedição. O estoque sai pelo critério FIFO (primeiro a entrar, primeiro a sair) ou FEFO (primeiro a vencer, primeiro a sair), conforme o seu produto exigir.",
          "Inventários rotativos regulares mantêm o sistema e a prateleira em sintonia, e você recebe relatórios de estoque, de movimentação e de idade do estoque na periodicidade que escolher. As divergências são investigadas e informadas a você, nunca ajustadas silenciosamente.",
        ],
      },
      {
        kind: "steps",
        heading: "Do recebimento à expedição",
        items: [
          {
            title: "Recebimento",
            text: "As cargas recebidas são conferidas com o aviso antecipado quanto à quantidade e ao estado, e qualquer avaria é fotografada e comunicada.",
          },
          {
            title: "Endereçamento",
            text: "As mercadorias são etiquetadas e colocadas em endereços escolhidos de acordo com o tamanho, o giro e as necessidades de manuseio.",
          },
          {
            title: "Armazenagem e inventário",
            text: "O estoque fica em um espaço seguro e monitorado e é inventariado em ciclos regulares.",
          },
          {
            title: "Picking e packing",
            text: "Os pedidos são separados por leitura de código de barras, conferidos e embalados conforme a sua especificação.",
          },
          {
            title: "Expedição",
            text: "Os pedidos saem com seus documentos, em transporte providenciado por nós ou pela sua transportadora, e o comprovante de expedição é registrado.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Instalações e medidas de segurança",
        items: [
          "Porta-paletes seletivos e áreas de blocagem",
          "Empilhadeiras, empilhadeiras retráteis e paleteiras com operadores treinados",
          "Docas de carregamento para contêineres e caminhões",
          "Monitoramento por CFTV e acesso controlado",
          "Sistemas de detecção e combate a incêndio",
          "Controle de pragas e limpeza programados",
        ],
      },
    ],
    cta: {
      heading: "Precisa de espaço perto do porto?",
      text: "Informe seus volumes e suas necessidades de manuseio, e proporemos uma armazenagem sob medida.",
      label: "Reserve espaço no armazém",
    },
  },

  // 4 ─────────────────────────────────────────────────────────────────────
  {
    number: 4,
    title: "Transporte rodoviário",
    cardDescription:
      "Cargas completas e fracionadas em toda a Índia, transporte de contêineres de e para os portos e cargas excedentes, com e-way bills e rastreamento por GPS.",
    cardImages: [
      image(4, "a", "Caminhão de carga trafegando em uma rodovia"),
      image(4, "b", "Frota de caminhões diante de um mapa da Índia com uma rota de entrega marcada"),
    ],
    heroImages: [
      image(4, "a", "Caminhão de carga trafegando em uma rodovia"),
      image(4, "b", "Frota de caminhões diante de um mapa da Índia com uma rota de entrega marcada"),
    ],
    meta: {
      title: "Transporte rodoviário em toda a Índia | Tarang Global Logistics",
      description:
        "Transporte rodoviário FTL e PTL em toda a Índia a partir de Navi Mumbai: transporte de contêineres portuários, cargas excedentes (ODC), gestão de e-way bills e rastreamento por GPS em cada carga.",
      keywords: [
        "transporte rodoviário Índia",
        "carga completa e fracionada Mumbai",
        "transporte de contêineres JNPT",
        "transporte de carga excedente",
        "emissão de e-way bill",
        "rastreamento de caminhões por GPS",
      ],
    },
    intro: [
      "A maioria dos embarques na Índia passa parte do trajeto na estrada, seja um contêiner saindo do porto, seja uma carga que vai de uma fábrica em Pune a um comprador em Delhi. Organizamos cargas completas e fracionadas em toda a Índia a partir da nossa base em Navi Mumbai, além do transporte portuário de e para o JNPT (Nhava Sheva) e Mundra.",
      "Escolhemos o veículo de acordo com a carga, planejamos a rota, cuidamos da documentação e rastreamos cada caminhão até a assinatura do recebimento. Os veículos vêm de transportadoras com as quais trabalhamos há anos, e cada carga tem um coordenador designado com quem você pode falar.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Serviços de transporte",
        items: [
          {
            title: "Carga completa (FTL)",
            text: "Um veículo dedicado à sua carga, indo diretamente do ponto de carregamento ao destino, sem transbordo.",
            icon: "truck",
          },
          {
            title: "Carga fracionada (PTL)",
            text: "Divida o espaço e o custo do veículo com outras cargas quando a sua não ocupa um caminhão inteiro.",
            icon: "boxes",
          },
          {
            title: "Transporte de contêineres",
            text: "Contêineres de importação entregues do porto ou do porto seco (ICD) até a sua porta, e contêineres vazios posicionados na sua fábrica para a estufagem de exportação.",
            icon: "ship",
          },
          {
            title: "Carga excedente (ODC)",
            text: "Estudos de rota, licenças, veículos de escolta e carretas hidráulicas modulares ou pranchas rebaixadas para máquinas e cargas de projeto que excedem os limites padrão.",
            icon: "route",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Documentação e rastreamento",
        paragraphs: [
          "Cada carga viaja com um conhecimento de transporte rodoviário (lorry receipt) e, quando as regras do GST exigem, com um e-way bill válido. Geramos ou conferimos o e-way bill antes da saída do caminhão, atualizamos os dados do veículo se a carga mudar de veículo e garantimos que a validade cubra a distância a ser percorrida.",
          "Os veículos são rastreados por GPS, para que nossos coordenadores vejam a posição de cada caminhão e possam informar a você um horário de chegada realista. Os atrasos são comunicados assim que ocorrem, e o comprovante de entrega assinado é compartilhado depois que a carga é recebida.",
        ],
      },
      {
        kind: "list",
        heading: "Veículos que providenciamos",
        items: [
          "Caminhões baú, de veículos comerciais leves a multieixos de 32 ft",
          "Caminhões de carroceria aberta para cargas a granel e paletizadas",
          "Carretas para contêineres de 20 ft e 40 ft",
          "Carretas prancha e semirrebaixadas",
          "Carretas hidráulicas modulares e pranchas rebaixadas para cargas excedentes",
          "Veículos refrigerados para mercadorias sensíveis à temperatura",
        ],
      },
      {
        kind: "steps",
        heading: "Como operamos uma carga",
        items: [
          {
            title: "Reserva",
            text: "Você informa o ponto de coleta, o destino, os dados da carga e as datas; confirmamos o tipo de veículo e o frete.",
          },
          {
            title: "Posicionamento do veículo",
            text: "Um veículo vistoriado e adequado se apresenta nas suas instalações no horário combinado.",
          },
          {
            title: "Carregamento e documentos",
            text: "A carga é carregada e fixada, e o conhecimento de transporte e o e-way bill são emitidos.",
          },
          {
            title: "Monitoramento em trânsito",
            text: "Nossos coordenadores acompanham o caminhão por GPS e mantêm você atualizado sobre o andamento.",
          },
          {
            title: "Entrega e comprovante",
            text: "O consignatário assina o recebimento da mercadoria e você recebe o comprovante de entrega.",
          },
        ],
      },
    ],
    cta: {
      heading: "Precisa de um caminhão?",
      text: "Informe a rota, a carga e as datas, e confirmaremos um veículo adequado e o frete.",
      label: "Reserve um caminhão",
    },
  },

  // 5 ─────────────────────────────────────────────────────────────────────
  {
    number: 5,
    title: "Embalagem e reembalagem",
    cardDescription:
      "Embalagem padrão exportação, caixas de madeira sob medida, embalagens para cargas perigosas, perecíveis e frágeis, além de repaletização e reetiquetagem.",
    cardImages: [
      image(5, "a", "Trabalhadores embalando mercadorias em caixas de exportação e lacrando-as com fita"),
      image(
        5,
        "b",
        "Caixa de madeira de exportação feita sob medida, marcada com os símbolos de manuseio frágil, este lado para cima e manter seco",
      ),
    ],
    heroImages: [
      image(5, "a", "Trabalhadores embalando mercadorias em caixas de exportação e lacrando-as com fita"),
      image(
        5,
        "b",
        "Caixa de madeira de exportação feita sob medida, marcada com os símbolos de manuseio frágil, este lado para cima e manter seco",
      ),
    ],
    meta: {
      title: "Embalagem e reembalagem para exportação | Tarang Global Logistics",
      description:
        "Embalagem para exportação em Navi Mumbai: materiais padrão exportação, caixas de madeira ISPM-15 sob medida, embalagem de cargas perigosas, perecíveis e frágeis, repaletização e reetiquetagem.",
      keywords: [
        "embalagem para exportação Navi Mumbai",
        "caixas de madeira sob medida",
        "embalagem de carga perigosa",
        "reembalagem e reetiquetagem",
        "embalagem de carga frágil",
      ],
    },
    intro: [
      "A embalagem decide se a carga sobrevive à viagem. Uma caixa de papelão adequada para um courier nacional pode não resistir ao empilhamento em um contêiner, a semanas de umidade no mar ou ao manuseio em um hub de transbordo. Embalamos e reembalamos cargas para exportação em nossa instalação em Navi Mumbai e nas dependências dos clientes.",
      "Escolhemos os materiais de acordo com a mercadoria, o modal de transporte e as regras do país de destino, e registramos cada serviço com fotografias e um romaneio atualizado, para que você saiba exatamente como sua carga saiu das nossas mãos.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Serviços de embalagem",
        items: [
          {
            title: "Materiais padrão exportação",
            text: "Caixas de papelão ondulado reforçado, barreiras contra umidade, filme VCI para peças metálicas e dessecantes escolhidos para longas viagens marítimas.",
            icon: "package",
          },
          {
            title: "Caixas de madeira sob medida",
            text: "Engradados e caixas de madeira feitos sob medida com madeira tratada termicamente e marcada conforme a ISPM-15, com skids para manuseio por empilhadeira.",
            icon: "wrench",
          },
          {
            title: "Cargas perigosas",
            text: "Embalagens homologadas pela ONU, marcações e rótulos para cargas perigosas, em conformidade com a declaração de mercadorias perigosas para o transporte marítimo ou aéreo.",
            icon: "shield-check",
          },
          {
            title: "Cargas perecíveis",
            text: "Caixas isotérmicas, gelo em gel e caixas ventiladas que mantêm alimentos, flores e produtos farmacêuticos dentro dos seus limites.",
            icon: "thermometer",
          },
          {
            title: "Cargas frágeis",
            text: "Berços de espuma, materiais de amortecimento e embalagem com suspensão para vidrarias, instrumentos e eletrônicos.",
            icon: "boxes",
          },
          {
            title: "Repaletização e reetiquetagem",
            text: "Paletes avariados ou fora de conformidade são remontados, e as caixas são reetiquetadas para o comprador, o transportador ou o mercado indiano.",
            icon: "refresh-cw",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Como funciona um serviço de embalagem",
        items: [
          {
            title: "Vistoria",
            text: "Avaliamos a mercadoria, seu peso, suas dimensões e sua sensibilidade, e a rota que ela vai percorrer.",
          },
          { title: "Plano de embalagem", text: "Propomos os materiais e o método, com uma cotação, antes de iniciar qualquer trabalho." },
          { title: "Embalagem", text: "Nossa equipe embala, engrada ou paletiza a carga em nossa instalação ou no seu local." },
          {
            title: "Marcação e etiquetagem",
            text: "Marcas de embarque, símbolos de manuseio e rótulos regulatórios são aplicados em cada volume.",
          },
          { title: "Inspeção e entrega", text: "O trabalho é conferido, fotografado e entregue com um romaneio atualizado." },
        ],
      },
      {
        kind: "list",
        heading: "Marcações e rótulos que aplicamos",
        items: [
          "Símbolos de manuseio, como frágil, este lado para cima e manter seco",
          "Marcas de embarque, números dos volumes e dados do consignatário",
          "Pesos bruto e líquido e dimensões",
          "Marcas de tratamento ISPM-15 em embalagens de madeira",
          "Rótulos de cargas perigosas e números ONU",
          "Códigos de barras e etiquetas do varejista conforme a especificação do seu comprador",
        ],
      },
      {
        kind: "prose",
        heading: "Reembalagem de mercadorias importadas",
        paragraphs: [
          "Mercadorias importadas muitas vezes precisam de trabalho antes de serem vendidas na Índia. Fracionamos lotes, reembalamos em unidades de varejo ou de distribuição e aplicamos as declarações que as Legal Metrology (Packaged Commodities) Rules exigem nas embalagens importadas, como o nome e o endereço do importador e o preço máximo de venda ao consumidor.",
          "A reembalagem pode ser feita antes da expedição a partir do nosso armazém, para que a mercadoria saia pronta para venda e você evite uma segunda parada para manuseio.",
        ],
      },
    ],
    cta: {
      heading: "Proteja sua carga antes do embarque",
      text: "Conte-nos o que você vai embarcar e para onde, e recomendaremos a embalagem adequada à mercadoria e à rota.",
      label: "Solicite serviços de embalagem",
    },
  },

  // 6 ─────────────────────────────────────────────────────────────────────
  {
    number: 6,
    title: "Paletização",
    cardDescription:
      "Paletes ISPM-15 tratados termicamente, envolvimento com filme stretch, cintagem e planos de carga que colocam mais mercadoria em cada contêiner e caminhão.",
    cardImages: [
      image(6, "a", "Fileira de paletes com caixas empilhadas e envoltos em filme stretch transparente"),
      image(6, "b", "Trabalhador movendo um palete carregado pelo piso do armazém com uma paleteira manual"),
    ],
    heroImages: [
      image(6, "a", "Fileira de paletes com caixas empilhadas e envoltos em filme stretch transparente"),
      image(6, "b", "Trabalhador movendo um palete carregado pelo piso do armazém com uma paleteira manual"),
    ],
    meta: {
      title: "Serviços de paletização em Navi Mumbai | Tarang Global Logistics",
      description:
        "Paletização de cargas em Navi Mumbai: paletes Euro e padrão, paletes ISPM-15 tratados termicamente, filme stretch, cintagem e otimização da carga do contêiner.",
      keywords: [
        "serviços de paletização",
        "paletes ISPM-15",
        "paletes tratados termicamente Mumbai",
        "envolvimento com filme stretch",
        "otimização de carga de contêiner",
      ],
    },
    intro: [
      "A carga paletizada é mais rápida de carregar, mais fácil de contar e menos sujeita a avarias do que caixas soltas. Montamos os paletes de acordo com a especificação do seu comprador e as exigências do transportador, e planejamos como eles vão se acomodar no contêiner ou no caminhão antes de envolver o primeiro.",
      "Todo palete de madeira que fornecemos para exportação é tratado termicamente e traz a marca ISPM-15, para que seu embarque não fique retido no destino por causa da embalagem de madeira. Quando a madeira não é adequada, oferecemos alternativas de plástico e de madeira prensada.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Tipos de palete",
        items: [
          {
            title: "Tamanhos padrão",
            text: "Paletes Euro (1.200 × 800 mm), paletes padrão (1.200 × 1.000 mm) e paletes de 48 × 40 polegadas para compradores da América do Norte.",
            icon: "boxes",
          },
          {
            title: "Paletes de madeira tratados termicamente",
            text: "Paletes em conformidade com a ISPM-15, com a marca de tratamento, aceitos na exportação para destinos que regulamentam embalagens de madeira.",
            icon: "shield-check",
          },
          {
            title: "Paletes de plástico e de madeira prensada",
            text: "Materiais processados não estão sujeitos à ISPM-15 e são adequados a mercadorias que exigem higiene, como alimentos e produtos farmacêuticos.",
            icon: "recycle",
          },
          {
            title: "Paletes sob medida",
            text: "Paletes e skids feitos sob medida para itens longos, pesados ou de formato irregular.",
            icon: "wrench",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Fixação da carga",
        paragraphs: [
          "Um palete só é tão estável quanto o seu envolvimento. Aplicamos filme stretch à máquina ou manualmente, colocamos cantoneiras para proteger as bordas e cintamos as cargas mais pesadas com fitas de PET ou de aço. Folhas de topo protegem contra poeira e umidade, e folhas antiderrapantes impedem que as camadas se desloquem.",
          "As caixas são empilhadas em coluna ou em amarração, conforme a sua resistência, sem ultrapassar a borda do palete, para que o peso seja distribuído de maneira uniforme e a carga resista ao empilhamento durante o transporte.",
        ],
      },
      {
        kind: "prose",
        heading: "Otimização da carga",
        paragraphs: [
          "Antes de paletizar, calculamos a área, a altura e o peso do palete que melhor aproveitam o contêiner ou o caminhão: dimensões internas, altura da porta, limites de carga útil e a possibilidade de empilhar paletes em dois níveis, tudo isso conta.",
          "Você recebe um plano de carga mostrando como os paletes serão acomodados, para embarcar menos espaços vazios, pagar menos frete e saber com antecedência quantas unidades vão caber.",
        ],
      },
      {
        kind: "steps",
        heading: "Nosso processo de paletização",
        items: [
          {
            title: "Avaliação da carga",
            text: "Verificamos os tamanhos, os pesos e a resistência das caixas, e as exigências de palete do comprador e do transportador.",
          },
          {
            title: "Escolha do palete",
            text: "Escolhemos o tipo e o tamanho de palete adequados à mercadoria, ao destino e ao plano de carga.",
          },
          { title: "Montagem e empilhamento", text: "As caixas são empilhadas no padrão e na altura combinados." },
          {
            title: "Envolvimento e cintagem",
            text: "A carga é envolta em filme stretch, recebe proteção nas bordas e é cintada conforme necessário.",
          },
          { title: "Etiquetagem e carregamento", text: "Cada palete é etiquetado, registrado no romaneio e carregado conforme o plano." },
        ],
      },
    ],
    cta: {
      heading: "Aproveite cada contêiner ao máximo",
      text: "Envie os tamanhos das suas caixas e os volumes, e proporemos uma montagem de paletes e um plano de carga.",
      label: "Planeje minhas cargas paletizadas",
    },
  },

  // 7 ─────────────────────────────────────────────────────────────────────
  {
    number: 7,
    title: "Peação e calçamento",
    cardDescription:
      "Cargas pesadas, irregulares e de grandes dimensões fixadas com cintas, correntes, cunhas de madeira e escoramento em contêineres, flat racks e carretas.",
    cardImages: [
      image(7, "a", "Máquina pesada sobre um contêiner flat rack, fixada com correntes tensionadas e cunhas de madeira"),
      image(7, "b", "Interior de um contêiner: carga mantida no lugar com cintas de peação e bolsas de ar preenchendo os espaços"),
    ],
    heroImages: [
      image(7, "a", "Máquina pesada sobre um contêiner flat rack, fixada com correntes tensionadas e cunhas de madeira"),
      image(7, "b", "Interior de um contêiner: carga mantida no lugar com cintas de peação e bolsas de ar preenchendo os espaços"),
    ],
    meta: {
      title: "Serviços de peação e calçamento | Tarang Global Logistics",
      description:
        "Peação e calçamento de cargas em Navi Mumbai: cintas, correntes, cunhas de madeira e escoramento para cargas pesadas e de grandes dimensões, com documentação, fotos e certificação.",
      keywords: [
        "peação e calçamento",
        "peação de carga Navi Mumbai",
        "peação em flat rack",
        "fixação de carga em contêiner",
        "certificado de peação",
        "fixação de carga pesada",
      ],
    },
    intro: [
      "Carga que se movimenta durante o transporte é carga que sofre avarias, e um item pesado que se desloca também pode danificar o contêiner, o navio ou o veículo que o transporta. Fixamos cargas irregulares, pesadas e de grandes dimensões com cintas, correntes, cunhas de madeira e escoramento dentro de contêineres, em flat racks e em carretas.",
      "Nossas equipes de peação planejam cada serviço considerando o peso, o centro de gravidade e o formato da carga e as forças que ela vai enfrentar na estrada e no mar. Cada serviço é documentado e fotografado, e certificado por um vistoriador independente quando seu comprador, o transportador ou a seguradora solicitam.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Métodos de fixação",
        items: [
          {
            title: "Cintas de peação",
            text: "Cintas de poliéster com catracas tensionadoras para engradados, caixas e cargas com superfícies acabadas que as correntes marcariam.",
            icon: "lock",
          },
          {
            title: "Correntes e tensores",
            text: "Correntes e tensores com carga nominal certificada para máquinas, veículos, aço e outras unidades pesadas.",
            icon: "wrench",
          },
          {
            title: "Cunhas e calços de madeira",
            text: "Cunhas e calços de madeira fixados contra rodas, cilindros e skids para impedir rolamento e deslizamento.",
            icon: "boxes",
          },
          {
            title: "Escoramento e bolsas de ar",
            text: "Escoramento de madeira para distribuir as cargas e bolsas de ar infláveis para preencher os vazios entre os volumes.",
            icon: "package",
          },
          {
            title: "Bloqueio e travamento",
            text: "Estruturas de madeira montadas dentro do contêiner para manter a carga firme contra as paredes, o piso e as portas.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "list",
        heading: "Onde atuamos",
        items: [
          "Dentro de contêineres dry e high cube de 20 ft e 40 ft",
          "Em flat racks e contêineres open top para cargas fora de gabarito",
          "Em carretas, pranchas e pranchas rebaixadas para transporte rodoviário",
          "Na sua fábrica, no terminal de contêineres (CFS) ou no porto",
        ],
      },
      {
        kind: "steps",
        heading: "Como fixamos uma carga",
        items: [
          {
            title: "Vistoria",
            text: "Registramos o peso, as dimensões, o centro de gravidade e os pontos de peação da carga, e a unidade em que ela vai viajar.",
          },
          {
            title: "Plano de peação",
            text: "Planejamos o método e os materiais de acordo com o Código de Práticas IMO/OIT/UNECE para a Arrumação de Cargas em Unidades de Transporte (Código CTU).",
          },
          { title: "Fixação", text: "Nossa equipe posiciona, calça e peia a carga, tensionando cada cinta e corrente." },
          { title: "Inspeção", text: "Um supervisor verifica cada ponto de peação antes que a unidade seja fechada ou liberada." },
          {
            title: "Documentação e certificação",
            text: "Você recebe um relatório do serviço com fotografias e, quando necessário, um certificado de peação emitido por um vistoriador independente.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Cargas que fixamos com frequência",
        items: [
          "Máquinas e equipamentos industriais",
          "Bobinas, chapas e perfis estruturais de aço",
          "Veículos e equipamentos de construção",
          "Transformadores, geradores e cargas de projeto",
          "Engradados e caixas de madeira pesados",
          "Tambores, barris e IBCs",
        ],
      },
    ],
    cta: {
      heading: "Carga pesada ou difícil para embarcar?",
      text: "Informe as dimensões e o peso, e nossa equipe de peação planejará como fixá-la para toda a viagem.",
      label: "Fixe minha carga",
    },
  },

  // 8 ─────────────────────────────────────────────────────────────────────
  {
    number: 8,
    title: "Fumigação",
    cardDescription:
      "Eliminação certificada de pragas em contêineres, paletes e cargas no local, em conformidade com a ISPM-15 e as regras fitossanitárias, com certificado emitido para a aduana.",
    cardImages: [
      image(8, "a", "Contêiner coberto por uma lona de fumigação estanque a gases, com placas de advertência"),
      image(8, "b", "Palete de madeira tratado termicamente com a marca ISPM-15 e, ao lado, um técnico com equipamento de proteção"),
    ],
    heroImages: [
      image(8, "a", "Contêiner coberto por uma lona de fumigação estanque a gases, com placas de advertência"),
      image(8, "b", "Palete de madeira tratado termicamente com a marca ISPM-15 e, ao lado, um técnico com equipamento de proteção"),
    ],
    meta: {
      title: "Serviços de fumigação em Navi Mumbai | Tarang Global Logistics",
      description:
        "Fumigação para exportação em Navi Mumbai: tratamento de contêineres, paletes e cargas no local conforme a ISPM-15 e as regras fitossanitárias, com certificado de fumigação para a aduana.",
      keywords: [
        "serviços de fumigação Navi Mumbai",
        "fumigação de contêineres",
        "tratamento de paletes ISPM-15",
        "certificado de fumigação",
        "conformidade fitossanitária",
      ],
    },
    intro: [
      "Embalagens de madeira, produtos agrícolas e muitas matérias-primas podem carregar insetos que os países importadores não aceitam. Uma carga sem fumigação válida pode ser recusada, tratada novamente às suas custas ou destruída no destino.",
      "Providenciamos a eliminação certificada de pragas em cargas de exportação, realizada por empresas de fumigação credenciadas segundo os padrões definidos pela Organização Nacional de Proteção Fitossanitária da Índia. Um certificado de fumigação é emitido para cada tratamento, pronto para a aduana e para o seu comprador.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Serviços de fumigação",
        items: [
          {
            title: "Fumigação de contêineres",
            text: "Contêineres estufados tratados em condições estanques a gases nas suas instalações, no CFS ou no porto, antes do embarque.",
            icon: "ship",
          },
          {
            title: "Paletes e embalagens de madeira",
            text: "Paletes, engradados e escoramentos tratados e marcados conforme a ISPM-15, para que a embalagem de madeira seja liberada no destino.",
            icon: "boxes",
          },
          {
            title: "Fumigação no local",
            text: "Tratamento na sua fábrica ou armazém para estoques, pilhas e grandes lotes que não podem ser movimentados com facilidade.",
            icon: "map-pin",
          },
          {
            title: "Fumigação de mercadorias",
            text: "Grãos, leguminosas, especiarias, oleaginosas, algodão e outros produtos tratados de acordo com as exigências do país importador.",
            icon: "leaf",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Conformidade com a ISPM-15 e fitossanitária",
        paragraphs: [
          "A ISPM-15 é a norma internacional para embalagens de madeira no comércio exterior. Ela exige que paletes, engradados e escoramentos feitos de madeira bruta sejam tratados termicamente ou fumigados com brometo de metila e tragam a marca IPPC. Garantimos que cada componente de madeira do seu embarque seja tratado e marcado antes do carregamento.",
          "Produtos de origem vegetal normalmente também precisam de um certificado fitossanitário, emitido pelas autoridades de Quarentena Vegetal após inspeção. Coordenamos o tratamento, a inspeção e o pedido para que todos os seus certificados estejam prontos antes do cut-off do navio. Alguns destinos têm regras próprias sobre produtos químicos, dosagens ou prestadores de tratamento, por isso confirmamos as exigências do destino antes de agendar o tratamento.",
        ],
      },
      {
        kind: "steps",
        heading: "Como funciona a fumigação",
        items: [
          {
            title: "Agendamento e verificação das exigências",
            text: "Confirmamos a carga, as regras do destino e o tratamento e o certificado que elas exigem.",
          },
          {
            title: "Preparação",
            text: "O contêiner é vedado ou a pilha é coberta com uma lona estanque a gases, e placas de advertência são afixadas.",
          },
          {
            title: "Tratamento",
            text: "O fumigante é aplicado na dose exigida e mantido pelo tempo de exposição e na temperatura exigidos.",
          },
          {
            title: "Ventilação e eliminação dos gases",
            text: "A carga é arejada e os níveis de gás são medidos até que o manuseio seja seguro.",
          },
          {
            title: "Emissão do certificado",
            text: "Um certificado de fumigação com o produto químico, a dose, a duração e a temperatura é emitido para a aduana e para o seu comprador.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Segurança e registros",
        items: [
          "Técnicos treinados com equipamento de proteção completo",
          "Placas de advertência e acesso restrito durante o tratamento",
          "Monitoramento de gases antes da liberação da carga",
          "Registros de tratamento mantidos para cada serviço",
          "Cópias dos certificados disponíveis para auditorias e consultas de compradores",
        ],
      },
    ],
    cta: {
      heading: "Precisa de um certificado de fumigação?",
      text: "Informe a carga, o destino e a data do seu cut-off, e agendaremos o tratamento a tempo.",
      label: "Agende a fumigação",
    },
  },

  // 9 ─────────────────────────────────────────────────────────────────────
  {
    number: 9,
    title: "Suporte em documentação e conformidade",
    cardDescription:
      "Faturas, romaneios, declarações de exportação e certificados preparados e registrados no ICEGATE e no e-Sanchit, de acordo com as regras da aduana, da DGFT e do CBIC.",
    cardImages: [
      image(9, "a", "Pilha de documentos de embarque com um certificado de origem selado por cima"),
      image(9, "b", "Pessoa em uma mesa preenchendo formulários de comércio exterior na tela de um computador"),
    ],
    heroImages: [
      image(9, "a", "Pilha de documentos de embarque com um certificado de origem selado por cima"),
      image(9, "b", "Pessoa em uma mesa preenchendo formulários de comércio exterior na tela de um computador"),
    ],
    meta: {
      title: "Documentação de exportação e conformidade | Tarang Global Logistics",
      description:
        "Documentação de exportação e importação: faturas, shipping bills, certificados de origem, registros no ICEGATE e no e-Sanchit, AD Code, EPCG, RoDTEP e suporte a SEZ.",
      keywords: [
        "serviços de documentação de exportação",
        "registro ICEGATE e-Sanchit",
        "registro do AD Code",
        "certificado de origem",
        "incentivos RoDTEP EPCG Advance Authorisation",
        "conformidade DGFT",
      ],
    },
    intro: [
      "O comércio internacional ainda funciona à base de documentos, mesmo agora que a maioria deles é registrada online. Um único número errado em uma fatura, ou um certificado que não corresponde à declaração de exportação, pode reter a carga no porto ou custar a você um benefício à exportação.",
      "Nossa equipe de documentação prepara, confere e registra os documentos de que seus embarques precisam, mantém você em conformidade com as diretrizes da aduana, da DGFT e do CBIC e ajuda você a obter os incentivos à exportação a que tem direito.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Documentos de comércio exterior que preparamos",
        items: [
          {
            title: "Faturas comerciais",
            text: "Faturas com os valores, o Incoterm, os códigos HS e as declarações que a aduana e o banco do seu comprador esperam.",
            icon: "file-text",
          },
          {
            title: "Romaneios",
            text: "Conteúdo, pesos e dimensões volume a volume, em conformidade com a fatura e as marcas de embarque.",
            icon: "boxes",
          },
          {
            title: "Declarações de exportação (shipping bills)",
            text: "Declarações de exportação com os códigos de regime corretos, para que drawback, RoDTEP e outros benefícios sejam solicitados.",
            icon: "ship",
          },
          {
            title: "Certificados de origem",
            text: "Certificados preferenciais para reduções tarifárias previstas em acordos comerciais e certificados não preferenciais quando os compradores solicitam.",
            icon: "badge-check",
          },
          {
            title: "SDF",
            text: "O Statutory Declaration Form previsto na FEMA, que confirma que as receitas de exportação serão recebidas, registrado com a declaração de exportação.",
            icon: "clipboard-check",
          },
          {
            title: "FDS (MSDS)",
            text: "Fichas de dados de segurança (FDS) de produtos químicos e de outros produtos regulamentados, verificadas conforme as exigências do transportador.",
            icon: "search",
          },
          {
            title: "Declarações de cargas perigosas",
            text: "Declarações de mercadorias perigosas segundo o Código IMDG para o transporte marítimo e a regulamentação da IATA para o aéreo.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Registro eletrônico e cadastros",
        items: [
          {
            title: "Registros no ICEGATE",
            text: "Declarações de importação e de exportação e respostas às exigências da aduana registradas no Indian Customs EDI Gateway.",
            icon: "cpu",
          },
          {
            title: "Envios pelo e-Sanchit",
            text: "Documentos de suporte enviados digitalmente em cada registro, para que nenhuma cópia em papel precise chegar à aduana.",
            icon: "file-text",
          },
          {
            title: "Registro do AD Code",
            text: "O código de Authorised Dealer do seu banco registrado em cada porto de exportação que você utiliza, exigido antes que uma declaração de exportação possa ser registrada.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Em conformidade com as diretrizes da aduana, da DGFT e do CBIC",
        paragraphs: [
          "As regras mudam por meio de notificações aduaneiras, circulares do CBIC e alterações da Foreign Trade Policy publicadas pela DGFT. Acompanhamos essas mudanças e avisamos você quando alguma delas afeta seus produtos, suas alíquotas ou os documentos de que seus embarques precisam.",
          "Antes de cada registro, verificamos se descrições, classificações, valores e licenças estão coerentes em todos os documentos. Uma documentação consistente é a forma mais simples de evitar exigências, conferências e atrasos.",
        ],
      },
      {
        kind: "list",
        heading: "Regimes de incentivo à exportação que apoiamos",
        intro: "Preparamos os documentos e registros que esses regimes exigem e acompanhamos as obrigações que você assume com eles.",
        items: [
          "EPCG: importação de bens de capital com tributos reduzidos mediante compromisso de exportação",
          "Advance Authorisation: importação com isenção de tributos de insumos usados na fabricação de produtos de exportação",
          "RoDTEP: restituição de tributos e encargos embutidos, creditada em e-scrips transferíveis",
          "SEZ: documentação para embarques de e para unidades de Zonas Econômicas Especiais",
        ],
      },
    ],
    cta: {
      heading: "A documentação está travando você?",
      text: "Envie os dados do seu embarque, e nossa equipe de documentação vai preparar, conferir e registrar o que for necessário.",
      label: "Obtenha ajuda com a documentação",
    },
  },

  // 10 ────────────────────────────────────────────────────────────────────
  {
    number: 10,
    title: "Serviços de consultoria",
    cardDescription:
      "Consultoria aduaneira e em comércio exterior: códigos HS, análise tributária, regimes de incentivo, anuências BIS, FSSAI e de quarentena, impacto do GST e otimização de custos.",
    cardImages: [
      image(10, "a", "Consultores de logística discutindo gráficos ao redor de uma mesa com um globo"),
      image(10, "b", "Consultor apresentando em uma tela um gráfico de otimização de custos para a equipe de um cliente"),
    ],
    heroImages: [
      image(10, "a", "Consultores de logística discutindo gráficos ao redor de uma mesa com um globo"),
      image(10, "b", "Consultor apresentando em uma tela um gráfico de otimização de custos para a equipe de um cliente"),
    ],
    meta: {
      title: "Consultoria aduaneira e em comércio exterior | Tarang Global Logistics",
      description:
        "Consultoria aduaneira e em comércio exterior a partir de Navi Mumbai: classificação HS, análise tributária, RoDTEP e EPCG, anuências BIS e FSSAI, impacto do GST e redução de custos.",
      keywords: [
        "consultoria em comércio exterior",
        "consultor aduaneiro Mumbai",
        "classificação de código HS",
        "análise de impostos de importação",
        "anuência de importação BIS FSSAI",
        "otimização de custos logísticos",
      ],
    },
    intro: [
      "Muitos erros caros no comércio exterior acontecem antes de a carga se mover: o código HS errado, uma licença esquecida, um Incoterm que transfere custos para você ou um regime que ninguém solicitou. Nosso serviço de consultoria coloca a experiência das nossas equipes aduaneira e de frete à sua disposição antes que você assuma um compromisso.",
      "Trabalhamos com exportadores iniciantes que estão se estruturando e com importadores estabelecidos que estão revendo a forma como operam. Nossa orientação é prática e específica para seus produtos, portos e mercados, e a entregamos por escrito para que sua equipe possa colocá-la em prática.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Áreas de consultoria",
        items: [
          {
            title: "Orientação aduaneira e em comércio exterior",
            text: "Como as regras de importação e exportação se aplicam às suas mercadorias, do licenciamento e das restrições à Foreign Trade Policy.",
            icon: "globe",
          },
          {
            title: "Identificação do código HS",
            text: "Classificação correta dos seus produtos, que determina as alíquotas, as restrições e os benefícios dos regimes.",
            icon: "search",
          },
          {
            title: "Análise tributária",
            text: "Um detalhamento do imposto de importação básico, das sobretaxas, do IGST e de eventuais direitos antidumping, com as alíquotas preferenciais previstas em acordos comerciais.",
            icon: "coins",
          },
          {
            title: "Regimes de incentivo",
            text: "A quais regimes você tem direito entre RoDTEP, drawback, EPCG e Advance Authorisation, e como solicitá-los.",
            icon: "trending-up",
          },
          {
            title: "BIS, FSSAI, PQ e AQ",
            text: "As anuências e liberações de produto de que suas mercadorias precisam antes que a aduana as libere.",
            icon: "badge-check",
          },
          {
            title: "Registro nos portos",
            text: "Registros de IEC, AD Code e ICEGATE em ordem em todos os portos que você pretende utilizar.",
            icon: "map-pin",
          },
          {
            title: "Impacto do GST",
            text: "IGST na importação, crédito de imposto sobre insumos e exportação mediante Letter of Undertaking ou com restituição do IGST.",
            icon: "file-text",
          },
          {
            title: "Otimização de custos",
            text: "Uma revisão do seu custo de internação para encontrar economias em frete, tributos, armazenagem e taxas portuárias.",
            icon: "target",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Anuências regulatórias explicadas",
        paragraphs: [
          "Muitos produtos precisam da anuência de um órgão além da aduana antes de entrar na Índia. Eletrônicos e muitos bens industriais estão sujeitos a registro na BIS ou a Quality Control Orders, alimentos precisam da liberação de importação da FSSAI, plantas e produtos de origem vegetal precisam da liberação da Quarentena Vegetal (PQ), e produtos de origem animal precisam da liberação da Quarentena Animal (AQ).",
          "Informamos quais anuências se aplicam aos seus produtos, o que cada uma envolve e quanto tempo reservar para ela, para que a carga não chegue antes de a documentação estar pronta.",
        ],
      },
      {
        kind: "prose",
        heading: "Otimização de custos",
        paragraphs: [
          "O custo de internação vai além da tarifa de frete. Revisamos seus embarques de ponta a ponta: modal e rota, consolidação, Incoterms, planejamento tributário com base em acordos comerciais, armazenagem e as cobranças de demurrage e detention que se acumulam quando a carga fica parada.",
          "Você recebe um relatório curto com recomendações práticas, classificadas pela economia e pelo esforço que cada uma envolve.",
        ],
      },
      {
        kind: "steps",
        heading: "Como funciona uma consultoria",
        items: [
          { title: "Conversa inicial", text: "Conversamos sobre seus produtos, seus mercados e as perguntas que você precisa responder." },
          { title: "Análise de documentos", text: "Estudamos suas faturas, registros anteriores, contratos e os dados dos produtos." },
          { title: "Análise", text: "Nossos especialistas aduaneiros e de frete analisam classificação, tributos, regimes e custos." },
          { title: "Recomendações por escrito", text: "Você recebe por escrito conclusões claras e os próximos passos." },
          {
            title: "Acompanhamento",
            text: "Respondemos às suas dúvidas enquanto você coloca a orientação em prática e podemos executar o trabalho por você.",
          },
        ],
      },
    ],
    cta: {
      heading: "Tem uma dúvida de comércio exterior?",
      text: "Agende uma consultoria, e nossos especialistas vão analisar com você seus produtos, mercados e custos.",
      label: "Agende uma consultoria",
    },
  },

  // 11 ────────────────────────────────────────────────────────────────────
  {
    number: 11,
    title: "Logística reversa",
    cardDescription:
      "Devoluções coletadas, inspecionadas, triadas e encaminhadas ao melhor destino seguinte: revenda, reparo, reciclagem ou descarte responsável.",
    cardImages: [
      image(11, "a", "Pacotes devolvidos percorrendo um fluxo circular de setas, do cliente de volta ao armazém"),
      image(11, "b", "Bancada de trabalho onde produtos devolvidos são recondicionados e separados em lixeiras de reciclagem"),
    ],
    heroImages: [image(11, "a", "Pacotes devolvidos percorrendo um fluxo circular de setas, do cliente de volta ao armazém")],
    meta: {
      title: "Serviços de logística reversa | Tarang Global Logistics",
      description:
        "Logística reversa a partir de Navi Mumbai: gestão de devoluções, recondicionamento, reciclagem, trocas em garantia, reintegração ao estoque e recuperação de ativos em um único fluxo gerenciado.",
      keywords: [
        "logística reversa Índia",
        "gestão de devoluções",
        "recondicionamento e reparo de produtos",
        "reciclagem e descarte",
        "recuperação de ativos",
      ],
    },
    intro: [
      "Os produtos voltam por muitos motivos: um tamanho errado, um defeito na garantia, o fim de um contrato de locação ou o fim da vida útil de um produto. A forma como uma empresa lida com essas devoluções afeta seus custos, seus clientes e sua pegada ambiental.",
      "Nosso serviço de logística reversa coleta as mercadorias devolvidas, inspeciona e tria cada uma delas e encaminha cada item ao seu melhor destino seguinte, seja revenda, reparo, reciclagem ou descarte responsável. Você recebe um registro claro de cada item, e o estoque que pode ser vendido novamente volta rapidamente à sua cadeia de suprimentos.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Benefícios da logística reversa",
        items: [
          {
            title: "Redução de custos",
            text: "Coletas consolidadas e decisões rápidas sobre cada item reduzem os custos de transporte, armazenagem e baixas contábeis.",
            icon: "coins",
          },
          {
            title: "Sustentabilidade",
            text: "Reutilização, reparo e reciclagem mantêm produtos e materiais fora dos aterros.",
            icon: "leaf",
          },
          {
            title: "Recuperação de valor",
            text: "As mercadorias devolvidas são revendidas, recondicionadas ou desmontadas para aproveitamento de peças, em vez de serem baixadas como perda.",
            icon: "trending-up",
          },
          {
            title: "Eficiência",
            text: "Um processo definido substitui o manuseio improvisado, e as devoluções deixam de atrapalhar as operações de saída.",
            icon: "gauge",
          },
          {
            title: "Satisfação do cliente",
            text: "Coletas, reembolsos e substituições rápidos dão aos clientes confiança para comprar de novo.",
            icon: "users",
          },
          {
            title: "Informações a partir dos dados",
            text: "Os motivos de devolução e a classificação do estado dos itens mostram onde produto, embalagem ou entrega podem melhorar.",
            icon: "bar-chart",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Nossos serviços de logística reversa",
        items: [
          {
            title: "Gestão de devoluções",
            text: "Agendamento de coletas, verificação das autorizações de devolução e recebimento das devoluções de consumidores e varejistas.",
            icon: "package",
          },
          {
            title: "Recondicionamento e reparo",
            text: "Os itens reparáveis são consertados, testados e reembalados para revenda ou para o estoque de reposição.",
            icon: "wrench",
          },
          {
            title: "Reciclagem e descarte",
            text: "Os itens que não podem ser reutilizados são enviados a recicladores autorizados, com registro de como foram tratados.",
            icon: "recycle",
          },
          {
            title: "Processamento de garantias e trocas",
            text: "As solicitações de garantia são verificadas e as substituições são expedidas de acordo com a sua política.",
            icon: "badge-check",
          },
          {
            title: "Gestão de produtos em fim de vida",
            text: "Os produtos no fim da vida útil são coletados, desmontados e encaminhados para reutilização ou reciclagem.",
            icon: "refresh-cw",
          },
          {
            title: "Reintegração ao estoque",
            text: "As devoluções vendáveis são reembaladas, reetiquetadas e devolvidas ao estoque disponível.",
            icon: "boxes",
          },
          {
            title: "Recuperação de ativos",
            text: "Equipamentos, paletes e embalagens retornáveis são recuperados e reutilizados ou revendidos.",
            icon: "coins",
          },
          {
            title: "Otimização da cadeia de suprimentos reversa",
            text: "Analisamos os volumes, as rotas e as decisões de devolução para tornar todo o fluxo de devoluções mais rápido e mais barato.",
            icon: "route",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Nosso processo em cinco etapas",
        items: [
          {
            title: "Coleta",
            text: "Os itens devolvidos são coletados junto a consumidores, lojas ou distribuidores e consolidados em nossa instalação.",
          },
          {
            title: "Inspeção",
            text: "Cada item é verificado, classificado pelo estado e registrado com o respectivo motivo de devolução.",
          },
          {
            title: "Triagem",
            text: "Os itens são encaminhados para reintegração ao estoque, reparo, reciclagem ou descarte, de acordo com as suas regras.",
          },
          { title: "Processamento", text: "O reparo, a reembalagem, a reciclagem ou o descarte são realizados, e cada ação é registrada." },
          {
            title: "Reintegração",
            text: "O estoque e os materiais recuperados voltam à sua cadeia de suprimentos, e você recebe um relatório com o resultado.",
          },
        ],
      },
    ],
    cta: {
      heading: "Transforme devoluções em valor recuperado",
      text: "Fale conosco sobre seus volumes de devolução, e desenharemos um fluxo de logística reversa adequado ao seu negócio.",
      label: "Fale com nossa equipe",
    },
  },

  // 12 ────────────────────────────────────────────────────────────────────
  {
    number: 12,
    title: "Logística de cadeia fria",
    cardDescription:
      "Transporte e armazenagem com temperatura controlada para produtos farmacêuticos, alimentos e outras cargas sensíveis, monitorados em tempo real da doca à entrega.",
    cardImages: [
      image(12, "a", "Caminhão frigorífico com a unidade de refrigeração montada acima da cabine"),
      image(12, "b", "Câmara fria com caixas em porta-paletes e um display digital de temperatura na parede"),
    ],
    heroImages: [
      image(12, "a", "Caminhão frigorífico com a unidade de refrigeração montada acima da cabine"),
      image(12, "b", "Câmara fria com caixas em porta-paletes e um display digital de temperatura na parede"),
    ],
    meta: {
      title: "Logística de cadeia fria em Navi Mumbai | Tarang Global Logistics",
      description:
        "Logística de cadeia fria a partir de Navi Mumbai: transporte refrigerado, armazenagem frigorificada, monitoramento de temperatura em tempo real, mapeamento térmico e manuseio alinhado às BPD.",
      keywords: [
        "logística de cadeia fria Índia",
        "transporte refrigerado Mumbai",
        "armazenagem frigorificada",
        "cadeia fria farmacêutica",
        "monitoramento de temperatura",
        "logística de cargas perecíveis",
      ],
    },
    intro: [
      "Produtos farmacêuticos, vacinas, frutos do mar, laticínios, frutas e muitos químicos especiais perdem valor, ou se tornam inseguros, se saírem da sua faixa de temperatura, mesmo que por pouco tempo. Nosso serviço de cadeia fria os mantém dentro da faixa desde a doca do produtor até a porta do consignatário.",
      "Combinamos veículos refrigerados, armazenagem com temperatura controlada, embalagens adequadas e monitoramento contínuo, e registramos toda a viagem para que você possa demonstrar a órgãos reguladores e clientes que a cadeia nunca foi interrompida.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Vantagens da nossa cadeia fria",
        items: [
          {
            title: "Integridade do produto",
            text: "As mercadorias permanecem dentro da faixa especificada em todas as etapas, o que protege sua qualidade, potência e vida útil.",
            icon: "thermometer",
          },
          {
            title: "Visibilidade de ponta a ponta",
            text: "Você acompanha temperatura, localização e status da coleta à entrega.",
            icon: "search",
          },
          {
            title: "Segurança regulatória",
            text: "Registros de temperatura completos ficam prontos para auditorias, inspeções e consultas de clientes.",
            icon: "shield-check",
          },
          {
            title: "Menos perdas",
            text: "Menos desvios de temperatura significam menos cargas rejeitadas e menos produtos estragados.",
            icon: "leaf",
          },
          {
            title: "Resposta rápida",
            text: "Os alertas chegam à nossa equipe no momento em que uma leitura se desvia, para que a ação corretiva comece imediatamente.",
            icon: "clock",
          },
          {
            title: "Um único ponto de contato",
            text: "Transporte, armazenagem e monitoramento são gerenciados em conjunto por um único coordenador.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Nossos serviços de cadeia fria",
        items: [
          {
            title: "Transporte com temperatura controlada",
            text: "Caminhões frigoríficos e contêineres reefer ajustados e pré-resfriados na faixa do seu produto antes do carregamento.",
            icon: "truck",
          },
          {
            title: "Armazenagem frigorificada",
            text: "Armazenagem resfriada e congelada com registro contínuo de temperatura e energia de reserva.",
            icon: "snowflake",
          },
          {
            title: "Monitoramento em tempo real",
            text: "Registradores de dados e sensores informam a temperatura durante toda a viagem, com alertas em caso de qualquer desvio.",
            icon: "gauge",
          },
          {
            title: "Mapeamento térmico e validação",
            text: "Áreas de armazenagem e veículos são mapeados e validados para comprovar que mantêm a faixa exigida o tempo todo.",
            icon: "clipboard-check",
          },
          {
            title: "Conformidade regulatória",
            text: "Manuseio que segue as Boas Práticas de Distribuição (BPD) e apoia suas obrigações de BPF e perante a FDA dos EUA, com registros prontos para auditoria.",
            icon: "badge-check",
          },
          {
            title: "Distribuição de perecíveis",
            text: "Entregas rápidas e planejadas de alimentos, flores e outros perecíveis a distribuidores, varejistas e portos.",
            icon: "leaf",
          },
          {
            title: "Embalagem e isolamento térmico",
            text: "Embalagens isotérmicas, gelo em gel e materiais de mudança de fase escolhidos de acordo com o produto e a duração da viagem.",
            icon: "package",
          },
        ],
      },
      {
        kind: "list",
        heading: "Faixas de temperatura que operamos",
        items: [
          "Congelado: −18 °C ou menos",
          "Resfriado: de +2 °C a +8 °C",
          "Refrigerado: de +8 °C a +15 °C",
          "Temperatura ambiente controlada: de +15 °C a +25 °C",
        ],
      },
      {
        kind: "steps",
        heading: "Como protegemos seu embarque",
        items: [
          {
            title: "Planejamento",
            text: "Definimos com você a faixa de temperatura, a rota, a embalagem e o plano de contingência para o seu produto.",
          },
          {
            title: "Pré-condicionamento",
            text: "Veículos, contêineres e embalagens são levados à temperatura correta antes do carregamento.",
          },
          { title: "Carregamento", text: "A carga é carregada rapidamente, com exposição mínima, e os registradores são acionados." },
          { title: "Monitoramento", text: "Nossa equipe acompanha as leituras durante todo o percurso e age diante de qualquer alerta." },
          { title: "Entrega e relatório", text: "A carga é entregue e você recebe o registro completo de temperatura." },
        ],
      },
    ],
    cta: {
      heading: "Embarca mercadorias sensíveis à temperatura?",
      text: "Conte-nos sobre seu produto e sua faixa de temperatura, e nossa equipe de cadeia fria planejará uma viagem que o proteja.",
      label: "Fale com nossa equipe",
    },
  },
];
