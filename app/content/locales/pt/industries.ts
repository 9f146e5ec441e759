import type * as en from "../../industries";
import type { Industry } from "../../types";

const image = (id: string, alt: string): Industry["image"] => ({
  src: `/media/industries/${id}.svg`,
  width: 1200,
  height: 675,
  alt,
});

export const industries: typeof en.industries = [
  {
    id: "industrie1",
    title: "Químicos especiais",
    description:
      "Movimentação em conformidade de químicos especiais perigosos e não perigosos por via marítima, aérea e rodoviária, com documentação de cargas perigosas, ISO tanks, flexitanks e armazenagem licenciada.",
    image: image(
      "industrie1",
      "Ilustração de tambores de produtos químicos e IBCs prontos para embarque ao lado de um contêiner-tanque ISO",
    ),
    expertise: [
      "Químicos especiais raramente viajam como um único tipo de carga. Um mesmo exportador pode embarcar no mesmo mês um solvente da Classe 3, um corrosivo da Classe 8 e um intermediário não regulamentado, cada um com suas próprias regras de embalagem, rotulagem e aceitação pelo transportador. Lemos a ficha de dados de segurança (FDS/SDS) de cada produto antes da reserva, confirmamos o número ONU, a classe e o grupo de embalagem e preparamos a declaração de mercadorias perigosas IMDG e o certificado de estufagem do contêiner. Quando o armador precisa aprovar a carga perigosa antes de aceitá-la, enviamos a solicitação com antecedência para não perder a saída do navio.",
      "A embalagem é definida de acordo com o produto e o volume. Tambores, bombonas e IBCs viajam em contêineres padrão com escoramento e travamento adequados. Volumes maiores de líquidos seguem em contêineres-tanque ISO, enquanto líquidos não perigosos, como certos óleos, glicóis e aditivos, podem viajar em flexitanks a um custo menor por litro. Verificamos os certificados de limpeza dos tanques, o histórico de cargas anteriores e as exigências de aquecimento, e providenciamos equipamentos dedicados ou de grau alimentício quando a especificação do cliente exige.",
      "Na Índia, produtos da classe dos derivados de petróleo armazenados em quantidade exigem instalações licenciadas pela PESO, e os produtos químicos perigosos também são regidos pelas Manufacture, Storage and Import of Hazardous Chemical Rules, de 1989. Utilizamos armazéns devidamente licenciados e transporte rodoviário sinalizado, com motoristas treinados portando fichas de emergência TREM, entre as fábricas de Gujarat e Maharashtra e os portos de Nhava Sheva, Mundra e Hazira. Nossa equipe aduaneira cuida da classificação fiscal e do desembaraço, e cada embarque é rastreado até chegar ao consignatário.",
    ],
    cta: {
      title: "Precisa de apoio em logística química?",
      description: "Envie a FDS do seu produto e a rota, e nossa equipe orientará sobre embalagem, documentação e o equipamento adequado.",
      button: "Fale com nossa equipe",
    },
    meta: {
      title: "Logística de químicos especiais na Índia | Tarang Global Logistics",
      description:
        "Logística de produtos químicos perigosos e não perigosos a partir de Navi Mumbai: documentação IMDG, ISO tanks, flexitanks, armazenagem licenciada pela PESO e desembaraço aduaneiro.",
      keywords: [
        "logística de produtos químicos Índia",
        "transporte de cargas perigosas",
        "carga perigosa IMDG",
        "contêiner-tanque ISO",
        "transporte em flexitank",
        "armazém licenciado PESO",
      ],
    },
  },
  {
    id: "industrie2",
    title: "Farmacêutico",
    description:
      "Frete com temperatura controlada para medicamentos, IFAs e suprimentos para estudos clínicos, com rotas de 2–8 °C e 15–25 °C, registradores de dados e documentação regulatória em dia.",
    image: image(
      "industrie2",
      "Ilustração de embalagens térmicas farmacêuticas com um registrador de temperatura sobre um palete de carga aérea",
    ),
    expertise: [
      "A carga farmacêutica é avaliada tanto pelo seu registro de temperatura quanto pela data de chegada. Planejamos cada embarque em torno da condição de armazenamento indicada no rótulo do produto, normalmente de 2–8 °C para vacinas e biológicos ou de 15–25 °C para muitas formulações acabadas, e escolhemos de acordo entre embalagens térmicas passivas, contêineres ativos com temperatura controlada e contêineres reefer. Registradores de dados calibrados viajam com a carga, e compartilhamos as leituras baixadas com o embarcador após a entrega, para que qualquer desvio de temperatura possa ser avaliado com base nos dados de estabilidade do produto.",
      "As exportações farmacêuticas do oeste da Índia costumam sair pelo Aeroporto Internacional Chhatrapati Shivaji Maharaj, em Mumbai, onde a carga é entregue na área de exportação com temperatura controlada do terminal de carga aérea. Coordenamos coletas pré-condicionadas em fábricas de Maharashtra e Gujarat, reservamos companhias aéreas capazes de manter a carga na faixa de temperatura correta nos hubs de trânsito e programamos a entrega no terminal para que os embarques não fiquem esperando no pátio. No frete marítimo de produtos menos sensíveis, usamos contêineres reefer a partir de Nhava Sheva, com verificação do set point antes da estufagem.",
      "A documentação segue o órgão regulador e o destino. A importação de medicamentos e IFAs exige certificado de registro e licença de importação válidos da CDSCO, e verificamos esses documentos antes da chegada da carga para que o desembaraço no escritório portuário da CDSCO não fique retido. Na exportação, preparamos faturas, romaneios e certificados de análise conforme exigidos pelo comprador e pelo destino. Em todas as etapas, aplicamos os princípios das Boas Práticas de Distribuição: veículos limpos e qualificados, transferências controladas, cadeia de custódia documentada e comunicação imediata de qualquer desvio.",
    ],
    cta: {
      title: "Precisa de apoio em logística farmacêutica?",
      description:
        "Informe o produto, a faixa de armazenamento e o destino, e proporemos uma rota com a embalagem e o monitoramento adequados.",
      button: "Fale com a equipe farma",
    },
    meta: {
      title: "Logística farmacêutica na Índia | Tarang Global Logistics",
      description:
        "Logística farmacêutica com temperatura controlada a partir de Mumbai: rotas de 2–8 °C e 15–25 °C, registradores de dados, manuseio conforme as BPD e documentação de importação da CDSCO.",
      keywords: [
        "logística farmacêutica Índia",
        "cadeia fria Mumbai",
        "transporte 2–8 °C",
        "frete aéreo farmacêutico",
        "desembaraço de importação CDSCO",
        "boas práticas de distribuição",
      ],
    },
  },
  {
    id: "industrie3",
    title: "Automotivo e pneus",
    description:
      "Peças de entrada, kits CKD e SKD, pneus e veículos acabados movimentados no prazo, dos portos RoRo e de contêineres às entregas just-in-time nos portões das fábricas.",
    image: image(
      "industrie3",
      "Ilustração de pneus empilhados, engradados de peças e carros novos enfileirados para embarque em um navio RoRo",
    ),
    expertise: [
      "As cadeias de suprimentos automotivas funcionam com cronogramas de produção fixos, por isso planejamos o frete em torno da linha de montagem, e não do calendário do transportador. Para kits CKD e SKD importados, acordamos com os fornecedores as especificações de embalagem, os racks retornáveis e a etiquetagem por código de peça, e depois desembaraçamos e entregamos em sequência às fábricas do polo de Chakan, Talegaon e Pimpri-Chinchwad, nos arredores de Pune, e em outras regiões da Índia. Quando uma fábrica opera em just-in-time, mantemos um estoque de segurança em um armazém próximo e expedimos nas janelas de entrega acordadas com a equipe de almoxarifado.",
      "Veículos acabados para exportação seguem em navios roll-on/roll-off a partir de portos como Mumbai, Kamarajar Port, em Ennore, e Mundra, ou em contêineres no caso de volumes menores e unidades de alto valor. Providenciamos caminhões-cegonha até o porto, vistoria e registro de avarias a cada transferência, e os documentos de embarque e aduaneiros exigidos pelo armador e pelo destino. Motocicletas, tratores e equipamentos de construção são engradados, colocados em racks ou peados conforme o transportador e o manuseio no porto de destino.",
      "Os pneus normalmente são carregados a granel no piso do contêiner, entrelaçados ou empilhados para aproveitar ao máximo o espaço, e definimos o padrão de carregamento com o embarcador antes da estufagem. Pneus importados precisam ter certificação BIS segundo a ordem de controle de qualidade para pneus, por isso verificamos a marcação e os dados da licença antes de registrar a declaração de importação (bill of entry). Para peças de reposição e distribuição no mercado de pós-venda, operamos embarques menores e mais frequentes, com verificação cuidadosa dos códigos HS, já que um único embarque de peças costuma abranger muitas posições tarifárias.",
    ],
    cta: {
      title: "Precisa de apoio em logística automotiva?",
      description: "Envie seu cronograma de produção ou plano de exportação, e definiremos frete, desembaraço e janelas de entrega.",
      button: "Solicite apoio automotivo",
    },
    meta: {
      title: "Logística automotiva e de pneus na Índia | Tarang Global Logistics",
      description:
        "Logística automotiva na Índia: kits CKD e SKD, entregas just-in-time às fábricas da região de Pune, exportação de veículos RoRo, carregamento de pneus e verificações BIS na importação.",
      keywords: [
        "logística automotiva Índia",
        "kits CKD SKD",
        "transporte RoRo",
        "exportação de pneus",
        "entrega just-in-time Pune",
        "frete de autopeças",
      ],
    },
  },
  {
    id: "industrie4",
    title: "Agricultura e agroquímicos",
    description:
      "Logística para grãos, leguminosas, hortifrutícolas, sementes, fertilizantes e insumos agrícolas, com documentação fitossanitária, de fumigação e da APEDA em dia.",
    image: image(
      "industrie4",
      "Ilustração de sacos de juta e de polipropileno trançado com grãos e sacos de fertilizante ao lado de um contêiner",
    ),
    expertise: [
      "As exportações agrícolas da Índia dependem tanto da documentação correta quanto do frete. Ajudamos os exportadores com o certificado de registro e filiação da APEDA para os produtos listados, os certificados fitossanitários emitidos pela autoridade de Quarentena Vegetal, os certificados de origem e os testes de qualidade ou de resíduos exigidos pelo comprador. Para arroz, leguminosas, oleaginosas e alimentos processados, reservamos contêineres, providenciamos a inspeção no local de estufagem e coordenamos a fumigação por empresas credenciadas, para que o certificado corresponda ao contêiner e à data do tratamento.",
      "A escolha da embalagem afeta tanto o custo quanto a condição da carga. Grãos e oleaginosas costumam viajar em sacos de juta ou de polipropileno trançado, às vezes com liner, enquanto hortifrutícolas frescos, como uvas, romãs e mangas, exigem caixas ventiladas e contêineres reefer no set point correto. Verificamos a limpeza dos contêineres, furos e odores antes do carregamento, usamos forração de papel kraft e dessecantes contra a condensação em viagens longas e registramos a contagem e o peso dos sacos na estufagem para embasar eventuais reclamações de sinistro.",
      "A agricultura é sazonal, e os picos de colheita, como a temporada de uvas de Nashik e a chegada das safras rabi e kharif, concentram em poucas semanas a demanda por contêineres, caminhões e horários de fumigação; por isso planejamos a capacidade com os exportadores com antecedência. Do lado dos insumos, as importações de fertilizantes precisam atender às especificações da Fertiliser (Control) Order, e os insumos de pesticidas exigem registro no CIB&RC. Verificamos esses requisitos antes do embarque e distribuímos a partir de armazéns licenciados aos revendedores a tempo do calendário de plantio.",
    ],
    cta: {
      title: "Precisa de apoio em logística agrícola?",
      description: "Informe a cultura ou o insumo, o volume e o destino, e apresentaremos o plano de documentos, fumigação e contêineres.",
      button: "Fale com os especialistas agro",
    },
    meta: {
      title: "Logística agrícola e de agroquímicos | Tarang Global Logistics",
      description:
        "Logística de exportação agrícola e de insumos na Índia: documentação APEDA, certificados fitossanitários, fumigação de contêineres, hortifrutícolas em reefer e planejamento de capacidade na safra.",
      keywords: [
        "logística de exportação agrícola Índia",
        "documentação APEDA",
        "certificado fitossanitário",
        "fumigação de contêineres",
        "exportação de frutas em reefer",
        "importação de fertilizantes",
      ],
    },
  },
  {
    id: "industrie5",
    title: "Metais e ligas",
    description:
      "Bobinas, chapas, barras e tubos de aço e metais não ferrosos movimentados em contêiner e como carga break bulk, com planejamento de peso, peação segura e proteção contra corrosão.",
    image: image(
      "industrie5",
      "Ilustração de bobinas de aço sobre berços de madeira e feixes de barras cintados em um contêiner flat rack",
    ),
    expertise: [
      "A carga metálica é densa, por isso a maioria dos carregamentos atinge o limite de peso muito antes de ocupar todo o espaço. Planejamos cada contêiner ou caminhão em função da sua carga útil, dos limites de peso por eixo nas rodovias e da massa bruta verificada (VGM) exigida pela SOLAS, e distribuímos o peso para que o piso do contêiner não fique sobrecarregado em um único ponto. Bobinas laminadas a quente e a frio são carregadas com o furo voltado para a lateral ou para cima, sobre berços de madeira ou selas de aço, peadas nos pontos de amarração do contêiner e fotografadas antes do lacre das portas.",
      "Produtos longos, tubos, perfis estruturais e feixes que excedem as dimensões de um contêiner seguem em flat racks ou contêineres open top, ou como carga break bulk quando a rota permite. Providenciamos escoramento, peação dimensionada para a carga e uma vistoria de carregamento quando o comprador solicita. Lingotes, tarugos e catodos de cobre são paletizados ou cintados em feixes, e conferimos os números de corrida, as marcações e a contagem de feixes com o romaneio, para que o que chega corresponda ao certificado de qualidade da usina.",
      "A corrosão é um risco real no mar, onde as variações de temperatura provocam condensação dentro dos contêineres. Dependendo do produto, usamos embalagem VCI, sachês dessecantes, forros absorventes e proteção contra intempéries nos equipamentos abertos. Na importação, muitos produtos de aço exigem registro no Steel Import Monitoring System (SIMS) e conformidade com as ordens de controle de qualidade da BIS, enquanto produtos de cobre e alumínio exigem registro no Non-Ferrous Metal Import Monitoring System (NFMIMS). Verificamos esses requisitos antes da chegada da carga para evitar demurrage no porto.",
    ],
    cta: {
      title: "Precisa de apoio em logística de metais?",
      description: "Informe o produto, as dimensões e os pesos, e planejaremos o equipamento, a peação e a proteção para a rota.",
      button: "Solicite logística de metais",
    },
    meta: {
      title: "Logística de metais e ligas na Índia | Tarang Global Logistics",
      description:
        "Logística de aço e metais não ferrosos: carregamento de bobinas e feixes, flat racks, peação, proteção contra corrosão e verificações SIMS, NFMIMS e BIS na importação.",
      keywords: [
        "logística de metais Índia",
        "transporte de bobinas de aço",
        "carga em flat rack",
        "peação de carga",
        "proteção contra corrosão",
        "registro SIMS",
      ],
    },
  },
  {
    id: "industrie6",
    title: "Inseticidas e pesticidas",
    description:
      "Movimentação cuidadosa de pesticidas técnicos e formulados, com verificação do registro no CIB&RC, manuseio de cargas perigosas, segregação e armazenagem licenciada.",
    image: image(
      "industrie6",
      "Ilustração de tambores e caixas de pesticidas com rótulos de risco mantidos separados de outras cargas em um box de armazém",
    ),
    expertise: [
      "Inseticidas, fungicidas e herbicidas são regulamentados na Índia pelo Insecticides Act, de 1968, e nenhum produto pode ser importado, fabricado ou vendido sem registro no Central Insecticides Board and Registration Committee (CIB&RC). Antes de reservar uma importação, confirmamos que o importador possui registro válido para o produto técnico ou a formulação em questão e que os rótulos e as bulas seguem o formato aprovado. Na exportação, partimos das exigências de registro do comprador e da FDS do produto para montar um conjunto de documentos que o destino aceite.",
      "A maioria dos pesticidas é carga perigosa. Os princípios ativos de grau técnico e muitas formulações se enquadram na Classe 6.1, de substâncias tóxicas, os concentrados emulsionáveis à base de solvente podem ser líquidos inflamáveis da Classe 3, e muitos produtos também são poluentes marinhos segundo o Código IMDG. Classificamos cada produto com o embarcador, aplicamos as marcações e os rótulos corretos e seguimos as regras de segregação, para que os pesticidas nunca sejam acondicionados com alimentos, rações ou classes incompatíveis no mesmo contêiner, box de armazém ou caminhão.",
      "A armazenagem e o transporte terrestre exigem o mesmo cuidado. Utilizamos armazéns licenciados para o armazenamento de inseticidas, com áreas com bacia de contenção, kits de emergência para vazamentos e ventilação, e transporte rodoviário com motoristas treinados que portam fichas de emergência TREM e as informações de emergência do produto. A distribuição acompanha o calendário de plantio, por isso planejamos as posições de estoque antes da demanda das safras kharif e rabi e levamos a mercadoria aos depósitos estaduais e aos revendedores, registrando números de lote e datas de validade para que qualquer recall possa ser rastreado rapidamente.",
    ],
    cta: {
      title: "Precisa de apoio em logística de agroquímicos?",
      description:
        "Envie os dados de registro e a FDS do produto, e nossa equipe planejará embalagem, armazenagem e transporte em conformidade.",
      button: "Fale com a equipe de agroquímicos",
    },
    meta: {
      title: "Logística de inseticidas e pesticidas | Tarang Global Logistics",
      description:
        "Logística de pesticidas na Índia: verificação do registro no CIB&RC, manuseio de Classe 6.1 e poluentes marinhos, segregação, armazenagem licenciada e distribuição sazonal.",
      keywords: [
        "logística de pesticidas Índia",
        "transporte de agroquímicos",
        "registro CIB&RC",
        "segregação de cargas perigosas",
        "armazenagem de inseticidas",
        "transporte de poluentes marinhos",
      ],
    },
  },
  {
    id: "industrie7",
    title: "Polímeros",
    description:
      "Logística para grânulos de polímeros, resinas e masterbatch em sacaria e a granel, com paletização, proteção contra umidade e planejamento da carga do contêiner.",
    image: image(
      "industrie7",
      "Ilustração de paletes envoltos em filme stretch com sacos de grânulos de polímero e big bags dentro de um contêiner",
    ),
    expertise: [
      "A maioria dos polímeros viaja em grânulos, em sacos de 25 kg sobre paletes ou em big bags, e a forma de empilhamento afeta tanto as avarias quanto o custo do frete. Planejamos os padrões de carregamento para que cada contêiner aproveite ao máximo sua carga útil, paletizado ou carregado no piso, sem esmagar as camadas inferiores, e usamos stretch hood ou filme termoencolhível para manter os sacos estáveis durante o trânsito. A contagem de sacos, os números de lote e os grades são conferidos na estufagem com o romaneio, para que o consignatário possa receber por lote sem precisar reclassificar.",
      "A umidade é o principal risco de qualidade. Grades higroscópicos, como náilon, PET e policarbonato, perdem qualidade de processamento se absorverem água, e a condensação dentro de um contêiner pode molhar os sacos externos mesmo em viagens curtas. Usamos liners de contêiner, dessecantes e embalagens com barreira contra umidade quando o grade exige, evitamos deixar contêineres carregados sob a chuva das monções em pátios abertos e mantemos a armazenagem seca e coberta. Para movimentações a granel, podemos providenciar contêineres equipados com liners para granel, com descarga direta no silo do cliente.",
      "O comércio de polímeros na Índia conecta produtores de Gujarat e Maharashtra, importações por Nhava Sheva, Mundra e Chennai e uma ampla base de transformadores em polos industriais. Atuamos nas duas pontas: desembaraço de importação com classificação correta no Capítulo 39, verificação de qualquer ordem de controle de qualidade da BIS aplicável ao grade e distribuição nacional em cargas fracionadas para moldadores, fabricantes de filmes e compostadores. A armazenagem perto do porto permite que os clientes retirem o estoque em lotes menores, conforme a necessidade da produção.",
    ],
    cta: {
      title: "Precisa de apoio em logística de polímeros?",
      description: "Informe o grade, a embalagem e a rota, e planejaremos o carregamento, a proteção contra umidade e a entrega.",
      button: "Solicite apoio para polímeros",
    },
    meta: {
      title: "Logística de polímeros na Índia | Tarang Global Logistics",
      description:
        "Logística de polímeros e resinas na Índia: planejamento de carga de grânulos ensacados, paletização, proteção contra umidade, liners para granel, desembaraço de importação e estoque sob demanda.",
      keywords: [
        "logística de polímeros Índia",
        "transporte de grânulos plásticos",
        "desembaraço de importação de resinas",
        "paletização",
        "proteção contra umidade",
        "contêiner com liner para granel",
      ],
    },
  },
  {
    id: "industrie8",
    title: "Máquinas e ferramentas",
    description:
      "Logística para máquinas industriais, máquinas-ferramenta e peças de reposição, da embalagem em caixas de exportação e estudos de rota ao transporte de cargas excedentes e à entrega na fundação.",
    image: image(
      "industrie8",
      "Ilustração de uma máquina industrial engradada e peada em um flat rack, com uma carreta hidráulica ao lado",
    ),
    expertise: [
      "Máquinas são movimentadas em muitas formas, de uma única máquina CNC em uma caixa a uma linha de produção embarcada em dezenas de volumes. Começamos analisando desenhos, pesos e centros de gravidade e, em seguida, escolhemos entre contêineres padrão, open tops, flat racks e break bulk. A embalagem de exportação usa caixas de madeira tratada conforme a ISPM-15, com skids, proteção VCI e marcações de içamento claras, e cada volume é listado em um romaneio detalhado para que a aduana e a equipe do local possam associar as peças à sequência de montagem.",
      "Cargas excedentes (ODC) exigem planejamento bem antes de a máquina ficar pronta. Realizamos estudos de rota para verificar pontes, redes aéreas, raios de curva e condições das estradas entre o porto e o local de instalação, e providenciamos as licenças e escoltas exigidas pelas autoridades estaduais e pelas concessionárias de rodovias. Carretas hidráulicas modulares, guindastes e empilhadeiras são reservados para os pontos de carga e descarga, e planejamos a peação com correntes e tensores para que a carga permaneça segura em longos percursos rodoviários.",
      "Na importação, bens de capital são muitas vezes desembaraçados em regimes como o EPCG ou como importações de projeto registradas na aduana, e máquinas usadas exigem, no desembaraço, um certificado emitido por um engenheiro credenciado (chartered engineer). Preparamos os documentos de acordo com o regime escolhido e coordenamos com os engenheiros do fabricante a entrega na fundação. Para ferramentas e peças de reposição, oferecemos opções mais rápidas de frete aéreo e courier, para que uma parada na fábrica do cliente não precise esperar pelo próximo navio.",
    ],
    cta: {
      title: "Precisa movimentar máquinas pesadas?",
      description:
        "Informe as dimensões, os pesos e a localização do local de instalação, e planejaremos a embalagem, os equipamentos e a rota.",
      button: "Solicite logística de máquinas",
    },
    meta: {
      title: "Logística de máquinas e ferramentas na Índia | Tarang Global Logistics",
      description:
        "Logística de máquinas na Índia: embalagem de exportação conforme a ISPM-15, transporte de cargas excedentes (ODC), estudos de rota, flat racks, peação, EPCG e desembaraço de importações de projeto.",
      keywords: [
        "logística de máquinas Índia",
        "transporte de carga excedente",
        "carga de projeto",
        "embalagem de exportação em caixas de madeira",
        "estudo de rota",
        "transporte de cargas pesadas",
      ],
    },
  },
  {
    id: "industrie10",
    title: "Tintas",
    description:
      "Logística para tintas imobiliárias e industriais, revestimentos e suas matérias-primas, com manuseio de produtos inflamáveis, cuidado com tambores e baldes e distribuição aos revendedores.",
    image: image(
      "industrie10",
      "Ilustração de tambores de tinta e baldes paletizados com rótulos de líquido inflamável prontos para carregamento",
    ),
    expertise: [
      "Tintas à base de solvente, thinners, vernizes e muitos revestimentos são líquidos inflamáveis da Classe 3 das regras de cargas perigosas, frequentemente embarcados como UN 1263, tinta ou material relacionado a tintas. Confirmamos o número ONU, o ponto de fulgor e o grupo de embalagem a partir da FDS, verificamos se os embarques se enquadram como quantidades limitadas e preparamos a declaração IMDG para o frete marítimo ou a declaração do expedidor segundo a Regulamentação de Artigos Perigosos da IATA para o aéreo. Emulsões à base de água normalmente não são regulamentadas, mas confirmamos isso na FDS antes da reserva.",
      "As tintas viajam em tambores, baldes, latas e IBCs, e um vazamento ou amassado causa tanto perda de produto quanto contaminação de outras cargas. Paletizamos e envolvemos baldes e latas com filme stretch, carregamos os tambores em pé com as tampas para cima e usamos escoramento e barras de travamento para impedir movimentos dentro do contêiner. Os tambores são manuseados com garras próprias ou sobre paletes, nunca rolados, e cada carregamento é inspecionado quanto a embalagens com vazamento antes do lacre. Pigmentos, resinas e solventes são planejados junto com os produtos acabados.",
      "A armazenagem e o transporte terrestre seguem a mesma disciplina. Utilizamos armazéns com detecção e combate a incêndio e ventilação adequados a líquidos inflamáveis, mantemos o estoque da Classe 3 segregado de oxidantes e de outras mercadorias incompatíveis e enviamos veículos com motoristas treinados portando fichas de emergência TREM. A distribuição aos revendedores e às obras é feita em cargas fracionadas planejadas por rota, com atenção à exposição ao calor nos meses de verão, e devolvemos o estoque avariado ou vencido conforme as instruções do fabricante, para reprocessamento ou descarte.",
    ],
    cta: {
      title: "Precisa de apoio em logística de tintas?",
      description:
        "Informe os produtos, os tamanhos de embalagem e os destinos, e planejaremos armazenagem, embarque e entrega em conformidade.",
      button: "Fale com a equipe de tintas",
    },
    meta: {
      title: "Logística de tintas e revestimentos na Índia | Tarang Global Logistics",
      description:
        "Logística de tintas na Índia: documentação de produtos inflamáveis da Classe 3, manuseio de tambores e baldes, armazenagem segregada e distribuição aos revendedores por rota.",
      keywords: [
        "logística de tintas Índia",
        "transporte de produtos inflamáveis",
        "tinta UN 1263",
        "manuseio de tambores",
        "distribuição de revestimentos",
      ],
    },
  },
  {
    id: "industrie11",
    title: "Equipamentos médicos",
    description:
      "Manuseio cuidadoso de equipamentos de diagnóstico, de imagem e cirúrgicos, da verificação das licenças de importação à entrega pronta para instalação em hospitais e laboratórios.",
    image: image(
      "industrie11",
      "Ilustração de equipamentos de imagem engradados com indicadores de inclinação sendo entregues em um hospital",
    ),
    expertise: [
      "Equipamentos médicos são frágeis, valiosos e muitas vezes estão atrelados à data de comissionamento de um hospital. Planejamos cada embarque de acordo com as instruções de manuseio do fabricante, incluindo os limites de inclinação e de impacto, e usamos veículos com suspensão a ar, indicadores de impacto e de inclinação e caixas de proteção quando necessário. Sistemas de imagem, analisadores laboratoriais e monitores multiparamétricos são armazenados em áreas limpas e cobertas, e as unidades de alto valor viajam em veículos rastreados, com entregas assinadas em cada ponto da cadeia, para que a responsabilidade esteja sempre clara.",
      "O desembaraço de importação depende do dispositivo. Segundo as Medical Devices Rules, de 2017, dispositivos médicos exigem licença de importação da CDSCO, e equipamentos que emitem raios X, como tomógrafos, mamógrafos e aparelhos de radiografia, também precisam de aprovação do Atomic Energy Regulatory Board (AERB). Verificamos essas exigências antes do embarque, confirmamos os requisitos de rotulagem e preparamos a declaração de importação com a classificação correta, para que o equipamento não fique parado no porto enquanto os documentos são corrigidos.",
      "A entrega é planejada como a primeira etapa da instalação. Vistoriamos com antecedência o trajeto de acesso no hospital, as dimensões dos elevadores, a resistência do piso e a largura das portas, e providenciamos equipes de rigging, escaladores de escada ou guindastes para unidades pesadas, como sistemas de ressonância magnética e tomografia. O equipamento é desembalado na sala de instalação ou entregue aos engenheiros do fabricante, conforme combinado, o material de embalagem é retirado do local e coordenamos a logística reversa de unidades de demonstração e de itens enviados para reparo.",
    ],
    cta: {
      title: "Precisa de logística para equipamentos médicos?",
      description: "Envie a lista de equipamentos e os dados do local, e planejaremos o desembaraço e a entrega pronta para instalação.",
      button: "Fale com a equipe médica",
    },
    meta: {
      title: "Logística de equipamentos médicos na Índia | Tarang Global Logistics",
      description:
        "Logística de equipamentos médicos na Índia: verificações CDSCO e AERB na importação, transporte com monitoramento de impacto e entrega pronta para instalação em hospitais e laboratórios.",
      keywords: [
        "logística de equipamentos médicos Índia",
        "importação de dispositivos médicos",
        "licença de importação CDSCO",
        "aprovação AERB",
        "entrega de equipamentos hospitalares",
        "manuseio de carga frágil",
      ],
    },
  },
  {
    id: "industrie12",
    title: "Cosméticos",
    description:
      "Importação, armazenagem e distribuição de produtos para a pele, cabelos, perfumaria e maquiagem, com verificação do registro na CDSCO, manuseio cuidadoso e reposição para o e-commerce.",
    image: image(
      "industrie12",
      "Ilustração de caixas de potes de cuidados com a pele, frascos de perfume e estojos de maquiagem em uma prateleira de armazém",
    ),
    expertise: [
      "Os cosméticos importados na Índia precisam estar cobertos por um certificado de registro emitido pela CDSCO segundo as Cosmetics Rules, de 2020, e os produtos devem estar em conformidade com as normas BIS aplicáveis e com os requisitos de rotulagem. Verificamos o registro de cada marca e produto antes do embarque, confirmamos que os rótulos trazem os dados do importador e as declarações exigidas pelas Legal Metrology (Packaged Commodities) Rules, de 2011, e preparamos a declaração de importação para que o escritório portuário possa liberar a mercadoria sem exigências que gerem demurrage.",
      "Muitos cosméticos são sensíveis ao calor e ao manuseio. Cremes, batons e emulsões podem se separar ou amolecer com as temperaturas do verão indiano, por isso usamos armazenagem com temperatura controlada e planejamos o trânsito para evitar longas paradas no calor. Frascos de vidro e estojos precisam de proteção no nível da caixa e de uma paletização cuidadosa. Perfumes e aerossóis são frequentemente cargas perigosas, normalmente da Classe 3 ou da Classe 2, e preparamos as declarações e a embalagem que eles exigem para o frete aéreo e o marítimo.",
      "Muitas marcas de beleza vendem por seus próprios sites e em marketplaces, além das lojas físicas. Mantemos o estoque em um armazém alfandegado ou nacional, fazemos picking e packing por SKU e enviamos os lotes de reposição aos centros de fulfillment dos marketplaces nos horários de agendamento que eles definem, com etiquetas e códigos de barras conforme suas especificações. Os números de lote e as datas de validade são controlados em todo o armazém, para que o estoque saia pelo critério FEFO (primeiro a vencer, primeiro a sair) e qualquer recall possa ser rastreado rapidamente.",
    ],
    cta: {
      title: "Precisa de apoio em logística de cosméticos?",
      description: "Conte-nos sobre sua linha de produtos e seus canais de venda, e planejaremos desembaraço, armazenagem e reposição.",
      button: "Fale com a equipe de cosméticos",
    },
    meta: {
      title: "Logística de cosméticos na Índia | Tarang Global Logistics",
      description:
        "Logística de cosméticos na Índia: verificação do registro de importação na CDSCO, revisão de rotulagem, armazenagem com controle de temperatura e reposição para marketplaces de e-commerce.",
      keywords: [
        "logística de cosméticos Índia",
        "registro de importação de cosméticos",
        "CDSCO cosméticos",
        "fulfillment e-commerce de beleza",
        "armazenagem com temperatura controlada",
      ],
    },
  },
  {
    id: "industrie13",
    title: "Especiarias",
    description:
      "Logística de exportação de especiarias inteiras e moídas, com registro no Spices Board, testes pré-embarque, controle de umidade e fumigação de contêineres em dia.",
    image: image(
      "industrie13",
      "Ilustração de sacos de juta com pimentas, cúrcuma e pimenta-do-reino sendo carregados em um contêiner forrado",
    ),
    expertise: [
      "A exportação de especiarias depende tanto da documentação quanto do produto. Os exportadores precisam do Certificate of Registration as Exporter of Spices (CRES), emitido pelo Spices Board, e muitos destinos e compradores exigem testes pré-embarque de resíduos de pesticidas, aflatoxinas, óxido de etileno ou carga microbiana em laboratórios acreditados. Coordenamos a amostragem e os testes para que os resultados estejam em mãos antes do cut-off do navio, e preparamos certificados fitossanitários, certificados de origem e certificados sanitários conforme exigido pelo destino.",
      "Compradores dos Estados Unidos costumam especificar os padrões de limpeza da ASTA, que fixam limites para matérias estranhas, danos por insetos e mofo, enquanto compradores europeus verificam os níveis de aflatoxina e ocratoxina em relação aos limites da UE. Ambos estão estreitamente ligados à umidade. Verificamos se os contêineres estão limpos, secos e sem odores, forramos com papel kraft e usamos dessecantes para limitar a condensação em viagens longas. A carga é estufada depois de confirmada a secagem, e evitamos ao máximo carregar sob a chuva das monções.",
      "Especiarias inteiras, como pimentas, cúrcuma, cominho e pimenta-do-reino, muitas vezes são fumigadas no contêiner antes do embarque para controlar as pragas de produtos armazenados. Providenciamos a fumigação por empresas aprovadas pela autoridade de Quarentena Vegetal, normalmente com fosfeto de alumínio ou, quando o destino especifica, com brometo de metila, e garantimos que o certificado, o número do contêiner e a data do tratamento correspondam. Das regiões produtoras de Kerala, Andhra Pradesh, Tamil Nadu, Gujarat e Rajasthan, encaminhamos a carga por Kochi, Chennai, Mundra ou Nhava Sheva, de acordo com a rota do comprador.",
    ],
    cta: {
      title: "Precisa de apoio na exportação de especiarias?",
      description: "Informe a especiaria, a quantidade e o destino, e planejaremos os testes, a fumigação e o embarque.",
      button: "Fale com a equipe de especiarias",
    },
    meta: {
      title: "Logística de exportação de especiarias na Índia | Tarang Global Logistics",
      description:
        "Logística de exportação de especiarias: registro no Spices Board, testes pré-embarque, exigências de qualidade ASTA e da UE, controle de umidade e fumigação de contêineres a partir da Índia.",
      keywords: [
        "logística de exportação de especiarias",
        "registro CRES no Spices Board",
        "padrões de limpeza ASTA",
        "controle de aflatoxinas",
        "fumigação de contêineres",
        "certificado fitossanitário",
      ],
    },
  },
  {
    id: "industrie14",
    title: "Estações de tratamento de água",
    description:
      "Apoio logístico para equipamentos de estações, produtos químicos de tratamento e componentes de manutenção, de bombas e membranas a skids e vasos entregues no local da obra.",
    image: image(
      "industrie14",
      "Ilustração de bombas, carcaças de membranas e um skid de tratamento pré-montado ao lado de tambores de produtos químicos",
    ),
    expertise: [
      "As estações de tratamento de água e de efluentes reúnem cargas de muitos fornecedores: bombas e motores, vasos de pressão, filtros, mecanismos de decantadores, tubos e válvulas, painéis de controle e skids pré-montados. Gerenciamos tudo isso como um único projeto, consolidando os embarques de fornecedores estrangeiros e nacionais, acompanhando cada volume em relação à lista de materiais do projeto e entregando na obra na ordem de que a equipe de montagem precisa. Quando os equipamentos são importados segundo as Project Import Regulations, ajudamos a registrar o contrato na aduana para que a estação possa ser desembaraçada sob uma única classificação.",
      "As membranas de osmose reversa e de ultrafiltração exigem cuidados especiais. Muitas vezes são embarcadas úmidas, em solução conservante dentro de sacos lacrados, e não podem congelar, secar nem ficar sob sol direto; por isso as mantemos dentro das temperaturas de armazenamento indicadas pelo fabricante e fora de pátios abertos. Vasos grandes, tanques de PRFV e skids costumam ser cargas excedentes, e para eles realizamos estudos de rota, planejamos flat racks ou carretas e providenciamos guindastes em obras que frequentemente têm acesso limitado.",
      "Os produtos químicos de tratamento circulam durante toda a vida útil de uma estação, e não apenas no comissionamento. O hipoclorito de sódio e o cloreto férrico são cargas corrosivas da Classe 8, alguns tipos de carvão ativado são regulamentados como sólidos sujeitos a autoaquecimento, e anti-incrustantes e polieletrólitos exigem armazenagem seca e estável. Classificamos cada produto químico a partir da sua FDS, providenciamos embalagem e transporte em conformidade e programamos entregas recorrentes de produtos químicos, membranas de reposição e peças sobressalentes às estações em operação, para que os operadores não fiquem sem insumos.",
    ],
    cta: {
      title: "Precisa de logística para equipamentos ou produtos químicos de estações?",
      description:
        "De bombas e membranas a produtos químicos de tratamento, planejamos cada embarque para chegar à sua obra quando o projeto precisar.",
      button: "Fale com a equipe de projetos",
    },
    meta: {
      title: "Logística para estações de tratamento de água | Tarang Global Logistics",
      description:
        "Logística de projetos para estações de tratamento de água na Índia: bombas, membranas de osmose reversa, vasos e skids, entrega de cargas excedentes na obra e fornecimento de produtos químicos de tratamento.",
      keywords: [
        "logística de projetos de tratamento de água",
        "transporte de membranas de osmose reversa",
        "carga de projeto Índia",
        "transporte de bombas e skids",
        "transporte de produtos químicos de tratamento",
        "registro de importação de projeto",
      ],
    },
  },
];
