import type * as en from "../../about";

export const homeMeta: typeof en.homeMeta = {
  title: "Transit international et dédouanement | Tarang Global Logistics",
  description:
    "Fret maritime et aérien, dédouanement, entreposage et transport routier depuis Navi Mumbai. Au service des exportateurs et importateurs indiens via JNPT depuis 2009.",
  keywords: [
    "transitaire Navi Mumbai",
    "commissionnaire en douane JNPT",
    "dédouanement Nhava Sheva",
    "fret maritime Inde",
    "fret aérien Mumbai",
    "entreposage Navi Mumbai",
    "entreprise de logistique Inde",
  ],
};

export const aboutMeta: typeof en.aboutMeta = {
  title: "À propos | Tarang Global Logistics",
  description:
    "Fondée à Vashi en 2009 comme commissionnaire en douane, Tarang Global Logistics est une équipe de Navi Mumbai dédiée au fret, à la douane, à l’entreposage et au transport. Découvrez nos dirigeants.",
  keywords: [
    "Tarang Global Logistics présentation",
    "Tarang Shipping Agencies",
    "commissionnaire en douane Navi Mumbai",
    "entreprise logistique certifiée AEO",
    "membre WCA Inde",
    "logistique ISO 9001:2015",
  ],
};

export const philosophyMeta: typeof en.philosophyMeta = {
  title: "Mission, vision et valeurs | Tarang Global Logistics",
  description:
    "La mission, la vision et les valeurs fondamentales qui guident la façon dont Tarang Global Logistics achemine les marchandises des exportateurs et importateurs indiens : conformité, transparence et ponctualité.",
  keywords: [
    "mission Tarang Global Logistics",
    "vision entreprise de logistique",
    "valeurs fondamentales",
    "transit international conforme",
    "valeurs commissionnaire en douane",
  ],
};

export const howItWorksMeta: typeof en.howItWorksMeta = {
  title: "Comment ça marche | Tarang Global Logistics",
  description:
    "De la demande à la preuve de livraison : le déroulement d’une expédition avec Tarang Global Logistics, avec un devis en un jour ouvré et un seul coordinateur du début à la fin.",
  keywords: [
    "fonctionnement transit international",
    "processus d’expédition Inde",
    "étapes expédition export",
    "procédure de dédouanement",
    "devis fret",
    "suivi des expéditions",
  ],
};

export const ourTeamMeta: typeof en.ourTeamMeta = {
  title: "Notre équipe | Tarang Global Logistics",
  description:
    "Notre page équipe a été déplacée. Découvrez les dirigeants de Tarang Global Logistics, notre histoire, nos valeurs et nos certifications sur la page À propos.",
  keywords: ["équipe Tarang Global Logistics", "direction", "à propos"],
};

export const home: typeof en.home = {
  eyebrow: "Navi Mumbai · Depuis 2009",
  headline: "Fret, douane et entreposage, confiés à une seule équipe",
  subheadline:
    "Fret maritime et aérien via JNPT et l’aéroport de Mumbai, dédouanement, entreposage et transport routier pour les exportateurs et importateurs indiens.",
};

export const story: typeof en.story = {
  heading: "Notre histoire",
  paragraphs: [
    "Tarang est née en 2009 sous le nom de Tarang Shipping Agencies, un petit cabinet de commission en douane installé à Vashi. Nos premiers clients étaient des fabricants et des exportateurs de la zone industrielle de Thane-Belapur qui cherchaient un partenaire fiable pour déposer leurs déclarations d’exportation (shipping bills), gérer les visites douanières et faire embarquer leurs conteneurs à Nhava Sheva sans mauvaise surprise de dernière minute.",
    "À mesure que ces clients se développaient, ils nous ont confié une part croissante du parcours. En 2015, nous avons ajouté le transit international, l’entreposage et le transport routier, et rebaptisé l’entreprise Tarang Global Logistics pour refléter ce champ d’action élargi. Le service douane est resté au cœur de notre métier, car une expédition correctement documentée dès le départ avance plus vite à chaque étape suivante.",
    "Aujourd’hui, notre équipe de Navi Mumbai gère le fret maritime via JNPT (Nhava Sheva) et le fret aérien via l’aéroport de Mumbai, avec ses propres entrepôts, un réseau de transport routier couvrant le Maharashtra et au-delà, et des agents partenaires à l’étranger. Beaucoup des exportateurs venus nous voir pour une simple déclaration d’exportation expédient encore avec nous.",
  ],
  image: {
    src: "/media/about/story.svg",
    width: 1200,
    height: 800,
    alt: "Porte-conteneurs à quai sous les portiques de Nhava Sheva, avec des camions en attente à l’entrée du terminal",
  },
};

