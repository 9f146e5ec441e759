import type * as en from "../../careers";
import { site } from "../../site";

export const careersMeta: typeof en.careersMeta = {
  title: "Emplois et stages en logistique à Navi Mumbai | Tarang Global Logistics",
  description:
    "Stages de 2, 3 ou 6 mois et postes confirmés en transit international, dédouanement et entreposage chez Tarang Global Logistics, à Navi Mumbai. Postulez en ligne.",
  keywords: [
    "stage logistique Navi Mumbai",
    "emploi transit international Mumbai",
    "emploi dédouanement",
    "emploi entrepôt Navi Mumbai",
    "carrières logistique Inde",
    "Tarang Global Logistics recrutement",
  ],
};

export const careersHero: typeof en.careersHero = {
  eyebrow: "Carrières",
  title: "Construisez une carrière au cœur du commerce indien",
  lead: "Apprenez la douane, le fret et l’entreposage auprès de professionnels qui les pratiquent chaque jour. Des stages pour les étudiants et jeunes diplômés, et des postes pour les profils expérimentés, dans nos bureaux et notre entrepôt de Navi Mumbai.",
  action: "Postuler",
};

export const whyJoin: typeof en.whyJoin = {
  title: "Pourquoi nous rejoindre",
  items: [
    {
      title: "Voir toute la chaîne",
      text: "De la déclaration d’exportation déposée sur ICEGATE au conteneur chargé à Nhava Sheva, vous apprenez comment s’articulent toutes les étapes d’une expédition, et pas seulement une tâche isolée.",
      icon: "route",
    },
    {
      title: "De vraies responsabilités, très tôt",
      text: "Stagiaires et nouveaux arrivants travaillent sur des expéditions réelles aux côtés d’un tuteur. Un travail soigné et fiable est remarqué, et la confiance accordée grandit vite.",
      icon: "target",
    },
    {
      title: "Évoluer avec l’entreprise",
      text: "Plusieurs de nos chefs d’équipe ont débuté comme stagiaires ou juniors en formation. Nous finançons des formations et accompagnons les collègues qui préparent l’examen de commissionnaire en douane (Customs Broker).",
      icon: "trending-up",
    },
  ],
};

export const tracksSection: typeof en.tracksSection = {
  title: "Deux façons de nous rejoindre",
  intro:
    "Choisissez le parcours qui correspond à votre situation actuelle. Dans les deux cas, vous postulez via le même formulaire ci-dessous.",
  tabsLabel: "Parcours professionnels",
};

export const internships: typeof en.internships = {
  tab: "Apprenez et progressez avec nous",
  heading: "Stages",
  intro:
    "Pour les étudiants et jeunes diplômés en commerce, gestion, commerce international et logistique qui souhaitent acquérir une expérience concrète. Vous intégrez un service opérationnel et un tuteur fait le point avec vous chaque semaine.",
  body: [
    {
      months: 2,
      text: "Une découverte du métier : observez le travail de nos services douane et opérations, apprenez les documents qui accompagnent une expédition à l’export et aidez à préparer des listes de contrôle et des dossiers d’expédition.",
    },
    {
      months: 3,
      text: "Prenez en charge un projet défini en parallèle du travail quotidien, par exemple le suivi des étapes d’expéditions en cours, la préparation de comparatifs de taux de fret ou l’organisation des états de stock de l’entrepôt.",
    },
    {
      months: 6,
      text: "Travaillez au sein d’un service : rédigez des déclarations d’exportation (shipping bills) et d’importation (bills of entry) soumises à relecture, coordonnez les enlèvements avec les transporteurs et suivez les expéditions de la réservation à la preuve de livraison.",
    },
  ],
  listTitle: "Où travaillent nos stagiaires",
  list: [
    "Documentation douanière et dépôts sur ICEGATE",
    "Opérations de fret maritime et aérien",
    "Entreposage et gestion des stocks",
    "Appui commercial et service client",
  ],
  perksTitle: "Ce que vous en retirez",
  perks: [
    "Une gratification mensuelle et une attestation de fin de stage",
    "Un tuteur issu du service que vous rejoignez",
    "Une lettre de recommandation lorsque votre travail a donné satisfaction",
    "Un examen prioritaire de votre candidature pour les postes de junior en formation",
  ],
};

