import type * as en from "../../green";
import type { MediaImage } from "../../types";

const art = (name: string, alt: string): MediaImage => ({ src: `/media/green/${name}.svg`, alt, width: 800, height: 500 });

export const greenMeta: typeof en.greenMeta = {
  title: "Logística verde e roteiro de sustentabilidade | Tarang Global Logistics",
  description:
    "Nosso roteiro verde: 30% menos emissões de carbono até 2030, 25% de veículos elétricos na última milha até 2032 e 50% mais eficiência energética até 2028, a partir da nossa base em Navi Mumbai.",
  keywords: [
    "logística verde Índia",
    "agenciamento de cargas sustentável",
    "entrega de última milha elétrica Mumbai",
    "armazém com eficiência energética Navi Mumbai",
    "redução de carbono na logística",
    "transporte de baixo carbono",
  ],
};

export const greenHero: typeof en.greenHero = {
  eyebrow: "Logística verde",
  title: "Movimentando o comércio da Índia com uma pegada mais leve",
  lead: "Cargas mais completas, veículos mais limpos e armazéns eficientes: nosso roteiro para reduzir o carbono de cada embarque que operamos, com metas que publicamos e sobre as quais prestamos contas todos os anos.",
  action: "Estime o CO₂ do seu embarque",
};

export const roadmap: typeof en.roadmap = {
  title: "Nossa missão e roteiro verde",
  missionLabel: "Nossa missão",
  mission:
    "Movimentar as cargas dos nossos clientes com o mínimo de carbono, combustível e desperdício que o serviço permite, sem abrir mão da confiabilidade com que eles contam.",
  intro:
    "Três metas com prazo, medidas em relação às nossas operações de 2023, transformam essa missão em um trabalho verificável. Revisamos o progresso a cada trimestre e o publicamos uma vez por ano.",
  image: art("ev-fleet", "Vans elétricas de entrega sendo recarregadas sob uma cobertura solar antes das rotas urbanas"),
  targets: [
    {
      figure: "30%",
      year: 2030,
      title: "Reduzir as emissões de carbono",
      text: "Reduzir nossas emissões de carbono em 30% até 2030 com caminhões e contêineres mais cheios, cargas de retorno planejadas, motores com melhor manutenção e ferrovia nos trechos terrestres até o JNPT quando os horários permitirem.",
      icon: "leaf",
    },
    {
      figure: "25%",
      year: 2032,
      title: "Última milha elétrica",
      text: "Eletrificar 25% da nossa frota de última milha até 2032, começando pelas rotas urbanas curtas e previsíveis entre nosso armazém, os terminais de contêineres (CFS) e os clientes em Mumbai e Pune.",
      icon: "zap",
    },
    {
      figure: "50%",
      year: 2028,
      title: "Eficiência energética",
      text: "Melhorar em 50% a eficiência energética da nossa armazenagem até 2028 com energia solar no telhado, iluminação LED com sensores de presença, empilhadeiras elétricas e uma revisão energética do edifício todos os anos.",
      icon: "lightbulb",
    },
  ],
};

export const sustainabilityCommitment: typeof en.sustainabilityCommitment = {
  title: "Nosso compromisso com a sustentabilidade",
  paragraphs: [
    "Para nós, sustentabilidade faz parte do planejamento do frete, não é um programa à parte. O embarque mais verde costuma ser também o mais eficiente: um contêiner cheio em vez de dois pela metade, uma rota sem quilômetros de retorno vazio, uma carga embalada para viajar uma única vez e chegar sem avarias.",
    "Medimos antes de prometer. Acompanhamos o combustível e a eletricidade que nossos próprios caminhões e nosso armazém consomem, estimamos as emissões dos embarques dos clientes sob demanda e informamos todos os anos o progresso do nosso roteiro. Quando uma opção de menor carbono custa mais ou leva mais tempo, nós a apresentamos ao lado da cotação padrão e deixamos a decisão com você.",
  ],
  practicesTitle: "Como isso se traduz em um embarque",
  practices: [
    "Grupagem e consolidação de cargas, para que menos caminhões e contêineres parcialmente vazios saiam pelo portão.",
    "Ferrovia nos trechos terrestres de contêineres até o JNPT quando os prazos de trânsito permitem, em vez de longos percursos rodoviários.",
    "Paletes e materiais de escoramento reutilizáveis, com madeira tratada termicamente conforme a ISPM-15 nas embalagens de exportação.",
    "Registros sem papel pelo ICEGATE e pelo e-Sanchit, e comprovante de entrega digital.",
  ],
  image: art("leaf-route", "Mapa da rota de um caminhão de entrega seguindo um trajeto otimizado entre dois pontos"),
};

export const scalesWithUs: typeof en.scalesWithUs = {
  title: "Sustentabilidade que cresce conosco",
  intro:
    "À medida que nossos volumes crescem, a pegada de cada embarque precisa diminuir. Estes três princípios fazem parte da forma como expandimos, e não são acrescentados depois.",
  image: art("solar-warehouse", "Armazém com painéis solares no telhado, turbinas eólicas e uma van elétrica no ponto de recarga"),
  items: [
    {
      title: "Armazenagem com eficiência energética",
      text: "Nosso armazém em Navi Mumbai usa energia solar do telhado durante o dia, com iluminação LED de alto pé-direito, ventilação natural e empilhadeiras elétricas a bateria. Cada nova instalação que acrescentamos é planejada com o mesmo padrão.",
      icon: "warehouse",
    },
    {
      title: "Operações que poupam recursos",
      text: "Roteirização que evita quilômetros vazios, manutenção que mantém os caminhões no consumo de combustível especificado, materiais de embalagem reutilizáveis e documentos digitais em vez de arquivos impressos.",
      icon: "recycle",
    },
    {
      title: "Integração gradual",
      text: "Introduzimos veículos elétricos, capacidade solar e embalagens mais verdes passo a passo, comprovando cada medida em rotas reais antes de ampliá-la, para que o serviço e os preços continuem confiáveis enquanto as emissões caem.",
      icon: "trending-up",
    },
  ],
};

