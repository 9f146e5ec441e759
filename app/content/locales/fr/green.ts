import type * as en from "../../green";
import type { MediaImage } from "../../types";

const art = (name: string, alt: string): MediaImage => ({ src: `/media/green/${name}.svg`, alt, width: 800, height: 500 });

export const greenMeta: typeof en.greenMeta = {
  title: "Logistique verte et feuille de route durable | Tarang Global Logistics",
  description:
    "Notre feuille de route verte : 30 % d’émissions de carbone en moins d’ici 2030, 25 % de véhicules électriques pour le dernier kilomètre d’ici 2032 et 50 % d’efficacité énergétique en plus d’ici 2028, depuis notre base de Navi Mumbai.",
  keywords: [
    "logistique verte Inde",
    "transit international durable",
    "livraison du dernier kilomètre électrique Mumbai",
    "entrepôt économe en énergie Navi Mumbai",
    "réduction carbone logistique",
    "transport bas carbone",
  ],
};

export const greenHero: typeof en.greenHero = {
  eyebrow: "Logistique verte",
  title: "Porter le commerce indien avec une empreinte plus légère",
  lead: "Des chargements plus complets, des véhicules plus propres et des entrepôts plus efficaces : notre feuille de route pour réduire le carbone de chaque expédition que nous traitons, avec des objectifs que nous publions et dont nous rendons compte chaque année.",
  action: "Estimez le CO₂ de votre expédition",
};

export const roadmap: typeof en.roadmap = {
  title: "Notre mission et notre feuille de route verte",
  missionLabel: "Notre mission",
  mission:
    "Acheminer les marchandises de nos clients avec aussi peu de carbone, de carburant et de déchets que le permet la mission, sans renoncer à la fiabilité sur laquelle ils comptent.",
  intro:
    "Trois objectifs datés, mesurés par rapport à nos opérations de 2023, traduisent cette mission en actions vérifiables. Nous faisons le point chaque trimestre et publions les résultats une fois par an.",
  image: art("ev-fleet", "Fourgonnettes de livraison électriques en recharge sous une ombrière solaire avant leurs tournées en ville"),
  targets: [
    {
      figure: "30 %",
      year: 2030,
      title: "Réduire les émissions de carbone",
      text: "Réduire nos émissions de carbone de 30 % d’ici 2030 grâce à des camions et des conteneurs mieux remplis, des chargements retour planifiés, des moteurs mieux entretenus et le rail pour les pré-acheminements vers JNPT lorsque les horaires le permettent.",
      icon: "leaf",
    },
    {
      figure: "25 %",
      year: 2032,
      title: "Dernier kilomètre électrique",
      text: "Électrifier 25 % de notre flotte du dernier kilomètre d’ici 2032, en commençant par les tournées urbaines courtes et régulières entre notre entrepôt, les entrepôts de groupage sous douane (CFS) et nos clients à Mumbai et à Pune.",
      icon: "zap",
    },
    {
      figure: "50 %",
      year: 2028,
      title: "Efficacité énergétique",
      text: "Améliorer de 50 % l’efficacité énergétique de nos entrepôts d’ici 2028 grâce au solaire en toiture, à un éclairage LED sur détecteurs de présence, à des chariots élévateurs électriques et à un audit énergétique du bâtiment chaque année.",
      icon: "lightbulb",
    },
  ],
};

