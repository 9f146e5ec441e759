import type * as en from "../../services";

function image(n: number, variant: "a" | "b", alt: string) {
  return { src: `/media/services/service${n}-${variant}.svg`, width: 800, height: 500, alt };
}

export const services: typeof en.services = [
  // 1 ─────────────────────────────────────────────────────────────────────
  {
    number: 1,
    title: "Transit international",
    cardDescription:
      "Fret maritime et aérien au départ de Nhava Sheva, de Mundra et de l’aéroport de Mumbai : FCL, LCL, groupage et livraison porte-à-porte selon l’Incoterm de votre contrat.",
    cardImages: [
      image(1, "a", "Porte-conteneurs à quai, avec des portiques chargeant des conteneurs sur son pont"),
      image(1, "b", "Avion-cargo sur le tarmac, chargé de palettes de fret aérien par sa porte avant"),
    ],
    heroImages: [
      image(1, "a", "Porte-conteneurs à quai, avec des portiques chargeant des conteneurs sur son pont"),
      image(1, "b", "Avion-cargo sur le tarmac, chargé de palettes de fret aérien par sa porte avant"),
    ],
    meta: {
      title: "Transit international à Navi Mumbai | Tarang Global Logistics",
      description:
        "Transit maritime et aérien depuis Navi Mumbai : FCL et LCL au départ de Nhava Sheva et Mundra, fret aérien depuis l’aéroport de Mumbai, groupage et porte-à-porte.",
      keywords: [
        "transitaire Navi Mumbai",
        "fret maritime FCL LCL JNPT",
        "fret aérien aéroport de Mumbai",
        "transitaire Nhava Sheva",
        "transport porte-à-porte Inde",
        "Incoterms à l’export",
      ],
    },
    intro: [
      "Tarang Global Logistics organise le transport de marchandises depuis Navi Mumbai depuis 2009, date de nos débuts sous le nom de Tarang Shipping Agencies. Nous réservons et gérons le fret maritime et aérien d’exportateurs et d’importateurs de toute l’Inde, de la simple palette en LCL aux programmes réguliers de plusieurs conteneurs.",
      "Nous défendons vos intérêts : nous comparons les transporteurs et les itinéraires, sécurisons l’espace, préparons les documents de transport et vous tenons informé de l’enlèvement à la livraison. Membres du réseau WCA, nous passons le relais à destination à des agents partenaires sélectionnés, pour que le même niveau de soin se poursuive à l’autre bout du trajet.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Solutions de fret maritime et aérien",
        intro:
          "Un seul transitaire pour tous les modes : vous choisissez selon le coût et le délai de transit, et non selon la disponibilité.",
        items: [
          {
            title: "Fret maritime FCL",
            text: "Conteneurs complets de 20 ft, 40 ft et 40 ft high cube au départ de JNPT (Nhava Sheva) et de Mundra, avec open top, flat racks et conteneurs frigorifiques sur demande.",
            icon: "ship",
          },
          {
            title: "LCL et groupage",
            text: "Expédiez des lots partiels sans payer un conteneur à moitié vide. Votre marchandise est groupée avec celle d’autres chargeurs au CFS, puis dégroupée à destination.",
            icon: "boxes",
          },
          {
            title: "Fret aérien",
            text: "Marchandises urgentes, périssables et de grande valeur au départ de l’aéroport international Chhatrapati Shivaji Maharaj de Mumbai (CSMIA), sur vols directs ou avec correspondance.",
            icon: "plane",
          },
          {
            title: "Livraison porte-à-porte",
            text: "Enlèvement à votre usine, dédouanement export, transport principal, dédouanement à destination et livraison finale, gérés comme une seule expédition avec un interlocuteur unique.",
            icon: "truck",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Des devis établis sur le bon Incoterm",
        paragraphs: [
          "L’Incoterm de votre contrat de vente détermine qui paie chaque étape du trajet et à quel moment le risque passe du vendeur à l’acheteur. Un Incoterm qui ne correspond pas à l’acheminement réel de la marchandise est une cause fréquente de litiges et de frais imprévus à destination.",
          "Nous établissons nos devis selon la règle Incoterms 2020 de votre contrat, que vous vendiez EXW, FCA ou FOB depuis un port indien, ou que vous livriez CIF, DAP ou DDP jusqu’à la porte de votre acheteur. Si vous abordez un nouveau marché, nous vous expliquons avant la signature le coût et le risque que chaque règle fait peser sur vous.",
        ],
      },
      {
        kind: "steps",
        heading: "Le parcours d’une expédition avec nous",
        items: [
          {
            title: "Demande et devis",
            text: "Vous nous indiquez la marchandise, l’origine, la destination et l’Incoterm ; nous vous répondons avec des options d’itinéraire, des délais de transit et un devis tout compris.",
          },
          {
            title: "Réservation et enlèvement",
            text: "Nous confirmons l’espace auprès du transporteur, obtenons la mise à disposition du conteneur ou réservons le vol, et planifions l’enlèvement dans vos locaux.",
          },
          {
            title: "Dédouanement export et chargement",
            text: "Déclaration d’exportation (shipping bill), empotage et entrée au port ou au terminal de fret aérien sont pris en charge par nos propres équipes douane et opérations.",
          },
          {
            title: "Suivi pendant le transit",
            text: "Vous recevez des points d’étape au départ, au transbordement et à l’arrivée, ainsi qu’une alerte rapide en cas de retard ou de report sur un autre navire.",
          },
          {
            title: "Arrivée et livraison",
            text: "Notre agent partenaire dédouane la marchandise à destination et la livre, ou la remet au commissionnaire en douane de votre acheteur, selon les termes du contrat.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Compris dans notre prestation de transit",
        items: [
          "Comparaison des tarifs entre compagnies maritimes et aériennes",
          "Réservation d’espace et mise à disposition des conteneurs",
          "Établissement du connaissement et de la lettre de transport aérien",
          "Réservations de marchandises dangereuses avec les déclarations requises",
          "Assurance marchandises transportées souscrite sur demande",
          "Suivi des étapes et coordinateur attitré pour chaque expédition",
        ],
      },
    ],
    cta: {
      heading: "Prêt à expédier ?",
      text: "Dites-nous ce que vous transportez et vers quelle destination : nous vous enverrons des options d’itinéraire et un devis de fret clair et tout compris.",
      label: "Obtenir un devis de fret",
    },
  },

  // 2 ─────────────────────────────────────────────────────────────────────
  {
    number: 2,
    title: "Dédouanement",
    cardDescription:
      "Dédouanement import et export à JNPT, Mundra et au Mumbai Air Cargo Complex : dépôts sur ICEGATE, liquidation, visite douanière et paiement des droits par une équipe certifiée AEO.",
    cardImages: [
      image(2, "a", "Agent des douanes, planchette à la main, inspectant la marchandise dans un conteneur ouvert"),
      image(
        2,
        "b",
        "Documents d’expédition et tampon encreur sur un bureau, à côté d’un ordinateur portable affichant un écran de déclaration en douane",
      ),
    ],
    heroImages: [
      image(2, "a", "Agent des douanes, planchette à la main, inspectant la marchandise dans un conteneur ouvert"),
      image(
        2,
        "b",
        "Documents d’expédition et tampon encreur sur un bureau, à côté d’un ordinateur portable affichant un écran de déclaration en douane",
      ),
    ],
    meta: {
      title: "Dédouanement à Navi Mumbai | Tarang Global Logistics",
      description:
        "Dédouanement import et export à JNPT, Mundra et à l’aéroport de Mumbai : dépôt des bills of entry et shipping bills sur ICEGATE, Faceless Assessment et paiement des droits.",
      keywords: [
        "dédouanement Navi Mumbai",
        "commissionnaire en douane JNPT",
        "déclaration d’importation ICEGATE",
        "dépôt shipping bill",
        "Faceless Assessment douane indienne",
        "dédouanement AEO",
      ],
    },
    intro: [
      "C’est au dédouanement qu’une expédition se bloque le plus souvent : un code HS erroné, un certificat manquant ou un bordereau de paiement des droits (challan) non réglé peuvent retenir la marchandise au port pendant que les surestaries et les frais de détention s’accumulent. Notre équipe douane assure le dédouanement import et export à JNPT (Nhava Sheva), à Mundra, au Mumbai Air Cargo Complex et dans les ports secs (ICD) qui les desservent.",
      "Nous déposons les déclarations par voie électronique sur ICEGATE, suivons chaque liquidation jusqu’à son terme et répondons aux questions dès qu’elles sont posées. Tarang Global Logistics est certifiée AEO : nos propres processus sont audités au regard des normes de sûreté et de conformité que la douane fixe pour les opérateurs de confiance.",
    ],
    sections: [
      {
        kind: "steps",
        heading: "La procédure de dédouanement",
        intro:
          "La même séquence s’applique à l’import et à l’export ; nous gérons chaque étape et vous indiquons où en est votre expédition.",
        items: [
          {
            title: "Contrôle des documents",
            text: "Nous vérifions la facture, la liste de colisage, le connaissement ou la lettre de transport aérien et les éventuelles licences avant le dépôt, pour que les erreurs soient repérées à notre bureau plutôt qu’au port.",
          },
          {
            title: "Dépôt sur ICEGATE",
            text: "Nous déposons la déclaration d’importation (bill of entry) ou la déclaration d’exportation (shipping bill), avec les pièces justificatives téléversées via e-Sanchit.",
          },
          {
            title: "Liquidation",
            text: "Le système de gestion des risques oriente la déclaration vers un traitement facilité ou vers la liquidation ; dans le cadre du Faceless Assessment, nous répondons en ligne à toute question en fournissant les justificatifs dont l’agent a besoin.",
          },
          {
            title: "Visite douanière",
            text: "Si l’envoi est sélectionné pour une visite, notre personnel y assiste avec l’agent au CFS ou au terminal et vous informe du résultat.",
          },
          {
            title: "Paiement des droits et mainlevée",
            text: "Les droits sont payés en ligne via ICEGATE, et nous obtenons l’Out of Charge (mainlevée) à l’import ou le Let Export Order (bon à embarquer) à l’export pour que la marchandise puisse circuler.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Nos services de dédouanement",
        items: [
          {
            title: "Dédouanement import",
            text: "Dépôt de la déclaration d’importation, y compris le dépôt anticipé avant l’arrivée lorsqu’il accélère la mainlevée, avec un classement tarifaire et un calcul des droits exacts.",
            icon: "file-text",
          },
          {
            title: "Dédouanement export",
            text: "Dépôt de la déclaration d’exportation avec des demandes de drawback et de RoDTEP correctement déclarées, pour ne pas perdre les avantages à l’export dès la première étape.",
            icon: "ship",
          },
          {
            title: "Dédouanement du fret aérien",
            text: "Dédouanement des importations et exportations urgentes au Mumbai Air Cargo Complex, coordonné avec les heures limites de dépôt et d’arrivée de la compagnie aérienne.",
            icon: "plane",
          },
          {
            title: "Marchandises soumises à d’autres autorisations",
            text: "Envois nécessitant un agrément FSSAI, de la quarantaine végétale (Plant Quarantine), BIS ou du contrôleur des médicaments, avec ces autorisations coordonnées en parallèle de la douane.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Faceless Assessment et avantages AEO",
        paragraphs: [
          "Dans le cadre du Faceless Assessment, une déclaration d’importation peut être liquidée par un agent d’un autre port, qui ne voit jamais la marchandise et ne rencontre jamais l’importateur. Des désignations claires et des pièces justificatives complètes comptent plus que jamais, car les questions sont posées et traitées en ligne. Nous rédigeons les désignations et joignons les justificatifs pour que l’agent liquidateur dispose de tout ce dont il a besoin dès la première fois.",
          "Les importateurs et exportateurs titulaires du statut AEO bénéficient, selon leur niveau, de facilités comme la livraison directe depuis le port, le paiement différé des droits et un nombre réduit de visites. Nous veillons à ce que ces avantages soient revendiqués à chaque déclaration, et pouvons vous expliquer ce qu’implique une demande de statut AEO si vous l’envisagez.",
        ],
      },
      {
        kind: "list",
        heading: "Les documents habituellement nécessaires",
        items: [
          "Facture commerciale et liste de colisage",
          "Connaissement ou lettre de transport aérien",
          "Importer Exporter Code (IEC) et immatriculation GST",
          "Enregistrement du code AD au port d’exportation",
          "Certificat d’origine, en cas de demande de taux de droit préférentiel",
          "Licences, permis ou certificats de non-objection (NOC) pour les marchandises réglementées",
          "Certificat d’assurance, lorsque l’Incoterm l’exige",
        ],
      },
    ],
    cta: {
      heading: "Votre marchandise attend au port ?",
      text: "Envoyez-nous vos documents : notre équipe douane les examinera et lancera le dépôt sans délai.",
      label: "Dédouaner mon expédition",
    },
  },

  // 3 ─────────────────────────────────────────────────────────────────────
  {
    number: 3,
    title: "Entreposage",
    cardDescription:
      "Entreposage classique et sous douane à Navi Mumbai et Bhiwandi, avec des stocks suivis par WMS, du cross-docking et des services à valeur ajoutée.",
    cardImages: [
      image(3, "a", "Intérieur d’entrepôt avec de hauts rayonnages à palettes et un chariot élévateur mettant une palette en place"),
      image(3, "b", "Extérieur d’entrepôt avec des camions à quai devant une rangée de portes de chargement"),
    ],
    heroImages: [
      image(3, "a", "Intérieur d’entrepôt avec de hauts rayonnages à palettes et un chariot élévateur mettant une palette en place"),
      image(3, "b", "Extérieur d’entrepôt avec des camions à quai devant une rangée de portes de chargement"),
    ],
    meta: {
      title: "Entreposage à Navi Mumbai et Bhiwandi | Tarang Global Logistics",
      description:
        "Entreposage classique et sous douane à Navi Mumbai et Bhiwandi, près de JNPT : gestion des stocks par WMS, cross-docking, préparation de commandes, étiquetage et surfaces flexibles.",
      keywords: [
        "entreposage Navi Mumbai",
        "entrepôt sous douane Mumbai",
        "entrepôt Bhiwandi",
        "plateforme de cross-docking JNPT",
        "gestion des stocks WMS",
      ],
    },
    intro: [
      "Un bon entreposage garde vos stocks près du port et près de vos clients. Tarang Global Logistics propose un entreposage classique et sous douane à Navi Mumbai et à Bhiwandi, à courte distance par la route de JNPT (Nhava Sheva) et des marchés de Mumbai et de Pune.",
      "Chaque palette est enregistrée dans notre système de gestion d’entrepôt (WMS) dès son arrivée : niveaux de stock, commandes et mouvements sont ainsi toujours à jour. Vous ne payez que l’espace et la manutention que vous utilisez, qu’il s’agisse de quelques palettes pour une saison ou d’une zone dédiée pour un programme à long terme.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Solutions de stockage",
        items: [
          {
            title: "Entreposage classique",
            text: "Stockage en rayonnage et au sol pour marchandises dédouanées, matières premières et produits finis, en contrat de courte ou de longue durée.",
            icon: "warehouse",
          },
          {
            title: "Entreposage sous douane",
            text: "Stockez vos marchandises importées sans acquitter les droits jusqu’à leur mise à la consommation, une solution adaptée aux ventes échelonnées et aux réexportations.",
            icon: "shield-check",
          },
          {
            title: "Cross-docking",
            text: "Les marchandises passent des véhicules entrants aux véhicules sortants avec peu ou pas de stockage, ce qui réduit la manutention, les coûts et le délai de transit.",
            icon: "refresh-cw",
          },
          {
            title: "Services à valeur ajoutée",
            text: "Étiquetage, constitution de kits, reconditionnement, contrôles qualité et palettisation réalisés sur place, avant l’expédition.",
            icon: "package",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Des stocks fiables",
        paragraphs: [
          "Notre système de gestion d’entrepôt suit chaque unité par emplacement, lot et date grâce à la lecture de codes-barres à la réception, au rangement, à la préparation et à l’expédition. Les sorties de stock se font selon la règle du premier entré, premier sorti (FIFO) ou du premier périmé, premier sorti (FEFO), selon les besoins de votre produit.",
          "Des inventaires tournants réguliers maintiennent l’accord entre le système et les rayonnages, et vous recevez des états de stock, de mouvements et d’ancienneté selon la fréquence de votre choix. Les écarts font l’objet d’une analyse et vous sont signalés, jamais discrètement corrigés.",
        ],
      },
      {
        kind: "steps",
        heading: "De la réception à l’expédition",
        items: [
          {
            title: "Réception",
            text: "Les arrivages sont contrôlés en quantité et en état par rapport à l’avis d’expédition préalable, et tout dommage est photographié et signalé.",
          },
          {
            title: "Rangement",
            text: "Les marchandises sont étiquetées et placées dans des emplacements choisis selon leur taille, leur rotation et leurs contraintes de manutention.",
          },
          {
            title: "Stockage et inventaire",
            text: "Le stock est conservé dans un espace sécurisé et surveillé, et inventorié selon un cycle régulier.",
          },
          {
            title: "Préparation de commandes",
            text: "Les commandes sont préparées par scan, contrôlées et emballées selon votre cahier des charges.",
          },
          {
            title: "Expédition",
            text: "Les envois partent avec leurs documents, par un transport que nous organisons ou par votre transporteur, et la preuve d’expédition est enregistrée.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Installations et dispositifs de sécurité",
        items: [
          "Rayonnages à palettes sélectifs et zones de stockage en masse",
          "Chariots élévateurs, chariots à mât rétractable et transpalettes avec des caristes formés",
          "Quais de chargement pour conteneurs et camions",
          "Vidéosurveillance et contrôle des accès",
          "Systèmes de détection et d’extinction d’incendie",
          "Lutte antiparasitaire et entretien programmés",
        ],
      },
    ],
    cta: {
      heading: "Besoin d’espace près du port ?",
      text: "Indiquez-nous vos volumes et vos besoins de manutention : nous vous proposerons une solution de stockage adaptée.",
      label: "Réserver un espace d’entreposage",
    },
  },

  // 4 ─────────────────────────────────────────────────────────────────────
  {
    number: 4,
    title: "Transport routier",
    cardDescription:
      "Camions complets et groupage dans toute l’Inde, acheminement de conteneurs depuis et vers les ports, et transports exceptionnels, avec e-way bills et suivi GPS.",
    cardImages: [
      image(4, "a", "Camion de marchandises roulant sur une autoroute"),
      image(4, "b", "Flotte de camions devant une carte de l’Inde sur laquelle est tracé un itinéraire de livraison"),
    ],
    heroImages: [
      image(4, "a", "Camion de marchandises roulant sur une autoroute"),
      image(4, "b", "Flotte de camions devant une carte de l’Inde sur laquelle est tracé un itinéraire de livraison"),
    ],
    meta: {
      title: "Transport routier dans toute l’Inde | Tarang Global Logistics",
      description:
        "Transport routier en camion complet (FTL) et en groupage (PTL) dans toute l’Inde depuis Navi Mumbai : acheminement portuaire de conteneurs, transports exceptionnels, gestion des e-way bills et suivi GPS de chaque chargement.",
      keywords: [
        "transport routier Inde",
        "camion complet groupage Mumbai",
        "transport de conteneurs JNPT",
        "transport exceptionnel",
        "e-way bill transport routier",
        "suivi GPS camion",
      ],
    },
    intro: [
      "La plupart des expéditions indiennes passent une partie de leur trajet sur la route, qu’il s’agisse d’un conteneur qui quitte le port ou d’un envoi qui part d’une usine de Pune vers un acheteur à Delhi. Nous organisons des transports en camion complet et en groupage dans toute l’Inde depuis notre base de Navi Mumbai, ainsi que l’acheminement portuaire depuis et vers JNPT (Nhava Sheva) et Mundra.",
      "Nous adaptons le véhicule à la marchandise, planifions l’itinéraire, gérons les documents et suivons chaque camion jusqu’à la signature de la réception. Les véhicules proviennent de transporteurs avec lesquels nous travaillons depuis des années, et chaque chargement dispose d’un coordinateur attitré que vous pouvez appeler.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Nos services de transport",
        items: [
          {
            title: "Camion complet (FTL)",
            text: "Un véhicule dédié à votre envoi, qui va directement du lieu de chargement à la destination, sans transbordement.",
            icon: "truck",
          },
          {
            title: "Groupage routier (PTL)",
            text: "Partagez l’espace et le coût d’un véhicule avec d’autres envois lorsque votre chargement ne remplit pas un camion.",
            icon: "boxes",
          },
          {
            title: "Transport de conteneurs",
            text: "Conteneurs à l’import livrés depuis le port ou l’ICD jusqu’à votre porte, et conteneurs vides positionnés à votre usine pour l’empotage export.",
            icon: "ship",
          },
          {
            title: "Transport exceptionnel (ODC)",
            text: "Études d’itinéraire, autorisations, véhicules d’escorte et remorques à essieux hydrauliques ou surbaissées pour les machines et cargaisons de projet qui dépassent les gabarits standard.",
            icon: "route",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Documents et suivi",
        paragraphs: [
          "Chaque chargement voyage avec une lettre de voiture (lorry receipt) et, lorsque la réglementation GST l’exige, un e-way bill valide. Nous établissons ou vérifions l’e-way bill avant le départ du camion, mettons à jour les références du véhicule si la marchandise change de véhicule et veillons à ce que sa validité couvre la distance à parcourir.",
          "Les véhicules sont suivis par GPS : nos coordinateurs voient la position de chaque camion et peuvent vous donner une heure d’arrivée réaliste. Les retards sont signalés en temps réel, et une preuve de livraison signée vous est transmise dès réception de l’envoi.",
        ],
      },
      {
        kind: "list",
        heading: "Les véhicules que nous mobilisons",
        items: [
          "Camions fourgons, du véhicule utilitaire léger au porteur multi-essieux de 32 ft",
          "Camions plateaux ouverts pour le vrac et les marchandises palettisées",
          "Remorques porte-conteneurs pour conteneurs de 20 ft et 40 ft",
          "Remorques plateaux et semi-surbaissées",
          "Remorques à essieux hydrauliques et surbaissées pour les transports exceptionnels",
          "Véhicules frigorifiques pour les marchandises sensibles à la température",
        ],
      },
      {
        kind: "steps",
        heading: "Comment nous gérons un chargement",
        items: [
          {
            title: "Réservation",
            text: "Vous nous indiquez le lieu d’enlèvement, la destination, la marchandise et les dates ; nous confirmons le type de véhicule et le tarif.",
          },
          {
            title: "Mise à disposition du véhicule",
            text: "Un véhicule adapté et contrôlé se présente dans vos locaux à l’heure convenue.",
          },
          {
            title: "Chargement et documents",
            text: "La marchandise est chargée et arrimée, puis la lettre de voiture et l’e-way bill sont émis.",
          },
          {
            title: "Surveillance pendant le transport",
            text: "Nos coordinateurs suivent le camion par GPS et vous tiennent informé de sa progression.",
          },
          {
            title: "Livraison et preuve de livraison",
            text: "Le destinataire signe la réception des marchandises et vous recevez la preuve de livraison (POD).",
          },
        ],
      },
    ],
    cta: {
      heading: "Besoin d’un camion ?",
      text: "Indiquez-nous votre itinéraire, votre marchandise et vos dates : nous vous confirmerons un véhicule adapté et son tarif.",
      label: "Réserver un camion",
    },
  },

  // 5 ─────────────────────────────────────────────────────────────────────
  {
    number: 5,
    title: "Emballage et reconditionnement",
    cardDescription:
      "Emballage de qualité export, caisses en bois sur mesure, conditionnement des marchandises dangereuses, périssables et fragiles, ainsi que repalettisation et réétiquetage.",
    cardImages: [
      image(5, "a", "Opérateurs emballant des marchandises dans des cartons export et les fermant au ruban adhésif"),
      image(5, "b", "Caisse export en bois fabriquée sur mesure, portant les pictogrammes « fragile », « haut » et « craint l’humidité »"),
    ],
    heroImages: [
      image(5, "a", "Opérateurs emballant des marchandises dans des cartons export et les fermant au ruban adhésif"),
      image(5, "b", "Caisse export en bois fabriquée sur mesure, portant les pictogrammes « fragile », « haut » et « craint l’humidité »"),
    ],
    meta: {
      title: "Emballage export et reconditionnement | Tarang Global Logistics",
      description:
        "Emballage export à Navi Mumbai : matériaux de qualité export, caisses sur mesure ISPM-15, conditionnement des marchandises dangereuses, périssables et fragiles, repalettisation et réétiquetage.",
      keywords: [
        "emballage export Navi Mumbai",
        "caisse en bois sur mesure",
        "emballage marchandises dangereuses",
        "reconditionnement et réétiquetage",
        "emballage marchandises fragiles",
      ],
    },
    intro: [
      "L’emballage détermine si la marchandise résiste au voyage. Un carton qui convient à un colis national peut ne pas supporter le gerbage dans un conteneur, des semaines d’humidité en mer ou la manutention dans un port de transbordement. Nous emballons et reconditionnons les marchandises destinées à l’export dans nos installations de Navi Mumbai et dans les locaux de nos clients.",
      "Nous choisissons les matériaux en fonction des marchandises, du mode de transport et des règles du pays de destination, et documentons chaque prestation par des photographies et une liste de colisage mise à jour : vous savez exactement dans quel état votre marchandise a quitté nos mains.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Nos services d’emballage",
        items: [
          {
            title: "Matériaux de qualité export",
            text: "Cartons ondulés renforcés, barrières anti-humidité, film VCI pour les pièces métalliques et dessiccants choisis pour les longues traversées maritimes.",
            icon: "package",
          },
          {
            title: "Caisses sur mesure",
            text: "Caisses et coffres en bois fabriqués sur mesure à partir de bois traité thermiquement et marqué ISPM-15, sur patins pour la manutention au chariot élévateur.",
            icon: "wrench",
          },
          {
            title: "Marchandises dangereuses",
            text: "Emballages homologués ONU, marques et étiquettes pour marchandises dangereuses, conformes à la déclaration de marchandises dangereuses pour le maritime ou l’aérien.",
            icon: "shield-check",
          },
          {
            title: "Marchandises périssables",
            text: "Caisses isothermes, packs réfrigérants et cartons ventilés qui maintiennent denrées alimentaires, fleurs et produits pharmaceutiques dans leurs limites.",
            icon: "thermometer",
          },
          {
            title: "Marchandises fragiles",
            text: "Cales en mousse, matériaux de calage et emballage à suspension pour la verrerie, les instruments et l’électronique.",
            icon: "boxes",
          },
          {
            title: "Repalettisation et réétiquetage",
            text: "Reconstitution des palettes endommagées ou non conformes, et réétiquetage des cartons pour l’acheteur, le transporteur ou le marché indien.",
            icon: "refresh-cw",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Le déroulement d’une prestation d’emballage",
        items: [
          {
            title: "Visite d’évaluation",
            text: "Nous examinons les marchandises, leur poids, leurs dimensions et leur sensibilité, ainsi que l’itinéraire qu’elles emprunteront.",
          },
          { title: "Plan d’emballage", text: "Nous proposons des matériaux et une méthode, avec un devis, avant tout début de travaux." },
          {
            title: "Emballage",
            text: "Notre équipe emballe, met en caisse ou palettise la marchandise dans nos installations ou sur votre site.",
          },
          {
            title: "Marquage et étiquetage",
            text: "Marques d’expédition, pictogrammes de manutention et étiquettes réglementaires sont apposés sur chaque colis.",
          },
          { title: "Contrôle et remise", text: "Le travail est vérifié, photographié et remis avec une liste de colisage mise à jour." },
        ],
      },
      {
        kind: "list",
        heading: "Les marques et étiquettes que nous apposons",
        items: [
          "Pictogrammes de manutention tels que « fragile », « haut » et « craint l’humidité »",
          "Marques d’expédition, numéros de colis et coordonnées du destinataire",
          "Poids brut et net et dimensions",
          "Marques de traitement ISPM-15 sur les emballages en bois",
          "Étiquettes de marchandises dangereuses et numéros ONU",
          "Codes-barres et étiquettes distributeur selon le cahier des charges de votre acheteur",
        ],
      },
      {
        kind: "prose",
        heading: "Reconditionnement des marchandises importées",
        paragraphs: [
          "Les marchandises importées doivent souvent être retravaillées avant de pouvoir être vendues en Inde. Nous fractionnons les lots, reconditionnons en unités de vente ou de distribution, et apposons les mentions que les Legal Metrology (Packaged Commodities) Rules exigent sur les emballages importés, comme le nom et l’adresse de l’importateur et le prix de vente maximal au détail.",
          "Le reconditionnement peut être réalisé avant l’expédition depuis notre entrepôt : les marchandises partent prêtes à la vente et vous évitez une seconde étape de manutention.",
        ],
      },
    ],
    cta: {
      heading: "Protégez votre marchandise avant son départ",
      text: "Dites-nous ce que vous expédiez et vers quelle destination : nous vous recommanderons un emballage adapté aux marchandises et à l’itinéraire.",
      label: "Demander une prestation d’emballage",
    },
  },

  // 6 ─────────────────────────────────────────────────────────────────────
  {
    number: 6,
    title: "Palettisation",
    cardDescription:
      "Palettes traitées thermiquement ISPM-15, filmage, cerclage et plans de chargement qui font entrer davantage de marchandise dans chaque conteneur et chaque camion.",
    cardImages: [
      image(6, "a", "Rangée de palettes chargées de cartons et filmées sous film étirable transparent"),
      image(6, "b", "Opérateur déplaçant une palette chargée sur le sol d’un entrepôt à l’aide d’un transpalette manuel"),
    ],
    heroImages: [
      image(6, "a", "Rangée de palettes chargées de cartons et filmées sous film étirable transparent"),
      image(6, "b", "Opérateur déplaçant une palette chargée sur le sol d’un entrepôt à l’aide d’un transpalette manuel"),
    ],
    meta: {
      title: "Services de palettisation à Navi Mumbai | Tarang Global Logistics",
      description:
        "Palettisation de marchandises à Navi Mumbai : palettes Europe et standard, palettes traitées thermiquement ISPM-15, filmage, cerclage et optimisation du chargement des conteneurs.",
      keywords: [
        "services de palettisation",
        "palettes ISPM-15",
        "palettes traitées thermiquement Mumbai",
        "filmage étirable",
        "optimisation chargement conteneur",
      ],
    },
    intro: [
      "Une marchandise palettisée se charge plus vite, se compte plus facilement et risque moins d’être endommagée que des cartons en vrac. Nous constituons les palettes selon le cahier des charges de votre acheteur et les exigences du transporteur, et planifions leur disposition dans le conteneur ou le camion avant même de filmer la première.",
      "Chaque palette en bois que nous fournissons pour l’export est traitée thermiquement et porte la marque ISPM-15, afin que votre expédition ne soit pas retenue à destination à cause de ses emballages en bois. Lorsque le bois ne convient pas, nous proposons des palettes en plastique ou en bois moulé.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Types de palettes",
        items: [
          {
            title: "Formats standard",
            text: "Palettes Europe (1 200 × 800 mm), palettes standard (1 200 × 1 000 mm) et palettes 48 × 40 pouces pour les acheteurs nord-américains.",
            icon: "boxes",
          },
          {
            title: "Palettes en bois traitées thermiquement",
            text: "Palettes conformes à la norme ISPM-15, portant la marque de traitement, acceptées à l’export vers les destinations qui réglementent les emballages en bois.",
            icon: "shield-check",
          },
          {
            title: "Palettes en plastique et en bois moulé",
            text: "Les matériaux transformés ne relèvent pas de la norme ISPM-15 et conviennent aux marchandises soumises à des exigences d’hygiène, comme les denrées alimentaires et les produits pharmaceutiques.",
            icon: "recycle",
          },
          {
            title: "Palettes sur mesure",
            text: "Palettes et patins fabriqués sur mesure pour les articles longs, lourds ou de forme inhabituelle.",
            icon: "wrench",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Sécuriser le chargement",
        paragraphs: [
          "Une palette n’est stable que si elle est bien filmée. Nous filmons à la machine ou à la main, ajoutons des cornières pour protéger les arêtes et cerclons les charges plus lourdes avec du feuillard PET ou acier. Des coiffes protègent de la poussière et de l’humidité, et des intercalaires antidérapants empêchent les couches de glisser.",
          "Les cartons sont empilés en colonnes ou croisés selon leur résistance, sans débord au-delà du bord de la palette, pour que le poids soit réparti uniformément et que la charge résiste au gerbage pendant le transport.",
        ],
      },
      {
        kind: "prose",
        heading: "Optimisation du chargement",
        paragraphs: [
          "Avant la palettisation, nous déterminons l’empreinte, la hauteur et le poids de palette qui exploitent au mieux le conteneur ou le camion : dimensions intérieures, hauteur de porte, limites de charge utile et possibilité de gerber les palettes sur deux niveaux entrent toutes en ligne de compte.",
          "Vous recevez un plan de chargement montrant la disposition des palettes : vous expédiez moins de vide, payez moins de fret et savez à l’avance combien d’unités tiendront.",
        ],
      },
      {
        kind: "steps",
        heading: "Notre processus de palettisation",
        items: [
          {
            title: "Évaluer la marchandise",
            text: "Nous vérifions les dimensions, le poids et la résistance des cartons, ainsi que les exigences de l’acheteur et du transporteur en matière de palettes.",
          },
          {
            title: "Choisir la palette",
            text: "Nous sélectionnons le type et le format de palette adaptés aux marchandises, à la destination et au plan de chargement.",
          },
          { title: "Constituer et empiler", text: "Les cartons sont empilés selon le schéma et la hauteur convenus." },
          { title: "Filmer et cercler", text: "La charge est filmée, protégée par des cornières et cerclée si nécessaire." },
          {
            title: "Étiqueter et charger",
            text: "Chaque palette est étiquetée, inscrite sur la liste de colisage et chargée conformément au plan.",
          },
        ],
      },
    ],
    cta: {
      heading: "Tirez le meilleur parti de chaque conteneur",
      text: "Envoyez-nous les dimensions de vos cartons et vos volumes : nous vous proposerons une constitution de palettes et un plan de chargement.",
      label: "Planifier mes chargements de palettes",
    },
  },

  // 7 ─────────────────────────────────────────────────────────────────────
  {
    number: 7,
    title: "Arrimage et calage",
    cardDescription:
      "Marchandises lourdes, irrégulières et hors gabarit sécurisées par sangles, chaînes, cales en bois et matériaux de calage, en conteneur, sur flat rack et sur remorque.",
    cardImages: [
      image(7, "a", "Machine lourde sur un conteneur flat rack, fixée par des chaînes tendues et des cales en bois"),
      image(
        7,
        "b",
        "Intérieur d’un conteneur : marchandise maintenue par des sangles d’arrimage, avec des sacs de calage gonflables comblant les vides",
      ),
    ],
    heroImages: [
      image(7, "a", "Machine lourde sur un conteneur flat rack, fixée par des chaînes tendues et des cales en bois"),
      image(
        7,
        "b",
        "Intérieur d’un conteneur : marchandise maintenue par des sangles d’arrimage, avec des sacs de calage gonflables comblant les vides",
      ),
    ],
    meta: {
      title: "Services d’arrimage et de calage | Tarang Global Logistics",
      description:
        "Arrimage et calage de marchandises à Navi Mumbai : sangles, chaînes, cales en bois et matériaux de calage pour les charges lourdes et hors gabarit, avec documentation, photos et certificat.",
      keywords: [
        "arrimage et calage",
        "arrimage marchandises Navi Mumbai",
        "arrimage sur flat rack",
        "saisissage conteneur",
        "certificat d’arrimage",
        "arrimage charges lourdes",
      ],
    },
    intro: [
      "Une marchandise qui bouge pendant le transport est une marchandise qui s’abîme, et une pièce lourde qui se déplace peut aussi endommager le conteneur, le navire ou le véhicule qui la transporte. Nous sécurisons les marchandises irrégulières, lourdes et hors gabarit à l’aide de sangles, de chaînes, de cales en bois et de matériaux de calage, à l’intérieur des conteneurs, sur flat racks et sur remorques.",
      "Nos équipes d’arrimage planifient chaque intervention en fonction du poids, du centre de gravité et de la forme de la marchandise, ainsi que des efforts qu’elle subira sur la route et en mer. Chaque intervention est documentée et photographiée, et certifiée par un expert indépendant lorsque votre acheteur, votre transporteur ou votre assureur le demande.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Méthodes d’arrimage",
        items: [
          {
            title: "Sangles d’arrimage",
            text: "Sangles en polyester avec tendeurs à cliquet pour les caisses, les cartons et les marchandises aux surfaces finies que des chaînes marqueraient.",
            icon: "lock",
          },
          {
            title: "Chaînes et tendeurs",
            text: "Chaînes et tendeurs de charge homologués pour les machines, les véhicules, l’acier et les autres pièces lourdes.",
            icon: "wrench",
          },
          {
            title: "Coins et cales en bois",
            text: "Coins et cales en bois fixés contre les roues, les cylindres et les patins pour empêcher tout roulement ou glissement.",
            icon: "boxes",
          },
          {
            title: "Bois de calage et sacs gonflables",
            text: "Bois de calage pour répartir les charges, et sacs de calage gonflables pour combler les vides entre les colis.",
            icon: "package",
          },
          {
            title: "Blocage et étaiement",
            text: "Structures en bois construites à l’intérieur du conteneur pour maintenir la marchandise contre les parois, le plancher et les portes.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "list",
        heading: "Où nous intervenons",
        items: [
          "À l’intérieur des conteneurs standard et high cube de 20 ft et 40 ft",
          "Sur flat racks et conteneurs open top pour les marchandises hors gabarit",
          "Sur remorques, plateaux et porte-engins surbaissés pour les transports routiers",
          "Dans votre usine, au CFS ou au port",
        ],
      },
      {
        kind: "steps",
        heading: "Comment nous sécurisons un chargement",
        items: [
          {
            title: "Relevé",
            text: "Nous relevons le poids, les dimensions, le centre de gravité et les points d’arrimage de la marchandise, ainsi que l’unité dans laquelle elle voyagera.",
          },
          {
            title: "Plan d’arrimage",
            text: "Nous planifions la méthode et les matériaux conformément au Code de bonnes pratiques OMI/OIT/CEE-ONU pour le chargement des cargaisons dans des engins de transport (code CTU).",
          },
          { title: "Arrimage", text: "Notre équipe positionne, cale et arrime la marchandise, en tendant chaque sangle et chaque chaîne." },
          { title: "Contrôle", text: "Un superviseur vérifie chaque point d’arrimage avant la fermeture ou la libération de l’unité." },
          {
            title: "Documentation et certification",
            text: "Vous recevez un rapport d’intervention avec photographies et, si nécessaire, un certificat d’arrimage délivré par un expert indépendant.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Les marchandises que nous arrimons le plus souvent",
        items: [
          "Machines et équipements industriels",
          "Bobines, tôles et profilés d’acier",
          "Véhicules et engins de chantier",
          "Transformateurs, groupes électrogènes et cargaisons de projet",
          "Caisses et coffres en bois lourds",
          "Fûts, tonneaux et IBC",
        ],
      },
    ],
    cta: {
      heading: "Une marchandise lourde ou encombrante à expédier ?",
      text: "Communiquez-nous les dimensions et le poids : notre équipe d’arrimage planifiera la façon de la sécuriser pour tout le trajet.",
      label: "Sécuriser ma marchandise",
    },
  },

  // 8 ─────────────────────────────────────────────────────────────────────
  {
    number: 8,
    title: "Services de fumigation",
    cardDescription:
      "Traitement antiparasitaire certifié des conteneurs, des palettes et des marchandises sur site, conforme à la norme ISPM-15 et aux règles phytosanitaires, avec un certificat délivré pour la douane.",
    cardImages: [
      image(8, "a", "Conteneur maritime recouvert d’une bâche de fumigation étanche aux gaz, avec des panneaux d’avertissement"),
      image(
        8,
        "b",
        "Palette en bois traitée thermiquement portant la marque ISPM-15, avec à côté un technicien en équipement de protection",
      ),
    ],
    heroImages: [
      image(8, "a", "Conteneur maritime recouvert d’une bâche de fumigation étanche aux gaz, avec des panneaux d’avertissement"),
      image(
        8,
        "b",
        "Palette en bois traitée thermiquement portant la marque ISPM-15, avec à côté un technicien en équipement de protection",
      ),
    ],
    meta: {
      title: "Services de fumigation à Navi Mumbai | Tarang Global Logistics",
      description:
        "Fumigation export à Navi Mumbai : traitement des conteneurs, des palettes et sur site selon la norme ISPM-15 et les règles phytosanitaires, avec certificat de fumigation pour la douane.",
      keywords: [
        "services de fumigation Navi Mumbai",
        "fumigation conteneur",
        "traitement palettes ISPM-15",
        "certificat de fumigation",
        "conformité phytosanitaire",
      ],
    },
    intro: [
      "Les emballages en bois, les produits agricoles et de nombreuses matières premières peuvent abriter des insectes que les pays importateurs refusent. Un envoi sans fumigation valide peut être refusé, traité à nouveau à vos frais ou détruit à destination.",
      "Nous organisons un traitement antiparasitaire certifié pour les marchandises à l’export, réalisé par des opérateurs de fumigation accrédités selon les normes fixées par l’Organisation nationale de protection des végétaux de l’Inde. Un certificat de fumigation est délivré pour chaque traitement, prêt pour la douane et pour votre acheteur.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Nos services de fumigation",
        items: [
          {
            title: "Fumigation de conteneurs",
            text: "Conteneurs empotés traités dans des conditions étanches aux gaz, dans vos locaux, au CFS ou au port, avant l’expédition.",
            icon: "ship",
          },
          {
            title: "Palettes et emballages en bois",
            text: "Palettes, caisses et bois de calage traités et marqués selon la norme ISPM-15, pour que les emballages en bois soient acceptés à destination.",
            icon: "boxes",
          },
          {
            title: "Fumigation sur site",
            text: "Traitement dans votre usine ou votre entrepôt pour les stocks, les piles et les envois volumineux difficiles à déplacer.",
            icon: "map-pin",
          },
          {
            title: "Fumigation de denrées",
            text: "Céréales, légumineuses, épices, oléagineux, coton et autres produits traités selon les exigences du pays importateur.",
            icon: "leaf",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Norme ISPM-15 et conformité phytosanitaire",
        paragraphs: [
          "La norme ISPM-15 est la norme internationale applicable aux matériaux d’emballage en bois utilisés dans le commerce. Elle exige que les palettes, caisses et bois de calage en bois brut soient traités thermiquement ou fumigés au bromure de méthyle et portent la marque IPPC. Nous veillons à ce que chaque élément en bois de votre expédition soit traité et marqué avant le chargement.",
          "Les produits végétaux nécessitent généralement aussi un certificat phytosanitaire, délivré par les autorités de quarantaine végétale après inspection. Nous coordonnons le traitement, l’inspection et la demande pour que tous vos certificats soient prêts avant la date limite du navire. Certaines destinations imposent leurs propres règles sur les produits chimiques, les doses ou les prestataires de traitement : nous confirmons donc les exigences de la destination avant de réserver le traitement.",
        ],
      },
      {
        kind: "steps",
        heading: "Le déroulement d’une fumigation",
        items: [
          {
            title: "Réservation et vérification des exigences",
            text: "Nous confirmons la marchandise, les règles de la destination ainsi que le traitement et le certificat qu’elles exigent.",
          },
          {
            title: "Préparation",
            text: "Le conteneur est scellé ou la pile est recouverte d’une bâche étanche aux gaz, et des panneaux d’avertissement sont installés.",
          },
          {
            title: "Traitement",
            text: "Le fumigant est appliqué à la dose requise et maintenu pendant la durée d’exposition et à la température exigées.",
          },
          {
            title: "Aération et dégazage",
            text: "La marchandise est aérée et les concentrations de gaz sont mesurées jusqu’à ce qu’elle puisse être manipulée sans danger.",
          },
          {
            title: "Délivrance du certificat",
            text: "Un certificat de fumigation indiquant le produit, la dose, la durée et la température est délivré pour la douane et votre acheteur.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Sécurité et traçabilité",
        items: [
          "Techniciens formés, équipés d’une protection intégrale",
          "Panneaux d’avertissement et accès restreint pendant le traitement",
          "Mesure des gaz avant la libération de la marchandise",
          "Registres de traitement conservés pour chaque intervention",
          "Copies des certificats disponibles pour les audits et les demandes des acheteurs",
        ],
      },
    ],
    cta: {
      heading: "Besoin d’un certificat de fumigation ?",
      text: "Indiquez-nous la marchandise, la destination et votre date limite : nous planifierons le traitement à temps.",
      label: "Planifier une fumigation",
    },
  },

  // 9 ─────────────────────────────────────────────────────────────────────
  {
    number: 9,
    title: "Documentation et accompagnement réglementaire",
    cardDescription:
      "Factures, listes de colisage, déclarations d’exportation et certificats préparés et déposés sur ICEGATE et e-Sanchit, conformément aux règles de la douane, de la DGFT et du CBIC.",
    cardImages: [
      image(9, "a", "Pile de documents d’expédition surmontée d’un certificat d’origine revêtu d’un cachet"),
      image(9, "b", "Personne à un bureau remplissant des formulaires commerciaux sur un écran d’ordinateur"),
    ],
    heroImages: [
      image(9, "a", "Pile de documents d’expédition surmontée d’un certificat d’origine revêtu d’un cachet"),
      image(9, "b", "Personne à un bureau remplissant des formulaires commerciaux sur un écran d’ordinateur"),
    ],
    meta: {
      title: "Documentation export et conformité | Tarang Global Logistics",
      description:
        "Documentation export et import : factures, shipping bills, certificats d’origine, dépôts ICEGATE et e-Sanchit, code AD, accompagnement EPCG, RoDTEP et SEZ.",
      keywords: [
        "documentation export",
        "dépôt ICEGATE e-Sanchit",
        "enregistrement code AD",
        "certificat d’origine",
        "régimes RoDTEP EPCG Advance Authorisation",
        "conformité DGFT",
      ],
    },
    intro: [
      "Le commerce international repose toujours sur des documents, même maintenant que la plupart se déposent en ligne. Un seul chiffre erroné sur une facture, ou un certificat qui ne concorde pas avec la déclaration d’exportation, peut bloquer la marchandise au port ou vous faire perdre un avantage à l’export.",
      "Notre équipe documentation prépare, vérifie et dépose les documents dont vos expéditions ont besoin, vous maintient en conformité avec les directives de la douane, de la DGFT et du CBIC, et vous aide à obtenir les incitations à l’exportation auxquelles vous avez droit.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Les documents commerciaux que nous préparons",
        items: [
          {
            title: "Factures commerciales",
            text: "Des factures comportant les valeurs, l’Incoterm, les codes HS et les mentions qu’attendent la douane et la banque de votre acheteur.",
            icon: "file-text",
          },
          {
            title: "Listes de colisage",
            text: "Le contenu, le poids et les dimensions colis par colis, en concordance avec la facture et les marques d’expédition.",
            icon: "boxes",
          },
          {
            title: "Déclarations d’exportation (shipping bills)",
            text: "Des déclarations d’exportation avec les bons codes de régime, pour que le drawback, le RoDTEP et les autres avantages soient bien revendiqués.",
            icon: "ship",
          },
          {
            title: "Certificats d’origine",
            text: "Certificats préférentiels pour bénéficier de réductions de droits au titre des accords commerciaux, et certificats non préférentiels lorsque les acheteurs le demandent.",
            icon: "badge-check",
          },
          {
            title: "SDF",
            text: "Le Statutory Declaration Form prévu par la FEMA, qui atteste que le produit de l’exportation sera rapatrié, déposé avec la déclaration d’exportation.",
            icon: "clipboard-check",
          },
          {
            title: "FDS",
            text: "Fiches de données de sécurité (MSDS) des produits chimiques et autres produits réglementés, vérifiées au regard des exigences du transporteur.",
            icon: "search",
          },
          {
            title: "Déclarations de marchandises dangereuses",
            text: "Déclarations de marchandises dangereuses selon le code IMDG pour le maritime et la réglementation IATA pour l’aérien.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Dépôts électroniques et enregistrements",
        items: [
          {
            title: "Dépôts sur ICEGATE",
            text: "Déclarations d’importation, déclarations d’exportation et réponses aux questions de la douane déposées sur l’Indian Customs EDI Gateway.",
            icon: "cpu",
          },
          {
            title: "Téléversements sur e-Sanchit",
            text: "Pièces justificatives téléversées sous forme numérique pour chaque déclaration, sans qu’aucune copie papier n’ait à parvenir au bureau de douane.",
            icon: "file-text",
          },
          {
            title: "Enregistrement du code AD",
            text: "Le code Authorised Dealer de votre banque enregistré dans chaque port d’exportation, une étape indispensable avant de pouvoir déposer une déclaration d’exportation.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Respecter les directives de la douane, de la DGFT et du CBIC",
        paragraphs: [
          "Les règles évoluent au fil des notifications douanières, des circulaires du CBIC et des modifications de la Foreign Trade Policy publiées par la DGFT. Nous suivons ces changements et vous prévenons lorsque l’un d’eux concerne vos produits, vos taux de droits ou les documents nécessaires à vos expéditions.",
          "Avant chaque dépôt, nous vérifions que les désignations, les classements, les valeurs et les licences concordent dans tous les documents. Des documents cohérents sont le moyen le plus simple d’éviter questions, visites et retards.",
        ],
      },
      {
        kind: "list",
        heading: "Les régimes de promotion des exportations que nous prenons en charge",
        intro: "Nous préparons les documents et les dépôts qu’exigent ces régimes, et suivons vos obligations au titre de chacun d’eux.",
        items: [
          "EPCG : importation de biens d’équipement à droit réduit, en contrepartie d’une obligation d’exportation",
          "Advance Authorisation : importation en franchise de droits des intrants servant à fabriquer des produits exportés",
          "RoDTEP : remise des droits et taxes incorporés, créditée sous forme d’e-scrips cessibles",
          "SEZ : documentation des expéditions à destination et en provenance des unités situées en zone économique spéciale",
        ],
      },
    ],
    cta: {
      heading: "Les formalités vous freinent ?",
      text: "Envoyez-nous les détails de votre expédition : notre équipe documentation préparera, vérifiera et déposera tout ce qui est nécessaire.",
      label: "Obtenir de l’aide pour vos documents",
    },
  },

  // 10 ────────────────────────────────────────────────────────────────────
  {
    number: 10,
    title: "Services de conseil",
    cardDescription:
      "Conseil douanier et import-export : codes HS, analyse des droits, régimes d’incitation, agréments BIS, FSSAI et de quarantaine, impact de la GST et optimisation des coûts.",
    cardImages: [
      image(10, "a", "Consultants en logistique discutant de graphiques autour d’une table, avec un globe terrestre"),
      image(10, "b", "Consultant présentant à l’écran un graphique d’optimisation des coûts à l’équipe d’un client"),
    ],
    heroImages: [
      image(10, "a", "Consultants en logistique discutant de graphiques autour d’une table, avec un globe terrestre"),
      image(10, "b", "Consultant présentant à l’écran un graphique d’optimisation des coûts à l’équipe d’un client"),
    ],
    meta: {
      title: "Conseil douanier et import-export | Tarang Global Logistics",
      description:
        "Conseil en douane et import-export depuis Navi Mumbai : classement tarifaire HS, analyse des droits, RoDTEP et EPCG, agréments BIS et FSSAI, impact de la GST et réduction des coûts.",
      keywords: [
        "conseil import-export",
        "consultant en douane Mumbai",
        "classement tarifaire code HS",
        "analyse des droits de douane",
        "agrément import BIS FSSAI",
        "optimisation des coûts logistiques",
      ],
    },
    intro: [
      "Bien des erreurs coûteuses du commerce international se produisent avant même que la marchandise ne parte : un mauvais code HS, une licence oubliée, un Incoterm qui vous fait supporter des coûts ou un régime que personne n’a demandé. Notre service de conseil met l’expérience de nos équipes douane et fret à votre disposition avant que vous ne vous engagiez.",
      "Nous travaillons aussi bien avec des primo-exportateurs qui se lancent qu’avec des importateurs confirmés qui réexaminent leurs pratiques. Nos conseils sont concrets, adaptés à vos produits, à vos ports et à vos marchés, et nous les formalisons par écrit pour que votre équipe puisse les mettre en œuvre.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Nos domaines de conseil",
        items: [
          {
            title: "Conseil douanier et import-export",
            text: "La manière dont les règles d’importation et d’exportation s’appliquent à vos marchandises, des licences et restrictions à la Foreign Trade Policy.",
            icon: "globe",
          },
          {
            title: "Identification du code HS",
            text: "Le classement exact de vos produits, qui détermine les taux de droits, les restrictions et les avantages des différents régimes.",
            icon: "search",
          },
          {
            title: "Analyse des droits",
            text: "Une ventilation du droit de douane de base, des surtaxes, de l’IGST et de tout droit antidumping, avec les taux préférentiels prévus par les accords commerciaux.",
            icon: "coins",
          },
          {
            title: "Régimes d’incitation",
            text: "Les régimes auxquels vous êtes éligible parmi le RoDTEP, le drawback, l’EPCG et l’Advance Authorisation, et la façon d’en bénéficier.",
            icon: "trending-up",
          },
          {
            title: "BIS, FSSAI, PQ et AQ",
            text: "Les agréments de produits et autorisations dont vos marchandises ont besoin avant que la douane ne les libère.",
            icon: "badge-check",
          },
          {
            title: "Enregistrement portuaire",
            text: "Enregistrements IEC, code AD et ICEGATE en place dans chaque port que vous prévoyez d’utiliser.",
            icon: "map-pin",
          },
          {
            title: "Impact de la GST",
            text: "IGST à l’importation, crédit de taxe en amont, et exportation sous Letter of Undertaking ou avec remboursement de l’IGST.",
            icon: "file-text",
          },
          {
            title: "Optimisation des coûts",
            text: "Un examen de votre coût de revient rendu destination pour trouver des économies sur le fret, les droits, le stockage et les frais portuaires.",
            icon: "target",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Les agréments réglementaires expliqués",
        paragraphs: [
          "De nombreux produits nécessitent l’agrément d’un organisme autre que la douane avant de pouvoir entrer en Inde. L’électronique et de nombreux biens industriels relèvent de l’enregistrement BIS ou des Quality Control Orders, les produits alimentaires nécessitent une autorisation d’importation FSSAI, les végétaux et produits végétaux une autorisation de la quarantaine végétale (Plant Quarantine, PQ), et les produits d’origine animale une autorisation de la quarantaine animale (Animal Quarantine, AQ).",
          "Nous vous indiquons quels agréments s’appliquent à vos produits, ce que chacun implique et quel délai prévoir, pour que la marchandise n’arrive pas avant que les documents soient prêts.",
        ],
      },
      {
        kind: "prose",
        heading: "Optimisation des coûts",
        paragraphs: [
          "Le coût de revient rendu destination ne se limite pas au taux de fret. Nous examinons vos expéditions de bout en bout : mode et itinéraire, groupage, Incoterms, planification des droits au titre des accords commerciaux, entreposage, ainsi que les surestaries et frais de détention qui s’accumulent lorsque la marchandise attend.",
          "Vous recevez un rapport synthétique avec des recommandations concrètes, classées selon l’économie réalisable et l’effort qu’exige chacune d’elles.",
        ],
      },
      {
        kind: "steps",
        heading: "Le déroulement d’une mission de conseil",
        items: [
          {
            title: "Premier échange",
            text: "Nous discutons de vos produits, de vos marchés et des questions auxquelles vous avez besoin de réponses.",
          },
          {
            title: "Examen des documents",
            text: "Nous étudions vos factures, vos déclarations passées, vos contrats et les caractéristiques de vos produits.",
          },
          {
            title: "Analyse",
            text: "Nos spécialistes de la douane et du fret examinent le classement, les droits, les régimes et les coûts.",
          },
          { title: "Recommandations écrites", text: "Vous recevez par écrit des conclusions claires et les prochaines étapes." },
          {
            title: "Suivi",
            text: "Nous répondons à vos questions pendant la mise en pratique de nos conseils, et pouvons réaliser le travail pour vous.",
          },
        ],
      },
    ],
    cta: {
      heading: "Une question sur le commerce international ?",
      text: "Prenez rendez-vous pour une consultation : nos spécialistes examineront avec vous vos produits, vos marchés et vos coûts.",
      label: "Planifier une consultation",
    },
  },

  // 11 ────────────────────────────────────────────────────────────────────
  {
    number: 11,
    title: "Logistique inverse",
    cardDescription:
      "Retours collectés, inspectés, triés et orientés vers leur meilleure seconde vie : revente, réparation, recyclage ou élimination responsable.",
    cardImages: [
      image(11, "a", "Colis retournés circulant sur un cercle de flèches, du client jusqu’à l’entrepôt"),
      image(11, "b", "Poste de travail où les produits retournés sont remis à neuf et triés dans des bacs de recyclage"),
    ],
    heroImages: [image(11, "a", "Colis retournés circulant sur un cercle de flèches, du client jusqu’à l’entrepôt")],
    meta: {
      title: "Services de logistique inverse | Tarang Global Logistics",
      description:
        "Logistique inverse depuis Navi Mumbai : gestion des retours, remise à neuf, recyclage, échanges sous garantie, remise en stock et valorisation des actifs en un flux unique et maîtrisé.",
      keywords: [
        "logistique inverse Inde",
        "gestion des retours",
        "remise à neuf et réparation",
        "recyclage et élimination",
        "valorisation des actifs",
      ],
    },
    intro: [
      "Les produits reviennent pour de nombreuses raisons : une mauvaise taille, un défaut sous garantie, la fin d’un contrat de location ou la fin de la vie utile du produit. La façon dont une entreprise gère ces retours influe sur ses coûts, ses clients et son empreinte environnementale.",
      "Notre service de logistique inverse collecte les marchandises retournées, les inspecte, les trie et oriente chaque article vers sa meilleure seconde vie, qu’il s’agisse de revente, de réparation, de recyclage ou d’élimination responsable. Vous disposez d’un suivi clair de chaque article, et le stock revendable réintègre rapidement votre chaîne d’approvisionnement.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Les avantages de la logistique inverse",
        items: [
          {
            title: "Réduction des coûts",
            text: "Une collecte groupée et des décisions rapides pour chaque article réduisent les coûts de transport, de stockage et de mise au rebut.",
            icon: "coins",
          },
          {
            title: "Durabilité",
            text: "Le réemploi, la réparation et le recyclage évitent aux produits et aux matériaux de finir en décharge.",
            icon: "leaf",
          },
          {
            title: "Récupération de valeur",
            text: "Les marchandises retournées sont revendues, remises à neuf ou démontées pour leurs pièces au lieu d’être passées en pertes.",
            icon: "trending-up",
          },
          {
            title: "Efficacité",
            text: "Un processus défini remplace une gestion au cas par cas : les retours ne perturbent plus les opérations d’expédition.",
            icon: "gauge",
          },
          {
            title: "Satisfaction client",
            text: "Des enlèvements, remboursements et remplacements rapides donnent aux clients l’envie d’acheter à nouveau.",
            icon: "users",
          },
          {
            title: "Données exploitables",
            text: "Les motifs de retour et les niveaux d’état vous montrent où le produit, l’emballage ou la livraison peuvent progresser.",
            icon: "bar-chart",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Nos services de logistique inverse",
        items: [
          {
            title: "Gestion des retours",
            text: "Planification des enlèvements, vérification des autorisations de retour et réception des retours des clients et des distributeurs.",
            icon: "package",
          },
          {
            title: "Remise à neuf et réparation",
            text: "Les articles réparables sont remis en état, testés et reconditionnés pour la revente ou comme stock de remplacement.",
            icon: "wrench",
          },
          {
            title: "Recyclage et élimination",
            text: "Les articles non réutilisables sont envoyés à des recycleurs agréés, avec une traçabilité de leur traitement.",
            icon: "recycle",
          },
          {
            title: "Traitement des garanties et des échanges",
            text: "Les demandes de garantie sont vérifiées et les produits de remplacement expédiés conformément à votre politique.",
            icon: "badge-check",
          },
          {
            title: "Gestion des produits en fin de vie",
            text: "Les produits en fin de vie sont collectés, démontés et orientés vers le réemploi ou le recyclage.",
            icon: "refresh-cw",
          },
          {
            title: "Remise en stock",
            text: "Les retours revendables sont reconditionnés, réétiquetés et réintégrés au stock disponible.",
            icon: "boxes",
          },
          {
            title: "Valorisation des actifs",
            text: "Équipements, palettes et emballages consignés sont récupérés, puis réutilisés ou revendus.",
            icon: "coins",
          },
          {
            title: "Optimisation de la chaîne logistique inverse",
            text: "Nous analysons les volumes, les circuits et les décisions de retour pour rendre l’ensemble du flux de retours plus rapide et moins coûteux.",
            icon: "route",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Notre processus en cinq étapes",
        items: [
          {
            title: "Collecte",
            text: "Les articles retournés sont enlevés chez les clients, dans les magasins ou chez les distributeurs, et regroupés dans nos installations.",
          },
          { title: "Contrôle", text: "Chaque article est contrôlé, classé selon son état et enregistré avec son motif de retour." },
          {
            title: "Tri",
            text: "Les articles sont orientés vers la remise en stock, la réparation, le recyclage ou l’élimination selon vos règles.",
          },
          {
            title: "Traitement",
            text: "La réparation, le reconditionnement, le recyclage ou l’élimination sont réalisés, et chaque opération est enregistrée.",
          },
          {
            title: "Réintégration",
            text: "Le stock et les matériaux récupérés réintègrent votre chaîne d’approvisionnement, et vous recevez un rapport sur le résultat.",
          },
        ],
      },
    ],
    cta: {
      heading: "Transformez vos retours en valeur récupérée",
      text: "Parlez-nous de vos volumes de retours : nous concevrons un flux de logistique inverse adapté à votre activité.",
      label: "Contacter notre équipe",
    },
  },

  // 12 ────────────────────────────────────────────────────────────────────
  {
    number: 12,
    title: "Logistique de la chaîne du froid",
    cardDescription:
      "Transport et stockage sous température dirigée pour les produits pharmaceutiques, les denrées alimentaires et les autres marchandises sensibles, surveillés en temps réel du quai à la livraison.",
    cardImages: [
      image(12, "a", "Camion frigorifique avec un groupe froid monté au-dessus de la cabine"),
      image(12, "b", "Chambre froide avec des cartons en rayonnage et un afficheur numérique de température au mur"),
    ],
    heroImages: [
      image(12, "a", "Camion frigorifique avec un groupe froid monté au-dessus de la cabine"),
      image(12, "b", "Chambre froide avec des cartons en rayonnage et un afficheur numérique de température au mur"),
    ],
    meta: {
      title: "Logistique du froid à Navi Mumbai | Tarang Global Logistics",
      description:
        "Logistique de la chaîne du froid depuis Navi Mumbai : transport frigorifique, entreposage réfrigéré, surveillance de la température en temps réel, cartographie thermique et manutention conforme aux BPD.",
      keywords: [
        "logistique chaîne du froid Inde",
        "transport frigorifique Mumbai",
        "entreposage réfrigéré",
        "chaîne du froid pharmaceutique",
        "surveillance de la température",
        "logistique des denrées périssables",
      ],
    },
    intro: [
      "Produits pharmaceutiques, vaccins, produits de la mer, produits laitiers, fruits et de nombreux produits chimiques de spécialité perdent de leur valeur, voire deviennent dangereux, s’ils sortent de leur plage de température, même brièvement. Notre service de chaîne du froid les maintient dans cette plage, du quai du producteur jusqu’à la porte du destinataire.",
      "Nous associons véhicules frigorifiques, stockage sous température dirigée, emballages adaptés et surveillance continue, et enregistrons l’ensemble du trajet pour que vous puissiez prouver aux autorités et à vos clients que la chaîne n’a jamais été rompue.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Les atouts de notre chaîne du froid",
        items: [
          {
            title: "Intégrité des produits",
            text: "Les marchandises restent dans leur plage spécifiée à chaque étape, ce qui préserve leur qualité, leur efficacité et leur durée de conservation.",
            icon: "thermometer",
          },
          {
            title: "Visibilité de bout en bout",
            text: "Vous voyez la température, la position et le statut de l’enlèvement à la livraison.",
            icon: "search",
          },
          {
            title: "Sérénité réglementaire",
            text: "Des relevés de température complets sont prêts pour les audits, les inspections et les demandes des clients.",
            icon: "shield-check",
          },
          {
            title: "Moins de pertes",
            text: "Moins d’excursions de température, c’est moins d’envois refusés et moins de produits gâchés.",
            icon: "leaf",
          },
          {
            title: "Réactivité",
            text: "Les alertes parviennent à notre équipe dès qu’une mesure dérive, et l’action corrective démarre immédiatement.",
            icon: "clock",
          },
          {
            title: "Un interlocuteur unique",
            text: "Transport, stockage et surveillance sont gérés ensemble par un seul coordinateur.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Nos services de chaîne du froid",
        items: [
          {
            title: "Transport sous température dirigée",
            text: "Camions et conteneurs frigorifiques réglés et pré-refroidis à la plage de votre produit avant le chargement.",
            icon: "truck",
          },
          {
            title: "Entreposage réfrigéré",
            text: "Stockage frais et surgelé avec enregistrement continu de la température et alimentation électrique de secours.",
            icon: "snowflake",
          },
          {
            title: "Surveillance en temps réel",
            text: "Enregistreurs de données et capteurs transmettent la température tout au long du trajet, avec alerte en cas d’excursion.",
            icon: "gauge",
          },
          {
            title: "Cartographie thermique et validation",
            text: "Les zones de stockage et les véhicules font l’objet d’une cartographie et d’une validation démontrant qu’ils maintiennent la plage requise en tout point.",
            icon: "clipboard-check",
          },
          {
            title: "Conformité réglementaire",
            text: "Une manutention conforme aux bonnes pratiques de distribution (BPD, ou GDP) qui soutient vos obligations BPF (GMP) et US FDA, avec des registres prêts pour l’audit.",
            icon: "badge-check",
          },
          {
            title: "Distribution de périssables",
            text: "Livraisons rapides et planifiées de denrées alimentaires, de fleurs et d’autres périssables aux distributeurs, aux détaillants et aux ports.",
            icon: "leaf",
          },
          {
            title: "Emballage et isolation",
            text: "Emballages isothermes, packs réfrigérants et matériaux à changement de phase choisis selon le produit et la durée du trajet.",
            icon: "package",
          },
        ],
      },
      {
        kind: "list",
        heading: "Les plages de température que nous gérons",
        items: [
          "Surgelé : −18 °C et moins",
          "Réfrigéré : de +2 °C à +8 °C",
          "Frais : de +8 °C à +15 °C",
          "Température ambiante contrôlée : de +15 °C à +25 °C",
        ],
      },
      {
        kind: "steps",
        heading: "Comment nous protégeons votre expédition",
        items: [
          {
            title: "Planifier",
            text: "Nous convenons de la plage de température, de l’itinéraire, de l’emballage et du plan de secours pour votre produit.",
          },
          { title: "Pré-conditionner", text: "Véhicules, conteneurs et emballages sont mis à température avant le chargement." },
          {
            title: "Charger",
            text: "La marchandise est chargée rapidement, avec une exposition minimale, et les enregistreurs sont mis en marche.",
          },
          { title: "Surveiller", text: "Notre équipe suit les relevés tout au long du trajet et réagit à la moindre alerte." },
          {
            title: "Livrer et rendre compte",
            text: "L’envoi est remis au destinataire et vous recevez l’historique complet des températures.",
          },
        ],
      },
    ],
    cta: {
      heading: "Vous expédiez des marchandises sensibles à la température ?",
      text: "Présentez-nous votre produit et sa plage de température : notre équipe chaîne du froid planifiera un trajet qui le protège.",
      label: "Contacter notre équipe",
    },
  },
];
