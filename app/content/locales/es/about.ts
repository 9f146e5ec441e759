import type * as en from "../../about";

export const homeMeta: typeof en.homeMeta = {
  title: "Transitario y despacho aduanero | Tarang Global Logistics",
  description:
    "Flete marítimo y aéreo, despacho aduanero, almacenaje y transporte por carretera desde Navi Mumbai. Al servicio de exportadores e importadores indios a través de JNPT desde 2009.",
  keywords: [
    "transitario Navi Mumbai",
    "agente de aduanas JNPT",
    "despacho aduanero Nhava Sheva",
    "flete marítimo India",
    "flete aéreo Mumbai",
    "almacenaje Navi Mumbai",
    "empresa de logística India",
  ],
};

export const aboutMeta: typeof en.aboutMeta = {
  title: "Quiénes somos | Tarang Global Logistics",
  description:
    "Fundada en Vashi en 2009 como agencia de aduanas, Tarang Global Logistics es un equipo de Navi Mumbai dedicado al transporte internacional, las aduanas, el almacenaje y el transporte por carretera. Conozca a nuestro equipo directivo.",
  keywords: [
    "Tarang Global Logistics empresa",
    "Tarang Shipping Agencies",
    "agente de aduanas Navi Mumbai",
    "empresa de logística certificada AEO",
    "miembro de WCA India",
    "logística ISO 9001:2015",
  ],
};

export const philosophyMeta: typeof en.philosophyMeta = {
  title: "Misión, visión y valores | Tarang Global Logistics",
  description:
    "La misión, la visión y los valores fundamentales con los que Tarang Global Logistics mueve la carga de exportadores e importadores indios: cumplimiento normativo, transparencia y puntualidad.",
  keywords: [
    "misión Tarang Global Logistics",
    "visión empresa de logística",
    "valores fundamentales",
    "transitario con cumplimiento normativo",
    "valores agente de aduanas",
  ],
};

export const howItWorksMeta: typeof en.howItWorksMeta = {
  title: "Cómo funciona nuestro servicio | Tarang Global Logistics",
  description:
    "De la consulta al comprobante de entrega: así funciona un envío con Tarang Global Logistics, con cotización en un día hábil y un único coordinador durante todo el proceso.",
  keywords: [
    "cómo funciona un transitario",
    "proceso de envío India",
    "pasos de un envío de exportación",
    "proceso de despacho aduanero",
    "cotización de flete",
    "seguimiento de envíos",
  ],
};

export const ourTeamMeta: typeof en.ourTeamMeta = {
  title: "Nuestro equipo | Tarang Global Logistics",
  description:
    "Nuestra página de equipo se ha trasladado. Conozca al equipo directivo de Tarang Global Logistics y lea nuestra historia, nuestros valores y nuestras certificaciones en la página Quiénes somos.",
  keywords: ["equipo Tarang Global Logistics", "equipo directivo", "quiénes somos"],
};

export const home: typeof en.home = {
  eyebrow: "Navi Mumbai · Desde 2009",
  headline: "Transporte internacional, aduanas y almacenaje, en manos de un solo equipo",
  subheadline:
    "Flete marítimo y aéreo a través de JNPT y del aeropuerto de Mumbai, despacho aduanero, almacenaje y transporte por carretera para los exportadores e importadores de la India.",
};

export const story: typeof en.story = {
  heading: "Nuestra historia",
  paragraphs: [
    "Tarang nació en 2009 como Tarang Shipping Agencies, una pequeña agencia de aduanas en Vashi. Nuestros primeros clientes fueron fabricantes y exportadores del cinturón industrial Thane-Belapur que necesitaban a alguien de confianza para presentar sus declaraciones de exportación (shipping bills), atender los reconocimientos aduaneros y embarcar sus contenedores en Nhava Sheva sin sorpresas de última hora.",
    "A medida que esos clientes crecieron, nos pidieron que nos encargáramos de una parte mayor del trayecto. En 2015 incorporamos los servicios de transitario, el almacenaje y el transporte por carretera, y cambiamos el nombre de la empresa a Tarang Global Logistics para reflejar ese trabajo más amplio. El departamento de aduanas siguió siendo el centro de nuestra actividad, porque un envío bien documentado desde el principio avanza más rápido en cada etapa posterior.",
    "Hoy somos un equipo de Navi Mumbai que gestiona flete marítimo a través de JNPT (Nhava Sheva) y flete aéreo a través del aeropuerto de Mumbai, con almacenes propios, una red de transporte por camión que cubre Maharashtra y más allá, y agentes asociados en el extranjero. Muchos de los exportadores que acudieron a nosotros por una sola declaración de exportación siguen enviando con nosotros.",
  ],
  image: {
    src: "/media/about/story.svg",
    width: 1200,
    height: 800,
    alt: "Buque portacontenedores atracado junto a las grúas del muelle en Nhava Sheva, con camiones esperando en la puerta de la terminal",
  },
};

