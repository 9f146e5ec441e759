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
    title: "Chimie de spécialité",
    description:
      "Transport conforme de produits chimiques de spécialité, dangereux ou non, par mer, par air et par route, avec documentation des marchandises dangereuses, conteneurs-citernes ISO, flexitanks et stockage agréé.",
    image: image(
      "industrie1",
      "Illustration de fûts de produits chimiques et de conteneurs IBC prêts à être expédiés à côté d’un conteneur-citerne ISO",
    ),
    expertise: [
      "Les produits chimiques de spécialité voyagent rarement sous un seul type de cargaison. Un même exportateur peut expédier dans le même mois un solvant de classe 3, un corrosif de classe 8 et un intermédiaire non réglementé, chacun avec ses propres règles d’emballage, d’étiquetage et d’acceptation par le transporteur. Nous lisons la fiche de données de sécurité (FDS) de chaque produit avant la réservation, confirmons le numéro ONU, la classe et le groupe d’emballage, et préparons la déclaration de marchandises dangereuses IMDG ainsi que le certificat d’empotage du conteneur. Lorsqu’une compagnie maritime doit approuver une marchandise dangereuse avant de l’accepter, nous déposons la demande suffisamment tôt pour ne pas manquer le départ.",
      "L’emballage est adapté au produit et au volume. Fûts, jerricans et IBC voyagent en conteneurs standard, correctement calés et arrimés. Les volumes de liquides plus importants partent en conteneurs-citernes ISO, tandis que les liquides non dangereux, comme certaines huiles, certains glycols et additifs, peuvent voyager en flexitank pour un coût au litre inférieur. Nous vérifions les certificats de nettoyage des citernes, l’historique des cargaisons précédentes et les besoins de réchauffage, et fournissons des équipements dédiés ou de qualité alimentaire lorsque le cahier des charges du client l’exige.",
      "En Inde, les produits pétroliers stockés en quantité exigent des installations agréées par la PESO, et les produits chimiques dangereux relèvent en outre des Manufacture, Storage and Import of Hazardous Chemical Rules de 1989. Nous faisons appel à des entrepôts dûment agréés et à un transport routier signalisé, avec des chauffeurs formés munis de fiches TREM, entre les usines du Gujarat et du Maharashtra et les ports de Nhava Sheva, Mundra et Hazira. Notre équipe douane gère le classement tarifaire et le dédouanement, et chaque expédition est suivie jusqu’à sa remise au destinataire.",
    ],
    cta: {
      title: "Besoin d’un appui pour votre logistique chimique ?",
      description:
        "Transmettez-nous la FDS de votre produit et la liaison concernée : notre équipe vous conseillera sur l’emballage, la documentation et l’équipement adapté.",
      button: "Contacter notre équipe",
    },
    meta: {
      title: "Logistique de la chimie de spécialité en Inde | Tarang Global Logistics",
      description:
        "Logistique des produits chimiques dangereux et non dangereux depuis Navi Mumbai : documentation IMDG, conteneurs-citernes ISO, flexitanks, stockage agréé PESO et dédouanement.",
      keywords: [
        "logistique produits chimiques Inde",
        "transport marchandises dangereuses",
        "fret IMDG marchandises dangereuses",
        "conteneurs-citernes ISO",
        "transport en flexitank",
        "entrepôt agréé PESO",
      ],
    },
  },
  {
    id: "industrie2",
    title: "Industrie pharmaceutique",
    description:
      "Fret sous température dirigée pour médicaments, principes actifs et fournitures d’essais cliniques, avec des liaisons 2–8 °C et 15–25 °C, des enregistreurs de données et la gestion des formalités réglementaires.",
    image: image(
      "industrie2",
      "Illustration d’emballages isothermes pharmaceutiques avec un enregistreur de température sur une palette de fret aérien",
    ),
    expertise: [
      "Une cargaison pharmaceutique est jugée sur son relevé de température autant que sur sa date d’arrivée. Nous planifions chaque expédition selon les conditions de conservation indiquées sur l’étiquette du produit, généralement 2–8 °C pour les vaccins et produits biologiques ou 15–25 °C pour de nombreuses formes finies, et choisissons en conséquence entre emballages isothermes passifs, conteneurs actifs à température dirigée et conteneurs frigorifiques. Des enregistreurs de données étalonnés accompagnent la marchandise, et nous transmettons les relevés à l’expéditeur après la livraison afin que toute excursion puisse être évaluée au regard des données de stabilité du produit.",
      "Les exportations pharmaceutiques de l’ouest de l’Inde partent généralement de l’aéroport international Chhatrapati Shivaji Maharaj de Mumbai, où la marchandise est remise à la zone export sous température dirigée du terminal de fret aérien. Nous coordonnons des enlèvements pré-conditionnés sur les sites de production du Maharashtra et du Gujarat, réservons des transporteurs capables de maintenir la marchandise dans la bonne plage de température lors des escales, et calons la remise au terminal pour que les envois n’attendent pas sur le tarmac. Pour le fret maritime de produits moins sensibles, nous utilisons des conteneurs frigorifiques au départ de Nhava Sheva, avec vérification de la consigne de température avant l’empotage.",
      "La documentation dépend de l’autorité de tutelle et de la destination. Les importations de médicaments et de principes actifs exigent un certificat d’enregistrement et une licence d’importation CDSCO en cours de validité ; nous les vérifions avant l’arrivée de la marchandise pour que le dédouanement au bureau portuaire du CDSCO ne soit pas bloqué. À l’export, nous préparons factures, listes de colisage et certificats d’analyse selon les exigences de l’acheteur et de la destination. Tout au long de la chaîne, nous appliquons les principes des bonnes pratiques de distribution (BPD) : véhicules propres et qualifiés, remises contrôlées, chaîne de traçabilité documentée et signalement rapide de tout écart.",
    ],
    cta: {
      title: "Besoin d’un appui pour votre logistique pharmaceutique ?",
      description:
        "Indiquez-nous le produit, sa plage de conservation et sa destination : nous vous proposerons une liaison avec l’emballage et la surveillance adaptés.",
      button: "Contacter l’équipe pharma",
    },
    meta: {
      title: "Logistique pharmaceutique en Inde | Tarang Global Logistics",
      description:
        "Logistique pharmaceutique sous température dirigée depuis Mumbai : liaisons 2–8 °C et 15–25 °C, enregistreurs de données, manutention conforme aux BPD et documentation d’importation CDSCO.",
      keywords: [
        "logistique pharmaceutique Inde",
        "chaîne du froid Mumbai",
        "transport 2–8 °C",
        "fret aérien pharmaceutique",
        "dédouanement import CDSCO",
        "bonnes pratiques de distribution",
      ],
    },
  },
  {
    id: "industrie3",
    title: "Automobile et pneumatiques",
    description:
      "Pièces en flux entrant, kits CKD et SKD, pneumatiques et véhicules finis acheminés dans les délais, des ports rouliers et conteneurisés jusqu’à la livraison en flux tendu aux portes des usines.",
    image: image(
      "industrie3",
      "Illustration de pneus empilés, de caisses de pièces et de voitures neuves alignées pour le chargement sur un navire roulier",
    ),
    expertise: [
      "Les chaînes d’approvisionnement automobiles suivent des plannings de production fixes : nous organisons donc le fret en fonction de la chaîne de montage plutôt que du calendrier du transporteur. Pour les kits CKD et SKD importés, nous convenons avec les fournisseurs des spécifications d’emballage, des racks consignés et de l’étiquetage des références, puis dédouanons et livrons en séquence aux usines de la ceinture Chakan, Talegaon et Pimpri-Chinchwad autour de Pune et ailleurs en Inde. Lorsqu’une usine fonctionne en flux tendu, nous conservons un stock tampon dans un entrepôt proche et expédions selon les créneaux de livraison convenus avec son magasin.",
      "Les véhicules finis destinés à l’export partent sur des navires rouliers (RoRo) depuis des ports comme Mumbai, Kamarajar Port à Ennore et Mundra, ou en conteneurs pour les petits volumes et les unités de grande valeur. Nous organisons les camions porte-voitures jusqu’au port, l’inspection et le constat des dommages à chaque remise, ainsi que les documents d’expédition et de douane exigés par la compagnie et la destination. Deux-roues, tracteurs et engins de chantier sont mis en caisse, en rack ou arrimés selon le transporteur et la manutention au port de réception.",
      "Les pneumatiques sont généralement chargés en vrac au sol dans les conteneurs, lacés ou empilés pour exploiter tout l’espace, et nous convenons du plan de chargement avec l’expéditeur avant l’empotage. Les pneus importés doivent porter la certification BIS au titre de l’arrêté de contrôle qualité sur les pneumatiques ; nous vérifions donc le marquage et les références de licence avant de déposer la déclaration d’importation (bill of entry). Pour les pièces de rechange et la distribution après-vente, nous organisons des envois plus petits et plus fréquents, avec une vérification rigoureuse des codes HS, car une seule expédition de pièces couvre souvent de nombreuses lignes tarifaires.",
    ],
    cta: {
      title: "Besoin d’un appui pour votre logistique automobile ?",
      description:
        "Transmettez-nous votre planning de production ou votre plan d’exportation : nous organiserons le fret, le dédouanement et les créneaux de livraison.",
      button: "Obtenir un appui automobile",
    },
    meta: {
      title: "Logistique automobile et pneumatiques en Inde | Tarang Global Logistics",
      description:
        "Logistique automobile en Inde : kits CKD et SKD, livraison en flux tendu aux usines de la région de Pune, export de véhicules en RoRo, chargement de pneumatiques et contrôles BIS à l’import.",
      keywords: [
        "logistique automobile Inde",
        "kits CKD SKD",
        "transport roulier RoRo",
        "export pneumatiques",
        "livraison flux tendu Pune",
        "fret pièces automobiles",
      ],
    },
  },
  {
    id: "industrie4",
    title: "Agriculture et agrochimie",
    description:
      "Logistique des céréales, légumineuses, produits frais, semences, engrais et intrants agricoles, avec gestion des formalités phytosanitaires, de fumigation et APEDA.",
    image: image(
      "industrie4",
      "Illustration de sacs de céréales en jute et en polypropylène tissé, avec des sacs d’engrais, à côté d’un conteneur",
    ),
    expertise: [
      "Les exportations agricoles indiennes dépendent autant de la justesse des documents que du fret. Nous accompagnons les exportateurs pour les certificats d’enregistrement et d’adhésion APEDA des produits concernés, les certificats phytosanitaires délivrés par l’autorité de quarantaine végétale, les certificats d’origine et les éventuels contrôles de qualité ou de résidus exigés par l’acheteur. Pour le riz, les légumineuses, les oléagineux et les produits transformés, nous réservons les conteneurs, organisons l’inspection au lieu d’empotage et coordonnons la fumigation par des organismes accrédités, afin que le certificat corresponde au conteneur et à la date du traitement.",
      "Les choix d’emballage influent à la fois sur le coût et sur l’état de la marchandise. Céréales et oléagineux voyagent couramment en sacs de jute ou de polypropylène tissé, parfois doublés, tandis que les produits frais comme le raisin, la grenade et la mangue exigent des cartons ventilés et des conteneurs frigorifiques réglés à la bonne consigne. Nous contrôlons la propreté, l’étanchéité et l’absence d’odeur des conteneurs avant chargement, les tapissons de papier kraft et utilisons des dessiccants contre la condensation lors des longues traversées, et consignons le nombre de sacs et les poids à l’empotage pour étayer toute réclamation.",
      "L’agriculture est saisonnière : les pics de récolte, comme la saison du raisin à Nashik et l’arrivée des cultures de rabi et de kharif, concentrent la demande de conteneurs, de camions et de créneaux de fumigation sur quelques semaines ; nous planifions donc les capacités avec les exportateurs bien en amont. Côté intrants, les engrais importés doivent respecter les spécifications du Fertiliser (Control) Order et les intrants phytosanitaires doivent être enregistrés auprès du CIB&RC. Nous le vérifions avant l’expédition et distribuons via des entrepôts agréés jusqu’aux revendeurs, à temps pour le calendrier des semis.",
    ],
    cta: {
      title: "Besoin d’un appui pour votre logistique agricole ?",
      description:
        "Indiquez-nous la culture ou l’intrant, le volume et la destination : nous vous présenterons les documents, la fumigation et le plan de conteneurs nécessaires.",
      button: "Parler à nos experts agricoles",
    },
    meta: {
      title: "Logistique agricole et agrochimique | Tarang Global Logistics",
      description:
        "Logistique export et intrants agricoles en Inde : formalités APEDA, certificats phytosanitaires, fumigation des conteneurs, produits frais en conteneur frigorifique et planification des capacités saisonnières.",
      keywords: [
        "logistique export agricole Inde",
        "documentation APEDA",
        "certificat phytosanitaire",
        "fumigation conteneur",
        "export produits frais conteneur frigorifique",
        "importation d’engrais",
      ],
    },
  },
  {
    id: "industrie5",
    title: "Métaux et alliages",
    description:
      "Bobines, tôles, barres et tubes d’acier et métaux non ferreux acheminés en conteneur et en conventionnel, avec planification des poids, arrimage sûr et protection anticorrosion.",
    image: image(
      "industrie5",
      "Illustration de bobines d’acier sur berceaux en bois et de fardeaux de barres cerclés sur un conteneur flat rack",
    ),
    expertise: [
      "Les métaux sont des marchandises denses : la plupart des chargements atteignent leur limite de poids bien avant d’occuper tout l’espace. Nous planifions chaque conteneur ou camion en fonction de sa charge utile, des limites de charge à l’essieu sur route et de la masse brute vérifiée (VGM) exigée par la convention SOLAS, et répartissons le poids pour ne pas surcharger le plancher du conteneur en un seul point. Les bobines laminées à chaud et à froid sont chargées œil horizontal ou œil vertical sur des berceaux en bois ou des selles en acier, arrimées aux points de saisissage du conteneur et photographiées avant la fermeture des portes.",
      "Les produits longs, tubes, profilés et fardeaux qui dépassent les dimensions d’un conteneur voyagent sur flat racks ou en conteneurs open top, ou en conventionnel lorsque la liaison le permet. Nous fournissons le bois de calage, un arrimage dimensionné pour la charge et une expertise au chargement lorsque l’acheteur en demande une. Lingots, billettes et cathodes de cuivre sont palettisés ou cerclés en fardeaux, et nous vérifions les numéros de coulée, les marquages et le nombre de fardeaux par rapport à la liste de colisage, afin que la marchandise livrée corresponde au certificat d’essai de l’usine.",
      "La corrosion est un risque réel en mer, où les variations de température provoquent de la condensation à l’intérieur des conteneurs. Selon le produit, nous utilisons des emballages VCI, des sachets dessiccants, des revêtements absorbants et des protections contre les intempéries sur les équipements ouverts. À l’import, de nombreux produits sidérurgiques doivent être enregistrés sur le Steel Import Monitoring System (SIMS) et être conformes aux arrêtés de contrôle qualité BIS, tandis que les produits en cuivre et en aluminium doivent être enregistrés sur le Non-Ferrous Metal Import Monitoring System (NFMIMS). Nous vérifions ces points avant l’arrivée de la marchandise pour éviter les surestaries au port.",
    ],
    cta: {
      title: "Besoin d’un appui pour votre logistique des métaux ?",
      description:
        "Transmettez-nous le produit, les dimensions et les poids : nous planifierons l’équipement, l’arrimage et la protection pour la liaison.",
      button: "Demander une solution métaux",
    },
    meta: {
      title: "Logistique des métaux et alliages en Inde | Tarang Global Logistics",
      description:
        "Logistique de l’acier et des métaux non ferreux : chargement de bobines et de fardeaux, flat racks, arrimage, protection anticorrosion et contrôles SIMS, NFMIMS et BIS à l’import.",
      keywords: [
        "logistique métaux Inde",
        "transport bobines d’acier",
        "fret sur flat rack",
        "arrimage des marchandises",
        "protection anticorrosion",
        "enregistrement SIMS",
      ],
    },
  },
  {
    id: "industrie6",
    title: "Insecticides et pesticides",
    description:
      "Transport soigné de pesticides techniques et de formulations, avec vérification des enregistrements CIB&RC, manutention de marchandises dangereuses, ségrégation et stockage agréé.",
    image: image(
      "industrie6",
      "Illustration de fûts et cartons de pesticides porteurs d’étiquettes de danger, tenus à l’écart des autres marchandises dans une travée d’entrepôt",
    ),
    expertise: [
      "En Inde, les insecticides, fongicides et herbicides sont régis par l’Insecticides Act de 1968, et aucun produit ne peut être importé, fabriqué ou vendu sans enregistrement auprès du Central Insecticides Board and Registration Committee (CIB&RC). Avant de réserver une importation, nous vérifions que l’importateur détient un enregistrement valide pour la matière technique ou la formulation concernée, et que les étiquettes et notices respectent le format approuvé. À l’export, nous partons des exigences d’enregistrement de l’acheteur et de la FDS du produit pour constituer un dossier documentaire que la destination acceptera.",
      "La plupart des pesticides sont des marchandises dangereuses. Les matières actives techniques et de nombreuses formulations relèvent de la classe 6.1 (matières toxiques), les concentrés émulsionnables à base de solvant peuvent être des liquides inflammables de classe 3, et de nombreux produits sont en outre des polluants marins au sens du code IMDG. Nous classons chaque produit avec l’expéditeur, appliquons les marques et étiquettes requises et respectons les règles de ségrégation, afin que les pesticides ne soient jamais chargés avec des denrées alimentaires, des aliments pour animaux ou des classes incompatibles dans un même conteneur, une même travée d’entrepôt ou un même camion.",
      "Le stockage et le transport intérieur exigent le même soin. Nous utilisons des entrepôts agréés pour le stockage d’insecticides, avec zones de rétention, kits antipollution et ventilation, et un transport routier assuré par des chauffeurs formés munis des fiches TREM et des consignes d’urgence du produit. La distribution suit le calendrier des semis : nous positionnons les stocks en amont de la demande de kharif et de rabi et acheminons la marchandise vers les dépôts régionaux et les revendeurs, en enregistrant les numéros de lot et les dates de péremption pour pouvoir retracer rapidement tout rappel.",
    ],
    cta: {
      title: "Besoin d’un appui pour votre logistique agrochimique ?",
      description:
        "Transmettez-nous les références d’enregistrement et la FDS du produit : notre équipe planifiera un emballage, un stockage et un transport conformes.",
      button: "Contacter l’équipe agrochimie",
    },
    meta: {
      title: "Logistique des insecticides et pesticides | Tarang Global Logistics",
      description:
        "Logistique des pesticides en Inde : vérification des enregistrements CIB&RC, manutention classe 6.1 et polluants marins, ségrégation, stockage agréé et distribution saisonnière.",
      keywords: [
        "logistique pesticides Inde",
        "transport produits agrochimiques",
        "enregistrement CIB&RC",
        "ségrégation marchandises dangereuses",
        "stockage insecticides",
        "transport polluants marins",
      ],
    },
  },
  {
    id: "industrie7",
    title: "Polymères",
    description:
      "Logistique des granulés de polymères, résines et mélanges maîtres en sacs et en vrac, avec palettisation, protection contre l’humidité et plan de chargement des conteneurs.",
    image: image(
      "industrie7",
      "Illustration de palettes filmées de sacs de granulés de polymère et de big bags à l’intérieur d’un conteneur",
    ),
    expertise: [
      "La plupart des polymères voyagent sous forme de granulés en sacs de 25 kg, sur palettes ou en big bags, et leur mode de gerbage influe à la fois sur les avaries et sur le coût du fret. Nous établissons des plans de chargement qui exploitent pleinement la charge utile de chaque conteneur, palettisé ou en vrac au sol, sans écraser les couches inférieures, et utilisons la housse étirable ou le film rétractable pour stabiliser les sacs pendant le transport. Le nombre de sacs, les numéros de lot et les grades sont vérifiés à l’empotage par rapport à la liste de colisage, afin que le destinataire puisse réceptionner par lot sans retri.",
      "L’humidité est le principal risque qualité. Les grades hygroscopiques comme le nylon, le PET et le polycarbonate perdent leurs qualités de transformation s’ils absorbent de l’eau, et la condensation dans un conteneur peut mouiller les sacs extérieurs, même lors de courtes traversées. Nous utilisons des liners de conteneur, des dessiccants et des emballages barrière à l’humidité lorsque le grade l’exige, évitons de laisser des conteneurs chargés sous la pluie de mousson sur des parcs à ciel ouvert et stockons au sec et à couvert. Pour les flux en vrac, nous pouvons fournir des conteneurs équipés de liners vrac pour un déchargement directement dans le silo du client.",
      "Le commerce des polymères en Inde relie les producteurs du Gujarat et du Maharashtra, les importations via Nhava Sheva, Mundra et Chennai, et un vaste tissu de transformateurs regroupés en clusters industriels. Nous intervenons aux deux extrémités : dédouanement à l’import avec un classement correct au chapitre 39, vérification de tout arrêté de contrôle qualité BIS applicable au grade, et distribution nationale en groupage auprès des mouleurs, fabricants de films et compoundeurs. Un entreposage proche du port permet aux clients de prélever leur stock par petits lots, au rythme de leur production.",
    ],
    cta: {
      title: "Besoin d’un appui pour votre logistique des polymères ?",
      description:
        "Indiquez-nous le grade, le conditionnement et la liaison : nous planifierons le chargement, la protection contre l’humidité et la livraison.",
      button: "Obtenir un appui polymères",
    },
    meta: {
      title: "Logistique des polymères en Inde | Tarang Global Logistics",
      description:
        "Logistique des polymères et résines en Inde : plan de chargement de granulés en sacs, palettisation, protection contre l’humidité, liners vrac, dédouanement import et stock à la demande.",
      keywords: [
        "logistique polymères Inde",
        "transport granulés plastiques",
        "dédouanement import résines",
        "palettisation",
        "protection contre l’humidité",
        "conteneurs avec liner vrac",
      ],
    },
  },
  {
    id: "industrie8",
    title: "Machines et outillage",
    description:
      "Logistique des machines industrielles, machines-outils et pièces détachées, de la mise en caisse export et des études d’itinéraire au transport exceptionnel et à la livraison jusqu’au massif de fondation.",
    image: image(
      "industrie8",
      "Illustration d’une machine industrielle en caisse arrimée sur un flat rack, avec une remorque hydraulique à côté",
    ),
    expertise: [
      "Les machines voyagent sous de multiples formes, d’une machine CNC isolée en caisse à une ligne de production expédiée en des dizaines de colis. Nous commençons par examiner plans, poids et centres de gravité, puis choisissons entre conteneurs standard, open top, flat racks et conventionnel. L’emballage export fait appel à des caisses en bois traité ISPM-15 sur patins, à une protection VCI et à des marques de levage bien visibles, et chaque colis figure sur une liste de colisage détaillée pour que la douane et l’équipe du chantier puissent rapprocher les pièces de la séquence de montage.",
      "Les colis hors gabarit (ODC) exigent une planification bien avant que la machine soit prête. Nous réalisons des études d’itinéraire pour contrôler les ponts, les lignes aériennes, les rayons de braquage et l’état des routes entre le port et le site, et obtenons les autorisations et escortes exigées par les autorités des États et les gestionnaires d’autoroutes. Remorques hydrauliques à essieux modulaires, grues et chariots élévateurs sont réservés aux points de chargement et de déchargement, et nous planifions l’arrimage par chaînes et tendeurs pour que les charges restent solidement fixées lors des longs trajets routiers.",
      "À l’import, les biens d’équipement sont souvent dédouanés dans le cadre de régimes comme l’EPCG ou en tant qu’importations de projet enregistrées auprès de la douane, et les machines d’occasion nécessitent un certificat d’ingénieur agréé (chartered engineer) lors du dédouanement. Nous préparons les documents selon la voie choisie et coordonnons avec les ingénieurs du fabricant la livraison jusqu’au massif de fondation. Pour l’outillage et les pièces détachées, nous proposons des solutions plus rapides en fret aérien et en express, pour qu’une panne dans l’usine d’un client n’ait pas à attendre le prochain départ de navire.",
    ],
    cta: {
      title: "Besoin de transporter des machines lourdes ?",
      description:
        "Transmettez-nous les dimensions, les poids et l’emplacement du site : nous planifierons l’emballage, l’équipement et l’itinéraire.",
      button: "Demander une solution machines",
    },
    meta: {
      title: "Logistique machines et outillage en Inde | Tarang Global Logistics",
      description:
        "Logistique des machines en Inde : mise en caisse export ISPM-15, transport exceptionnel (ODC), études d’itinéraire, flat racks, arrimage, dédouanement EPCG et importations de projet.",
      keywords: [
        "logistique machines Inde",
        "transport exceptionnel",
        "cargaisons de projet",
        "caisse export",
        "étude d’itinéraire",
        "transport colis lourds",
      ],
    },
  },
  {
    id: "industrie10",
    title: "Peintures",
    description:
      "Logistique des peintures décoratives et industrielles, des revêtements et de leurs matières premières, avec manutention des produits inflammables, attention particulière portée aux fûts et aux seaux, et distribution aux revendeurs.",
    image: image(
      "industrie10",
      "Illustration de fûts de peinture et de seaux palettisés portant des étiquettes de liquide inflammable, prêts au chargement",
    ),
    expertise: [
      "Les peintures à solvant, diluants, vernis et de nombreux revêtements sont des liquides inflammables de classe 3 au sens de la réglementation des marchandises dangereuses, souvent expédiés sous UN 1263, peintures ou matières apparentées aux peintures. Nous confirmons le numéro ONU, le point d’éclair et le groupe d’emballage à partir de la FDS, vérifions si les envois relèvent des quantités limitées, et préparons la déclaration IMDG pour le fret maritime ou la déclaration de l’expéditeur selon la réglementation IATA sur les marchandises dangereuses pour l’aérien. Les émulsions à l’eau ne sont généralement pas réglementées, mais nous le confirmons d’après la FDS avant la réservation.",
      "Les peintures voyagent en fûts, seaux, boîtes et IBC, et une fuite ou une bosse entraîne à la fois une perte de produit et la contamination d’autres marchandises. Nous palettisons et filmons seaux et boîtes, chargeons les fûts debout, bondes vers le haut, et utilisons calage et barres de charge pour empêcher tout mouvement dans le conteneur. Les fûts sont manipulés à la pince à fûts ou sur palettes plutôt que roulés, et chaque chargement est contrôlé pour détecter les emballages suintants avant la pose des scellés. Pigments, résines et solvants sont planifiés en même temps que les produits finis.",
      "Le stockage et le transport intérieur suivent la même discipline. Nous utilisons des entrepôts dotés de systèmes de détection, d’extinction et de ventilation adaptés aux liquides inflammables, séparons les stocks de classe 3 des comburants et autres marchandises incompatibles, et envoyons des véhicules conduits par des chauffeurs formés munis de fiches TREM. La distribution vers les revendeurs et les chantiers se fait en groupage, par tournée planifiée, en veillant à l’exposition à la chaleur pendant les mois d’été, et nous retournons les stocks endommagés ou périmés selon les instructions du fabricant, pour retraitement ou élimination.",
    ],
    cta: {
      title: "Besoin d’un appui pour votre logistique des peintures ?",
      description:
        "Indiquez-nous les produits, les conditionnements et les destinations : nous planifierons un stockage, une expédition et une livraison conformes.",
      button: "Contacter l’équipe peintures",
    },
    meta: {
      title: "Logistique des peintures et revêtements en Inde | Tarang Global Logistics",
      description:
        "Logistique des peintures en Inde : documentation des produits inflammables de classe 3, manutention des fûts et seaux, stockage séparé et distribution aux revendeurs par tournée.",
      keywords: [
        "logistique peintures Inde",
        "transport produits inflammables",
        "peinture UN 1263",
        "manutention de fûts",
        "distribution revêtements",
      ],
    },
  },
  {
    id: "industrie11",
    title: "Équipements médicaux",
    description:
      "Manutention soignée des équipements de diagnostic, d’imagerie et de chirurgie, de la vérification des licences d’importation à la livraison prête pour l’installation dans les hôpitaux et laboratoires.",
    image: image("industrie11", "Illustration d’un équipement d’imagerie en caisse, muni d’indicateurs d’inclinaison, livré à un hôpital"),
    expertise: [
      "Les équipements médicaux sont fragiles, coûteux et souvent liés à la date de mise en service d’un hôpital. Nous planifions chaque envoi selon les consignes de manutention du fabricant, y compris les limites d’inclinaison et de choc, et utilisons au besoin des véhicules à suspension pneumatique, des indicateurs de choc et d’inclinaison et des caisses de protection. Systèmes d’imagerie, analyseurs de laboratoire et moniteurs patients sont stockés dans des zones propres et couvertes, et les unités de grande valeur voyagent dans des véhicules suivis, avec remises signées à chaque étape de la chaîne, afin que les responsabilités soient toujours claires.",
      "Le dédouanement à l’import dépend de l’appareil. En vertu des Medical Devices Rules de 2017, les dispositifs médicaux exigent une licence d’importation délivrée par le CDSCO, et les équipements émettant des rayons X, comme les scanners, mammographes et appareils de radiographie, nécessitent en outre l’approbation de l’Atomic Energy Regulatory Board (AERB). Nous vérifions ces autorisations avant l’expédition, confirmons les exigences d’étiquetage et préparons la déclaration d’importation (bill of entry) avec le bon classement, pour que l’équipement ne reste pas bloqué au port le temps de corriger les documents.",
      "La livraison est planifiée comme la première étape de l’installation. Nous étudions à l’avance l’accès à l’hôpital, la taille des ascenseurs, la charge admissible des planchers et la largeur des portes, et mobilisons monteurs-levageurs, monte-escaliers ou grues pour les unités lourdes comme les IRM et les scanners. L’équipement est déballé dans la salle d’installation ou remis aux ingénieurs du fabricant, comme convenu, les emballages sont évacués du site, et nous coordonnons la logistique retour des appareils de démonstration et des articles envoyés en réparation.",
    ],
    cta: {
      title: "Besoin d’une logistique pour vos équipements médicaux ?",
      description:
        "Transmettez-nous la liste des équipements et les informations sur le site : nous planifierons le dédouanement et une livraison prête pour l’installation.",
      button: "Contacter l’équipe médicale",
    },
    meta: {
      title: "Logistique des équipements médicaux en Inde | Tarang Global Logistics",
      description:
        "Logistique des équipements médicaux en Inde : vérifications CDSCO et AERB à l’import, transport sous surveillance des chocs et livraison prête pour l’installation dans les hôpitaux et laboratoires.",
      keywords: [
        "logistique équipements médicaux Inde",
        "importation dispositifs médicaux",
        "licence d’importation CDSCO",
        "autorisation AERB",
        "livraison équipements hospitaliers",
        "manutention marchandises fragiles",
      ],
    },
  },
  {
    id: "industrie12",
    title: "Cosmétiques",
    description:
      "Importation, stockage et distribution de soins de la peau, soins capillaires, parfums et maquillage, avec vérification des enregistrements CDSCO, manutention soignée et réapprovisionnement e-commerce.",
    image: image(
      "industrie12",
      "Illustration de cartons de pots de crème, de flacons de parfum et de boîtiers de maquillage sur un rayonnage d’entrepôt",
    ),
    expertise: [
      "En Inde, les cosmétiques importés doivent être couverts par un certificat d’enregistrement délivré par le CDSCO en vertu des Cosmetics Rules de 2020, et les produits doivent être conformes aux normes BIS et aux exigences d’étiquetage applicables. Nous vérifions l’enregistrement de chaque marque et de chaque produit avant l’expédition, confirmons que les étiquettes portent les coordonnées de l’importateur et les mentions exigées par les Legal Metrology (Packaged Commodities) Rules de 2011, et préparons la déclaration d’importation (bill of entry) pour que le bureau portuaire puisse libérer la marchandise sans questions génératrices de surestaries.",
      "De nombreux cosmétiques sont sensibles à la chaleur et à la manutention. Crèmes, rouges à lèvres et émulsions peuvent se déphaser ou ramollir sous les températures estivales indiennes : nous utilisons donc un stockage à température dirigée et planifions le transit pour éviter les longs arrêts en pleine chaleur. Flacons en verre et boîtiers exigent une protection au niveau du carton et une palettisation soignée. Les parfums et aérosols sont souvent des marchandises dangereuses, généralement de classe 3 ou de classe 2, et nous préparons les déclarations et l’emballage qu’ils requièrent pour le fret aérien et maritime.",
      "De nombreuses marques de beauté vendent via leurs propres sites et des places de marché en ligne, en plus des magasins. Nous conservons le stock en entrepôt sous douane ou national, préparons les commandes à l’unité de référence (SKU) et envoyons les réapprovisionnements aux centres de traitement des places de marché dans les créneaux de rendez-vous qu’ils attribuent, avec étiquettes et codes-barres conformes à leurs spécifications. Les numéros de lot et les dates de péremption sont suivis dans l’entrepôt : le stock sort selon la règle du premier périmé, premier sorti (FEFO) et tout rappel peut être retracé rapidement.",
    ],
    cta: {
      title: "Besoin d’un appui pour votre logistique cosmétique ?",
      description:
        "Présentez-nous votre gamme et vos canaux de vente : nous planifierons le dédouanement, le stockage et le réapprovisionnement.",
      button: "Contacter l’équipe cosmétiques",
    },
    meta: {
      title: "Logistique des cosmétiques en Inde | Tarang Global Logistics",
      description:
        "Logistique des cosmétiques en Inde : vérification des enregistrements d’importation CDSCO, contrôle de l’étiquetage, stockage adapté à la température et réapprovisionnement des places de marché e-commerce.",
      keywords: [
        "logistique cosmétiques Inde",
        "enregistrement importation cosmétiques",
        "CDSCO cosmétiques",
        "logistique e-commerce beauté",
        "stockage à température dirigée",
      ],
    },
  },
  {
    id: "industrie13",
    title: "Épices",
    description:
      "Logistique export des épices entières et moulues, avec gestion de l’enregistrement auprès du Spices Board, des analyses avant expédition, du contrôle de l’humidité et de la fumigation des conteneurs.",
    image: image("industrie13", "Illustration de sacs de jute de piments, de curcuma et de poivre chargés dans un conteneur tapissé"),
    expertise: [
      "Les exportations d’épices dépendent autant de la documentation que du produit. Les exportateurs doivent obtenir un certificat d’enregistrement en tant qu’exportateur d’épices (CRES) auprès du Spices Board, et de nombreuses destinations et acheteurs exigent des analyses avant expédition, en laboratoire accrédité, portant sur les résidus de pesticides, les aflatoxines, l’oxyde d’éthylène ou la charge microbienne. Nous coordonnons l’échantillonnage et les analyses pour disposer des résultats avant la date limite du navire, et préparons certificats phytosanitaires, certificats d’origine et certificats sanitaires selon les exigences de la destination.",
      "Les acheteurs aux États-Unis imposent couramment les spécifications de propreté ASTA, qui fixent des limites pour les matières étrangères, les dégâts d’insectes et les moisissures, tandis que les acheteurs européens contrôlent les taux d’aflatoxines et d’ochratoxine au regard des limites de l’UE. Les deux sont étroitement liés à l’humidité. Nous vérifions que les conteneurs sont propres, secs et sans odeur, les tapissons de papier kraft et utilisons des dessiccants pour limiter la condensation lors des longues traversées. La marchandise n’est empotée qu’une fois le séchage confirmé, et nous évitons autant que possible de charger sous la pluie de mousson.",
      "Les épices entières comme les piments, le curcuma, le cumin et le poivre noir sont souvent fumigées en conteneur avant l’expédition pour lutter contre les insectes des denrées stockées. Nous faisons réaliser la fumigation par des organismes agréés par l’autorité de quarantaine végétale, généralement au phosphure d’aluminium ou au bromure de méthyle lorsque la destination l’exige, et veillons à ce que le certificat, le numéro de conteneur et la date du traitement concordent. Depuis les régions de production du Kerala, de l’Andhra Pradesh, du Tamil Nadu, du Gujarat et du Rajasthan, nous acheminons la marchandise via Kochi, Chennai, Mundra ou Nhava Sheva selon la liaison de l’acheteur.",
    ],
    cta: {
      title: "Besoin d’un appui pour l’export de vos épices ?",
      description: "Indiquez-nous l’épice, la quantité et la destination : nous planifierons les analyses, la fumigation et l’expédition.",
      button: "Contacter l’équipe épices",
    },
    meta: {
      title: "Logistique export des épices en Inde | Tarang Global Logistics",
      description:
        "Logistique export des épices : enregistrement auprès du Spices Board, analyses avant expédition, exigences qualité ASTA et UE, contrôle de l’humidité et fumigation des conteneurs depuis l’Inde.",
      keywords: [
        "logistique export épices",
        "enregistrement CRES Spices Board",
        "propreté ASTA",
        "contrôle des aflatoxines",
        "fumigation conteneur",
        "certificat phytosanitaire",
      ],
    },
  },
  {
    id: "industrie14",
    title: "Stations de traitement de l’eau",
    description:
      "Appui logistique pour les équipements de station, les produits de traitement et les composants de maintenance, des pompes et membranes jusqu’aux skids et cuves livrés sur site.",
    image: image(
      "industrie14",
      "Illustration de pompes, de carters de membranes et d’un skid de traitement préassemblé à côté de fûts de produits chimiques",
    ),
    expertise: [
      "Les stations de traitement des eaux potables et usées réunissent des marchandises de nombreux fournisseurs : pompes et moteurs, appareils sous pression, filtres, mécanismes de clarificateurs, tuyauteries et vannes, armoires de commande et skids préassemblés. Nous gérons l’ensemble comme un seul projet, en regroupant les expéditions des fournisseurs étrangers et nationaux, en suivant chaque colis par rapport à la nomenclature du projet et en livrant sur site dans l’ordre dont l’équipe de montage a besoin. Lorsque les équipements sont importés dans le cadre des Project Import Regulations, nous aidons à enregistrer le contrat auprès de la douane afin que la station puisse être dédouanée sous une position tarifaire unique.",
      "Les membranes d’osmose inverse et d’ultrafiltration exigent une attention particulière. Elles sont souvent expédiées humides, dans une solution de conservation, en sacs scellés, et ne doivent ni geler, ni sécher, ni rester en plein soleil : nous les maintenons donc dans les plages de température de stockage du fabricant et hors des parcs à ciel ouvert. Les grandes cuves, réservoirs en PRV et skids sont souvent hors gabarit ; pour ceux-ci, nous réalisons des études d’itinéraire, prévoyons flat racks ou remorques et organisons des grues sur des sites dont l’accès est souvent limité.",
      "Les produits de traitement circulent pendant toute la vie d’exploitation d’une station, et pas seulement lors de sa mise en service. L’hypochlorite de sodium et le chlorure ferrique sont des matières corrosives de classe 8, certains grades de charbon actif sont réglementés comme matières auto-échauffantes, et les antitartres et polyélectrolytes exigent un stockage au sec et stable. Nous classons chaque produit chimique d’après sa FDS, organisons un emballage et un transport conformes, et planifions les livraisons récurrentes de produits chimiques, de membranes de remplacement et de pièces détachées vers les stations en service, afin que les exploitants ne manquent jamais de consommables.",
    ],
    cta: {
      title: "Besoin d’une logistique pour vos équipements de station ou vos produits chimiques ?",
      description:
        "Des pompes et membranes aux produits de traitement, nous planifions chaque envoi pour qu’il arrive sur votre site au moment où le projet en a besoin.",
      button: "Contacter l’équipe projets",
    },
    meta: {
      title: "Logistique des stations de traitement de l’eau | Tarang Global Logistics",
      description:
        "Logistique de projet pour les stations de traitement de l’eau en Inde : pompes, membranes d’osmose inverse, cuves et skids, livraison sur site hors gabarit et approvisionnement en produits de traitement.",
      keywords: [
        "logistique projet traitement de l’eau",
        "transport membranes osmose inverse",
        "cargaisons de projet Inde",
        "transport pompes et skids",
        "transport produits de traitement de l’eau",
        "enregistrement importation de projet",
      ],
    },
  },
];
