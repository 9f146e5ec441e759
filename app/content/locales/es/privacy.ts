import type * as en from "../../privacy";
import { applicationRetentionMonths } from "../../form-notices";
import { site } from "../../site";

export const privacyMeta: typeof en.privacyMeta = {
  title: `Aviso de privacidad | ${site.name}`,
  description: `Qué datos recopila ${site.name} a través de los formularios de este sitio web, para qué, durante cuánto tiempo se conservan y cómo retirar el consentimiento conforme a la Ley DPDP de 2023 de la India.`,
  keywords: ["aviso de privacidad", "Ley DPDP 2023", "responsable de reclamaciones", "protección de datos", "logística", "Navi Mumbai"],
};

export const privacyHero: typeof en.privacyHero = {
  title: "Aviso de privacidad",
  lead: "Qué datos recopilamos a través de este sitio web, para qué, cuánto tiempo los conservamos y cómo retirar su consentimiento.",
};

export const privacyUpdated: typeof en.privacyUpdated = { iso: "2026-11-22", display: "22 de noviembre de 2026" };

export const privacyIntro: typeof en.privacyIntro = [
  `${site.name} («nosotros») es el Fiduciario de Datos (Data Fiduciary) de los datos personales que usted nos facilita a través de este sitio web, conforme a la Ley de Protección de Datos Personales Digitales de 2023 de la India (Digital Personal Data Protection Act, Ley DPDP). Recopilamos únicamente lo que necesita cada formulario, lo usamos solo para la finalidad indicada junto al formulario y nunca lo vendemos ni lo utilizamos con fines publicitarios.`,
  "Este sitio web no instala cookies publicitarias ni analíticas y no carga nada desde servidores de terceros. Su navegador recuerda en su propio almacenamiento el tema, el idioma y la hora de su último envío de formulario (para nuestra regla de un mensaje por minuto); esa información permanece en su dispositivo.",
];

export const formRecords: typeof en.formRecords = [
  {
    id: "newsletter",
    form: "Boletín",
    where: "nuestro formulario de suscripción al boletín, al pie de nuestras páginas",
    collected: [
      "Su dirección de correo electrónico",
      "Cuándo se suscribió y confirmó la suscripción, y la dirección de red (IP) que utilizó, como registro de su consentimiento",
    ],
    purpose:
      "Enviarle nuestro boletín: novedades comerciales, cambios aduaneros y consejos de envío, aproximadamente una vez al mes. No se envía nada hasta que usted confirma su dirección mediante el enlace que le enviamos por correo electrónico (doble confirmación).",
    retention:
      "Hasta que se dé de baja. A partir de ese momento conservamos solo la dirección y la fecha de la baja, para no volver a escribirle nunca por error; si nos lo pide, también las eliminamos.",
  },
  {
    id: "contact",
    form: "Formulario de contacto",
    where: "la página de Contacto",
    collected: [
      "Su nombre y apellidos",
      "Su dirección de correo electrónico",
      "El asunto y el mensaje que escribe",
      "La dirección de red (IP) que utilizó, para evitar abusos",
    ],
    purpose: "Responder a su consulta y conservar un registro de nuestra correspondencia con usted.",
    retention:
      "El tiempo necesario para responderle y hacer el seguimiento de su consulta. Puede pedirnos en cualquier momento que los eliminemos.",
  },
  {
    id: "careers",
    form: "Candidatura de empleo",
    where: "la página de Empleo",
    collected: [
      "Su nombre, dirección de correo electrónico y número de teléfono",
      "El puesto al que se presenta y su mensaje",
      "Su currículum, si lo adjunta (solo con su consentimiento expreso para conservarlo)",
      "Cuándo dio ese consentimiento y la dirección de red (IP) que utilizó",
    ],
    purpose:
      "Evaluar su candidatura, ponernos en contacto con usted al respecto y tenerle en cuenta para vacantes adecuadas durante el periodo de conservación.",
    retention: `${applicationRetentionMonths} meses desde el día en que presenta su candidatura (nuestro periodo habitual); después se eliminan automáticamente, currículum incluido. Si retira su consentimiento antes, los eliminamos antes.`,
  },
];

