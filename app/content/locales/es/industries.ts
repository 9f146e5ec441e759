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
    title: "Especialidades químicas",
    description:
      "Transporte conforme a la normativa de especialidades químicas peligrosas y no peligrosas por mar, aire y carretera, con documentación de mercancías peligrosas, contenedores cisterna ISO, flexitanks y almacenamiento autorizado.",
    image: image(
      "industrie1",
      "Ilustración de bidones de productos químicos y contenedores IBC listos para el envío junto a un contenedor cisterna ISO",
    ),
    expertise: [
      "Las especialidades químicas rara vez se mueven como un único tipo de carga. Un mismo exportador puede enviar en un mes un disolvente de clase 3, un corrosivo de clase 8 y un producto intermedio no regulado, cada uno con sus propias normas de embalaje, etiquetado y aceptación por parte del transportista. Antes de reservar leemos la ficha de datos de seguridad (MSDS/SDS) de cada producto, confirmamos el número ONU, la clase y el grupo de embalaje, y preparamos la declaración de mercancías peligrosas IMDG y el certificado de arrumazón del contenedor. Cuando una naviera debe aprobar la carga peligrosa antes de aceptarla, presentamos la solicitud con antelación para no perder la salida del buque.",
      "El embalaje se adapta al producto y al volumen. Los bidones, garrafas y contenedores IBC viajan en contenedores estándar con el bloqueo y el apuntalamiento adecuados. Los volúmenes mayores de líquidos van en contenedores cisterna ISO, mientras que los líquidos no peligrosos, como ciertos aceites, glicoles y aditivos, pueden viajar en flexitanks a un coste por litro más bajo. Comprobamos los certificados de limpieza de las cisternas, el historial de cargas anteriores y los requisitos de calentamiento, y proporcionamos equipos dedicados o aptos para uso alimentario cuando la especificación del cliente lo exige.",
      "En la India, los productos de la categoría de los derivados del petróleo almacenados en cantidad requieren instalaciones autorizadas por la PESO, y los productos químicos peligrosos se rigen además por las Normas sobre Fabricación, Almacenamiento e Importación de Productos Químicos Peligrosos de 1989 (Manufacture, Storage and Import of Hazardous Chemical Rules). Utilizamos almacenes debidamente autorizados y transporte por carretera señalizado con placas de peligro, con conductores formados que llevan las fichas de emergencia TREM, entre las plantas de Gujarat y Maharashtra y los puertos de Nhava Sheva, Mundra y Hazira. Nuestro equipo de aduanas se encarga de la clasificación y el despacho, y cada envío se sigue hasta que llega al destinatario.",
    ],
    cta: {
      title: "¿Necesita apoyo en logística química?",
      description:
        "Envíenos la SDS de su producto y la ruta, y nuestro equipo le asesorará sobre el embalaje, la documentación y el equipo adecuado.",
      button: "Póngase en contacto con nuestro equipo",
    },
    meta: {
      title: "Logística de especialidades químicas en la India | Tarang Global Logistics",
      description:
        "Logística de productos químicos peligrosos y no peligrosos desde Navi Mumbai: documentación IMDG, contenedores cisterna ISO, flexitanks, almacenamiento autorizado por la PESO y despacho aduanero.",
      keywords: [
        "logística química India",
        "transporte de mercancías peligrosas",
        "carga peligrosa IMDG",
        "contenedores cisterna ISO",
        "transporte en flexitank",
        "almacén con licencia PESO",
      ],
    },
  },
  {
    id: "industrie2",
    title: "Industria farmacéutica",
    description:
      "Transporte a temperatura controlada de medicamentos, principios activos (API) y suministros para ensayos clínicos, con rutas a 2–8 °C y 15–25 °C, registradores de datos y gestión de la documentación reglamentaria.",
    image: image(
      "industrie2",
      "Ilustración de embalajes isotérmicos farmacéuticos con un registrador de temperatura sobre un palé de carga aérea",
    ),
    expertise: [
      "La carga farmacéutica se juzga tanto por su registro de temperatura como por su fecha de llegada. Planificamos cada envío en función de las condiciones de conservación que indica la etiqueta del producto, normalmente 2–8 °C para vacunas y productos biológicos o 15–25 °C para muchas formulaciones terminadas, y elegimos en consecuencia entre embalajes isotérmicos pasivos, contenedores activos de temperatura controlada y contenedores refrigerados (reefer). Los registradores de datos calibrados viajan con la carga, y tras la entrega compartimos las lecturas descargadas con el expedidor para que cualquier desviación pueda evaluarse frente a los datos de estabilidad del producto.",
      "Las exportaciones farmacéuticas del oeste de la India suelen salir por el Aeropuerto Internacional Chhatrapati Shivaji Maharaj de Mumbai, donde la carga se entrega en la zona de exportación a temperatura controlada de la terminal de carga aérea. Coordinamos recogidas preacondicionadas en las plantas de fabricación de Maharashtra y Gujarat, reservamos con transportistas capaces de mantener la carga en la zona de temperatura adecuada en los centros de tránsito y calculamos el momento de la entrega para que los envíos no esperen en la plataforma. Para el flete marítimo de productos menos sensibles, usamos contenedores refrigerados desde Nhava Sheva, comprobando la temperatura de consigna antes del llenado.",
      "La documentación depende del organismo regulador y del destino. Las importaciones de medicamentos y principios activos requieren un certificado de registro y una licencia de importación vigentes de la CDSCO, y los comprobamos antes de que llegue la carga para que el despacho en la oficina portuaria de la CDSCO no se retrase. Para las exportaciones, preparamos facturas, listas de empaque y certificados de análisis según lo que exijan el comprador y el destino. En todo momento aplicamos los principios de las Buenas Prácticas de Distribución (GDP): vehículos limpios y cualificados, entregas controladas, una cadena de custodia documentada y la notificación inmediata de cualquier desviación.",
    ],
    cta: {
      title: "¿Necesita apoyo en logística farmacéutica?",
      description:
        "Indíquenos el producto, el rango de conservación y el destino, y le propondremos una ruta con el embalaje y la monitorización adecuados.",
      button: "Hable con el equipo farmacéutico",
    },
    meta: {
      title: "Logística farmacéutica en la India | Tarang Global Logistics",
      description:
        "Logística farmacéutica a temperatura controlada desde Mumbai: rutas a 2–8 °C y 15–25 °C, registradores de datos, manipulación según las GDP y documentación de importación de la CDSCO.",
      keywords: [
        "logística farmacéutica India",
        "cadena de frío Mumbai",
        "transporte 2–8 °C",
        "flete aéreo farmacéutico",
        "despacho de importación CDSCO",
        "distribución GDP",
      ],
    },
  },
  {
    id: "industrie3",
    title: "Automoción y neumáticos",
    description:
      "Piezas de aprovisionamiento, kits CKD y SKD, neumáticos y vehículos terminados transportados según lo previsto, desde los puertos RoRo y de contenedores hasta la entrega just-in-time en la puerta de la planta.",
    image: image(
      "industrie3",
      "Ilustración de neumáticos apilados, cajas de piezas y automóviles nuevos alineados para embarcar en un buque RoRo",
    ),
    expertise: [
      "Las cadenas de suministro del automóvil funcionan con calendarios de producción fijos, por eso planificamos el transporte en función de la línea de montaje y no del calendario del transportista. Para los kits CKD y SKD importados, acordamos con los proveedores las especificaciones de embalaje, los bastidores retornables y el etiquetado con número de pieza, y después despachamos y entregamos en secuencia a las plantas del cinturón de Chakan, Talegaon y Pimpri-Chinchwad, alrededor de Pune, y de otros lugares de la India. Cuando una planta trabaja en just-in-time, mantenemos un stock de seguridad en un almacén cercano y despachamos en las ventanas de entrega acordadas con su equipo de almacén.",
      "Los vehículos terminados para exportación viajan en buques de carga rodada (roll-on/roll-off) desde puertos como Mumbai, el puerto de Kamarajar en Ennore y Mundra, o en contenedores cuando se trata de volúmenes más pequeños y unidades de alto valor. Organizamos los camiones portavehículos hasta el puerto, la inspección y el registro de daños en cada entrega, y los documentos de embarque y aduanas que necesitan la naviera y el destino. Las motocicletas, los tractores y la maquinaria de construcción se embalan en cajas, en bastidores o se trincan según lo requieran el transportista y la manipulación en el puerto de destino.",
      "Los neumáticos suelen cargarse directamente sobre el piso del contenedor, entrelazados o apilados para aprovechar al máximo el espacio, y acordamos el patrón de carga con el expedidor antes del llenado. Los neumáticos importados deben contar con la certificación BIS conforme a la orden de control de calidad para neumáticos, por lo que verificamos el marcado y los datos de la licencia antes de presentar la declaración de importación (bill of entry). Para la distribución de recambios y posventa, gestionamos envíos más pequeños y frecuentes con una revisión cuidadosa de los códigos HS, ya que un solo envío de piezas suele abarcar muchas partidas arancelarias.",
    ],
    cta: {
      title: "¿Necesita apoyo en logística de automoción?",
      description:
        "Envíenos su calendario de producción o su plan de exportación, y trazaremos el transporte, el despacho y las ventanas de entrega.",
      button: "Solicite apoyo para automoción",
    },
    meta: {
      title: "Logística de automoción y neumáticos en la India | Tarang Global Logistics",
      description:
        "Logística de automoción en la India: kits CKD y SKD, entrega just-in-time a plantas de la zona de Pune, exportación de vehículos RoRo, carga de neumáticos y controles BIS de importación.",
      keywords: [
        "logística de automoción India",
        "kits CKD SKD",
        "transporte RoRo",
        "exportación de neumáticos",
        "entrega just-in-time Pune",
        "transporte de autopartes",
      ],
    },
  },
  {
    id: "industrie4",
    title: "Agricultura y agroquímicos",
    description:
      "Logística para cereales, legumbres, productos frescos, semillas, fertilizantes e insumos agrícolas, con la documentación fitosanitaria, de fumigación y de APEDA gestionada.",
    image: image(
      "industrie4",
      "Ilustración de sacos de yute y de polipropileno tejido con grano, junto a sacos de fertilizante al lado de un contenedor",
    ),
    expertise: [
      "Las exportaciones agrícolas de la India dependen tanto de una documentación correcta como del transporte. Ayudamos a los exportadores con los certificados de registro y afiliación de APEDA para los productos incluidos en su lista, los certificados fitosanitarios de la autoridad de Cuarentena Vegetal, los certificados de origen y cualquier análisis de calidad o de residuos que especifique el comprador. Para el arroz, las legumbres, las semillas oleaginosas y los alimentos procesados, reservamos contenedores, organizamos la inspección en el punto de llenado y coordinamos la fumigación con agencias acreditadas para que el certificado coincida con el contenedor y con la fecha del tratamiento.",
      "La elección del embalaje influye tanto en el coste como en el estado de la mercancía. Los cereales y las semillas oleaginosas suelen viajar en sacos de yute o de polipropileno tejido, a veces con revestimiento interior, mientras que los productos frescos como las uvas, las granadas y los mangos necesitan cajas ventiladas y contenedores refrigerados a la temperatura de consigna correcta. Antes de cargar revisamos que los contenedores estén limpios, sin orificios ni olores, los forramos con papel kraft y usamos desecantes contra la condensación en los viajes largos, y registramos el número de sacos y los pesos durante el llenado para respaldar cualquier reclamación.",
      "La agricultura es estacional, y los picos de cosecha, como la temporada de la uva de Nashik y la llegada de las cosechas rabi y kharif, concentran en pocas semanas la demanda de contenedores, camiones y turnos de fumigación, por lo que planificamos la capacidad con los exportadores con antelación. En cuanto a los insumos, las importaciones de fertilizantes deben cumplir las especificaciones de la Orden de Control de Fertilizantes (Fertiliser (Control) Order) y los insumos plaguicidas necesitan el registro de la CIB&RC. Lo comprobamos antes del envío y distribuimos a través de almacenes autorizados hasta los distribuidores a tiempo para el calendario de siembra.",
    ],
    cta: {
      title: "¿Necesita apoyo en logística agrícola?",
      description:
        "Indíquenos el cultivo o el insumo, el volumen y el destino, y le detallaremos la documentación, la fumigación y el plan de contenedores.",
      button: "Hable con nuestros expertos agrícolas",
    },
    meta: {
      title: "Logística agrícola y agroquímica | Tarang Global Logistics",
      description:
        "Logística de exportación agrícola e insumos en la India: documentación APEDA, certificados fitosanitarios, fumigación de contenedores, productos frescos en reefer y planificación de la capacidad en temporada.",
      keywords: [
        "logística de exportación agrícola India",
        "documentación APEDA",
        "certificado fitosanitario",
        "fumigación de contenedores",
        "exportación de productos frescos en reefer",
        "importación de fertilizantes",
      ],
    },
  },
  {
    id: "industrie5",
    title: "Metales y aleaciones",
    description:
      "Bobinas, chapas, barras y tubos de acero y metales no ferrosos transportados en contenedor y como carga fraccionada, con planificación del peso, trincaje seguro y protección contra la corrosión.",
    image: image(
      "industrie5",
      "Ilustración de bobinas de acero sobre cunas de madera y haces de barras flejados en un contenedor flat rack",
    ),
    expertise: [
      "La carga metálica es densa, por lo que la mayoría de las cargas alcanzan su límite de peso mucho antes de llenar el espacio. Planificamos cada contenedor o camión en función de su carga útil, de los límites de carga por eje en carretera y de la masa bruta verificada (VGM) que exige el convenio SOLAS, y repartimos el peso para no sobrecargar el piso del contenedor en un solo punto. Las bobinas laminadas en caliente y en frío se cargan con el eje horizontal o vertical sobre cunas de madera o soportes de acero, se trincan a los puntos de amarre del contenedor y se fotografían antes de precintar las puertas.",
      "Los productos largos, tubos, perfiles estructurales y haces que superan las dimensiones de un contenedor viajan en flat racks o contenedores open top, o como carga fraccionada (breakbulk) cuando la ruta lo permite. Organizamos el material de estiba, un trincaje dimensionado para la carga y una inspección de carga cuando el comprador la solicita. Los lingotes, palanquillas y cátodos de cobre se paletizan o se flejan en haces, y cotejamos los números de colada, las marcas y el número de haces con la lista de empaque para que lo que llega coincida con el certificado de calidad de la acería.",
      "La corrosión es un riesgo real en el mar, donde los cambios de temperatura provocan condensación dentro de los contenedores. Según el producto, utilizamos envoltorios VCI, bolsas desecantes, forros absorbentes y protección contra la intemperie en los equipos abiertos. En la importación, muchos productos siderúrgicos necesitan registrarse en el Sistema de Seguimiento de Importaciones de Acero (SIMS) y cumplir las órdenes de control de calidad de la BIS, mientras que los productos de cobre y aluminio deben registrarse en el Sistema de Seguimiento de Importaciones de Metales No Ferrosos (NFMIMS). Lo comprobamos antes de que llegue la carga para evitar demoras (demurrage) en el puerto.",
    ],
    cta: {
      title: "¿Necesita apoyo en logística de metales?",
      description:
        "Envíenos el producto, las dimensiones y los pesos, y planificaremos el equipo, el trincaje y la protección para la ruta.",
      button: "Solicite logística de metales",
    },
    meta: {
      title: "Logística de metales y aleaciones en la India | Tarang Global Logistics",
      description:
        "Logística de acero y metales no ferrosos: carga de bobinas y haces, flat racks, trincaje, protección contra la corrosión y controles de importación SIMS, NFMIMS y BIS.",
      keywords: [
        "logística de metales India",
        "transporte de bobinas de acero",
        "carga en flat rack",
        "trincaje de carga",
        "protección contra la corrosión",
        "registro SIMS",
      ],
    },
  },
  {
    id: "industrie6",
    title: "Insecticidas y plaguicidas",
    description:
      "Transporte cuidadoso de plaguicidas de grado técnico y formulaciones, con verificación del registro de la CIB&RC, manipulación de mercancías peligrosas, segregación y almacenamiento autorizado.",
    image: image(
      "industrie6",
      "Ilustración de bidones y cajas de plaguicidas con etiquetas de peligro, separados del resto de la carga en una nave de almacén",
    ),
    expertise: [
      "En la India, los insecticidas, fungicidas y herbicidas están regulados por la Ley de Insecticidas de 1968 (Insecticides Act), y ningún producto puede importarse, fabricarse ni venderse sin el registro de la Junta Central de Insecticidas y Comité de Registro (CIB&RC). Antes de reservar una importación, confirmamos que el importador tiene un registro vigente para el producto técnico o la formulación de que se trate, y que las etiquetas y los folletos siguen el formato aprobado. Para las exportaciones, partimos de los requisitos de registro del comprador y de la SDS del producto para preparar un conjunto de documentos que el destino acepte.",
      "La mayoría de los plaguicidas son mercancías peligrosas. Las materias activas de grado técnico y muchas formulaciones pertenecen a la clase 6.1 de sustancias tóxicas, los concentrados emulsionables a base de disolventes pueden ser líquidos inflamables de clase 3, y muchos productos son además contaminantes del mar según el Código IMDG. Clasificamos cada producto con el expedidor, aplicamos las marcas y etiquetas correctas y seguimos las normas de segregación para que los plaguicidas nunca se estiben con alimentos, piensos o clases incompatibles en el mismo contenedor, nave de almacén o camión.",
      "El almacenamiento y el transporte interior requieren el mismo cuidado. Utilizamos almacenes autorizados para el almacenamiento de insecticidas, con zonas con cubetos de retención, kits antiderrames y ventilación, y transporte por carretera con conductores formados que llevan las fichas TREM y la información de emergencia del producto. La distribución sigue el calendario de siembra, así que planificamos la ubicación del stock antes de la demanda de kharif y rabi y llevamos la mercancía a los depósitos estatales y a los distribuidores, registrando los números de lote y las fechas de caducidad para poder rastrear rápidamente cualquier retirada.",
    ],
    cta: {
      title: "¿Necesita apoyo en logística agroquímica?",
      description:
        "Envíenos los datos de registro y la SDS del producto, y nuestro equipo planificará un embalaje, un almacenamiento y un transporte conformes a la normativa.",
      button: "Hable con el equipo agroquímico",
    },
    meta: {
      title: "Logística de insecticidas y plaguicidas | Tarang Global Logistics",
      description:
        "Logística de plaguicidas en la India: verificación del registro CIB&RC, manipulación de clase 6.1 y contaminantes del mar, segregación, almacenamiento autorizado y distribución estacional.",
      keywords: [
        "logística de plaguicidas India",
        "transporte de agroquímicos",
        "registro CIB&RC",
        "segregación de mercancías peligrosas",
        "almacenamiento de insecticidas",
        "transporte de contaminantes del mar",
      ],
    },
  },
  {
    id: "industrie7",
    title: "Polímeros",
    description:
      "Logística para granza de polímeros, resinas y masterbatch en sacos y a granel, con paletizado, protección contra la humedad y planificación de la carga de contenedores.",
    image: image(
      "industrie7",
      "Ilustración de palés enfundados con film estirable de sacos de granza de polímero y big bags dentro de un contenedor",
    ),
    expertise: [
      "La mayoría de los polímeros viajan en forma de granza en sacos de 25 kg, sobre palés o en big bags, y la forma de apilarlos influye tanto en los daños como en el coste del flete. Planificamos los patrones de carga para que cada contenedor aproveche al máximo su carga útil, paletizado o cargado sobre el piso, sin aplastar las capas inferiores, y utilizamos enfundado con film estirable o retráctil para mantener los sacos estables durante el tránsito. El número de sacos, los números de lote y los grados se cotejan con la lista de empaque durante el llenado, para que el destinatario pueda recibir por lotes sin tener que reclasificar.",
      "La humedad es el principal riesgo para la calidad. Los grados higroscópicos, como el nailon, el PET y el policarbonato, pierden calidad de procesamiento si absorben agua, y la condensación dentro de un contenedor puede mojar los sacos exteriores incluso en trayectos cortos. Usamos forros de contenedor, desecantes y embalajes con barrera contra la humedad cuando el grado lo requiere, evitamos dejar contenedores cargados bajo la lluvia monzónica en patios al aire libre y mantenemos el almacenamiento seco y cubierto. Para los movimientos a granel, podemos proporcionar contenedores equipados con liners para granel que descargan directamente en el silo del cliente.",
      "El comercio de polímeros en la India conecta a los productores de Gujarat y Maharashtra, las importaciones por Nhava Sheva, Mundra y Chennai y una amplia base de transformadores en clústeres industriales. Nos ocupamos de ambos extremos: el despacho de importación con la clasificación correcta en el capítulo 39, la verificación de cualquier orden de control de calidad de la BIS aplicable al grado y la distribución nacional en cargas parciales a moldeadores, fabricantes de film y compounders. Un almacenaje cerca del puerto permite a los clientes retirar existencias en lotes más pequeños a medida que su producción las necesita.",
    ],
    cta: {
      title: "¿Necesita apoyo en logística de polímeros?",
      description: "Indíquenos el grado, el embalaje y la ruta, y planificaremos la carga, la protección contra la humedad y la entrega.",
      button: "Solicite apoyo para polímeros",
    },
    meta: {
      title: "Logística de polímeros en la India | Tarang Global Logistics",
      description:
        "Logística de polímeros y resinas en la India: planificación de carga de granza en sacos, paletizado, protección contra la humedad, liners para granel, despacho de importación y stock con entregas a demanda.",
      keywords: [
        "logística de polímeros India",
        "transporte de granza de plástico",
        "despacho de importación de resinas",
        "paletizado",
        "protección contra la humedad",
        "contenedores con liner para granel",
      ],
    },
  },
  {
    id: "industrie8",
    title: "Maquinaria y herramientas",
    description:
      "Logística para maquinaria industrial, máquinas-herramienta y repuestos, desde el embalaje de exportación en cajas y los estudios de ruta hasta el transporte ODC y la entrega sobre la cimentación.",
    image: image(
      "industrie8",
      "Ilustración de una máquina industrial embalada en caja y trincada sobre un flat rack, con un remolque hidráulico al lado",
    ),
    expertise: [
      "La maquinaria se mueve de muchas formas, desde una única máquina CNC en una caja hasta una línea de producción enviada en decenas de bultos. Empezamos revisando los planos, los pesos y los centros de gravedad, y después elegimos entre contenedores estándar, open tops, flat racks y carga fraccionada. El embalaje de exportación utiliza cajas de madera tratada según ISPM-15 con patines, protección VCI y marcas de izado claras, y cada bulto figura en una lista de empaque detallada para que la aduana y el equipo en obra puedan relacionar las piezas con la secuencia de montaje.",
      "La carga sobredimensionada (ODC) requiere una planificación muy anterior a que la máquina esté lista. Realizamos estudios de ruta para comprobar puentes, tendidos aéreos, radios de giro y el estado de las carreteras entre el puerto y la obra, y tramitamos los permisos y escoltas que exigen las autoridades estatales y los operadores de autopistas. Reservamos remolques de ejes hidráulicos, grúas y carretillas elevadoras para los puntos de carga y descarga, y planificamos el trincaje con cadenas y tensores para que las cargas permanezcan seguras en los largos trayectos por carretera.",
      "En la importación, los bienes de equipo suelen despacharse acogidos a regímenes como EPCG o como importaciones de proyecto registradas en aduanas, y la maquinaria de segunda mano necesita un certificado de un ingeniero colegiado (chartered engineer) en el despacho. Preparamos los documentos según la vía elegida y nos coordinamos con los ingenieros del fabricante para la entrega sobre la cimentación. Para herramientas y repuestos, ofrecemos opciones más rápidas de flete aéreo y mensajería, para que una avería en la planta de un cliente no tenga que esperar a la siguiente salida de buque.",
    ],
    cta: {
      title: "¿Necesita transportar maquinaria pesada?",
      description: "Envíenos las dimensiones, los pesos y la ubicación de la obra, y planificaremos el embalaje, el equipo y la ruta.",
      button: "Solicite logística de maquinaria",
    },
    meta: {
      title: "Logística de maquinaria y herramientas en la India | Tarang Global Logistics",
      description:
        "Logística de maquinaria en la India: embalaje de exportación ISPM-15, transporte ODC, estudios de ruta, flat racks, trincaje, EPCG y despacho de importaciones de proyecto.",
      keywords: [
        "logística de maquinaria India",
        "transporte de carga sobredimensionada",
        "carga de proyecto",
        "embalaje de exportación en cajas de madera",
        "estudio de ruta",
        "transporte de cargas pesadas",
      ],
    },
  },
  {
    id: "industrie10",
    title: "Pinturas",
    description:
      "Logística para pinturas decorativas e industriales, recubrimientos y sus materias primas, con manipulación de mercancías inflamables, cuidado especial de bidones y cubos, y reparto a distribuidores.",
    image: image(
      "industrie10",
      "Ilustración de bidones de pintura y cubos paletizados con etiquetas de líquido inflamable listos para cargar",
    ),
    expertise: [
      "Las pinturas a base de disolventes, los diluyentes, los barnices y muchos recubrimientos son líquidos inflamables de la clase 3 de la normativa de mercancías peligrosas, y a menudo se envían como UN 1263, pintura o material relacionado con pintura. Confirmamos el número ONU, el punto de inflamación y el grupo de embalaje a partir de la SDS, comprobamos si los envíos pueden acogerse a las cantidades limitadas y preparamos la declaración IMDG para el flete marítimo o la declaración del expedidor conforme a la Reglamentación sobre Mercancías Peligrosas de la IATA para el aéreo. Las emulsiones al agua no suelen estar reguladas, pero lo confirmamos con la SDS antes de reservar.",
      "Las pinturas viajan en bidones, cubos, latas e IBC, y una fuga o una abolladura provoca tanto pérdida de producto como contaminación de otras cargas. Paletizamos y enfundamos con film estirable los cubos y las latas, cargamos los bidones en posición vertical con los cierres hacia arriba y utilizamos material de estiba y barras de carga para impedir movimientos en el contenedor. Los bidones se manipulan con pinzas para bidones o sobre palés, nunca rodándolos, y cada carga se revisa antes del precintado para detectar envases con rezumes. Los pigmentos, las resinas y los disolventes se planifican junto con los productos terminados.",
      "El almacenamiento y el transporte interior siguen la misma disciplina. Utilizamos almacenes con detección y extinción de incendios y ventilación adecuadas para líquidos inflamables, mantenemos el stock de clase 3 separado de los comburentes y de otras mercancías incompatibles, y enviamos vehículos con conductores formados que llevan las fichas TREM. El reparto a distribuidores y a obras se realiza en cargas parciales planificadas por ruta, prestando atención a la exposición al calor en los meses de verano, y devolvemos el stock dañado o caducado según las instrucciones del fabricante para su reprocesamiento o eliminación.",
    ],
    cta: {
      title: "¿Necesita apoyo en logística de pinturas?",
      description:
        "Indíquenos los productos, los formatos de envase y los destinos, y planificaremos un almacenamiento, un transporte y una entrega conformes a la normativa.",
      button: "Hable con el equipo de pinturas",
    },
    meta: {
      title: "Logística de pinturas y recubrimientos en la India | Tarang Global Logistics",
      description:
        "Logística de pinturas en la India: documentación de mercancías inflamables de clase 3, manipulación de bidones y cubos, almacenamiento segregado y distribución por rutas.",
      keywords: [
        "logística de pinturas India",
        "transporte de mercancías inflamables",
        "pintura UN 1263",
        "manipulación de bidones",
        "distribución de recubrimientos",
      ],
    },
  },
  {
    id: "industrie11",
    title: "Equipos médicos",
    description:
      "Manipulación cuidadosa de equipos de diagnóstico, de imagen y quirúrgicos, desde la verificación de las licencias de importación hasta la entrega lista para la instalación en hospitales y laboratorios.",
    image: image(
      "industrie11",
      "Ilustración de equipos de diagnóstico por imagen embalados en cajas con indicadores de inclinación entregándose en un hospital",
    ),
    expertise: [
      "Los equipos médicos son frágiles, valiosos y a menudo están ligados a la fecha de puesta en marcha de un hospital. Planificamos cada envío según las instrucciones de manipulación del fabricante, incluidos los límites de inclinación y de impacto, y utilizamos vehículos con suspensión neumática, indicadores de impacto e inclinación y embalaje protector en cajas cuando es necesario. Los sistemas de diagnóstico por imagen, los analizadores de laboratorio y los monitores de pacientes se almacenan en zonas limpias y cubiertas, y las unidades de alto valor viajan en vehículos con seguimiento y con entregas firmadas en cada punto de la cadena, para que la responsabilidad esté siempre clara.",
      "El despacho de importación depende del dispositivo. Según las Normas sobre Dispositivos Médicos de 2017 (Medical Devices Rules), los dispositivos médicos necesitan una licencia de importación de la CDSCO, y los equipos que emiten rayos X, como los de TC, mamografía y radiografía, necesitan además la aprobación de la Junta Reguladora de la Energía Atómica (AERB). Lo comprobamos antes del envío, confirmamos los requisitos de etiquetado y preparamos la declaración de importación con la clasificación correcta para que los equipos no se queden en el puerto mientras se corrigen los documentos.",
      "La entrega se planifica como el primer paso de la instalación. Estudiamos con antelación la vía de acceso del hospital, el tamaño de los ascensores, la capacidad de carga del suelo y el ancho de las puertas, y organizamos aparejadores, salvaescaleras o grúas para las unidades pesadas, como los equipos de resonancia magnética y TC. Los equipos se desembalan en la sala de instalación o se entregan a los ingenieros del fabricante según lo acordado, retiramos de la obra el material de embalaje y coordinamos la logística inversa de las unidades de demostración y de los equipos enviados a reparar.",
    ],
    cta: {
      title: "¿Necesita logística de equipos médicos?",
      description:
        "Envíenos la lista de equipos y los datos del emplazamiento, y planificaremos el despacho y una entrega lista para la instalación.",
      button: "Hable con el equipo médico",
    },
    meta: {
      title: "Logística de equipos médicos en la India | Tarang Global Logistics",
      description:
        "Logística de equipos médicos en la India: verificaciones de importación de la CDSCO y la AERB, transporte con control de impactos y entrega lista para la instalación en hospitales y laboratorios.",
      keywords: [
        "logística de equipos médicos India",
        "importación de dispositivos médicos",
        "licencia de importación CDSCO",
        "aprobación AERB",
        "entrega de equipos hospitalarios",
        "manipulación de carga frágil",
      ],
    },
  },
  {
    id: "industrie12",
    title: "Cosméticos",
    description:
      "Importación, almacenamiento y distribución de productos para el cuidado de la piel y del cabello, perfumes y maquillaje, con verificación del registro de la CDSCO, manipulación cuidadosa y reposición para el comercio electrónico.",
    image: image(
      "industrie12",
      "Ilustración de cajas con tarros de cuidado de la piel, frascos de perfume y polveras de maquillaje en la estantería de un almacén",
    ),
    expertise: [
      "En la India, los cosméticos importados deben contar con un certificado de registro expedido por la CDSCO conforme a las Normas sobre Cosméticos de 2020 (Cosmetics Rules), y los productos deben cumplir las normas BIS aplicables y los requisitos de etiquetado. Comprobamos el registro de cada marca y producto antes del envío, confirmamos que las etiquetas incluyen los datos del importador y las declaraciones exigidas por las Normas de Metrología Legal (Productos Envasados) de 2011 (Legal Metrology (Packaged Commodities) Rules), y preparamos la declaración de importación para que la oficina portuaria pueda liberar la mercancía sin consultas que generen demoras.",
      "Muchos cosméticos son sensibles al calor y a la manipulación. Las cremas, las barras de labios y las emulsiones pueden separarse o ablandarse con las temperaturas del verano indio, por eso utilizamos almacenamiento a temperatura controlada y planificamos el tránsito para evitar paradas largas al calor. Los frascos de vidrio y las polveras necesitan protección a nivel de caja y un paletizado cuidadoso. Los perfumes y los aerosoles suelen ser mercancías peligrosas, normalmente de clase 3 o de clase 2, y preparamos las declaraciones y el embalaje que requieren para el flete aéreo y marítimo.",
      "Muchas marcas de belleza venden a través de sus propios sitios web y de marketplaces en línea, además de en tiendas físicas. Mantenemos el stock en un almacén en depósito aduanero o nacional, hacemos el picking y el empaquetado por SKU y enviamos la mercancía de reposición a los centros de fulfillment de los marketplaces en las franjas de cita que asignan, con etiquetas y códigos de barras según sus especificaciones. Los números de lote y las fechas de caducidad se controlan en todo el almacén, de modo que el stock sale según el criterio FEFO (primero en caducar, primero en salir) y cualquier retirada puede rastrearse rápidamente.",
    ],
    cta: {
      title: "¿Necesita apoyo en logística de cosméticos?",
      description: "Cuéntenos sobre su gama y sus canales de venta, y planificaremos el despacho, el almacenamiento y la reposición.",
      button: "Hable con el equipo de cosméticos",
    },
    meta: {
      title: "Logística de cosméticos en la India | Tarang Global Logistics",
      description:
        "Logística de cosméticos en la India: verificación del registro de importación CDSCO, revisión del etiquetado, almacenamiento con control de temperatura y reposición a marketplaces de comercio electrónico.",
      keywords: [
        "logística de cosméticos India",
        "registro de importación de cosméticos",
        "CDSCO cosméticos",
        "fulfillment de comercio electrónico de belleza",
        "almacenamiento a temperatura controlada",
      ],
    },
  },
  {
    id: "industrie13",
    title: "Especias",
    description:
      "Logística de exportación de especias enteras y molidas, con registro en el Spices Board, análisis previos al envío, control de la humedad y fumigación de contenedores.",
    image: image("industrie13", "Ilustración de sacos de yute con chiles, cúrcuma y pimienta cargándose en un contenedor forrado"),
    expertise: [
      "Las exportaciones de especias dependen tanto de la documentación como del producto. Los exportadores necesitan un certificado de registro como exportador de especias (CRES) del Spices Board, y muchos destinos y compradores exigen análisis previos al envío en laboratorios acreditados de residuos de plaguicidas, aflatoxinas, óxido de etileno o carga microbiana. Coordinamos el muestreo y los análisis para disponer de los resultados antes del cut-off del buque, y preparamos los certificados fitosanitarios, los certificados de origen y los certificados sanitarios que exija el destino.",
      "Los compradores de Estados Unidos suelen exigir las especificaciones de limpieza de la ASTA, que fijan límites para las materias extrañas, los daños por insectos y el moho, mientras que los compradores europeos verifican los niveles de aflatoxinas y ocratoxina frente a los límites de la UE. Ambos aspectos están estrechamente ligados a la humedad. Comprobamos que los contenedores estén limpios, secos y sin olores, los forramos con papel kraft y utilizamos desecantes para limitar la condensación en los viajes largos. La carga se introduce en el contenedor una vez confirmado el secado y, siempre que es posible, se evita cargar bajo la lluvia del monzón.",
      "Las especias enteras, como los chiles, la cúrcuma, el comino y la pimienta negra, suelen fumigarse en el contenedor antes del envío para controlar los insectos de productos almacenados. Organizamos la fumigación con agencias autorizadas por la autoridad de Cuarentena Vegetal, normalmente con fosfuro de aluminio o con bromuro de metilo cuando el destino lo exige, y nos aseguramos de que el certificado, el número de contenedor y la fecha del tratamiento coincidan. Desde las regiones productoras de Kerala, Andhra Pradesh, Tamil Nadu, Gujarat y Rajasthan, encaminamos la carga por Kochi, Chennai, Mundra o Nhava Sheva según la ruta del comprador.",
    ],
    cta: {
      title: "¿Necesita apoyo para exportar especias?",
      description: "Indíquenos la especia, la cantidad y el destino, y planificaremos los análisis, la fumigación y el envío.",
      button: "Hable con el equipo de especias",
    },
    meta: {
      title: "Logística de exportación de especias en la India | Tarang Global Logistics",
      description:
        "Logística de exportación de especias: registro en el Spices Board, análisis previos al envío, requisitos de calidad de la ASTA y la UE, control de la humedad y fumigación de contenedores desde la India.",
      keywords: [
        "logística de exportación de especias",
        "registro CRES especias India",
        "limpieza ASTA especias",
        "control de aflatoxinas",
        "fumigación de contenedores",
        "certificado fitosanitario",
      ],
    },
  },
  {
    id: "industrie14",
    title: "Plantas de tratamiento de agua",
    description:
      "Apoyo logístico para equipos de planta, productos químicos de tratamiento y componentes de servicio, desde bombas y membranas hasta skids y depósitos entregados en obra.",
    image: image(
      "industrie14",
      "Ilustración de bombas, carcasas de membranas y un skid de tratamiento premontado junto a bidones de productos químicos",
    ),
    expertise: [
      "Las plantas de tratamiento de agua y de aguas residuales reúnen carga de muchos proveedores: bombas y motores, recipientes a presión, filtros, mecanismos de clarificadores, tuberías y válvulas, cuadros de control y skids premontados. Gestionamos todo ello como un único proyecto: consolidamos los envíos de proveedores extranjeros y nacionales, controlamos cada bulto frente a la lista de materiales del proyecto y entregamos en obra en el orden que necesita el equipo de montaje. Cuando los equipos se importan al amparo de la normativa de importaciones de proyecto (Project Import Regulations), ayudamos a registrar el contrato en aduanas para que la planta pueda despacharse bajo una única partida.",
      "Las membranas de ósmosis inversa y de ultrafiltración requieren un cuidado especial. A menudo se envían húmedas, en una solución conservante dentro de bolsas selladas, y no deben congelarse, secarse ni quedar expuestas al sol directo, por lo que las mantenemos dentro de las temperaturas de almacenamiento del fabricante y fuera de los patios descubiertos. Los depósitos de gran tamaño, los tanques de PRFV (FRP) y los skids suelen ser sobredimensionados; para ellos realizamos estudios de ruta, planificamos flat racks o remolques y organizamos grúas en obras que a menudo tienen un acceso limitado.",
      "Los productos químicos de tratamiento se mueven durante toda la vida útil de una planta, no solo en la puesta en marcha. El hipoclorito de sodio y el cloruro férrico son mercancías corrosivas de clase 8, algunos grados de carbón activado están regulados como sólidos que experimentan calentamiento espontáneo, y los antiincrustantes y polielectrolitos necesitan un almacenamiento seco y estable. Clasificamos cada producto químico a partir de su SDS, organizamos un embalaje y un transporte conformes a la normativa y programamos entregas periódicas de productos químicos, membranas de repuesto y recambios a las plantas en funcionamiento para que a los operadores no les falten consumibles.",
    ],
    cta: {
      title: "¿Necesita logística de equipos de planta o de productos químicos?",
      description:
        "Desde bombas y membranas hasta productos químicos de tratamiento, planificamos cada envío para que llegue a su obra cuando el proyecto lo necesita.",
      button: "Hable con el equipo de proyectos",
    },
    meta: {
      title: "Logística para plantas de tratamiento de agua | Tarang Global Logistics",
      description:
        "Logística de proyectos para plantas de tratamiento de agua en la India: bombas, membranas de ósmosis inversa, depósitos y skids, entrega ODC en obra y suministro de productos químicos de tratamiento.",
      keywords: [
        "logística de proyectos de tratamiento de agua",
        "transporte de membranas de ósmosis inversa",
        "carga de proyecto India",
        "transporte de bombas y skids",
        "transporte de productos químicos de tratamiento",
        "registro de importación de proyecto",
      ],
    },
  },
];
