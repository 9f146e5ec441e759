import type * as en from "../../green";
import type { MediaImage } from "../../types";

const art = (name: string, alt: string): MediaImage => ({ src: `/media/green/${name}.svg`, alt, width: 800, height: 500 });

export const greenMeta: typeof en.greenMeta = {
  title: "Logística verde y hoja de ruta de sostenibilidad | Tarang Global Logistics",
  description:
    "Nuestra hoja de ruta verde: un 30 % menos de emisiones de carbono para 2030, un 25 % de vehículos eléctricos de última milla para 2032 y un 50 % más de eficiencia energética para 2028, desde nuestra base en Navi Mumbai.",
  keywords: [
    "logística verde India",
    "transitario sostenible",
    "entrega de última milla eléctrica Mumbai",
    "almacén energéticamente eficiente Navi Mumbai",
    "reducción de emisiones en logística",
    "transporte de carga bajo en carbono",
  ],
};

export const greenHero: typeof en.greenHero = {
  eyebrow: "Logística verde",
  title: "Movemos el comercio de la India con una huella más ligera",
  lead: "Cargas más completas, vehículos más limpios y almacenes eficientes: nuestra hoja de ruta para reducir el carbono de cada envío que gestionamos, con objetivos que publicamos y sobre los que informamos cada año.",
  action: "Calcule el CO₂ de su envío",
};

export const roadmap: typeof en.roadmap = {
  title: "Nuestra misión y hoja de ruta verde",
  missionLabel: "Nuestra misión",
  mission:
    "Mover la carga de nuestros clientes con tan poco carbono, combustible y residuos como permita el trabajo, sin renunciar a la fiabilidad con la que cuentan.",
  intro:
    "Tres objetivos con fecha, medidos con respecto a nuestras operaciones de 2023, convierten esa misión en un trabajo que podemos verificar. Revisamos los avances cada trimestre y los publicamos una vez al año.",
  image: art("ev-fleet", "Furgonetas eléctricas de reparto cargando bajo una marquesina solar antes de sus rutas urbanas"),
  targets: [
    {
      figure: "30 %",
      year: 2030,
      title: "Reducir las emisiones de carbono",
      text: "Reducir nuestras emisiones de carbono un 30 % para 2030 mediante camiones y contenedores más llenos, cargas de retorno planificadas, motores mejor mantenidos y el ferrocarril para los trayectos interiores hasta JNPT cuando los horarios lo permitan.",
      icon: "leaf",
    },
    {
      figure: "25 %",
      year: 2032,
      title: "Última milla eléctrica",
      text: "Electrificar el 25 % de nuestra flota de última milla para 2032, empezando por las rutas urbanas cortas y previsibles entre nuestro almacén, las estaciones de carga de contenedores y los clientes de Mumbai y Pune.",
      icon: "zap",
    },
    {
      figure: "50 %",
      year: 2028,
      title: "Eficiencia energética",
      text: "Mejorar un 50 % la eficiencia energética de nuestro almacenaje para 2028 con paneles solares en la cubierta, iluminación LED con sensores de movimiento, carretillas elevadoras eléctricas y una revisión energética del edificio cada año.",
      icon: "lightbulb",
    },
  ],
};

export const sustainabilityCommitment: typeof en.sustainabilityCommitment = {
  title: "Nuestro compromiso con la sostenibilidad",
  paragraphs: [
    "Para nosotros, la sostenibilidad forma parte de cómo se planifica el transporte, no es un programa aparte. El envío más ecológico suele ser también el más eficiente: un contenedor lleno en lugar de dos medio vacíos, una ruta sin kilómetros de retorno en vacío, una carga embalada para viajar una sola vez y llegar sin daños.",
    "Medimos antes de prometer. Registramos el combustible y la electricidad que consumen nuestros propios camiones y nuestro almacén, estimamos las emisiones de los envíos de los clientes a petición e informamos cada año de los avances de nuestra hoja de ruta. Cuando una opción con menos carbono cuesta más o tarda más, se la mostramos junto a la cotización estándar y usted decide.",
  ],
  practicesTitle: "Cómo se traduce en un envío",
  practices: [
    "Consolidación de carga (grupaje), para que salgan menos camiones y contenedores a medio llenar.",
    "Ferrocarril para los trayectos interiores de contenedores hasta JNPT cuando los tiempos de tránsito lo permiten, en lugar de largos recorridos por carretera.",
    "Palés y materiales de estiba reutilizables, con madera tratada térmicamente conforme a ISPM-15 para el embalaje de exportación.",
    "Presentación de documentos sin papel a través de ICEGATE y e-Sanchit, y comprobante de entrega digital.",
  ],
  image: art("leaf-route", "Mapa de la ruta de un camión de reparto que sigue un trayecto optimizado entre dos puntos"),
};

