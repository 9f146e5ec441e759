import type * as en from "../../careers";
import { site } from "../../site";

export const careersMeta: typeof en.careersMeta = {
  title: "Empleo y prácticas en logística en Navi Mumbai | Tarang Global Logistics",
  description:
    "Prácticas de 2, 3 o 6 meses y puestos profesionales en servicios de transitario, despacho aduanero y almacenaje en Tarang Global Logistics, Navi Mumbai. Envíe su candidatura en línea.",
  keywords: [
    "prácticas en logística Navi Mumbai",
    "empleo transitario Mumbai",
    "empleo despacho aduanero",
    "empleo almacén Navi Mumbai",
    "carreras en logística India",
    "Tarang Global Logistics empleo",
  ],
};

export const careersHero: typeof en.careersHero = {
  eyebrow: "Empleo",
  title: "Construya una carrera que impulsa el comercio de la India",
  lead: "Aprenda aduanas, transporte internacional y almacenaje de la mano de personas que lo hacen a diario. Prácticas para estudiantes y recién titulados, y puestos profesionales para personas con experiencia, en nuestra oficina y nuestro almacén de Navi Mumbai.",
  action: "Presente su candidatura",
};

export const whyJoin: typeof en.whyJoin = {
  title: "Por qué trabajar con nosotros",
  items: [
    {
      title: "Conozca toda la cadena",
      text: "Desde una declaración de exportación presentada en ICEGATE hasta un contenedor cargado en Nhava Sheva, aprenderá cómo se conectan todas las partes de un envío, no una sola tarea limitada.",
      icon: "route",
    },
    {
      title: "Responsabilidad real desde el principio",
      text: "Los becarios y las nuevas incorporaciones trabajan en envíos reales junto a un mentor. El trabajo cuidadoso y fiable se nota, y pronto se le confían más tareas.",
      icon: "target",
    },
    {
      title: "Crezca con la empresa",
      text: "Varios de nuestros jefes de equipo empezaron como becarios o en formación. Financiamos la formación y apoyamos a los compañeros que preparan el examen de agente de aduanas (Customs Broker).",
      icon: "trending-up",
    },
  ],
};

export const tracksSection: typeof en.tracksSection = {
  title: "Dos formas de unirse a nosotros",
  intro:
    "Elija el camino que corresponde a su situación actual. En ambos casos, la candidatura se envía con el mismo formulario que encontrará más abajo.",
  tabsLabel: "Trayectorias profesionales",
};

export const internships: typeof en.internships = {
  tab: "Aprenda y crezca con nosotros",
  heading: "Prácticas",
  intro:
    "Para estudiantes y recién titulados en comercio, administración de empresas, negocios internacionales y logística que buscan experiencia práctica. Se incorpora a un departamento en activo y un mentor revisa su progreso con usted cada semana.",
  body: [
    {
      months: 2,
      text: "Una introducción al oficio: acompañe a nuestros departamentos de aduanas y de operaciones, conozca los documentos que hay detrás de un envío de exportación y ayude a preparar listas de verificación y expedientes de envío.",
    },
    {
      months: 3,
      text: "Asuma un proyecto definido junto al trabajo diario, como el seguimiento de los hitos de envíos en curso, la preparación de comparativas de tarifas de flete o la organización de los informes de existencias del almacén.",
    },
    {
      months: 6,
      text: "Trabaje como parte de un departamento: redacte declaraciones de exportación e importación para su revisión, coordine recogidas con los transportistas y siga los envíos desde la reserva hasta el comprobante de entrega.",
    },
  ],
  listTitle: "Dónde trabajan los becarios",
  list: [
    "Documentación aduanera y presentación en ICEGATE",
    "Operaciones de flete marítimo y aéreo",
    "Almacenaje y control de inventario",
    "Apoyo comercial y atención al cliente",
  ],
  perksTitle: "Lo que obtendrá",
  perks: [
    "Una ayuda económica mensual y un certificado de finalización",
    "Un mentor del departamento al que se incorpore",
    "Una carta de recomendación si su trabajo destaca",
    "Prioridad para las vacantes de puestos en formación",
  ],
};

