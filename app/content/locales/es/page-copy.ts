import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "Reproducir el video de fondo",
  pauseVideo: "Pausar el video de fondo",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "Desde {founded}",
  heroTitle: "Acerca de {name}",
  heroLead:
    "Fundados en {founded} como {formerName} y con nuestro nombre actual desde {renamed}, movemos la carga de exportadores e importadores indios desde nuestra base en Navi Mumbai.",
  storyEyebrow: "Nuestra historia",
  commitmentEyebrow: "Nuestro compromiso",
  foundationsEyebrow: "Lo que nos respalda",
  foundationsTitle: "Nuestros pilares",
  valuesEyebrow: "Cómo trabajamos",
  valuesTitle: "Nuestros cinco valores",
  philosophyLink: "Conozca nuestra misión, visión y valores fundamentales",
  howItWorksLink: "Vea, paso a paso, cómo gestionamos un envío",
  leadershipEyebrow: "Equipo directivo",
  leadershipTitle: "Las personas que nos dirigen",
  cta: {
    heading: "Hable con el equipo que está detrás de su carga",
    text: "Cuéntenos sobre sus envíos y le pondremos en contacto con el especialista adecuado.",
    label: "Póngase en contacto con nuestro equipo",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "Nuestra filosofía",
  title: "Misión, visión y valores fundamentales",
  sectionTitle: "Lo que guía cada envío",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "Nuestro equipo",
  action: "Ir a Quiénes somos",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "Cómo funciona",
  title: "De la consulta a la entrega",
  sectionTitle: "Seis pasos, un único equipo responsable",
  stepLabel: "Paso {number}:",
  cta: {
    heading: "Empecemos por una conversación",
    text: "Indíquenos su carga, su ruta y sus plazos; en un máximo de 24 horas le responderemos con un plan y una cotización.",
  },
};

const servicesLead =
  "Servicios de transitario, despacho aduanero, almacenaje, transporte por carretera y los servicios especializados que los complementan, gestionados por un solo equipo desde Navi Mumbai.";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `Nuestros servicios | ${site.name}`,
    description: servicesLead,
    keywords: [
      "servicios logísticos India",
      "transitario internacional",
      "despacho aduanero",
      "almacenaje",
      "transporte por carretera",
      "Navi Mumbai",
    ],
  },
  eyebrow: "Qué hacemos",
  title: "Nuestros servicios",
  lead: servicesLead,
  sectionEyebrow: "Doce servicios, un solo socio",
  sectionTitle: "Todo lo que su carga necesita entre la fábrica y el comprador",
  intro:
    "Contrate un único servicio o déjenos gestionar todo el trayecto. Cada envío tiene un coordinador asignado y el mismo equipo detrás, desde la primera cotización hasta la entrega final. {link}.",
  introLink: "Vea, paso a paso, cómo avanza un envío con nosotros",
  pauseRotation: "Pausar la rotación de imágenes",
  resumeRotation: "Reanudar la rotación de imágenes",
  cardLinkContext: "sobre {title}",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "Volver a todos los servicios",
  playSlideshow: "Reproducir la presentación",
  pauseSlideshow: "Pausar la presentación",
  asideLabel: "Contenido y contactos",
  onThisPage: "En esta página",
  speakToSpecialist: "Hable con un especialista",
  hours: "{days}, en horario {time}",
  stepLabel: "Paso {number}:",
  moreTitle: "Descubra nuestros otros servicios",
};

const industriesLead =
  "Logística adaptada a la carga de trece sectores, desde productos químicos especiales y farmacéuticos hasta maquinaria pesada y plantas de tratamiento de agua.";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `Sectores que atendemos | ${site.name}`,
    description: industriesLead,
    keywords: [
      "logística sectorial India",
      "logística de productos químicos",
      "logística farmacéutica",
      "carga de proyecto",
      "transporte de mercancías peligrosas",
      "Navi Mumbai",
    ],
  },
  eyebrow: "Con quién trabajamos",
  title: "Sectores que atendemos",
  lead: industriesLead,
  sectionEyebrow: "Experiencia sectorial",
  sectionTitle: "Cada carga tiene sus propias reglas",
  intro:
    "Declaraciones de mercancías peligrosas, registros de temperatura, permisos para cargas sobredimensionadas, certificados fitosanitarios: sabemos lo que necesitan los envíos de cada sector antes de que lleguen al puerto.",
  cardLinkContext: "sobre {title}",
  otherTitle: "¿Su sector no aparece en la lista?",
  otherText:
    "También transportamos textiles, productos electrónicos, alimentos, muebles y carga de proyecto. Cuéntenos qué envía y planificaremos en función de su documentación, su embalaje y sus normas de manipulación.",
  otherLink: "Hable con nuestro equipo",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "Todos los sectores",
  heroEyebrow: "Sectores que atendemos",
  expertiseEyebrow: "Cómo le ayudamos",
  expertiseTitle: "Experiencia en el sector",
  asideLabel: "Contactos y otros sectores",
  otherIndustries: "Otros sectores",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "para {year}",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "Quiénes somos y qué abarca este aviso",
  updated: "Última actualización: {date}",
  collectedTitle: "Qué datos recopilamos, para qué y durante cuánto tiempo",
  through: "A través de {link}.",
  collected: "Qué recopilamos",
  purpose: "Para qué",
  retention: "Cuánto tiempo lo conservamos",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "Declaración de accesibilidad",
  title: "Un sitio que todos pueden usar",
  reviewed: "Última revisión: {date}",
  targetTitle: "Nuestro objetivo: WCAG 2.2 AA",
  testingTitle: "Cómo lo comprobamos",
  limitsTitle: "Limitaciones conocidas",
  barriersTitle: "Infórmenos de una barrera",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `Página no encontrada | ${site.name}`,
    description: `La página que busca se ha trasladado o nunca ha existido. Encuentre nuestros servicios, sectores, blog y datos de contacto en el sitio web de ${site.name}.`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "Estamos preparando esta sección",
  text: "Estamos terminando esta parte de nuestro sitio web. Nuestro equipo ya puede ayudarle con todo lo que abarcará: llámenos o escríbanos y un especialista le responderá en un plazo de {replyTime}.",
};
