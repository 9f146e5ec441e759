import type * as en from "../../contact";

export const contactMeta: typeof en.contactMeta = {
  title: "Contacto | Tarang Global Logistics, Navi Mumbai",
  description:
    "Llame, escriba o visite a Tarang Global Logistics en Nerul, Navi Mumbai. Abierto de lunes a sábado, de 10:00 a 18:00; normalmente respondemos en un plazo de 24 horas.",
  keywords: [
    "contacto Tarang Global Logistics",
    "transitario Navi Mumbai contacto",
    "agente de aduanas Nerul",
    "empresa de logística Navi Mumbai teléfono",
    "cotización de envío India",
  ],
};

export const contactHero: typeof en.contactHero = {
  eyebrow: "Contacto",
  title: "Contáctenos",
  lead: "Cuéntenos qué envía, desde dónde y hacia dónde. Un especialista en transporte internacional, aduanas o almacenaje le responderá en un plazo de 24 horas.",
};

export const contactDetails: typeof en.contactDetails = {
  title: "Hable con nuestro equipo",
  intro:
    "Llámenos o escríbanos para cotizaciones, reservas, consultas aduaneras y actualizaciones de envíos. Para cualquier asunto urgente sobre una carga que ya está en camino, llamar es lo más rápido.",
  visit: {
    title: "Visite nuestra oficina",
    note: "Atendemos visitas con cita previa, para que el especialista adecuado pueda recibirle.",
  },
  call: { title: "Llámenos", note: "Cotizaciones, reservas y actualizaciones de envíos." },
  email: { title: "Escríbanos", note: "Normalmente respondemos en un plazo de 24 horas." },
  hours: {
    title: "Horario de atención",
    text: "De lunes a sábado, de 10:00 a 18:00",
    note: "Cerrado los domingos y días festivos.",
  },
};

export const contactMap: typeof en.contactMap = {
  title: "Cómo llegar",
  note: "Nuestra oficina está a poca distancia a pie de la estación Seawoods–Darave de la Harbour Line, con estacionamiento para visitantes en el edificio.",
  directions: "Ver indicaciones",
};

export const messageSection: typeof en.messageSection = {
  title: "Envíenos un mensaje",
  intro:
    "Solicite una cotización, un plan de ruta o asesoramiento sobre aduanas y cumplimiento normativo. Cuantos más detalles nos dé, más útil será nuestra primera respuesta.",
};

export const messageTips: typeof en.messageTips = {
  title: "Qué nos ayuda a responder más rápido",
  items: [
    "Qué envía: la mercancía, su código HS si lo conoce y si es peligrosa o sensible a la temperatura.",
    "Desde dónde y hacia dónde se mueve, con los Incoterms acordados con su comprador o proveedor.",
    "Peso, dimensiones y número de bultos, o el tipo y la cantidad de contenedores.",
    "Cuándo estará lista la carga y cuándo debe llegar.",
  ],
  note: "¿Ya envía con nosotros? Indique su número de expediente o de reserva para que su coordinador se ocupe de ello.",
};

export const contactCta: typeof en.contactCta = {
  heading: "¿Tiene un envío en mente?",
  text: "Describa la carga, la ruta y las fechas en un mensaje breve y un especialista le responderá en un plazo de 24 horas con los siguientes pasos.",
  label: "Envíenos un mensaje",
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