export const scalesWithUs: typeof en.scalesWithUs = {
  title: "Una sostenibilidad que crece con nosotros",
  intro:
    "A medida que crecen nuestros volúmenes, la huella de cada envío tiene que disminuir. Estos tres principios forman parte de cómo nos expandimos, no se añaden después.",
  image: art(
    "solar-warehouse",
    "Almacén con paneles solares en la cubierta, aerogeneradores y una furgoneta eléctrica en su punto de carga",
  ),
  items: [
    {
      title: "Almacenaje energéticamente eficiente",
      text: "Nuestro almacén de Navi Mumbai se abastece durante el día de paneles solares en la cubierta, con iluminación LED de gran altura, ventilación natural y carretillas elevadoras eléctricas de batería. Cada nueva instalación que añadimos se planifica con el mismo estándar.",
      icon: "warehouse",
    },
    {
      title: "Operaciones que cuidan los recursos",
      text: "Planificación de rutas que evita los kilómetros en vacío, un mantenimiento que conserva el consumo nominal de combustible de los camiones, materiales de embalaje reutilizables y documentos digitales en lugar de expedientes impresos.",
      icon: "recycle",
    },
    {
      title: "Integración gradual",
      text: "Incorporamos vehículos eléctricos, capacidad solar y embalajes más ecológicos paso a paso, probando cada uno en rutas reales antes de ampliarlo, para que el servicio y los precios sigan siendo fiables mientras bajan las emisiones.",
      icon: "trending-up",
    },
  ],
};

export const calculatorTeaser: typeof en.calculatorTeaser = {
  title: "¿Cuánto CO₂ emite su envío?",
  text: "Compare en pocos segundos la misma carga por vía aérea, por carretera y por mar con nuestra calculadora de emisiones.",
  label: "Abrir la calculadora de CO₂",
};

export const greenCta: typeof en.greenCta = {
  heading: "Planifique con nosotros un envío con menos carbono",
  text: "Indíquenos su carga y sus rutas; le propondremos opciones de consolidación, modo de transporte y ruta, con su coste, tiempo de tránsito y emisiones estimadas, una junto a otra.",
  label: "Hable con nuestro equipo",
};

export const co2Meta: typeof en.co2Meta = {
  title: "Calculadora de CO₂ para transporte aéreo, por carretera y marítimo | Tarang Global Logistics",
  description:
    "Calcule el CO₂ de un envío a partir de la distancia, el peso de la carga y el modo de transporte, y compare el transporte aéreo, por carretera y marítimo. Gratis, al instante y sin registro.",
  keywords: [
    "calculadora de emisiones de CO2",
    "calculadora de huella de carbono del transporte",
    "emisiones del transporte de mercancías India",
    "factor de emisión por tonelada-km",
    "emisiones flete aéreo vs marítimo",
    "CO2 transporte por carretera",
  ],
};

export const co2Hero: typeof en.co2Hero = {
  eyebrow: "Logística verde",
  title: "Calculadora de emisiones de CO₂",
  lead: "Calcule el dióxido de carbono que se emite al transportar su carga por vía aérea, por carretera o por mar, y vea cuánto cambia según el modo elegido.",
};

export const co2Explainer: typeof en.co2Explainer = {
  title: "Cómo funciona la estimación",
  paragraphs: [
    "Introduzca cuántos kilómetros recorre su carga, cuántas toneladas pesa y cómo se transporta. La calculadora multiplica los tres valores: distancia × peso × factor de emisión, lo que da como resultado kilogramos de CO₂.",
    "Una tonelada-km es una tonelada de carga transportada a lo largo de un kilómetro. Transportar 2 toneladas a lo largo de 1000 km por carretera equivale a 2000 toneladas-km; a 0,15 kg de CO₂ por tonelada-km, el resultado es de 300 kg de CO₂.",
  ],
  factorsCaption: "Factores de emisión utilizados",
  factorsUnit: "kg de CO₂ por tonelada-km",
  typicalUse: {
    air: "Carga urgente o de alto valor, muestras, repuestos",
    road: "Distribución nacional, traslados a puertos y aeropuertos",
    sea: "Contenedores y graneles en rutas internacionales",
  },
  basis:
    "Base de cálculo: promedios orientativos del tanque a la rueda (tank-to-wheel) en kg de CO₂ por tonelada-km, que solo incluyen el combustible quemado por el avión, el camión o el buque. No se incluyen la producción del combustible (del pozo al tanque), los viajes de retorno en vacío, la manipulación en terminal ni el almacenaje, por lo que conviene usar el resultado para comparar opciones y no para la elaboración de informes de carbono, que requiere un método del pozo a la rueda (well-to-wheel), como ISO 14083 o el GLEC Framework, con datos específicos de la ruta.",
};

export const co2Tips: typeof en.co2Tips = {
  title: "Formas de reducir la cifra",
  items: [
    {
      title: "Elija el mar cuando el plazo lo permita",
      text: "Por tonelada-km, el flete marítimo emite aproximadamente treinta veces menos que el flete aéreo. Planificar los pedidos unas semanas antes suele permitir pasar la carga del avión al barco.",
      icon: "ship",
    },
    {
      title: "Llene el contenedor",
      text: "Consolidar cargas parciales en camiones y contenedores completos reduce los kilómetros recorridos por tonelada. Nuestro servicio de carga consolidada combina cargas que siguen las mismas rutas.",
      icon: "boxes",
    },
    {
      title: "Embale de forma más ligera e inteligente",
      text: "Cajas del tamaño adecuado, palés más ligeros y un mejor apilado reducen el peso y el volumen que envía y, con ellos, las emisiones y la factura del flete.",
      icon: "package",
    },
  ],
  greenLink: "Vea nuestra hoja de ruta verde",
};

export const co2Cta: typeof en.co2Cta = {
  heading: "¿Busca una ruta con menos carbono para su carga?",
  text: "Envíenos los datos de su envío y compararemos modos de transporte, rutas y opciones de consolidación con sus costes, tiempos de tránsito y emisiones.",
  label: "Planifique un envío más ecológico",
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