export const sustainabilityCommitment: typeof en.sustainabilityCommitment = {
  title: "Notre engagement en matière de développement durable",
  paragraphs: [
    "Pour nous, la durabilité fait partie de la planification du fret, et non d’un programme à part. L’expédition la plus verte est généralement aussi la plus efficace : un conteneur plein plutôt que deux à moitié vides, un itinéraire sans kilomètres de retour à vide, une marchandise emballée pour ne voyager qu’une fois et arriver intacte.",
    "Nous mesurons avant de promettre. Nous suivons le carburant et l’électricité consommés par nos propres camions et notre entrepôt, estimons sur demande les émissions des expéditions de nos clients et rendons compte chaque année de l’avancement de notre feuille de route. Lorsqu’une option moins carbonée coûte plus cher ou prend plus de temps, nous la présentons à côté du devis standard et vous laissons décider.",
  ],
  practicesTitle: "Ce que cela signifie pour une expédition",
  practices: [
    "Groupage et consolidation des chargements, pour que moins de camions et de conteneurs partiellement vides quittent le site.",
    "Le rail pour les pré-acheminements de conteneurs vers JNPT lorsque les délais de transit le permettent, plutôt que de longs trajets routiers.",
    "Palettes et matériaux de calage réutilisables, avec du bois traité thermiquement conforme à la norme ISPM-15 pour l’emballage export.",
    "Dépôts dématérialisés via ICEGATE et e-Sanchit, et preuve de livraison numérique.",
  ],
  image: art("leaf-route", "Carte d’itinéraire d’un camion de livraison suivant un trajet optimisé entre deux points"),
};

export const scalesWithUs: typeof en.scalesWithUs = {
  title: "Une durabilité qui grandit avec nous",
  intro:
    "À mesure que nos volumes augmentent, l’empreinte de chaque expédition doit diminuer. Ces trois principes font partie intégrante de notre développement, au lieu d’être ajoutés après coup.",
  image: art(
    "solar-warehouse",
    "Entrepôt équipé de panneaux solaires en toiture, d’éoliennes et d’une fourgonnette électrique à sa borne de recharge",
  ),
  items: [
    {
      title: "Des entrepôts économes en énergie",
      text: "Notre entrepôt de Navi Mumbai s’alimente en journée grâce au solaire en toiture, avec un éclairage LED grande hauteur, une ventilation naturelle et des chariots élévateurs électriques à batterie. Chaque nouveau site que nous ajoutons est conçu selon la même norme.",
      icon: "warehouse",
    },
    {
      title: "Des opérations sobres en ressources",
      text: "Une planification des itinéraires qui évite les kilomètres à vide, un entretien qui maintient les camions à leur consommation nominale, des matériaux d’emballage réutilisables et des documents numériques plutôt que des dossiers imprimés.",
      icon: "recycle",
    },
    {
      title: "Une intégration progressive",
      text: "Nous introduisons les véhicules électriques, les capacités solaires et des emballages plus écologiques étape par étape, en les éprouvant sur des itinéraires réels avant de les généraliser, afin que le service et les prix restent fiables tandis que les émissions baissent.",
      icon: "trending-up",
    },
  ],
};

export const calculatorTeaser: typeof en.calculatorTeaser = {
  title: "Combien de CO₂ votre expédition émet-elle ?",
  text: "Comparez en quelques secondes la même marchandise par avion, par route et par mer grâce à notre calculateur d’émissions.",
  label: "Ouvrir le calculateur de CO₂",
};

export const greenCta: typeof en.greenCta = {
  heading: "Planifiez avec nous une expédition moins carbonée",
  text: "Indiquez-nous votre marchandise et vos liaisons : nous vous proposerons des options de groupage, de mode et d’itinéraire, avec leur coût, leur délai de transit et leurs émissions estimées côte à côte.",
  label: "Parler à notre équipe",
};

export const co2Meta: typeof en.co2Meta = {
  title: "Calculateur de CO₂ pour le fret aérien, routier et maritime | Tarang Global Logistics",
  description:
    "Estimez le CO₂ d’une expédition à partir de la distance, du poids de la marchandise et du mode de transport, et comparez l’aérien, la route et le maritime côte à côte. Gratuit, instantané, sans inscription.",
  keywords: [
    "calculateur émissions CO2",
    "calculateur carbone fret",
    "émissions transport Inde",
    "facteur d’émission tonne-kilomètre",
    "émissions fret aérien vs maritime",
    "CO2 transport routier",
  ],
};

