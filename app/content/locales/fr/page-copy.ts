import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "Lire la vidéo d’arrière-plan",
  pauseVideo: "Mettre en pause la vidéo d’arrière-plan",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "Depuis {founded}",
  heroTitle: "À propos de {name}",
  heroLead:
    "Fondée en {founded} sous le nom {formerName} et rebaptisée en {renamed}, notre entreprise achemine les marchandises des exportateurs et importateurs indiens depuis sa base de Navi Mumbai.",
  storyEyebrow: "Notre histoire",
  commitmentEyebrow: "Notre engagement",
  foundationsEyebrow: "Nos fondements",
  foundationsTitle: "Nos piliers",
  valuesEyebrow: "Notre façon de travailler",
  valuesTitle: "Nos cinq valeurs",
  philosophyLink: "Découvrez notre mission, notre vision et nos valeurs fondamentales",
  howItWorksLink: "Découvrez, étape par étape, comment nous traitons une expédition",
  leadershipEyebrow: "Direction",
  leadershipTitle: "Les personnes qui nous dirigent",
  cta: {
    heading: "Parlez à l’équipe qui s’occupe de vos marchandises",
    text: "Présentez-nous vos expéditions : nous vous mettrons en relation avec le spécialiste qu’il vous faut.",
    label: "Contacter notre équipe",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "Notre philosophie",
  title: "Mission, vision et valeurs fondamentales",
  sectionTitle: "Ce qui guide chaque expédition",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "Notre équipe",
  action: "Aller à la page À propos",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "Comment ça marche",
  title: "De la demande à la livraison",
  sectionTitle: "Six étapes, une seule équipe responsable",
  stepLabel: "Étape {number} :",
  cta: {
    heading: "Commençons par en parler",
    text: "Indiquez-nous votre marchandise, votre itinéraire et vos délais : nous revenons vers vous sous 24 heures avec un plan et un devis.",
  },
};

const servicesLead =
  "Transit international, dédouanement, entreposage, transport routier et les services spécialisés qui les accompagnent, assurés par une seule équipe depuis Navi Mumbai.";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `Nos services | ${site.name}`,
    description: servicesLead,
    keywords: ["services logistiques Inde", "transit international", "dédouanement", "entreposage", "transport routier", "Navi Mumbai"],
  },
  eyebrow: "Nos métiers",
  title: "Nos services",
  lead: servicesLead,
  sectionEyebrow: "Douze services, un seul partenaire",
  sectionTitle: "Tout ce dont votre marchandise a besoin, de l’usine jusqu’à l’acheteur",
  intro:
    "Confiez-nous un seul service ou l’ensemble du parcours. Chaque expédition est suivie par un coordinateur attitré et par la même équipe, du premier devis à la livraison finale. {link}.",
  introLink: "Découvrez, étape par étape, le parcours d’une expédition avec nous",
  pauseRotation: "Mettre en pause le défilement des images",
  resumeRotation: "Reprendre le défilement des images",
  cardLinkContext: "sur {title}",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "Retour à tous les services",
  playSlideshow: "Lancer le diaporama",
  pauseSlideshow: "Mettre en pause le diaporama",
  asideLabel: "Sommaire et contacts",
  onThisPage: "Sur cette page",
  speakToSpecialist: "Parler à un spécialiste",
  hours: "{days}, {time}",
  stepLabel: "Étape {number} :",
  moreTitle: "Découvrez nos autres services",
};

const industriesLead =
  "Une logistique adaptée aux marchandises de treize secteurs, de la chimie de spécialité et de l’industrie pharmaceutique aux machines lourdes et aux stations de traitement de l’eau.";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `Secteurs desservis | ${site.name}`,
    description: industriesLead,
    keywords: [
      "logistique industrielle Inde",
      "logistique produits chimiques",
      "logistique pharmaceutique",
      "transport colis lourds",
      "transport marchandises dangereuses",
      "Navi Mumbai",
    ],
  },
  eyebrow: "Nos clients",
  title: "Secteurs desservis",
  lead: industriesLead,
  sectionEyebrow: "Expertise sectorielle",
  sectionTitle: "Chaque marchandise a ses propres règles",
  intro:
    "Déclarations de marchandises dangereuses, relevés de température, autorisations pour convois hors gabarit, certificats phytosanitaires : nous savons ce qu’exigent les expéditions de chaque secteur avant même qu’elles n’arrivent au port.",
  cardLinkContext: "sur {title}",
  otherTitle: "Votre secteur n’y figure pas ?",
  otherText:
    "Nous transportons aussi des textiles, de l’électronique, des produits alimentaires, du mobilier et des cargaisons de projet. Dites-nous ce que vous expédiez : nous organiserons le transport en fonction de ses formalités, de son emballage et de ses règles de manutention.",
  otherLink: "Parler à notre équipe",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "Tous les secteurs",
  heroEyebrow: "Secteurs desservis",
  expertiseEyebrow: "Notre accompagnement",
  expertiseTitle: "Expertise sectorielle",
  asideLabel: "Contacts et autres secteurs",
  otherIndustries: "Autres secteurs",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "d’ici {year}",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "Qui nous sommes et ce que couvre cette politique",
  updated: "Dernière mise à jour : {date}",
  collectedTitle: "Ce que nous collectons, pourquoi et pour combien de temps",
  through: "Via {link}.",
  collected: "Ce que nous collectons",
  purpose: "Pourquoi",
  retention: "Durée de conservation",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "Déclaration d’accessibilité",
  title: "Un site accessible à tous",
  reviewed: "Dernière révision : {date}",
  targetTitle: "Notre objectif : WCAG 2.2 AA",
  testingTitle: "Nos méthodes de test",
  limitsTitle: "Limites connues",
  barriersTitle: "Signalez-nous un obstacle",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `Page introuvable | ${site.name}`,
    description: `La page que vous recherchez a été déplacée ou n’a jamais existé. Retrouvez nos services, les secteurs que nous desservons, notre blog et nos coordonnées sur le site de ${site.name}.`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "Cette rubrique est en préparation",
  text: "Nous finalisons cette partie de notre site. Notre équipe peut déjà vous aider sur tout ce qu’elle couvrira : appelez-nous ou écrivez-nous, un spécialiste vous répondra sous {replyTime}.",
};