export const commitment: typeof en.commitment = {
  heading: "Notre engagement",
  paragraphs: [
    "Chaque expédition que nous acceptons bénéficie d’un coordinateur attitré, d’un devis écrit sans frais cachés et de points réguliers jusqu’à la livraison. En cas d’imprévu, qu’il s’agisse d’une réservation reportée, d’une demande de la douane ou d’un camion en retard, nous vous prévenons dès que nous le savons, en vous expliquant ce que nous faisons pour y remédier.",
    "Nous nous imposons les exigences qui sous-tendent nos accréditations : la certification AEO pour un commerce sûr et conforme, un système de management de la qualité certifié ISO 9001:2015 et les obligations de service du réseau WCA. Une documentation irréprochable, une manutention soignée de vos marchandises et des conseils honnêtes, même lorsqu’ils réduisent notre part du travail : c’est ainsi que nous gardons nos clients pendant des années.",
  ],
  image: {
    src: "/media/about/commitment.svg",
    width: 1200,
    height: 800,
    alt: "Coordinateur de Tarang vérifiant des documents d’exportation par rapport à une liste de colisage sur un quai de chargement d’entrepôt",
  },
};

export const foundations: typeof en.foundations = [
  {
    title: "Commissionnaire en douane agréé",
    text: "Le dédouanement est notre métier d’origine depuis 2009. Notre équipe agréée dépose les déclarations d’exportation (shipping bills) et d’importation (bills of entry) sur ICEGATE et gère la liquidation et les visites douanières à JNPT et au fret aérien de Mumbai.",
    icon: "file-text",
  },
  {
    title: "Opérateur certifié AEO",
    text: "Notre certification d’opérateur économique agréé (AEO), délivrée par les douanes indiennes, reconnaît la sécurité et la conformité de notre gestion des marchandises et des registres, et facilite le dédouanement des expéditions de nos clients.",
    icon: "shield-check",
  },
  {
    title: "Entrepôt en propre à Navi Mumbai",
    text: "Notre propre entrepôt, proche de JNPT, propose stockage, groupage, emballage, palettisation et cross-docking, avec une gestion des stocks par code-barres et des états de stock sur demande.",
    icon: "warehouse",
  },
  {
    title: "Partenaire du réseau WCA",
    text: "Notre adhésion au réseau WCA nous relie à des transitaires indépendants sélectionnés dans le monde entier : à destination, vos marchandises sont prises en charge par un partenaire que nous connaissons et dont nous pouvons exiger des comptes.",
    icon: "globe",
  },
];

export const values: typeof en.values = [
  {
    title: "La conformité avant tout",
    text: "Nous déposons des documents exacts et complets dès la première fois, sans jamais transiger avec les règles douanières ou fiscales. Des formalités correctes protègent votre expédition, vos avantages douaniers et votre réputation.",
    icon: "clipboard-check",
  },
  {
    title: "Transparence",
    text: "Des devis écrits détaillant tous les frais, des délais de transit honnêtes et une alerte rapide lorsque les plans changent. Vous savez toujours où se trouve votre marchandise et ce qu’elle vous coûtera.",
    icon: "search",
  },
  {
    title: "Fiabilité",
    text: "Nous ne nous engageons que sur ce que nous pouvons tenir, puis nous respectons les dates limites, les enlèvements et les dates de livraison. Lorsqu’un problème survient, nous l’assumons et nous le réglons.",
    icon: "clock",
  },
  {
    title: "Partenariat",
    text: "Nous apprenons comment fonctionne votre entreprise, de vos cycles de production aux exigences de vos acheteurs, et planifions vos expéditions en conséquence. Bon nombre de nos relations clients durent depuis plus de dix ans.",
    icon: "handshake",
  },
  {
    title: "Responsabilité",
    text: "Nous prenons soin des personnes qui manipulent vos marchandises et des lieux qu’elles traversent : pratiques de travail sûres, chargements mieux remplis, recours au rail lorsque c’est pertinent et moins de déchets d’emballage.",
    icon: "leaf",
  },
];

export const leaders: typeof en.leaders = [
  {
    name: "Rajesh Kulkarni",
    position: "Fondateur et PDG",
    image: {
      src: "/media/leaders/rajesh-kulkarni.svg",
      width: 480,
      height: 480,
      alt: "Portrait de Rajesh Kulkarni, fondateur et PDG de Tarang Global Logistics",
    },
    description:
      "Rajesh a fondé Tarang Shipping Agencies à Vashi en 2009, après des années consacrées au dédouanement à Nhava Sheva. Il pilote la stratégie de l’entreprise et les relations avec les clients clés, et examine encore lui-même les dossiers complexes de classement tarifaire et de conformité.",
  },
  {
    name: "Ananya Deshpande",
    position: "Directrice",
    image: {
      src: "/media/leaders/ananya-deshpande.svg",
      width: 480,
      height: 480,
      alt: "Portrait d’Ananya Deshpande, directrice de Tarang Global Logistics",
    },
    description:
      "Ananya a bâti les activités de transit international, d’entreposage et de transport nées du passage à Tarang Global Logistics en 2015. Elle supervise les opérations au quotidien, notre réseau de partenaires à l’étranger et le système de management de la qualité certifié ISO 9001:2015.",
  },
];

