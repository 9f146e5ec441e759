import type * as en from "../../achievements";
import type { MediaImage } from "../../types";
import { site, yearsInBusiness } from "../../site";

const badge = (name: string, alt: string): MediaImage => ({
  src: `/media/certificates/${name}-light.svg`,
  srcDark: `/media/certificates/${name}-dark.svg`,
  alt,
  width: 400,
  height: 400,
});

export const achievementsMeta: typeof en.achievementsMeta = {
  title: "Réalisations et certifications | Tarang Global Logistics",
  description:
    "Plus de 15 ans, plus de 1 500 clients, plus de 15 000 livraisons et plus de 500 villes desservies depuis Navi Mumbai. Tarang Global Logistics est membre du réseau WCA, certifiée AEO et certifiée ISO 9001:2015.",
  keywords: [
    "Tarang Global Logistics réalisations",
    "transitaire certifié AEO",
    "membre WCA Inde",
    "entreprise logistique ISO 9001:2015",
    "commissionnaire en douane Navi Mumbai",
    "certifications logistique Inde",
  ],
};

export const achievementsHero: typeof en.achievementsHero = {
  eyebrow: "Réalisations",
  title: `${yearsInBusiness()} ans de marchandises livrées, et les accréditations qui les garantissent`,
  lead: `Depuis ${site.founded}, nous dédouanons, stockons et acheminons les marchandises d’exportateurs et d’importateurs dans toute l’Inde. Les chiffres ci-dessous en sont le résultat ; nos certifications sont la manière dont nous continuons à les mériter.`,
};

export const milestonesSection: typeof en.milestonesSection = {
  title: "Notre activité en chiffres",
  intro:
    "Des chiffres tirés de nos propres registres d’expéditions, et non des estimations. Chacun d’eux a commencé par un client, une déclaration d’exportation et un camion à l’entrée du port de Nhava Sheva.",
};

export const milestones: typeof en.milestones = [
  {
    value: 15,
    suffix: "+",
    label: "Années d’expérience dans le secteur",
    detail: `Dédouanement depuis ${site.founded}, transit international complet depuis ${site.renamed}.`,
    icon: "clock",
  },
  {
    value: 1500,
    suffix: "+",
    label: "Clients satisfaits",
    detail: "Fabricants, négociants et exportateurs, dont beaucoup nous font confiance depuis plus de dix ans.",
    icon: "handshake",
  },
  {
    value: 15000,
    suffix: "+",
    label: "Livraisons réussies",
    detail: "Conteneurs, envois aériens et chargements complets par camion livrés avec preuve de livraison.",
    icon: "package",
  },
  {
    value: 500,
    suffix: "+",
    label: "Villes desservies",
    detail: "En porte-à-porte dans toute l’Inde, et à l’international grâce à notre réseau de partenaires.",
    icon: "map-pin",
  },
];

export const credentialsSection: typeof en.credentialsSection = {
  title: "Certifications et adhésions",
  intro:
    "Des organismes indépendants auditent nos méthodes de travail. Ces accréditations garantissent que vos marchandises sont traitées selon des procédures documentées et contrôlées à chaque étape.",
};

export const credentials: typeof en.credentials = [
  {
    title: "Membre WCA",
    issuer: "Réseau WCA de transitaires indépendants",
    text: "Notre adhésion au réseau WCA nous donne accès à des agents partenaires sélectionnés à destination, avec une protection des paiements et des normes de service imposées à chaque membre : vos marchandises sont entre des mains connues aux deux extrémités.",
    image: badge("wca", "Badge de membre WCA pour le transit international"),
  },
  {
    title: "Certifié AEO",
    issuer: "Central Board of Indirect Taxes and Customs (CBIC), administration des douanes indiennes",
    text: "En tant qu’opérateur économique agréé (AEO) reconnu par les douanes indiennes, nous respectons des normes auditées de sûreté, de tenue des registres et de conformité, ce qui favorise un dédouanement plus rapide et plus prévisible des marchandises de nos clients.",
    image: badge("aeo", "Badge de certification AEO : opérateur économique agréé, douanes indiennes"),
  },
  {
    title: "Certifié ISO 9001:2015",
    issuer: "Système de management de la qualité",
    text: "Notre système de management de la qualité pour le transit international, le dédouanement et l’entreposage est certifié ISO 9001:2015, avec des processus documentés, des audits internes et des actions correctives en cas de problème.",
    image: badge("iso", "Badge de certification ISO 9001:2015 : système de management de la qualité"),
  },
];

export const recognitionNote: typeof en.recognitionNote = {
  title: "Ce que ces accréditations changent pour votre expédition",
  points: [
    "Des déclarations d’exportation (shipping bills) et d’importation (bills of entry) préparées selon des procédures contrôlées, donc moins de questions lors de la liquidation.",
    "Des partenaires à destination sélectionnés via le réseau WCA, et non choisis dans un annuaire.",
    "Des réclamations enregistrées, analysées et clôturées par une action corrective, comme l’exige notre système ISO.",
  ],
};

export const achievementsCta: typeof en.achievementsCta = {
  heading: `Mettez ${yearsInBusiness()} ans d’expérience au service de votre prochaine expédition`,
  text: "Dites-nous ce que vous expédiez et vers quelle destination : un spécialiste vous répondra sous 24 heures avec un itinéraire, un calendrier et un devis clair.",
  label: "Parler à notre équipe",
};

export const achievementsPage: typeof en.achievementsPage = {
  meta: achievementsMeta,
  hero: achievementsHero,
  milestonesSection,
  milestones,
  credentialsSection,
  credentials,
  recognitionNote,
  cta: achievementsCta,
};