export const professionals: typeof en.professionals = {
  tab: "Dirigez et excellez avec nous",
  heading: "Carrières professionnelles",
  intro:
    "Pour les professionnels expérimentés du transit international, du dédouanement, de l’entreposage, du transport et de la vente. Nous recrutons des personnes qui prennent en main les marchandises d’un client et veulent construire quelque chose de durable avec nous.",
  body: [
    {
      title: "Présélection des CV",
      text: "Les RH et le service qui recrute examinent chaque candidature au regard du poste. Si votre profil correspond, nous vous contactons sous deux semaines.",
    },
    {
      title: "Entretien RH",
      text: "Un échange avec notre équipe RH, par téléphone ou en personne, sur votre expérience, vos attentes, votre préavis et vos prétentions.",
    },
    {
      title: "Entretien final avec les chefs de service",
      text: "Une discussion concrète avec les responsables du service que vous rejoindriez, souvent autour d’un cas réel de leur activité. Nous nous efforçons de confirmer notre décision dans la semaine.",
    },
  ],
  listTitle: "Les équipes qui recrutent",
  list: [
    "Dédouanement et documentation",
    "Opérations de fret maritime et aérien",
    "Supervision d’entrepôt et gestion des stocks",
    "Développement commercial et grands comptes",
    "Comptabilité et conformité",
  ],
  perksTitle: "Ce que nous offrons",
  perks: [
    "Une rémunération alignée sur le marché de la logistique à Mumbai, revue chaque année",
    "Une assurance santé collective",
    "Des formations et certifications financées",
    "Des perspectives claires vers des postes de cadre et de direction",
  ],
};

export const recruitmentStepsTitle: typeof en.recruitmentStepsTitle = "Notre processus de recrutement";
export const internshipDurationsTitle: typeof en.internshipDurationsTitle = "Choisissez votre durée";

const officialDomain = site.careersEmail.split("@")[1];

export const feeWarning: typeof en.feeWarning = {
  title: "Nous ne demandons jamais d’argent aux candidats",
  text: `${site.name} ne facture jamais de frais et ne demande jamais de dépôt, à aucune étape du recrutement : ni pour les candidatures, ni pour les entretiens, la formation, les uniformes ou les lettres d’embauche. Nos messages officiels proviennent uniquement d’une adresse @${officialDomain}. Si quelqu’un vous demande de payer en notre nom, ne payez pas et signalez-le à`,
  email: site.careersEmail,
};

export const applySection: typeof en.applySection = {
  title: "Postuler",
  intro:
    "Un seul formulaire pour les stages et les postes confirmés. Présentez-vous brièvement et décrivez le poste que vous recherchez ; cela prend environ cinq minutes.",
};

export const applyTips: typeof en.applyTips = {
  title: "Avant de postuler",
  items: [
    "Choisissez « stage » ou « poste confirmé » dans le formulaire. Pour un stage, indiquez dans votre message la durée souhaitée (2, 3 ou 6 mois) et votre date de disponibilité.",
    "Joignez votre CV au format PDF, de moins de 5 Mo. Il est facultatif, mais il nous aide à présélectionner plus vite.",
    "Chaque candidature est lue par une personne ; les candidats présélectionnés reçoivent de nos nouvelles sous deux semaines.",
  ],
  emailNote: "Vous préférez l’e-mail ? Envoyez votre CV à",
  email: site.careersEmail,
};

export const careersCta: typeof en.careersCta = {
  heading: "Des questions avant de postuler ?",
  text: "Écrivez-nous ou appelez nos bureaux ; notre équipe RH vous en dira volontiers plus sur un poste ou un stage.",
  label: "Nous contacter",
};

export const openingsSection: typeof en.openingsSection = {
  empty: "Aucun poste ouvert pour le moment : envoyez-nous tout de même votre CV",
  title: "Postes à pourvoir",
  intro:
    "Les postes pour lesquels nous recrutons actuellement. Chacun précise son lieu, l’expérience requise et la date limite de candidature.",
  filtersLabel: "Filtrer les postes à pourvoir",
  department: "Service",
  allDepartments: "Tous les services",
  location: "Lieu",
  allLocations: "Tous les lieux",
  type: "Type de contrat",
  allTypes: "Tous les types",
  apply: "Afficher les postes",
  clear: "Effacer les filtres",
  noMatch: "Aucun poste ne correspond à ces filtres.",
  closesOn: "Candidature avant le",
  view: "Voir le poste",
};

export const openingPage: typeof en.openingPage = {
  backToAll: "Tous les postes à pourvoir",
  applyAction: "Postuler à ce poste",
  factsTitle: "En bref",
  facts: {
    department: "Service",
    location: "Lieu",
    type: "Type de contrat",
    experience: "Expérience",
    salary: "Salaire",
    posted: "Date de publication",
    closes: "Date limite de candidature",
  },
  applyTitle: "Postuler à ce poste",
  applyIntro:
    "Le formulaire ci-dessous est transmis à l’équipe qui recrute pour ce poste. Présentez-vous brièvement et expliquez-nous pourquoi ce poste vous correspond ; un CV nous aide à présélectionner plus vite.",
  closedTitle: "Ce poste n’est plus ouvert",
  closedText:
    "Nous ne recevons plus de candidatures pour ce poste. Consultez les postes actuellement ouverts ou envoyez-nous une candidature spontanée.",
  closedAction: "Voir les postes à pourvoir",
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