export const storage: typeof en.storage = {
  heading: "Dónde se guardan sus datos",
  paragraphs: [
    "Todo lo que nos envía a través de estos formularios se almacena en nuestra propia base de datos, en servidores que gestionamos nosotros, en el mismo entorno seguro que este sitio web. Los currículums se guardan con la candidatura, nunca en una carpeta pública, y solo los miembros autorizados de nuestro personal pueden abrirlos.",
    "Utilizamos un servicio de correo electrónico para enviarle los correos de confirmación y del boletín, y para avisar a nuestro personal de que ha llegado un mensaje o una candidatura; este servicio trata su dirección de correo electrónico en nuestro nombre y exclusivamente para ese fin.",
    "El acceso a estos datos se limita al personal que los necesita para responderle o evaluar su candidatura.",
  ],
};

export const rights: typeof en.rights = {
  heading: "Sus derechos conforme a la Ley DPDP",
  items: [
    "Preguntar qué datos personales suyos tenemos y cómo los utilizamos.",
    "Pedirnos que los corrijamos, completemos o actualicemos.",
    "Pedirnos que los eliminemos y retirar en cualquier momento cualquier consentimiento que haya dado.",
    "Designar a otra persona para que ejerza estos derechos en su nombre si usted no puede hacerlo.",
    "Presentar una reclamación ante nuestro Responsable de Reclamaciones y, si no queda satisfecho con nuestra respuesta, reclamar ante la Junta de Protección de Datos de la India (Data Protection Board of India).",
  ],
  howToAsk: {
    heading: "Cómo solicitar el acceso, la rectificación o la supresión de sus datos",
    paragraphs: [
      `Escriba a ${site.email} desde la dirección que utilizó con nosotros e indique si desea consultar, corregir o eliminar sus datos. Buscamos todo lo que conservamos asociado a esa dirección: candidaturas de empleo (con su currículum), mensajes de contacto, solicitudes de cotización, su suscripción al boletín y cualquier correo dirigido a usted que aún no se haya enviado.`,
      "Para que los consulte, le enviamos un único archivo (JSON, legible en cualquier editor de texto) con todos ellos. Para corregirlos, indíquenos el nombre, la dirección de correo electrónico o el número de teléfono correctos y los cambiamos en todos los registros. Para eliminarlos, borramos todos los registros asociados a esa dirección, incluidos el currículum y los correos no enviados; solo conservamos una nota de que se realizó una supresión, cuándo y cuántos registros eliminó, nunca sus datos.",
      "Respondemos a la dirección a la que están asociados los datos, para que nadie más pueda solicitar sus datos.",
    ],
  },
};

export const withdraw: typeof en.withdraw = {
  heading: "Cómo retirar su consentimiento",
  items: [
    {
      title: "Boletín",
      text: "Cada correo del boletín incluye un enlace para darse de baja; con un solo clic se detienen todos los envíos posteriores.",
    },
    {
      title: "Mensajes de contacto y candidaturas",
      text: `Escriba a ${site.grievanceOfficer.email} desde la dirección que utilizó y pídanos que eliminemos sus datos. Los eliminamos, currículum incluido, y se lo confirmamos por correo electrónico cuando esté hecho.`,
    },
  ],
  note: "Retirar el consentimiento es tan fácil como darlo y no afecta a lo que hicimos con sus datos antes de que lo retirara.",
};

export const grievance: typeof en.grievance = {
  heading: "Responsable de Reclamaciones",
  text: "Si tiene una pregunta o una reclamación sobre cómo tratamos sus datos personales, escriba a nuestro Responsable de Reclamaciones. Acusamos recibo de cada solicitud y la respondemos lo antes posible.",
  officer: { name: site.grievanceOfficer.name, title: "Responsable de Reclamaciones", email: site.grievanceOfficer.email },
};

export const privacyCta: typeof en.privacyCta = {
  heading: "¿Tiene preguntas sobre sus datos?",
  text: `Escriba a ${site.grievanceOfficer.email} o envíenos un mensaje y un especialista le responderá en un plazo de 24 horas.`,
  label: "Contáctenos",
};