export const philosophy: typeof en.philosophy = {
  intro:
    "Depuis 2009, notre travail repose sur une idée simple : les marchandises circulent bien lorsque les documents sont justes, que le plan est réaliste et que le client est tenu informé. Ces principes guident la façon dont nous établissons nos devis, expédions et accompagnons chaque envoi.",
  cards: [
    {
      title: "Notre mission",
      text: "Aider les entreprises indiennes à commercer avec le monde entier en acheminant leurs marchandises en toute sécurité, dans les délais et en pleine conformité, avec des coûts clairs, des conseils honnêtes et une seule équipe responsable, de la demande à la livraison.",
      icon: "target",
    },
    {
      title: "Notre vision",
      text: "Être le partenaire logistique auquel les exportateurs et importateurs de l’ouest de l’Inde confient toute leur chaîne d’approvisionnement, reconnu pour la rigueur de chaque détail et pour des opérations toujours plus propres et plus efficaces.",
      icon: "globe",
    },
    {
      title: "Nos valeurs fondamentales",
      text: "La conformité avant tout, la transparence sur les prix et l’avancement, la fiabilité dans chaque engagement, un partenariat durable avec nos clients et la responsabilité envers nos équipes et l’environnement.",
      icon: "badge-check",
    },
  ],
};

export const howItWorks: typeof en.howItWorks = {
  intro:
    "Que vous expédiiez un envoi par an ou plusieurs conteneurs par semaine, chaque mission suit les six mêmes étapes. Vous avez un seul coordinateur du début à la fin et vous savez toujours ce qui va se passer ensuite.",
  steps: [
    {
      number: 1,
      title: "Demande et appel de cadrage",
      desc: "Envoyez votre demande via le formulaire de contact, par e-mail ou par téléphone, en précisant la marchandise, le poids et les dimensions, l’origine, la destination et la date de livraison souhaitée. Un membre de notre équipe vous rappelle, généralement le jour ouvré même, pour confirmer les détails, l’Incoterm, les éventuelles manutentions particulières et les documents dont vous disposez déjà.",
    },
    {
      number: 2,
      title: "Devis et plan d’acheminement",
      desc: "Sous un jour ouvré, nous vous envoyons un devis écrit indiquant le mode et l’itinéraire recommandés, le délai de transit estimé et la durée de validité, avec une ventilation claire du fret, des frais locaux, de la douane et du transport. Lorsque c’est pertinent, nous ajoutons une alternative, comme le rail plutôt que la route jusqu’à JNPT ou le LCL plutôt que le FCL, pour que vous puissiez comparer.",
    },
    {
      number: 3,
      title: "Réservation et documentation",
      desc: "Dès que vous validez le devis, nous réservons l’espace auprès de la compagnie maritime ou aérienne et confirmons les dates limites (cut-off). Vous nous transmettez la facture commerciale, la liste de colisage et les éventuels licences ou certificats ; nous les vérifions par rapport à la réservation, préparons la déclaration d’exportation (shipping bill) ou d’importation (bill of entry) et la déposons sur ICEGATE, avec les pièces justificatives sur e-Sanchit.",
    },
    {
      number: 4,
      title: "Enlèvement et dédouanement",
      desc: "Nous enlevons la marchandise dans votre usine ou votre entrepôt à la date convenue, en vous communiquant à l’avance les références du véhicule et l’e-way bill. Au port, à l’aéroport ou au CFS (entrepôt de groupage sous douane), notre équipe douane gère la visite, les questions de liquidation et le paiement des droits, et vous tient informé jusqu’à la mainlevée. À l’import, l’ordre est inversé : nous dédouanons la marchandise à l’arrivée, puis nous vous la livrons.",
    },
    {
      number: 5,
      title: "Transit avec suivi",
      desc: "Après le départ, vous recevez le connaissement ou la lettre de transport aérien, puis des points d’étape au chargement, au transbordement et à l’arrivée. En cas de retard, nous vous en indiquons la raison et notre plan pour rattraper le temps perdu. Votre coordinateur reste joignable par téléphone, e-mail ou WhatsApp tout au long du transport.",
    },
    {
      number: 6,
      title: "Livraison et suivi après expédition",
      desc: "Nous livrons à la porte du destinataire ou remettons la marchandise à destination par l’intermédiaire de notre réseau de partenaires, et vous envoyons la preuve de livraison signée. Nous clôturons ensuite le dossier avec la facture définitive et les pièces justificatives, vous aidons pour les éventuelles réclamations ou les formalités d’incitations à l’exportation, et faisons le bilan de l’expédition avec vous pour voir ce qui aurait pu mieux se passer.",
    },
  ],
};

export const ourTeamMoved: typeof en.ourTeamMoved = {
  heading: "Notre page équipe a été déplacée",
  text: "Vous pouvez désormais découvrir nos dirigeants, lire notre histoire et connaître les valeurs qui guident notre travail sur la page À propos.",
};
