import type * as en from "../../services";

function image(n: number, variant: "a" | "b", alt: string) {
  return { src: `/media/services/service${n}-${variant}.svg`, width: 800, height: 500, alt };
}

export const services: typeof en.services = [
  // 1 ─────────────────────────────────────────────────────────────────────
  {
    number: 1,
    title: "Servicios de transitario",
    cardDescription:
      "Flete marítimo y aéreo desde Nhava Sheva, Mundra y el aeropuerto de Mumbai: FCL, LCL, consolidación y entrega puerta a puerta según el Incoterm con el que usted comercia.",
    cardImages: [
      image(1, "a", "Buque portacontenedores atracado en un puerto, con grúas pórtico cargando contenedores en su cubierta"),
      image(1, "b", "Avión de carga en la plataforma, cargándose con palés de carga aérea por su puerta de proa"),
    ],
    heroImages: [
      image(1, "a", "Buque portacontenedores atracado en un puerto, con grúas pórtico cargando contenedores en su cubierta"),
      image(1, "b", "Avión de carga en la plataforma, cargándose con palés de carga aérea por su puerta de proa"),
    ],
    meta: {
      title: "Transitario en Navi Mumbai | Tarang Global Logistics",
      description:
        "Servicios de transitario marítimo y aéreo desde Navi Mumbai: FCL y LCL desde Nhava Sheva y Mundra, carga aérea desde el aeropuerto de Mumbai, consolidación y puerta a puerta.",
      keywords: [
        "transitario Navi Mumbai",
        "flete marítimo FCL LCL JNPT",
        "flete aéreo aeropuerto de Mumbai",
        "transitario Nhava Sheva",
        "envíos puerta a puerta India",
        "Incoterms exportación",
      ],
    },
    intro: [
      "Tarang Global Logistics gestiona el transporte de carga desde Navi Mumbai desde 2009, cuando empezamos como Tarang Shipping Agencies. Reservamos y gestionamos flete marítimo y aéreo para exportadores e importadores de toda la India, desde un solo palé en LCL hasta programas regulares de varios contenedores.",
      "Trabajamos de su lado del contrato: comparamos transportistas y rutas, aseguramos el espacio, preparamos los documentos de transporte y le mantenemos informado desde la recogida hasta la entrega. Como miembros de WCA, en destino pasamos el relevo a agentes asociados verificados, de modo que el mismo nivel de atención continúa al otro lado del trayecto.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Opciones de flete marítimo y aéreo",
        intro:
          "Un solo transitario para todos los modos de transporte, para que pueda elegir por coste y tiempo de tránsito y no según quién esté disponible.",
        items: [
          {
            title: "Flete marítimo FCL",
            text: "Contenedores completos de 20 ft, 40 ft y 40 ft high cube desde JNPT (Nhava Sheva) y Mundra, con open tops, flat racks y contenedores refrigerados a petición.",
            icon: "ship",
          },
          {
            title: "LCL y consolidación",
            text: "Envíe cargas parciales sin pagar por un contenedor vacío. Su carga se consolida con mercancías de otros expedidores en la estación de carga de contenedores y se desconsolida en destino.",
            icon: "boxes",
          },
          {
            title: "Flete aéreo",
            text: "Carga urgente, perecedera y de alto valor desde el Aeropuerto Internacional Chhatrapati Shivaji Maharaj (CSMIA) de Mumbai, en servicios directos o con tránsito.",
            icon: "plane",
          },
          {
            title: "Entrega puerta a puerta",
            text: "Recogida en su fábrica, despacho de exportación, transporte principal, despacho en destino y entrega final, gestionados como un solo envío con un único interlocutor.",
            icon: "truck",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Cotizaciones con el Incoterm correcto",
        paragraphs: [
          "El Incoterm de su contrato de compraventa determina quién paga cada tramo del trayecto y dónde se transmite el riesgo del vendedor al comprador. Un término que no se ajusta a cómo se mueve realmente la carga es una causa habitual de conflictos y de cargos inesperados en destino.",
          "Cotizamos según la regla Incoterms 2020 con la que usted comercia, tanto si vende EXW, FCA o FOB desde un puerto indio como si entrega CIF, DAP o DDP en la puerta de su comprador. Si está entrando en un mercado nuevo, le explicamos antes de firmar el coste y el riesgo que cada término le atribuye.",
        ],
      },
      {
        kind: "steps",
        heading: "Cómo avanza un envío con nosotros",
        items: [
          {
            title: "Consulta y cotización",
            text: "Usted nos facilita los datos de la carga, el origen, el destino y el Incoterm; le respondemos con opciones de ruta, tiempos de tránsito y una cotización con todo incluido.",
          },
          {
            title: "Reserva y recogida",
            text: "Confirmamos el espacio con el transportista, liberamos el contenedor o reservamos el vuelo y programamos la recogida en sus instalaciones.",
          },
          {
            title: "Despacho de exportación y carga",
            text: "Nuestros propios equipos de aduanas y de operaciones se encargan de la declaración de exportación, el llenado del contenedor y la entrada en el puerto o en la terminal de carga aérea.",
          },
          {
            title: "Seguimiento en tránsito",
            text: "Recibe actualizaciones de los hitos de salida, transbordo y llegada, y aviso anticipado de cualquier retraso o roll-over.",
          },
          {
            title: "Llegada y entrega",
            text: "Nuestro agente asociado despacha la carga en destino y la entrega, o la libera al agente de aduanas de su comprador, según lo que exija el contrato.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Incluido en nuestro servicio de transitario",
        items: [
          "Comparación de tarifas entre navieras y aerolíneas",
          "Reserva de espacio y liberación de contenedores",
          "Preparación del conocimiento de embarque y de la guía aérea",
          "Reservas de mercancías peligrosas con las declaraciones correctas",
          "Seguro de transporte marítimo de mercancías contratado a petición",
          "Seguimiento de hitos y un coordinador asignado para cada envío",
        ],
      },
    ],
    cta: {
      heading: "¿Listo para enviar?",
      text: "Cuéntenos qué transporta y adónde, y le enviaremos opciones de ruta y una cotización de flete clara y con todo incluido.",
      label: "Solicite una cotización de flete",
    },
  },

  // 2 ─────────────────────────────────────────────────────────────────────
  {
    number: 2,
    title: "Despacho aduanero",
    cardDescription:
      "Despacho de importación y exportación en JNPT, Mundra y el Mumbai Air Cargo Complex: presentación en ICEGATE, valoración, reconocimiento y pago de derechos por un equipo con certificación AEO.",
    cardImages: [
      image(2, "a", "Funcionario de aduanas con un portapapeles inspeccionando la carga dentro de un contenedor abierto"),
      image(
        2,
        "b",
        "Documentos de embarque y un sello de goma sobre un escritorio junto a un portátil con una pantalla de declaración aduanera",
      ),
    ],
    heroImages: [
      image(2, "a", "Funcionario de aduanas con un portapapeles inspeccionando la carga dentro de un contenedor abierto"),
      image(
        2,
        "b",
        "Documentos de embarque y un sello de goma sobre un escritorio junto a un portátil con una pantalla de declaración aduanera",
      ),
    ],
    meta: {
      title: "Despacho aduanero en Navi Mumbai | Tarang Global Logistics",
      description:
        "Despacho aduanero de importación y exportación en JNPT, Mundra y el aeropuerto de Mumbai: presentación de declaraciones en ICEGATE, Faceless Assessment y pago de derechos.",
      keywords: [
        "despacho aduanero Navi Mumbai",
        "agente de aduanas JNPT",
        "declaración de importación ICEGATE",
        "declaración de exportación India",
        "Faceless Assessment aduanas India",
        "despacho aduanero AEO",
      ],
    },
    intro: [
      "El despacho aduanero es donde un envío se detiene con más frecuencia: un código HS que no coincide, un certificado que falta o un justificante de pago de derechos (challan) sin abonar pueden retener la carga en el puerto mientras se acumulan los cargos por demora y detención. Nuestro equipo de aduanas gestiona el despacho de importación y exportación en JNPT (Nhava Sheva), Mundra, el Mumbai Air Cargo Complex y los depósitos interiores de contenedores (ICD) que les dan servicio.",
      "Presentamos las declaraciones electrónicamente en ICEGATE, seguimos cada valoración hasta el final y respondemos a las consultas en cuanto se plantean. Tarang Global Logistics cuenta con la certificación AEO, por lo que nuestros propios procesos se auditan conforme a los estándares de seguridad y cumplimiento que la aduana fija para los operadores de confianza.",
    ],
    sections: [
      {
        kind: "steps",
        heading: "El proceso de despacho",
        intro:
          "La misma secuencia se aplica a importaciones y exportaciones; gestionamos cada etapa y le indicamos en qué punto se encuentra su envío.",
        items: [
          {
            title: "Revisión de documentos",
            text: "Antes de presentar la declaración revisamos la factura, la lista de empaque, el conocimiento de embarque o la guía aérea y las licencias necesarias, para que los errores se detecten en nuestra oficina y no en el puerto.",
          },
          {
            title: "Presentación en ICEGATE",
            text: "Presentamos la declaración de importación (bill of entry) o la declaración de exportación (shipping bill), con los documentos justificativos cargados a través de e-Sanchit.",
          },
          {
            title: "Valoración",
            text: "El Sistema de Gestión de Riesgos dirige la declaración a despacho facilitado o a valoración; en el marco de Faceless Assessment, respondemos en línea a cualquier consulta con las pruebas que necesite el funcionario.",
          },
          {
            title: "Reconocimiento",
            text: "Si el envío se selecciona para reconocimiento, nuestro personal acude con el funcionario a la CFS o a la terminal y le mantiene informado del resultado.",
          },
          {
            title: "Pago de derechos y levante",
            text: "Los derechos se pagan en línea a través de ICEGATE, y obtenemos el levante (Out of Charge) en las importaciones o la orden de autorización de exportación (Let Export Order) en las exportaciones para que la carga pueda moverse.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Servicios de despacho",
        items: [
          {
            title: "Despacho de importación",
            text: "Presentación de la declaración de importación, incluida la presentación anticipada antes de la llegada cuando agiliza el levante, con la clasificación y el cálculo de derechos correctos.",
            icon: "file-text",
          },
          {
            title: "Despacho de exportación",
            text: "Presentación de la declaración de exportación con las solicitudes de drawback y RoDTEP declaradas correctamente, para no perder los beneficios a la exportación en el primer paso.",
            icon: "ship",
          },
          {
            title: "Despacho de carga aérea",
            text: "Despacho de importaciones y exportaciones urgentes en el Mumbai Air Cargo Complex, coordinado con los horarios de cut-off y de llegada de la aerolínea.",
            icon: "plane",
          },
          {
            title: "Mercancías que requieren otras autorizaciones",
            text: "Envíos que necesitan la autorización de FSSAI, de Cuarentena Vegetal, de BIS o del organismo de control de medicamentos, con esas autorizaciones coordinadas junto con la aduana.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Faceless Assessment y ventajas AEO",
        paragraphs: [
          "Con Faceless Assessment, la valoración de una declaración de importación puede realizarla un funcionario de otro puerto que nunca ve la carga ni conoce al importador. Las descripciones claras y los documentos justificativos completos importan más que nunca, porque las consultas se plantean y se responden en línea. Redactamos las descripciones y adjuntamos las pruebas para que el funcionario que valora disponga a la primera de lo que necesita.",
          "Los importadores y exportadores con estatus AEO tienen derecho a facilidades como la entrega directa desde el puerto, el pago diferido de derechos y menos reconocimientos, según su nivel. Nos aseguramos de que esas ventajas se soliciten en cada declaración y, si se lo está planteando, le explicamos lo que implica solicitar el estatus AEO.",
        ],
      },
      {
        kind: "list",
        heading: "Documentos que solemos necesitar",
        items: [
          "Factura comercial y lista de empaque",
          "Conocimiento de embarque o guía aérea",
          "Código de importador-exportador (IEC) y registro del GST",
          "Registro del código AD en el puerto de exportación",
          "Certificado de origen, cuando se solicita un tipo arancelario preferente",
          "Licencias, permisos o certificados de no objeción (NOC) para mercancías restringidas",
          "Certificado de seguro, cuando el Incoterm lo exige",
        ],
      },
    ],
    cta: {
      heading: "¿Tiene carga esperando en el puerto?",
      text: "Envíenos sus documentos y nuestro equipo de aduanas los revisará y empezará la tramitación sin demora.",
      label: "Despachar mi envío",
    },
  },

  // 3 ─────────────────────────────────────────────────────────────────────
  {
    number: 3,
    title: "Almacenaje",
    cardDescription:
      "Almacenaje general y en depósito aduanero en Navi Mumbai y Bhiwandi, con inventario controlado por WMS, cross-docking y servicios de valor añadido.",
    cardImages: [
      image(3, "a", "Interior de un almacén con estanterías altas para palés y una carretilla elevadora colocando un palé"),
      image(3, "b", "Exterior de un almacén con camiones colocados marcha atrás frente a una fila de muelles de carga"),
    ],
    heroImages: [
      image(3, "a", "Interior de un almacén con estanterías altas para palés y una carretilla elevadora colocando un palé"),
      image(3, "b", "Exterior de un almacén con camiones colocados marcha atrás frente a una fila de muelles de carga"),
    ],
    meta: {
      title: "Almacenaje en Navi Mumbai y Bhiwandi | Tarang Global Logistics",
      description:
        "Almacenaje general y en depósito aduanero en Navi Mumbai y Bhiwandi, cerca de JNPT: control de inventario con WMS, cross-docking, preparación de pedidos, etiquetado y espacio flexible.",
      keywords: [
        "almacenaje Navi Mumbai",
        "depósito aduanero Mumbai",
        "almacén Bhiwandi",
        "servicio de cross-docking JNPT",
        "gestión de inventario WMS",
      ],
    },
    intro: [
      "Un buen almacenaje mantiene el stock cerca del puerto y cerca de sus clientes. Tarang Global Logistics ofrece almacenaje general y en depósito aduanero en Navi Mumbai y Bhiwandi, a poca distancia por carretera de JNPT (Nhava Sheva) y de los mercados de Mumbai y Pune.",
      "Cada palé se registra en nuestro sistema de gestión de almacenes desde el momento en que llega, de modo que los niveles de stock, los pedidos y los movimientos están siempre actualizados. Usted paga por el espacio y la manipulación que utiliza, ya sean unos pocos palés durante una temporada o una zona dedicada para un programa a largo plazo.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Opciones de almacenamiento",
        items: [
          {
            title: "Almacenaje general",
            text: "Almacenamiento en estanterías y en suelo para mercancías despachadas, materias primas y productos terminados, con contratos a corto y largo plazo.",
            icon: "warehouse",
          },
          {
            title: "Almacenaje en depósito aduanero",
            text: "Almacene mercancías importadas sin pagar derechos hasta que las despache a consumo, lo que resulta idóneo para ventas escalonadas y reexportaciones.",
            icon: "shield-check",
          },
          {
            title: "Cross-docking",
            text: "Las mercancías pasan de los vehículos de entrada a los de salida con poco o ningún tiempo de almacenamiento, lo que reduce la manipulación, el coste y el tiempo de tránsito.",
            icon: "refresh-cw",
          },
          {
            title: "Servicios de valor añadido",
            text: "Etiquetado, preparación de kits, reembalaje, controles de calidad y paletizado realizados en nuestras instalaciones antes de la expedición.",
            icon: "package",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Un inventario en el que puede confiar",
        paragraphs: [
          "Nuestro sistema de gestión de almacenes controla cada unidad por ubicación, lote y fecha mediante escaneo de códigos de barras en la recepción, la ubicación, la preparación de pedidos y la expedición. El stock sale según el criterio FIFO (primero en entrar, primero en salir) o FEFO (primero en caducar, primero en salir), según lo que requiera su producto.",
          "Los recuentos cíclicos periódicos mantienen en concordancia el sistema y las estanterías, y usted recibe informes de existencias, movimientos y antigüedad con la periodicidad que elija. Las discrepancias se investigan y se le comunican, nunca se ajustan en silencio.",
        ],
      },
      {
        kind: "steps",
        heading: "De la recepción a la expedición",
        items: [
          {
            title: "Recepción",
            text: "Las cargas entrantes se cotejan con el aviso previo en cuanto a cantidad y estado, y cualquier daño se fotografía y se notifica.",
          },
          {
            title: "Ubicación",
            text: "Las mercancías se etiquetan y se colocan en ubicaciones elegidas según su tamaño, su rotación y sus necesidades de manipulación.",
          },
          {
            title: "Almacenamiento y recuento",
            text: "El stock se guarda en un espacio seguro y vigilado, y se cuenta en ciclos periódicos.",
          },
          {
            title: "Preparación y embalaje de pedidos",
            text: "Los pedidos se preparan mediante escaneo, se verifican y se embalan según sus especificaciones.",
          },
          {
            title: "Expedición",
            text: "Los envíos salen con su documentación en el transporte que organizamos nosotros o en el de su transportista, y se registra el comprobante de expedición.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Instalaciones y medidas de seguridad",
        items: [
          "Estanterías convencionales para palés y zonas de apilado en bloque",
          "Carretillas elevadoras, carretillas retráctiles y transpaletas con operarios formados",
          "Muelles de carga para contenedores y camiones",
          "Videovigilancia (CCTV) y acceso controlado",
          "Sistemas de detección y extinción de incendios",
          "Control de plagas y limpieza programados",
        ],
      },
    ],
    cta: {
      heading: "¿Necesita espacio cerca del puerto?",
      text: "Indíquenos sus volúmenes y sus necesidades de manipulación, y le propondremos un almacenamiento a su medida.",
      label: "Reserve espacio de almacén",
    },
  },

  // 4 ─────────────────────────────────────────────────────────────────────
  {
    number: 4,
    title: "Transporte por carretera",
    cardDescription:
      "Cargas completas y parciales por toda la India, transporte de contenedores desde y hacia los puertos y carga sobredimensionada, con e-way bills y seguimiento por GPS.",
    cardImages: [
      image(4, "a", "Camión de mercancías circulando por una autopista"),
      image(4, "b", "Flota de camiones delante de un mapa de la India con una ruta de reparto trazada"),
    ],
    heroImages: [
      image(4, "a", "Camión de mercancías circulando por una autopista"),
      image(4, "b", "Flota de camiones delante de un mapa de la India con una ruta de reparto trazada"),
    ],
    meta: {
      title: "Transporte por carretera en toda la India | Tarang Global Logistics",
      description:
        "Transporte por carretera FTL y PTL en toda la India desde Navi Mumbai: acarreo de contenedores portuarios, carga ODC, gestión de e-way bills y seguimiento por GPS en cada carga.",
      keywords: [
        "transporte por carretera India",
        "transporte FTL PTL Mumbai",
        "acarreo de contenedores JNPT",
        "transporte de carga sobredimensionada",
        "e-way bill India",
        "seguimiento GPS de camiones",
      ],
    },
    intro: [
      "La mayoría de los envíos en la India pasan parte de su trayecto por carretera, ya sea un contenedor que sale del puerto o una mercancía que viaja desde una fábrica de Pune hasta un comprador en Delhi. Organizamos cargas completas y parciales por toda la India desde nuestra base en Navi Mumbai, además del acarreo portuario desde y hacia JNPT (Nhava Sheva) y Mundra.",
      "Adecuamos el vehículo a la carga, planificamos la ruta, nos ocupamos de la documentación y seguimos cada camión hasta que se firma la recepción de la mercancía. Los vehículos proceden de empresas de transporte con las que trabajamos desde hace años, y cada carga tiene un coordinador asignado al que puede llamar.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Servicios de transporte",
        items: [
          {
            title: "Carga completa (FTL)",
            text: "Un vehículo dedicado a su envío, que va directamente del punto de carga al destino sin transbordos.",
            icon: "truck",
          },
          {
            title: "Carga parcial (PTL)",
            text: "Comparta el espacio y el coste del vehículo con otros envíos cuando su carga no llena un camión.",
            icon: "boxes",
          },
          {
            title: "Acarreo de contenedores",
            text: "Contenedores de importación entregados desde el puerto o el ICD hasta su puerta, y contenedores vacíos situados en su fábrica para el llenado de exportación.",
            icon: "ship",
          },
          {
            title: "Carga sobredimensionada (ODC)",
            text: "Estudios de ruta, permisos, vehículos de escolta y remolques de ejes hidráulicos o de cama baja para la maquinaria y la carga de proyecto que superan los límites estándar.",
            icon: "route",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Documentación y seguimiento",
        paragraphs: [
          "Cada carga viaja con una carta de porte (lorry receipt) y, cuando las normas del GST lo exigen, con una e-way bill válida. Generamos o comprobamos la e-way bill antes de que salga el camión, actualizamos los datos del vehículo si la carga cambia de vehículo y nos aseguramos de que su validez cubra la distancia que se va a recorrer.",
          "Los vehículos se siguen por GPS, de modo que nuestros coordinadores ven la posición de cada camión y pueden darle una hora de llegada realista. Los retrasos se comunican en el momento en que se producen, y el comprobante de entrega firmado se comparte en cuanto se recibe la mercancía.",
        ],
      },
      {
        kind: "list",
        heading: "Vehículos que organizamos",
        items: [
          "Camiones de caja cerrada, desde vehículos comerciales ligeros hasta camiones multieje de 32 ft",
          "Camiones de caja abierta para carga a granel y paletizada",
          "Remolques para contenedores de 20 ft y 40 ft",
          "Remolques de plataforma y de cama semibaja",
          "Remolques de ejes hidráulicos y de cama baja para carga ODC",
          "Vehículos refrigerados para mercancías sensibles a la temperatura",
        ],
      },
      {
        kind: "steps",
        heading: "Cómo gestionamos una carga",
        items: [
          {
            title: "Reserva",
            text: "Usted nos indica el punto de recogida, el destino, los datos de la carga y las fechas; le confirmamos el tipo de vehículo y la tarifa.",
          },
          {
            title: "Puesta a disposición del vehículo",
            text: "Un vehículo adecuado y revisado se presenta en sus instalaciones a la hora acordada.",
          },
          {
            title: "Carga y documentación",
            text: "La mercancía se carga y se asegura, y se emiten la carta de porte y la e-way bill.",
          },
          {
            title: "Seguimiento en tránsito",
            text: "Nuestros coordinadores siguen el camión por GPS y le mantienen al tanto del avance.",
          },
          {
            title: "Entrega y POD",
            text: "El destinatario firma la recepción de la mercancía y usted recibe el comprobante de entrega.",
          },
        ],
      },
    ],
    cta: {
      heading: "¿Necesita un camión?",
      text: "Indíquenos su ruta, su carga y sus fechas, y le confirmaremos un vehículo adecuado y la tarifa.",
      label: "Reserve un camión",
    },
  },

  // 5 ─────────────────────────────────────────────────────────────────────
  {
    number: 5,
    title: "Embalaje y reembalaje",
    cardDescription:
      "Embalaje apto para exportación, cajas de madera a medida, embalaje para carga peligrosa, perecedera y frágil, además de repaletizado y reetiquetado.",
    cardImages: [
      image(5, "a", "Operarios embalando mercancía en cajas de cartón de exportación y cerrándolas con cinta adhesiva"),
      image(
        5,
        "b",
        "Caja de madera de exportación fabricada a medida, marcada con los símbolos de manipulación de frágil, este lado hacia arriba y proteger de la humedad",
      ),
    ],
    heroImages: [
      image(5, "a", "Operarios embalando mercancía en cajas de cartón de exportación y cerrándolas con cinta adhesiva"),
      image(
        5,
        "b",
        "Caja de madera de exportación fabricada a medida, marcada con los símbolos de manipulación de frágil, este lado hacia arriba y proteger de la humedad",
      ),
    ],
    meta: {
      title: "Embalaje y reembalaje para exportación | Tarang Global Logistics",
      description:
        "Embalaje para exportación en Navi Mumbai: materiales aptos para exportación, cajas ISPM-15 a medida, embalaje de carga peligrosa, perecedera y frágil, repaletizado y reetiquetado.",
      keywords: [
        "embalaje para exportación Navi Mumbai",
        "cajas de madera a medida",
        "embalaje de carga peligrosa",
        "reembalaje y reetiquetado",
        "embalaje de carga frágil",
      ],
    },
    intro: [
      "El embalaje decide si la carga sobrevive al trayecto. Una caja de cartón que sirve para una mensajería nacional puede no resistir el apilado en un contenedor, semanas de humedad en el mar o la manipulación en un centro de transbordo. Embalamos y reembalamos carga para la exportación en nuestras instalaciones de Navi Mumbai y en las de nuestros clientes.",
      "Elegimos los materiales en función de la mercancía, del modo de transporte y de la normativa del país de destino, y documentamos cada trabajo con fotografías y una lista de empaque actualizada, para que sepa exactamente cómo salió su carga de nuestras manos.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Servicios de embalaje",
        items: [
          {
            title: "Materiales aptos para exportación",
            text: "Cajas de cartón ondulado de alta resistencia, barreras contra la humedad, film VCI para piezas metálicas y desecantes elegidos para largas travesías marítimas.",
            icon: "package",
          },
          {
            title: "Cajas de madera a medida",
            text: "Cajas y jaulas de madera fabricadas a medida con madera tratada térmicamente y marcada según ISPM-15, con patines para la manipulación con carretilla elevadora.",
            icon: "wrench",
          },
          {
            title: "Carga peligrosa",
            text: "Embalajes homologados ONU, marcas y etiquetas para mercancías peligrosas, en concordancia con la declaración de mercancías peligrosas para el transporte marítimo o aéreo.",
            icon: "shield-check",
          },
          {
            title: "Carga perecedera",
            text: "Cajas isotérmicas, acumuladores de gel y cajas ventiladas que mantienen los alimentos, las flores y los productos farmacéuticos dentro de sus límites.",
            icon: "thermometer",
          },
          {
            title: "Carga frágil",
            text: "Insertos de espuma, acolchado y embalaje en suspensión para cristalería, instrumentos y productos electrónicos.",
            icon: "boxes",
          },
          {
            title: "Repaletizado y reetiquetado",
            text: "Reconstrucción de palés dañados o no conformes y reetiquetado de cajas para el comprador, el transportista o el mercado indio.",
            icon: "refresh-cw",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Cómo se desarrolla un trabajo de embalaje",
        items: [
          {
            title: "Inspección",
            text: "Examinamos la mercancía, su peso, sus dimensiones y su sensibilidad, así como la ruta que seguirá.",
          },
          {
            title: "Plan de embalaje",
            text: "Antes de empezar cualquier trabajo, le proponemos los materiales y el método, junto con una cotización.",
          },
          {
            title: "Embalaje",
            text: "Nuestro equipo embala, encaja o paletiza la carga en nuestras instalaciones o en las suyas.",
          },
          {
            title: "Marcado y etiquetado",
            text: "Cada bulto lleva sus marcas de expedición, símbolos de manipulación y etiquetas reglamentarias.",
          },
          {
            title: "Inspección y entrega",
            text: "El trabajo se revisa, se fotografía y se entrega con una lista de empaque actualizada.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Marcas y etiquetas que aplicamos",
        items: [
          "Símbolos de manipulación como frágil, este lado hacia arriba y proteger de la humedad",
          "Marcas de expedición, números de bulto y datos del destinatario",
          "Pesos bruto y neto y dimensiones",
          "Marcas de tratamiento ISPM-15 en los embalajes de madera",
          "Etiquetas de mercancías peligrosas y números ONU",
          "Códigos de barras y etiquetas de distribuidor según las especificaciones de su comprador",
        ],
      },
      {
        kind: "prose",
        heading: "Reembalaje de mercancías importadas",
        paragraphs: [
          "Las mercancías importadas a menudo necesitan un trabajo previo antes de poder venderse en la India. Fraccionamos los lotes, reembalamos en unidades de venta al por menor o de distribución y aplicamos las declaraciones que las Normas de Metrología Legal (Productos Envasados) (Legal Metrology (Packaged Commodities) Rules) exigen en los envases importados, como el nombre y la dirección del importador y el precio máximo de venta al público.",
          "El reembalaje puede realizarse antes de la expedición desde nuestro almacén, de modo que la mercancía sale lista para la venta y usted se ahorra una segunda parada de manipulación.",
        ],
      },
    ],
    cta: {
      heading: "Proteja su carga antes del envío",
      text: "Cuéntenos qué envía y adónde, y le recomendaremos el embalaje adecuado para la mercancía y la ruta.",
      label: "Solicite servicios de embalaje",
    },
  },

  // 6 ─────────────────────────────────────────────────────────────────────
  {
    number: 6,
    title: "Paletizado",
    cardDescription:
      "Palés tratados térmicamente según ISPM-15, enfardado con film estirable, flejado y planes de carga que permiten meter más mercancía en cada contenedor y camión.",
    cardImages: [
      image(6, "a", "Hilera de palés con cajas apiladas y envueltos en film estirable transparente"),
      image(6, "b", "Operario desplazando un palé cargado por el suelo de un almacén con una transpaleta manual"),
    ],
    heroImages: [
      image(6, "a", "Hilera de palés con cajas apiladas y envueltos en film estirable transparente"),
      image(6, "b", "Operario desplazando un palé cargado por el suelo de un almacén con una transpaleta manual"),
    ],
    meta: {
      title: "Servicios de paletizado en Navi Mumbai | Tarang Global Logistics",
      description:
        "Paletizado de carga en Navi Mumbai: europalés y palés estándar, palés tratados térmicamente según ISPM-15, enfardado con film estirable, flejado y optimización de la carga de contenedores.",
      keywords: [
        "servicios de paletizado",
        "palés ISPM-15",
        "palés tratados térmicamente Mumbai",
        "enfardado con film estirable",
        "optimización de carga de contenedores",
      ],
    },
    intro: [
      "La carga paletizada se carga más rápido, se cuenta con más facilidad y sufre menos daños que las cajas sueltas. Montamos los palés según las especificaciones de su comprador y los requisitos del transportista, y planificamos cómo encajarán en el contenedor o el camión antes de enfardar el primero.",
      "Todos los palés de madera que suministramos para la exportación están tratados térmicamente y llevan la marca ISPM-15, para que su envío no quede retenido en destino por su embalaje de madera. Cuando la madera no es adecuada, ofrecemos alternativas de plástico y de madera prensada.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Tipos de palés",
        items: [
          {
            title: "Tamaños estándar",
            text: "Europalés (1200 × 800 mm), palés estándar (1200 × 1000 mm) y palés de 48 × 40 pulgadas para compradores de Norteamérica.",
            icon: "boxes",
          },
          {
            title: "Palés de madera tratados térmicamente",
            text: "Palés conformes a ISPM-15 con la marca de tratamiento, aceptados para la exportación a destinos que regulan los embalajes de madera.",
            icon: "shield-check",
          },
          {
            title: "Palés de plástico y de madera prensada",
            text: "Los materiales procesados quedan fuera del ámbito de ISPM-15 y son adecuados para mercancías sensibles a la higiene, como alimentos y productos farmacéuticos.",
            icon: "recycle",
          },
          {
            title: "Palés a medida",
            text: "Palés y patines fabricados a medida para artículos largos, pesados o de forma irregular.",
            icon: "wrench",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Sujeción de la carga",
        paragraphs: [
          "Un palé es tan estable como su envoltura. Enfardamos con film estirable a máquina o a mano, añadimos cantoneras para proteger las aristas y flejamos las cargas más pesadas con fleje de PET o de acero. Las láminas superiores protegen del polvo y la humedad, y las láminas antideslizantes impiden que las capas se desplacen.",
          "Las cajas se apilan en columna o en patrón trabado según su resistencia, sin sobresalir del borde del palé, para que el peso se reparta de manera uniforme y la carga resista el apilado durante el tránsito.",
        ],
      },
      {
        kind: "prose",
        heading: "Optimización de la carga",
        paragraphs: [
          "Antes de paletizar, calculamos la superficie, la altura y el peso del palé que mejor aprovechan el contenedor o el camión: cuentan las dimensiones interiores, la altura de la puerta, los límites de carga útil y si los palés pueden apilarse en doble altura.",
          "Recibe un plan de carga que muestra cómo se colocarán los palés, de modo que envía menos espacio vacío, paga menos flete y sabe de antemano cuántas unidades cabrán.",
        ],
      },
      {
        kind: "steps",
        heading: "Nuestro proceso de paletizado",
        items: [
          {
            title: "Evaluar la carga",
            text: "Comprobamos el tamaño, el peso y la resistencia de las cajas, así como los requisitos de palé del comprador y del transportista.",
          },
          {
            title: "Elegir el palé",
            text: "Elegimos el tipo y el tamaño de palé adecuados para la mercancía, el destino y el plan de carga.",
          },
          {
            title: "Montar y apilar",
            text: "Las cajas se apilan según el patrón y la altura acordados.",
          },
          {
            title: "Enfardar y flejar",
            text: "La carga se envuelve con film estirable, se protegen las aristas y se fleja según sea necesario.",
          },
          {
            title: "Etiquetar y cargar",
            text: "Cada palé se etiqueta, se registra en la lista de empaque y se carga según el plan.",
          },
        ],
      },
    ],
    cta: {
      heading: "Aproveche al máximo cada contenedor",
      text: "Envíenos el tamaño de sus cajas y sus volúmenes, y le propondremos una configuración de palés y un plan de carga.",
      label: "Planifique mis cargas paletizadas",
    },
  },

  // 7 ─────────────────────────────────────────────────────────────────────
  {
    number: 7,
    title: "Trincaje y calzado",
    cardDescription:
      "Carga pesada, irregular y sobredimensionada asegurada con cinchas, cadenas, cuñas de madera y material de estiba en contenedores, en flat racks y en remolques.",
    cardImages: [
      image(7, "a", "Maquinaria pesada sobre un contenedor flat rack, asegurada con cadenas tensadas y cuñas de madera"),
      image(7, "b", "Interior de un contenedor: carga sujeta con cinchas de trincaje y bolsas de estiba hinchables rellenando los huecos"),
    ],
    heroImages: [
      image(7, "a", "Maquinaria pesada sobre un contenedor flat rack, asegurada con cadenas tensadas y cuñas de madera"),
      image(7, "b", "Interior de un contenedor: carga sujeta con cinchas de trincaje y bolsas de estiba hinchables rellenando los huecos"),
    ],
    meta: {
      title: "Servicios de trincaje y calzado | Tarang Global Logistics",
      description:
        "Trincaje y calzado de carga en Navi Mumbai: cinchas, cadenas, cuñas de madera y material de estiba para carga pesada y sobredimensionada, documentado, fotografiado y certificado.",
      keywords: [
        "trincaje y calzado",
        "trincaje de carga Navi Mumbai",
        "trincaje en flat rack",
        "sujeción de carga en contenedores",
        "certificado de trincaje",
        "sujeción de carga pesada",
      ],
    },
    intro: [
      "La carga que se mueve durante el tránsito es carga que se daña, y un objeto pesado que se desplaza también puede dañar el contenedor, el buque o el vehículo que lo transporta. Aseguramos carga irregular, pesada y sobredimensionada con cinchas, cadenas, cuñas de madera y material de estiba dentro de contenedores, en flat racks y en remolques.",
      "Nuestras cuadrillas de trincaje planifican cada trabajo en función del peso, el centro de gravedad y la forma de la carga, y de las fuerzas a las que estará sometida en carretera y en el mar. Cada trabajo se documenta y se fotografía, y lo certifica un inspector independiente cuando su comprador, su transportista o su aseguradora lo solicitan.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Métodos de sujeción",
        items: [
          {
            title: "Cinchas de trincaje",
            text: "Cinchas de poliéster con tensores de carraca para cajas de madera, cajas de cartón y carga con superficies acabadas que las cadenas marcarían.",
            icon: "lock",
          },
          {
            title: "Cadenas y tensores",
            text: "Cadenas y tensores de carga homologados para maquinaria, vehículos, acero y otras unidades pesadas.",
            icon: "wrench",
          },
          {
            title: "Cuñas y calzos de madera",
            text: "Cuñas y calzos de madera fijados contra ruedas, cilindros y patines para impedir que rueden o se deslicen.",
            icon: "boxes",
          },
          {
            title: "Material de estiba y bolsas hinchables",
            text: "Madera de estiba para repartir las cargas y bolsas de estiba hinchables para rellenar los huecos entre bultos.",
            icon: "package",
          },
          {
            title: "Bloqueo y apuntalamiento",
            text: "Estructuras de madera construidas dentro del contenedor para sujetar la carga contra las paredes, el suelo y las puertas.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "list",
        heading: "Dónde trabajamos",
        items: [
          "Dentro de contenedores estándar y high cube de 20 ft y 40 ft",
          "En flat racks y contenedores open top para carga fuera de gálibo",
          "En remolques, plataformas y camas bajas para el transporte por carretera",
          "En su fábrica, en la estación de carga de contenedores o en el puerto",
        ],
      },
      {
        kind: "steps",
        heading: "Cómo aseguramos una carga",
        items: [
          {
            title: "Inspección",
            text: "Registramos el peso, las dimensiones, el centro de gravedad y los puntos de trincaje de la carga, así como la unidad en la que viajará.",
          },
          {
            title: "Plan de trincaje",
            text: "Planificamos el método y los materiales conforme al Código de prácticas OMI/OIT/CEPE sobre la arrumazón de las unidades de transporte (Código CTU).",
          },
          {
            title: "Sujeción",
            text: "Nuestra cuadrilla coloca, calza y trinca la carga, tensando cada cincha y cada cadena.",
          },
          {
            title: "Inspección final",
            text: "Un supervisor revisa cada punto de trincaje antes de que la unidad se cierre o se libere.",
          },
          {
            title: "Documentación y certificación",
            text: "Recibe un informe del trabajo con fotografías y, cuando se requiere, un certificado de trincaje de un inspector independiente.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Carga que aseguramos habitualmente",
        items: [
          "Maquinaria y equipos industriales",
          "Bobinas, chapas y perfiles estructurales de acero",
          "Vehículos y maquinaria de construcción",
          "Transformadores, generadores y carga de proyecto",
          "Cajas y jaulas de madera pesadas",
          "Bidones, barriles e IBC",
        ],
      },
    ],
    cta: {
      heading: "¿Tiene carga pesada o difícil de enviar?",
      text: "Indíquenos las dimensiones y el peso, y nuestro equipo de trincaje planificará cómo asegurarla durante todo el trayecto.",
      label: "Asegure mi carga",
    },
  },

  // 8 ─────────────────────────────────────────────────────────────────────
  {
    number: 8,
    title: "Fumigación",
    cardDescription:
      "Eliminación certificada de plagas en contenedores, palés y carga en sus instalaciones, conforme a ISPM-15 y a la normativa fitosanitaria, con un certificado emitido para la aduana.",
    cardImages: [
      image(8, "a", "Contenedor cubierto con una lona de fumigación hermética al gas y señales de advertencia"),
      image(8, "b", "Palé de madera tratado térmicamente con la marca ISPM-15 y, a su lado, un técnico con equipo de protección"),
    ],
    heroImages: [
      image(8, "a", "Contenedor cubierto con una lona de fumigación hermética al gas y señales de advertencia"),
      image(8, "b", "Palé de madera tratado térmicamente con la marca ISPM-15 y, a su lado, un técnico con equipo de protección"),
    ],
    meta: {
      title: "Servicios de fumigación en Navi Mumbai | Tarang Global Logistics",
      description:
        "Fumigación para exportación en Navi Mumbai: tratamiento de contenedores, palés y en sus instalaciones conforme a ISPM-15 y a la normativa fitosanitaria, con certificado de fumigación para la aduana.",
      keywords: [
        "servicios de fumigación Navi Mumbai",
        "fumigación de contenedores",
        "tratamiento de palés ISPM-15",
        "certificado de fumigación",
        "cumplimiento fitosanitario",
      ],
    },
    intro: [
      "Los embalajes de madera, los productos agrícolas y muchas materias primas pueden transportar insectos que los países importadores no aceptan. Un envío sin una fumigación válida puede ser rechazado, tratado de nuevo a su cargo o destruido en destino.",
      "Organizamos la eliminación certificada de plagas en la carga de exportación, realizada por operadores de fumigación acreditados conforme a las normas de la Organización Nacional de Protección Fitosanitaria de la India. Cada tratamiento recibe un certificado de fumigación, listo para la aduana y para su comprador.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Servicios de fumigación",
        items: [
          {
            title: "Fumigación de contenedores",
            text: "Contenedores ya cargados tratados en condiciones herméticas en sus instalaciones, en la CFS o en el puerto antes del embarque.",
            icon: "ship",
          },
          {
            title: "Palés y embalajes de madera",
            text: "Palés, cajas y madera de estiba tratados y marcados según ISPM-15, para que los embalajes de madera pasen el control en destino.",
            icon: "boxes",
          },
          {
            title: "Fumigación en sus instalaciones",
            text: "Tratamiento en su fábrica o almacén de existencias, pilas y grandes partidas que no pueden trasladarse con facilidad.",
            icon: "map-pin",
          },
          {
            title: "Fumigación de mercancías",
            text: "Cereales, legumbres, especias, semillas oleaginosas, algodón y otros productos tratados según los requisitos del país importador.",
            icon: "leaf",
          },
        ],
      },
      {
        kind: "prose",
        heading: "ISPM-15 y cumplimiento fitosanitario",
        paragraphs: [
          "ISPM-15 es la norma internacional para los embalajes de madera utilizados en el comercio. Exige que los palés, las cajas y la madera de estiba fabricados con madera en bruto se traten térmicamente o se fumiguen con bromuro de metilo y lleven la marca de la CIPF (IPPC). Nos aseguramos de que cada componente de madera de su envío esté tratado y marcado antes de cargarlo.",
          "Los productos vegetales suelen necesitar además un certificado fitosanitario, que emiten las autoridades de Cuarentena Vegetal tras una inspección. Coordinamos el tratamiento, la inspección y la solicitud para que todos sus certificados estén listos antes del cut-off del buque. Algunos destinos fijan sus propias normas sobre los productos químicos, las dosis o los proveedores del tratamiento, por lo que confirmamos los requisitos del destino antes de reservar el tratamiento.",
        ],
      },
      {
        kind: "steps",
        heading: "Cómo funciona la fumigación",
        items: [
          {
            title: "Reserva y verificación de requisitos",
            text: "Confirmamos la carga, las normas del destino y el tratamiento y el certificado que exigen.",
          },
          {
            title: "Preparación",
            text: "Se precinta el contenedor o se cubre la pila con una lona hermética al gas, y se colocan señales de advertencia.",
          },
          {
            title: "Tratamiento",
            text: "El fumigante se aplica en la dosis requerida y se mantiene durante el tiempo de exposición y a la temperatura exigidos.",
          },
          {
            title: "Ventilación y eliminación del gas",
            text: "La carga se airea y se miden los niveles de gas hasta que su manipulación es segura.",
          },
          {
            title: "Emisión del certificado",
            text: "Se emite para la aduana y para su comprador un certificado de fumigación que recoge el producto químico, la dosis, la duración y la temperatura.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Seguridad y registros",
        items: [
          "Técnicos formados con equipo de protección completo",
          "Señales de advertencia y acceso restringido durante el tratamiento",
          "Medición de gases antes de liberar la carga",
          "Registros de tratamiento conservados para cada trabajo",
          "Copias de los certificados disponibles para auditorías y consultas de los compradores",
        ],
      },
    ],
    cta: {
      heading: "¿Necesita un certificado de fumigación?",
      text: "Indíquenos la carga, el destino y su fecha de cut-off, y programaremos el tratamiento a tiempo.",
      label: "Programe una fumigación",
    },
  },

  // 9 ─────────────────────────────────────────────────────────────────────
  {
    number: 9,
    title: "Documentación y apoyo en cumplimiento normativo",
    cardDescription:
      "Facturas, listas de empaque, declaraciones de exportación y certificados preparados y presentados en ICEGATE y e-Sanchit, conforme a la normativa de la aduana, la DGFT y el CBIC.",
    cardImages: [
      image(9, "a", "Pila de documentos de embarque con un certificado de origen sellado encima"),
      image(9, "b", "Persona en un escritorio presentando formularios comerciales en pantalla"),
    ],
    heroImages: [
      image(9, "a", "Pila de documentos de embarque con un certificado de origen sellado encima"),
      image(9, "b", "Persona en un escritorio presentando formularios comerciales en pantalla"),
    ],
    meta: {
      title: "Documentación de exportación y cumplimiento | Tarang Global Logistics",
      description:
        "Documentación de exportación e importación: facturas, declaraciones de exportación, certificados de origen, presentación en ICEGATE y e-Sanchit, apoyo en código AD, EPCG, RoDTEP y SEZ.",
      keywords: [
        "servicios de documentación de exportación",
        "presentación ICEGATE e-Sanchit",
        "registro del código AD",
        "certificado de origen",
        "incentivos RoDTEP, EPCG y Advance Authorisation",
        "cumplimiento normativo DGFT",
      ],
    },
    intro: [
      "El comercio internacional sigue funcionando con documentos, aunque hoy la mayoría se presenten en línea. Una sola cifra errónea en una factura, o un certificado que no coincide con la declaración de exportación, puede retener la carga en el puerto o hacerle perder un beneficio a la exportación.",
      "Nuestro equipo de documentación prepara, revisa y presenta los documentos que necesitan sus envíos, le mantiene en línea con las directrices de la aduana, la DGFT y el CBIC, y le ayuda a solicitar los incentivos a la exportación a los que tiene derecho.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Documentos comerciales que preparamos",
        items: [
          {
            title: "Facturas comerciales",
            text: "Facturas con los valores, el Incoterm, los códigos HS y las declaraciones que esperan la aduana y el banco de su comprador.",
            icon: "file-text",
          },
          {
            title: "Listas de empaque",
            text: "Contenido, pesos y dimensiones bulto a bulto, en concordancia con la factura y las marcas de expedición.",
            icon: "boxes",
          },
          {
            title: "Declaraciones de exportación (shipping bills)",
            text: "Declaraciones de exportación con los códigos de régimen correctos, para que se soliciten el drawback, RoDTEP y los demás beneficios.",
            icon: "ship",
          },
          {
            title: "Certificados de origen",
            text: "Certificados preferenciales para obtener reducciones arancelarias en virtud de acuerdos comerciales, y certificados no preferenciales cuando los compradores los piden.",
            icon: "badge-check",
          },
          {
            title: "SDF",
            text: "El formulario de declaración obligatoria (Statutory Declaration Form) previsto en la FEMA, que confirma que se cobrará el importe de la exportación, presentado junto con la declaración de exportación.",
            icon: "clipboard-check",
          },
          {
            title: "MSDS",
            text: "Fichas de datos de seguridad de productos químicos y otros productos regulados, revisadas según los requisitos del transportista.",
            icon: "search",
          },
          {
            title: "Declaraciones de mercancías peligrosas",
            text: "Declaraciones de mercancías peligrosas conforme al Código IMDG para el transporte marítimo y a la reglamentación de la IATA para el aéreo.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Presentación electrónica y registros",
        items: [
          {
            title: "Presentación en ICEGATE",
            text: "Declaraciones de importación y de exportación y respuestas a las consultas aduaneras presentadas en la pasarela EDI de la Aduana de la India.",
            icon: "cpu",
          },
          {
            title: "Cargas en e-Sanchit",
            text: "Documentos justificativos cargados digitalmente para cada declaración, de modo que no es necesario llevar copias en papel a la aduana.",
            icon: "file-text",
          },
          {
            title: "Registro del código AD",
            text: "Registro del código AD (Authorised Dealer) de su banco en cada puerto desde el que exporta, necesario antes de poder presentar una declaración de exportación.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Dentro de las directrices de la aduana, la DGFT y el CBIC",
        paragraphs: [
          "Las normas cambian mediante notificaciones aduaneras, circulares del CBIC y modificaciones de la Política de Comercio Exterior publicadas por la DGFT. Seguimos estos cambios y le avisamos cuando alguno afecta a sus productos, a sus tipos arancelarios o a los documentos que necesitan sus envíos.",
          "Antes de cada presentación, comprobamos que las descripciones, las clasificaciones, los valores y las licencias coincidan en todos los documentos. Una documentación coherente es la forma más sencilla de evitar consultas, reconocimientos y retrasos.",
        ],
      },
      {
        kind: "list",
        heading: "Regímenes de fomento de la exportación con los que le ayudamos",
        intro:
          "Preparamos los documentos y las presentaciones que exigen estos regímenes y controlamos las obligaciones que asume con ellos.",
        items: [
          "EPCG: importación de bienes de equipo con derechos reducidos a cambio de una obligación de exportación",
          "Advance Authorisation: importación libre de derechos de los insumos utilizados para fabricar productos de exportación",
          "RoDTEP: devolución de los derechos e impuestos incorporados, abonados como e-scrips transferibles",
          "SEZ: documentación para envíos con destino u origen en unidades de Zonas Económicas Especiales",
        ],
      },
    ],
    cta: {
      heading: "¿La documentación le frena?",
      text: "Envíenos los datos de su envío y nuestro equipo de documentación preparará, revisará y presentará lo que necesite.",
      label: "Obtenga ayuda con la documentación",
    },
  },

  // 10 ────────────────────────────────────────────────────────────────────
  {
    number: 10,
    title: "Servicios de consultoría",
    cardDescription:
      "Asesoramiento aduanero y de comercio exterior: códigos HS, análisis de derechos, regímenes de incentivos, autorizaciones BIS, FSSAI y de cuarentena, impacto del GST y optimización de costes.",
    cardImages: [
      image(10, "a", "Consultores logísticos comentando gráficos alrededor de una mesa con un globo terráqueo"),
      image(10, "b", "Consultor presentando en una pantalla un gráfico de optimización de costes al equipo de un cliente"),
    ],
    heroImages: [
      image(10, "a", "Consultores logísticos comentando gráficos alrededor de una mesa con un globo terráqueo"),
      image(10, "b", "Consultor presentando en una pantalla un gráfico de optimización de costes al equipo de un cliente"),
    ],
    meta: {
      title: "Consultoría aduanera y de comercio exterior | Tarang Global Logistics",
      description:
        "Consultoría aduanera y de comercio exterior desde Navi Mumbai: clasificación de códigos HS, análisis de derechos, RoDTEP y EPCG, autorizaciones BIS y FSSAI, impacto del GST y reducción de costes.",
      keywords: [
        "consultoría de comercio exterior",
        "consultor aduanero Mumbai",
        "clasificación de códigos HS",
        "análisis de derechos de importación",
        "autorización de importación BIS FSSAI",
        "optimización de costes logísticos",
      ],
    },
    intro: [
      "Muchos errores costosos en el comercio se producen antes de que la carga se mueva: un código HS equivocado, una licencia olvidada, un Incoterm que le traslada costes o un régimen que nadie solicitó. Nuestro servicio de consultoría pone a su disposición la experiencia de nuestros equipos de aduanas y de transporte antes de que usted se comprometa.",
      "Trabajamos tanto con exportadores que dan sus primeros pasos como con importadores consolidados que revisan cómo comercian. Nuestro asesoramiento es práctico y específico para sus productos, sus puertos y sus mercados, y lo ponemos por escrito para que su equipo pueda actuar en consecuencia.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Áreas de asesoramiento",
        items: [
          {
            title: "Orientación aduanera y de comercio exterior",
            text: "Cómo se aplican a sus mercancías las normas de importación y exportación, desde las licencias y las restricciones hasta la Política de Comercio Exterior.",
            icon: "globe",
          },
          {
            title: "Identificación del código HS",
            text: "La clasificación correcta de sus productos, que determina los tipos arancelarios, las restricciones y los beneficios de los regímenes.",
            icon: "search",
          },
          {
            title: "Análisis de derechos",
            text: "Un desglose del derecho de aduana básico, los recargos, el IGST y cualquier derecho antidumping, con los tipos preferentes de los acuerdos comerciales.",
            icon: "coins",
          },
          {
            title: "Regímenes de incentivos",
            text: "A cuáles de RoDTEP, drawback, EPCG y Advance Authorisation puede acogerse, y cómo solicitarlos.",
            icon: "trending-up",
          },
          {
            title: "BIS, FSSAI, PQ y AQ",
            text: "Las autorizaciones y los controles de producto que necesitan sus mercancías antes de que la aduana las libere.",
            icon: "badge-check",
          },
          {
            title: "Registro en puertos",
            text: "Los registros IEC, del código AD y en ICEGATE en regla en cada puerto que piensa utilizar.",
            icon: "map-pin",
          },
          {
            title: "Impacto del GST",
            text: "El IGST en las importaciones, el crédito fiscal soportado y la exportación con una carta de compromiso (Letter of Undertaking) o con devolución del IGST.",
            icon: "file-text",
          },
          {
            title: "Optimización de costes",
            text: "Una revisión de su coste puesto en destino para encontrar ahorros en flete, derechos, almacenaje y gastos portuarios.",
            icon: "target",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Las autorizaciones reglamentarias, explicadas",
        paragraphs: [
          "Muchos productos necesitan la autorización de un organismo distinto de la aduana antes de poder entrar en la India. Los productos electrónicos y muchos bienes industriales están sujetos al registro BIS o a órdenes de control de calidad, los productos alimentarios necesitan la autorización de importación de FSSAI, las plantas y los productos vegetales necesitan la autorización de Cuarentena Vegetal (PQ) y los productos de origen animal, la de Cuarentena Animal (AQ).",
          "Le indicamos qué autorizaciones se aplican a sus productos, qué implica cada una y cuánto tiempo debe prever, para que la carga no llegue antes de que la documentación esté lista.",
        ],
      },
      {
        kind: "prose",
        heading: "Optimización de costes",
        paragraphs: [
          "El coste puesto en destino es mucho más que la tarifa de flete. Revisamos sus envíos de principio a fin: modo de transporte y ruta, consolidación, Incoterms, planificación arancelaria con los acuerdos comerciales, almacenaje y los cargos por demora y detención que se acumulan cuando la carga espera.",
          "Recibe un informe breve con recomendaciones prácticas, ordenadas según el ahorro y el esfuerzo que implica cada una.",
        ],
      },
      {
        kind: "steps",
        heading: "Cómo funciona una consultoría",
        items: [
          {
            title: "Conversación inicial",
            text: "Hablamos de sus productos, sus mercados y las preguntas que necesita resolver.",
          },
          {
            title: "Revisión de documentos",
            text: "Estudiamos sus facturas, declaraciones anteriores, contratos y datos de producto.",
          },
          {
            title: "Análisis",
            text: "Nuestros especialistas en aduanas y transporte analizan la clasificación, los derechos, los regímenes y los costes.",
          },
          {
            title: "Recomendaciones por escrito",
            text: "Recibe por escrito conclusiones claras y los siguientes pasos.",
          },
          {
            title: "Seguimiento",
            text: "Respondemos a sus preguntas mientras pone en práctica el asesoramiento, y podemos realizar el trabajo por usted.",
          },
        ],
      },
    ],
    cta: {
      heading: "¿Tiene una pregunta sobre comercio exterior?",
      text: "Reserve una consultoría y nuestros especialistas analizarán con usted sus productos, sus mercados y sus costes.",
      label: "Programe una consultoría",
    },
  },

  // 11 ────────────────────────────────────────────────────────────────────
  {
    number: 11,
    title: "Logística inversa",
    cardDescription:
      "Devoluciones recogidas, inspeccionadas, clasificadas y enviadas a su mejor destino: reventa, reparación, reciclaje o eliminación responsable.",
    cardImages: [
      image(11, "a", "Paquetes devueltos recorriendo un flujo circular de flechas, del cliente de vuelta al almacén"),
      image(11, "b", "Puesto de trabajo donde los productos devueltos se reacondicionan y se clasifican en contenedores de reciclaje"),
    ],
    heroImages: [image(11, "a", "Paquetes devueltos recorriendo un flujo circular de flechas, del cliente de vuelta al almacén")],
    meta: {
      title: "Servicios de logística inversa | Tarang Global Logistics",
      description:
        "Logística inversa desde Navi Mumbai: gestión de devoluciones, reacondicionamiento, reciclaje, cambios en garantía, reposición en stock y recuperación de activos en un único flujo gestionado.",
      keywords: [
        "logística inversa India",
        "gestión de devoluciones",
        "reacondicionamiento y reparación de productos",
        "reciclaje y eliminación",
        "recuperación de activos",
      ],
    },
    intro: [
      "Los productos vuelven por muchos motivos: una talla equivocada, una avería en garantía, el fin de un arrendamiento o el final de su vida útil. La forma en que una empresa gestiona esas devoluciones influye en sus costes, en sus clientes y en su huella ambiental.",
      "Nuestro servicio de logística inversa recoge las mercancías devueltas, las inspecciona y clasifica, y envía cada artículo a su mejor destino, ya sea la reventa, la reparación, el reciclaje o la eliminación responsable. Usted obtiene un registro claro de cada artículo, y el stock que puede volver a venderse regresa rápidamente a su cadena de suministro.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Ventajas de la logística inversa",
        items: [
          {
            title: "Reducción de costes",
            text: "La recogida consolidada y las decisiones rápidas sobre cada artículo reducen los costes de transporte, almacenamiento y baja de inventario.",
            icon: "coins",
          },
          {
            title: "Sostenibilidad",
            text: "La reutilización, la reparación y el reciclaje evitan que productos y materiales acaben en el vertedero.",
            icon: "leaf",
          },
          {
            title: "Recuperación de valor",
            text: "Las mercancías devueltas se revenden, se reacondicionan o se desmontan para aprovechar sus piezas en lugar de darse de baja.",
            icon: "trending-up",
          },
          {
            title: "Eficiencia",
            text: "Un proceso definido sustituye a la gestión improvisada, de modo que las devoluciones ya no perturban las operaciones de salida.",
            icon: "gauge",
          },
          {
            title: "Satisfacción del cliente",
            text: "Las recogidas, los reembolsos y las sustituciones rápidos mantienen la confianza de los clientes para volver a comprar.",
            icon: "users",
          },
          {
            title: "Información a partir de los datos",
            text: "Los motivos de devolución y los grados de estado le muestran dónde pueden mejorar el producto, el embalaje o la entrega.",
            icon: "bar-chart",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Nuestros servicios de logística inversa",
        items: [
          {
            title: "Gestión de devoluciones",
            text: "Programación de recogidas, verificación de las autorizaciones de devolución y recepción de las devoluciones de clientes y minoristas.",
            icon: "package",
          },
          {
            title: "Reacondicionamiento y reparación",
            text: "Los artículos reparables se arreglan, se prueban y se reembalan para su reventa o como stock de sustitución.",
            icon: "wrench",
          },
          {
            title: "Reciclaje y eliminación",
            text: "Los artículos que no pueden reutilizarse se envían a recicladores autorizados, con registros de cómo se trataron.",
            icon: "recycle",
          },
          {
            title: "Tramitación de garantías y cambios",
            text: "Las reclamaciones en garantía se verifican y las sustituciones se envían conforme a su política.",
            icon: "badge-check",
          },
          {
            title: "Gestión de productos al final de su vida útil",
            text: "Los productos al final de su vida útil se recogen, se desmontan y se encaminan a la reutilización o al reciclaje.",
            icon: "refresh-cw",
          },
          {
            title: "Reposición en stock",
            text: "Las devoluciones vendibles se reembalan, se reetiquetan y se reincorporan al inventario disponible.",
            icon: "boxes",
          },
          {
            title: "Recuperación de activos",
            text: "Los equipos, los palés y los embalajes retornables se recuperan y se reutilizan o se revenden.",
            icon: "coins",
          },
          {
            title: "Optimización de la cadena de suministro inversa",
            text: "Analizamos los volúmenes, las rutas y las decisiones de devolución para que todo el flujo de devoluciones sea más rápido y económico.",
            icon: "route",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Nuestro proceso en cinco pasos",
        items: [
          {
            title: "Recogida",
            text: "Los artículos devueltos se recogen de clientes, tiendas o distribuidores y se consolidan en nuestras instalaciones.",
          },
          {
            title: "Inspección",
            text: "Cada artículo se revisa, se clasifica según su estado y se registra con su motivo de devolución.",
          },
          {
            title: "Clasificación",
            text: "Los artículos se destinan a reposición en stock, reparación, reciclaje o eliminación según sus reglas.",
          },
          {
            title: "Tratamiento",
            text: "Se lleva a cabo la reparación, el reembalaje, el reciclaje o la eliminación, y cada acción queda registrada.",
          },
          {
            title: "Reintegración",
            text: "El stock y los materiales recuperados vuelven a su cadena de suministro, y usted recibe un informe del resultado.",
          },
        ],
      },
    ],
    cta: {
      heading: "Convierta las devoluciones en valor recuperado",
      text: "Háblenos de sus volúmenes de devolución y diseñaremos un flujo de logística inversa adaptado a su negocio.",
      label: "Póngase en contacto con nuestro equipo",
    },
  },

  // 12 ────────────────────────────────────────────────────────────────────
  {
    number: 12,
    title: "Logística de cadena de frío",
    cardDescription:
      "Transporte y almacenamiento a temperatura controlada para productos farmacéuticos, alimentos y otras cargas sensibles, con monitorización en tiempo real desde el muelle hasta la entrega.",
    cardImages: [
      image(12, "a", "Camión frigorífico con el equipo de refrigeración montado sobre la cabina"),
      image(12, "b", "Cámara frigorífica con cajas en estanterías y un indicador digital de temperatura en la pared"),
    ],
    heroImages: [
      image(12, "a", "Camión frigorífico con el equipo de refrigeración montado sobre la cabina"),
      image(12, "b", "Cámara frigorífica con cajas en estanterías y un indicador digital de temperatura en la pared"),
    ],
    meta: {
      title: "Logística de cadena de frío en Navi Mumbai | Tarang Global Logistics",
      description:
        "Logística de cadena de frío desde Navi Mumbai: transporte refrigerado, almacenaje frigorífico, monitorización de la temperatura en tiempo real, mapeo térmico y manipulación conforme a las GDP.",
      keywords: [
        "logística de cadena de frío India",
        "transporte refrigerado Mumbai",
        "almacenaje frigorífico",
        "cadena de frío farmacéutica",
        "monitorización de temperatura",
        "logística de carga perecedera",
      ],
    },
    intro: [
      "Los productos farmacéuticos, las vacunas, el pescado y marisco, los lácteos, la fruta y muchas especialidades químicas pierden valor, o dejan de ser seguros, si salen de su rango de temperatura aunque sea por poco tiempo. Nuestro servicio de cadena de frío los mantiene dentro de su rango desde el muelle del productor hasta la puerta del destinatario.",
      "Combinamos vehículos refrigerados, almacenamiento a temperatura controlada, un embalaje adecuado y una monitorización continua, y registramos todo el trayecto para que pueda demostrar a los reguladores y a sus clientes que la cadena nunca se rompió.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Ventajas de nuestra cadena de frío",
        items: [
          {
            title: "Integridad del producto",
            text: "La mercancía se mantiene dentro del rango especificado en cada etapa, lo que protege su calidad, su potencia y su vida útil.",
            icon: "thermometer",
          },
          {
            title: "Visibilidad de principio a fin",
            text: "Puede ver la temperatura, la ubicación y el estado desde la recogida hasta la entrega.",
            icon: "search",
          },
          {
            title: "Tranquilidad normativa",
            text: "Los registros completos de temperatura están listos para auditorías, inspecciones y consultas de los clientes.",
            icon: "shield-check",
          },
          {
            title: "Menos pérdidas",
            text: "Menos desviaciones de temperatura significan menos envíos rechazados y menos producto echado a perder.",
            icon: "leaf",
          },
          {
            title: "Respuesta rápida",
            text: "Las alertas llegan a nuestro equipo en cuanto una lectura se desvía, para que la acción correctiva empiece de inmediato.",
            icon: "clock",
          },
          {
            title: "Un único interlocutor",
            text: "Un solo coordinador gestiona conjuntamente el transporte, el almacenamiento y la monitorización.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Nuestros servicios de cadena de frío",
        items: [
          {
            title: "Transporte a temperatura controlada",
            text: "Camiones y contenedores refrigerados (reefer) ajustados y preenfriados al rango de su producto antes de la carga.",
            icon: "truck",
          },
          {
            title: "Almacenaje frigorífico",
            text: "Almacenamiento refrigerado y congelado con registro continuo de la temperatura y suministro eléctrico de respaldo.",
            icon: "snowflake",
          },
          {
            title: "Monitorización en tiempo real",
            text: "Registradores de datos y sensores informan de la temperatura durante todo el trayecto, con alertas ante cualquier desviación.",
            icon: "gauge",
          },
          {
            title: "Mapeo térmico y validación",
            text: "Las zonas de almacenamiento y los vehículos se mapean y se validan para demostrar que mantienen en todo momento el rango requerido.",
            icon: "clipboard-check",
          },
          {
            title: "Cumplimiento normativo",
            text: "Una manipulación conforme a las Buenas Prácticas de Distribución (GDP) que respalda sus obligaciones GMP y ante la FDA de Estados Unidos, con registros listos para auditoría.",
            icon: "badge-check",
          },
          {
            title: "Distribución de perecederos",
            text: "Entregas rápidas y planificadas de alimentos, flores y otros productos perecederos a distribuidores, minoristas y puertos.",
            icon: "leaf",
          },
          {
            title: "Embalaje y aislamiento",
            text: "Embalajes isotérmicos, acumuladores de gel y materiales de cambio de fase elegidos según el producto y la duración del trayecto.",
            icon: "package",
          },
        ],
      },
      {
        kind: "list",
        heading: "Rangos de temperatura que gestionamos",
        items: [
          "Congelado: −18 °C o menos",
          "Refrigerado: de +2 °C a +8 °C",
          "Fresco: de +8 °C a +15 °C",
          "Temperatura ambiente controlada: de +15 °C a +25 °C",
        ],
      },
      {
        kind: "steps",
        heading: "Cómo protegemos su envío",
        items: [
          {
            title: "Planificar",
            text: "Acordamos el rango de temperatura, la ruta, el embalaje y el plan de contingencia para su producto.",
          },
          {
            title: "Preacondicionar",
            text: "Los vehículos, los contenedores y los embalajes se llevan a la temperatura adecuada antes de la carga.",
          },
          {
            title: "Cargar",
            text: "La carga se realiza con rapidez y con una exposición mínima, y se ponen en marcha los registradores.",
          },
          {
            title: "Monitorizar",
            text: "Nuestro equipo vigila las lecturas durante todo el trayecto y actúa ante cualquier alerta.",
          },
          {
            title: "Entregar e informar",
            text: "El envío se entrega y usted recibe el registro completo de temperaturas.",
          },
        ],
      },
    ],
    cta: {
      heading: "¿Envía mercancías sensibles a la temperatura?",
      text: "Cuéntenos sobre su producto y su rango de temperatura, y nuestro equipo de cadena de frío planificará un trayecto que lo proteja.",
      label: "Póngase en contacto con nuestro equipo",
    },
  },
];