export const calculatorTeaser: typeof en.calculatorTeaser = {
  title: "Quanto CO₂ seu embarque emite?",
  text: "Compare a mesma carga por via aérea, rodoviária e marítima em poucos segundos com nossa calculadora de emissões.",
  label: "Abrir a calculadora de CO₂",
};

export const greenCta: typeof en.greenCta = {
  heading: "Planeje conosco um embarque de menor carbono",
  text: "Informe sua carga e suas rotas; sugeriremos opções de consolidação, modal e roteamento com custo, prazo de trânsito e emissões estimadas lado a lado.",
  label: "Fale com nossa equipe",
};

export const co2Meta: typeof en.co2Meta = {
  title: "Calculadora de CO₂ para frete aéreo, rodoviário e marítimo | Tarang Global Logistics",
  description:
    "Estime o CO₂ de um embarque a partir da distância, do peso da carga e do modal de transporte, e compare aéreo, rodoviário e marítimo lado a lado. Gratuita, instantânea e sem cadastro.",
  keywords: [
    "calculadora de emissões de CO2",
    "calculadora de carbono do frete",
    "emissões do transporte de cargas Índia",
    "fator de emissão tonelada-km",
    "emissões frete aéreo vs marítimo",
    "CO2 transporte rodoviário",
  ],
};

export const co2Hero: typeof en.co2Hero = {
  eyebrow: "Logística verde",
  title: "Calculadora de emissões de CO₂",
  lead: "Estime o dióxido de carbono emitido ao transportar sua carga por via aérea, rodoviária ou marítima e veja o quanto a escolha do modal faz diferença.",
};

export const co2Explainer: typeof en.co2Explainer = {
  title: "Como funciona a estimativa",
  paragraphs: [
    "Informe a distância que sua carga percorre em quilômetros, quanto ela pesa em toneladas e como ela é transportada. A calculadora multiplica os três valores: distância × peso × fator de emissão, o que resulta em quilogramas de CO₂.",
    "Uma tonelada-km corresponde a uma tonelada de carga transportada por um quilômetro. Transportar 2 toneladas por 1.000 km por rodovia equivale a 2.000 toneladas-km; a 0,15 kg de CO₂ por tonelada-km, isso resulta em 300 kg de CO₂.",
  ],
  factorsCaption: "Fatores de emissão utilizados",
  factorsUnit: "kg de CO₂ por tonelada-km",
  typicalUse: {
    air: "Cargas urgentes ou de alto valor, amostras, peças de reposição",
    road: "Entregas nacionais, transferências de porto e aeroporto",
    sea: "Contêineres e granéis em rotas internacionais",
  },
  basis:
    "Base: médias indicativas tank-to-wheel em kg de CO₂ por tonelada-km, considerando apenas o combustível queimado pela aeronave, pelo caminhão ou pelo navio. A produção do combustível (well-to-tank), as viagens de retorno vazias, a movimentação em terminais e a armazenagem não estão incluídas; portanto, use o resultado para comparar opções, e não para relatórios de carbono, que exigem um método well-to-wheel, como a ISO 14083 ou o GLEC Framework, com dados específicos da rota.",
};

export const co2Tips: typeof en.co2Tips = {
  title: "Formas de reduzir esse número",
  items: [
    {
      title: "Prefira o marítimo quando o prazo permitir",
      text: "Por tonelada-km, o frete marítimo emite cerca de um trigésimo do frete aéreo. Planejar os pedidos algumas semanas antes muitas vezes permite passar a carga do aéreo para o marítimo.",
      icon: "ship",
    },
    {
      title: "Encha o contêiner",
      text: "Consolidar cargas fracionadas em caminhões e contêineres completos reduz os quilômetros rodados por tonelada. Nosso serviço de grupagem reúne cargas com as mesmas rotas.",
      icon: "boxes",
    },
    {
      title: "Embale de forma mais leve e inteligente",
      text: "Caixas do tamanho certo, paletes mais leves e um empilhamento melhor reduzem o peso e o volume embarcados e, com eles, as emissões e o valor do frete.",
      icon: "package",
    },
  ],
  greenLink: "Veja nosso roteiro verde",
};

export const co2Cta: typeof en.co2Cta = {
  heading: "Quer uma rota de menor carbono para sua carga?",
  text: "Compartilhe os dados do seu embarque e compararemos modais, rotas e opções de consolidação com seus custos, prazos de trânsito e emissões.",
  label: "Planeje um embarque mais verde",
};

export const greenPage: typeof en.greenPage = {
  meta: greenMeta,
  hero: greenHero,
  roadmap,
  commitment: sustainabilityCommitment,
  scales: scalesWithUs,
  calculatorTeaser,
  cta: greenCta,
};

export const co2Page: typeof en.co2Page = {
  meta: co2Meta,
  hero: co2Hero,
  explainer: co2Explainer,
  tips: co2Tips,
  cta: co2Cta,
};