export const commitment: typeof en.commitment = {
  heading: "Nuestro compromiso",
  paragraphs: [
    "Cada envío que aceptamos tiene un coordinador asignado, una cotización por escrito sin cargos ocultos y actualizaciones periódicas hasta que la carga se entrega. Si algo sale mal, ya sea una reserva desplazada a otro buque, una consulta de aduanas o un camión con retraso, se lo comunicamos en cuanto lo sabemos, junto con lo que estamos haciendo para resolverlo.",
    "Nos exigimos los estándares que respaldan nuestras credenciales: la certificación AEO (Operador Económico Autorizado) para un comercio seguro y conforme a la normativa, un sistema de gestión de la calidad certificado según ISO 9001:2015 y las obligaciones de servicio de la red WCA. Una documentación impecable, un manejo cuidadoso de su carga y un asesoramiento honesto, aunque suponga un encargo menor para nosotros, son la forma en que conservamos a nuestros clientes durante años.",
  ],
  image: {
    src: "/media/about/commitment.svg",
    width: 1200,
    height: 800,
    alt: "Coordinador de Tarang cotejando documentos de exportación con una lista de empaque en el muelle de carga de un almacén",
  },
};

export const foundations: typeof en.foundations = [
  {
    title: "Agente de aduanas con licencia",
    text: "La agencia de aduanas es donde empezamos en 2009. Nuestro equipo con licencia presenta las declaraciones de exportación e importación en ICEGATE y gestiona la valoración y el reconocimiento aduanero en JNPT y en la terminal de carga aérea de Mumbai.",
    icon: "file-text",
  },
  {
    title: "Operador certificado AEO",
    text: "Nuestra certificación de Operador Económico Autorizado (AEO), otorgada por la Aduana de la India, reconoce un manejo seguro y conforme de la carga y de los registros, y facilita un despacho más ágil de los envíos de nuestros clientes.",
    icon: "shield-check",
  },
  {
    title: "Almacenes propios en Navi Mumbai",
    text: "Nuestro propio almacén cerca de JNPT ofrece almacenamiento, consolidación, embalaje, paletizado y cross-docking, con control de inventario por código de barras e informes de existencias a petición.",
    icon: "warehouse",
  },
  {
    title: "Socio de la red WCA",
    text: "Ser miembros de la red WCA nos conecta con transitarios independientes verificados en todo el mundo, de modo que en destino su carga la gestiona un socio que conocemos y al que podemos exigir responsabilidades.",
    icon: "globe",
  },
];

export const values: typeof en.values = [
  {
    title: "El cumplimiento, primero",
    text: "Presentamos documentos exactos y completos a la primera y nunca tomamos atajos con las normas aduaneras o fiscales. Una documentación correcta protege su envío, sus beneficios arancelarios y su reputación.",
    icon: "clipboard-check",
  },
  {
    title: "Transparencia",
    text: "Cotizaciones por escrito con todos los cargos detallados, tiempos de tránsito realistas y aviso temprano cuando cambian los planes. Usted siempre sabe dónde está su carga y cuánto le costará.",
    icon: "search",
  },
  {
    title: "Fiabilidad",
    text: "Solo nos comprometemos a lo que podemos cumplir y después respetamos los cut-offs, las recogidas y las fechas de entrega. Cuando surge un problema, lo asumimos y lo resolvemos.",
    icon: "clock",
  },
  {
    title: "Colaboración",
    text: "Aprendemos cómo funciona su negocio, desde los ciclos de producción hasta los requisitos de sus compradores, y planificamos los envíos en función de ello. Muchas de nuestras relaciones con clientes tienen más de una década.",
    icon: "handshake",
  },
  {
    title: "Responsabilidad",
    text: "Cuidamos de las personas que manipulan su carga y de los lugares por los que pasa: prácticas de trabajo seguras, cargas más completas, ferrocarril cuando tiene sentido y menos residuos de embalaje.",
    icon: "leaf",
  },
];

export const leaders: typeof en.leaders = [
  {
    name: "Rajesh Kulkarni",
    position: "Fundador y director general",
    image: {
      src: "/media/leaders/rajesh-kulkarni.svg",
      width: 480,
      height: 480,
      alt: "Retrato de Rajesh Kulkarni, fundador y director general de Tarang Global Logistics",
    },
    description:
      "Rajesh fundó Tarang Shipping Agencies en Vashi en 2009, tras años dedicados al despacho aduanero en Nhava Sheva. Dirige la estrategia de la empresa y las relaciones con los clientes clave, y sigue revisando personalmente los casos complejos de clasificación arancelaria y cumplimiento normativo.",
  },
  {
    name: "Ananya Deshpande",
    position: "Directora",
    image: {
      src: "/media/leaders/ananya-deshpande.svg",
      width: 480,
      height: 480,
      alt: "Retrato de Ananya Deshpande, directora de Tarang Global Logistics",
    },
    description:
      "Ananya creó las operaciones de transitario, almacenaje y transporte que llegaron con el paso a Tarang Global Logistics en 2015. Supervisa las operaciones diarias, nuestra red de socios en el extranjero y el sistema de gestión de la calidad certificado según ISO 9001:2015.",
  },
];