export const professionals: typeof en.professionals = {
  tab: "Lidere y destaque con nosotros",
  heading: "Carreras profesionales",
  intro:
    "Para profesionales con experiencia en servicios de transitario, agencia de aduanas, almacenaje, transporte y ventas. Contratamos a profesionales que se hacen responsables de la carga de un cliente y quieren construir con nosotros algo duradero.",
  body: [
    {
      title: "Revisión del currículum",
      text: "Recursos Humanos y el departamento que contrata leen cada candidatura en función del puesto. Si su perfil encaja, nos pondremos en contacto con usted en un plazo de dos semanas.",
    },
    {
      title: "Entrevista con Recursos Humanos",
      text: "Una conversación con nuestro equipo de Recursos Humanos, por teléfono o en persona, sobre su experiencia, lo que busca, su plazo de preaviso y sus expectativas.",
    },
    {
      title: "Entrevista final con los jefes de departamento",
      text: "Una conversación práctica con los responsables del departamento al que se incorporaría, a menudo en torno a un caso real de su trabajo. Procuramos confirmar nuestra decisión en el plazo de una semana.",
    },
  ],
  listTitle: "Equipos para los que contratamos",
  list: [
    "Despacho aduanero y documentación",
    "Operaciones de flete marítimo y aéreo",
    "Supervisión de almacén y control de inventario",
    "Desarrollo de negocio y cuentas clave",
    "Contabilidad y cumplimiento normativo",
  ],
  perksTitle: "Lo que ofrecemos",
  perks: [
    "Salario acorde con el mercado logístico de Mumbai, revisado cada año",
    "Seguro médico colectivo",
    "Formación y certificaciones financiadas por la empresa",
    "Trayectorias claras hacia puestos sénior y de dirección",
  ],
};

export const recruitmentStepsTitle: typeof en.recruitmentStepsTitle = "Cómo seleccionamos";
export const internshipDurationsTitle: typeof en.internshipDurationsTitle = "Elija la duración";

const officialDomain = site.careersEmail.split("@")[1];

export const feeWarning: typeof en.feeWarning = {
  title: "Nunca pedimos dinero a los candidatos",
  text: `${site.name} nunca cobra tarifas ni pide depósitos en ninguna fase de la selección: ni por las candidaturas, ni por las entrevistas, la formación, los uniformes o las cartas de oferta. Los mensajes auténticos solo proceden de una dirección @${officialDomain}. Si alguien le pide que pague en nuestro nombre, no pague y denúncielo a`,
  email: site.careersEmail,
};

export const applySection: typeof en.applySection = {
  title: "Presente su candidatura",
  intro:
    "Un único formulario para prácticas y puestos profesionales. Cuéntenos brevemente quién es y qué trabajo busca; le llevará unos cinco minutos.",
};

export const applyTips: typeof en.applyTips = {
  title: "Antes de presentar su candidatura",
  items: [
    "Elija prácticas o puesto profesional en el formulario. Si se trata de prácticas, indique en su mensaje qué duración prefiere (2, 3 o 6 meses) y a partir de cuándo está disponible.",
    "Adjunte su currículum en PDF de menos de 5 MB. Es opcional, pero nos ayuda a preseleccionar más rápido.",
    "Una persona lee cada candidatura; los candidatos preseleccionados tendrán noticias nuestras en un plazo de dos semanas.",
  ],
  emailNote: "¿Prefiere el correo electrónico? Envíe su currículum a",
  email: site.careersEmail,
};

export const careersCta: typeof en.careersCta = {
  heading: "¿Tiene preguntas antes de presentar su candidatura?",
  text: "Escríbanos o llame a nuestra oficina; nuestro equipo de Recursos Humanos le informará con gusto sobre un puesto o unas prácticas.",
  label: "Contáctenos",
};

export const openingsSection: typeof en.openingsSection = {
  empty: "No hay vacantes en este momento: envíenos su currículum de todos modos",
  title: "Vacantes abiertas",
  intro:
    "Los puestos para los que contratamos ahora. Cada uno indica su ubicación, la experiencia que requiere y la fecha límite para presentar candidaturas.",
  filtersLabel: "Filtrar vacantes",
  department: "Departamento",
  allDepartments: "Todos los departamentos",
  location: "Ubicación",
  allLocations: "Todas las ubicaciones",
  type: "Tipo",
  allTypes: "Todos los tipos",
  apply: "Mostrar vacantes",
  clear: "Borrar filtros",
  noMatch: "Ninguna vacante coincide con estos filtros.",
  closesOn: "Candidaturas hasta el",
  view: "Ver puesto",
};

export const openingPage: typeof en.openingPage = {
  backToAll: "Todas las vacantes",
  applyAction: "Presente su candidatura a este puesto",
  factsTitle: "De un vistazo",
  facts: {
    department: "Departamento",
    location: "Ubicación",
    type: "Tipo",
    experience: "Experiencia",
    salary: "Salario",
    posted: "Publicada",
    closes: "Candidaturas hasta el",
  },
  applyTitle: "Presente su candidatura a este puesto",
  applyIntro:
    "El formulario siguiente llega al equipo que contrata para este puesto. Cuéntenos brevemente quién es y por qué el puesto encaja con usted; un currículum nos ayuda a preseleccionar más rápido.",
  closedTitle: "Esta vacante está cerrada",
  closedText: "Ya no aceptamos candidaturas para este puesto. Consulte las vacantes abiertas ahora o envíenos una candidatura espontánea.",
  closedAction: "Ver vacantes abiertas",
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