export const co2Hero: typeof en.co2Hero = {
  eyebrow: "Logistique verte",
  title: "Calculateur d’émissions de CO₂",
  lead: "Estimez le dioxyde de carbone émis par le transport de votre marchandise par avion, par route ou par mer, et voyez à quel point le choix du mode le fait varier.",
};

export const co2Explainer: typeof en.co2Explainer = {
  title: "Comment l’estimation est calculée",
  paragraphs: [
    "Indiquez la distance parcourue par votre marchandise en kilomètres, son poids en tonnes et son mode de transport. Le calculateur multiplie les trois : distance × poids × facteur d’émission, ce qui donne des kilogrammes de CO₂.",
    "Une tonne-kilomètre correspond au transport d’une tonne de marchandise sur un kilomètre. Transporter 2 tonnes sur 1 000 km par la route représente 2 000 tonnes-kilomètres ; à 0,15 kg de CO₂ par tonne-kilomètre, cela donne 300 kg de CO₂.",
  ],
  factorsCaption: "Facteurs d’émission utilisés",
  factorsUnit: "kg de CO₂ par tonne-kilomètre",
  typicalUse: {
    air: "Marchandises urgentes ou de grande valeur, échantillons, pièces détachées",
    road: "Livraisons nationales, transferts vers les ports et aéroports",
    sea: "Conteneurs et vrac sur les liaisons internationales",
  },
  basis:
    "Base de calcul : moyennes indicatives « du réservoir à la roue » (tank-to-wheel) en kg de CO₂ par tonne-kilomètre, qui ne couvrent que le carburant brûlé par l’avion, le camion ou le navire. La production du carburant (du puits au réservoir), les retours à vide, la manutention en terminal et l’entreposage ne sont pas inclus : utilisez donc le résultat pour comparer des options plutôt que pour un reporting carbone, qui exige une méthode « du puits à la roue » (well-to-wheel) telle que la norme ISO 14083 ou le GLEC Framework, avec des données propres à l’itinéraire.",
};

export const co2Tips: typeof en.co2Tips = {
  title: "Comment réduire ce chiffre",
  items: [
    {
      title: "Choisir la mer quand le délai le permet",
      text: "Par tonne-kilomètre, le fret maritime émet environ trente fois moins que le fret aérien. Anticiper les commandes de quelques semaines permet souvent de passer de l’aérien au maritime.",
      icon: "ship",
    },
    {
      title: "Remplir le conteneur",
      text: "Regrouper les chargements partiels dans des camions et des conteneurs complets réduit les kilomètres parcourus par tonne. Notre service de groupage réunit les marchandises qui empruntent les mêmes liaisons.",
      icon: "boxes",
    },
    {
      title: "Emballer plus léger et plus malin",
      text: "Des cartons aux bonnes dimensions, des palettes plus légères et un meilleur gerbage réduisent le poids et le volume expédiés, et avec eux les émissions et la facture de fret.",
      icon: "package",
    },
  ],
  greenLink: "Découvrir notre feuille de route verte",
};

export const co2Cta: typeof en.co2Cta = {
  heading: "Vous souhaitez un itinéraire moins carboné pour votre marchandise ?",
  text: "Communiquez-nous les détails de votre expédition : nous comparerons les modes, les itinéraires et les options de groupage, avec leurs coûts, leurs délais de transit et leurs émissions.",
  label: "Planifier une expédition plus verte",
};

export const greenPage: typeof en.greenPage = {
  meta: greenMeta,
  hero: greenHero,
  roadmap,
  commitment: sustainabilityCommitment,
  scales: scalesWithUs,
  calculatorTeaser,
  cta: greenCta,
};

export const co2Page: typeof en.co2Page = {
  meta: co2Meta,
  hero: co2Hero,
  explainer: co2Explainer,
  tips: co2Tips,
  cta: co2Cta,
};