export const philosophy: typeof en.philosophy = {
  intro:
    "Desde 2009 nuestro trabajo se basa en una idea sencilla: la carga avanza bien cuando la documentación es correcta, el plan es realista y el cliente está informado. Estos principios guían cómo cotizamos, enviamos y acompañamos cada expedición.",
  cards: [
    {
      title: "Nuestra misión",
      text: "Ayudar a las empresas indias a comerciar con el mundo moviendo su carga de forma segura, puntual y con pleno cumplimiento normativo, con costes claros, asesoramiento honesto y un único equipo responsable desde la consulta hasta la entrega.",
      icon: "target",
    },
    {
      title: "Nuestra visión",
      text: "Ser el socio logístico al que los exportadores e importadores del oeste de la India confían toda su cadena de suministro, reconocido por cuidar los detalles y por unas operaciones cada vez más limpias y eficientes.",
      icon: "globe",
    },
    {
      title: "Nuestros valores fundamentales",
      text: "El cumplimiento normativo ante todo, transparencia en los precios y en el avance de cada envío, fiabilidad en cada compromiso, colaboración a largo plazo con nuestros clientes y responsabilidad con nuestro personal y con el medio ambiente.",
      icon: "badge-check",
    },
  ],
};

export const howItWorks: typeof en.howItWorks = {
  intro:
    "Tanto si envía una expedición al año como varios contenedores a la semana, cada encargo sigue los mismos seis pasos. Trata con un único coordinador durante todo el proceso y siempre sabe qué ocurrirá a continuación.",
  steps: [
    {
      number: 1,
      title: "Consulta y llamada de requisitos",
      desc: "Envíenos su consulta mediante el formulario de contacto, por correo electrónico o por teléfono, indicando la mercancía, el peso y las dimensiones, el origen, el destino y la fecha de entrega requerida. Un miembro de nuestro equipo le llamará, normalmente el mismo día hábil, para confirmar los detalles, los Incoterms, cualquier manipulación especial y los documentos de los que ya dispone.",
    },
    {
      number: 2,
      title: "Cotización y plan de ruta",
      desc: "En un día hábil le enviamos una cotización por escrito con el modo de transporte y la ruta recomendados, el tiempo de tránsito estimado y la validez de la cotización, además de un desglose claro del flete, los gastos locales, las aduanas y el transporte. Cuando tiene sentido, añadimos una alternativa, como el ferrocarril hasta JNPT en lugar de la carretera o LCL en lugar de FCL, para que pueda comparar.",
    },
    {
      number: 3,
      title: "Reserva y documentación",
      desc: "Una vez aprobada la cotización, reservamos espacio con la naviera o la aerolínea y confirmamos las fechas de cut-off. Usted nos facilita la factura comercial, la lista de empaque y las licencias o certificados necesarios; los cotejamos con la reserva, preparamos la declaración de exportación o de importación y la presentamos en ICEGATE con los documentos justificativos en e-Sanchit.",
    },
    {
      number: 4,
      title: "Recogida y despacho aduanero",
      desc: "Recogemos la carga en su fábrica o almacén en la fecha acordada y le enviamos con antelación los datos del vehículo y la e-way bill. En el puerto, el aeropuerto o la estación de carga de contenedores (CFS), nuestro equipo de aduanas se ocupa del reconocimiento, las consultas de valoración y el pago de los derechos, y le mantiene informado hasta que la carga queda despachada. En las importaciones el orden se invierte: despachamos la carga a su llegada y después se la entregamos.",
    },
    {
      number: 5,
      title: "Tránsito con seguimiento",
      desc: "Tras la salida recibe el conocimiento de embarque o la guía aérea y actualizaciones en cada hito: carga, transbordo y llegada. Si hay un retraso, le explicamos el motivo y nuestro plan para recuperar el tiempo. Su coordinador sigue localizable por teléfono, correo electrónico o WhatsApp durante todo el trayecto.",
    },
    {
      number: 6,
      title: "Entrega y soporte posterior al envío",
      desc: "Entregamos en el domicilio del destinatario o hacemos la entrega en destino a través de nuestra red de socios, y le enviamos el comprobante de entrega firmado. A continuación cerramos el expediente con la factura final y los documentos justificativos, le ayudamos con cualquier reclamación o con la documentación de los incentivos a la exportación y, si algo pudo salir mejor, revisamos el envío con usted.",
    },
  ],
};

export const ourTeamMoved: typeof en.ourTeamMoved = {
  heading: "Nuestra página de equipo se ha trasladado",
  text: "Ahora puede conocer a nuestro equipo directivo, leer nuestra historia y ver los valores que guían nuestro trabajo en la página Quiénes somos.",
};
