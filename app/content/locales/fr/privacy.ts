import type * as en from "../../privacy";
import { applicationRetentionMonths } from "../../form-notices";
import { site } from "../../site";

export const privacyMeta: typeof en.privacyMeta = {
  title: `Politique de confidentialité | ${site.name}`,
  description: `Ce que ${site.name} collecte via les formulaires de ce site, pourquoi, combien de temps ces données sont conservées et comment retirer votre consentement en vertu du DPDP Act 2023 indien.`,
  keywords: [
    "politique de confidentialité",
    "loi DPDP 2023",
    "responsable des réclamations",
    "protection des données",
    "logistique",
    "Navi Mumbai",
  ],
};

export const privacyHero: typeof en.privacyHero = {
  title: "Politique de confidentialité",
  lead: "Ce que nous collectons via ce site, pourquoi, combien de temps nous le conservons et comment retirer votre consentement.",
};

export const privacyUpdated: typeof en.privacyUpdated = { iso: "2026-11-22", display: "22 novembre 2026" };

export const privacyIntro: typeof en.privacyIntro = [
  `${site.name} (« nous ») est le responsable du traitement (« Data Fiduciary ») des données personnelles que vous nous transmettez via ce site, au sens de la loi indienne de 2023 sur la protection des données personnelles numériques (Digital Personal Data Protection Act, DPDP Act). Nous ne collectons que ce dont chaque formulaire a besoin, ne l’utilisons que pour la finalité indiquée à côté du formulaire, et ne le vendons ni ne l’utilisons jamais à des fins publicitaires.`,
  "Ce site ne dépose aucun cookie publicitaire ou de mesure d’audience et ne charge rien depuis des serveurs tiers. Votre navigateur mémorise votre thème, votre langue et l’heure de votre dernier envoi de formulaire (pour notre règle d’un message par minute) dans son propre espace de stockage ; ces informations restent sur votre appareil.",
];

export const formRecords: typeof en.formRecords = [
  {
    id: "newsletter",
    form: "Inscription à la newsletter",
    where: "le formulaire d’inscription à la newsletter en bas de nos pages",
    collected: [
      "Votre adresse e-mail",
      "La date de votre inscription et de votre confirmation, ainsi que l’adresse réseau (IP) utilisée, comme preuve de votre consentement",
    ],
    purpose:
      "Vous envoyer notre newsletter : actualités du commerce international, évolutions douanières et conseils d’expédition, environ une fois par mois. Rien ne vous est envoyé tant que vous n’avez pas confirmé votre adresse via le lien que nous vous adressons par e-mail (double opt-in).",
    retention:
      "Jusqu’à votre désabonnement. Nous ne conservons ensuite que l’adresse et la date de votre départ, afin de ne jamais vous écrire à nouveau par erreur ; sur simple demande, nous les supprimons également.",
  },
  {
    id: "contact",
    form: "Formulaire de contact",
    where: "la page Contact",
    collected: [
      "Vos prénom et nom",
      "Votre adresse e-mail",
      "L’objet et le message que vous rédigez",
      "L’adresse réseau (IP) utilisée, pour prévenir les abus",
    ],
    purpose: "Répondre à votre demande et conserver une trace de nos échanges avec vous.",
    retention:
      "Le temps nécessaire pour vous répondre et assurer le suivi de votre demande. Sur simple demande, à tout moment, nous les supprimons.",
  },
  {
    id: "careers",
    form: "Candidature",
    where: "la page Carrières",
    collected: [
      "Vos nom, adresse e-mail et numéro de téléphone",
      "Le poste auquel vous postulez et votre message",
      "Votre CV, si vous en joignez un (uniquement avec votre consentement explicite à sa conservation)",
      "La date à laquelle vous avez donné ce consentement et l’adresse réseau (IP) utilisée",
    ],
    purpose: "Évaluer votre candidature, vous contacter à son sujet et vous proposer des postes adaptés pendant la durée de conservation.",
    retention: `${applicationRetentionMonths} mois à compter du jour de votre candidature (notre durée standard), puis suppression automatique, CV compris. Si vous retirez votre consentement plus tôt, nous les supprimons plus tôt.`,
  },
];

export const storage: typeof en.storage = {
  heading: "Où vos données sont conservées",
  paragraphs: [
    "Tout ce que vous envoyez via ces formulaires est stocké dans notre propre base de données, sur des serveurs que nous exploitons, dans le même environnement sécurisé que ce site. Les CV sont stockés avec la candidature, jamais dans un dossier public, et seuls les membres habilités de notre personnel peuvent les ouvrir.",
    "Nous faisons appel à un service d’e-mail pour vous envoyer les e-mails de confirmation et la newsletter, et pour prévenir notre personnel de l’arrivée d’un message ou d’une candidature ; il traite votre adresse e-mail pour notre compte et à aucune autre fin.",
    "L’accès à ces données est réservé aux membres du personnel qui en ont besoin pour vous répondre ou évaluer votre candidature.",
  ],
};

export const rights: typeof en.rights = {
  heading: "Vos droits au titre du DPDP Act",
  items: [
    "Demander quelles données personnelles nous détenons à votre sujet et comment nous les utilisons.",
    "Nous demander de les corriger, de les compléter ou de les mettre à jour.",
    "Nous demander de les supprimer et retirer tout consentement donné, à tout moment.",
    "Désigner une personne qui exercera ces droits à votre place si vous ne le pouvez pas.",
    "Adresser une réclamation à notre responsable des réclamations et, si notre réponse ne vous satisfait pas, saisir le Data Protection Board of India (autorité indienne de protection des données).",
  ],
  howToAsk: {
    heading: "Comment demander à consulter, corriger ou effacer vos données",
    paragraphs: [
      `Écrivez à ${site.email} depuis l’adresse que vous avez utilisée avec nous, en précisant si vous souhaitez consulter, corriger ou effacer vos données. Nous recherchons tout ce qui est enregistré sous cette adresse : candidatures (avec votre CV), messages de contact, demandes de devis, votre abonnement à la newsletter et tout e-mail qui vous est destiné et n’a pas encore été envoyé.`,
      "Pour les consulter, nous vous envoyons un fichier unique (JSON, lisible dans n’importe quel éditeur de texte) qui les contient toutes. Pour les corriger, indiquez-nous le nom, l’adresse e-mail ou le numéro de téléphone exacts : nous les modifions dans chaque enregistrement. Pour les effacer, nous supprimons tous les enregistrements liés à cette adresse, CV et e-mails non envoyés compris ; nous ne conservons qu’une note indiquant qu’un effacement a eu lieu, à quelle date et combien d’enregistrements il a supprimés, jamais vos données.",
      "Nous répondons à l’adresse sous laquelle les données sont enregistrées, afin que personne d’autre ne puisse demander vos données.",
    ],
  },
};

export const withdraw: typeof en.withdraw = {
  heading: "Comment retirer votre consentement",
  items: [
    {
      title: "Notre newsletter",
      text: "Chaque envoi de la newsletter contient un lien de désabonnement ; un seul clic met fin à tout envoi.",
    },
    {
      title: "Messages de contact et candidatures",
      text: `Écrivez à ${site.grievanceOfficer.email} depuis l’adresse que vous avez utilisée et demandez-nous de supprimer vos données. Nous les supprimons, CV compris, et vous le confirmons par e-mail une fois l’opération effectuée.`,
    },
  ],
  note: "Retirer votre consentement est aussi simple que de le donner, et n’affecte pas l’usage que nous avons fait de vos données avant ce retrait.",
};

export const grievance: typeof en.grievance = {
  heading: "Responsable des réclamations",
  text: "Pour toute question ou réclamation sur la manière dont nous traitons vos données personnelles, écrivez à notre responsable des réclamations. Nous accusons réception de chaque demande et y répondons dans les meilleurs délais.",
  officer: { name: site.grievanceOfficer.name, title: "Responsable des réclamations", email: site.grievanceOfficer.email },
};

export const privacyCta: typeof en.privacyCta = {
  heading: "Des questions sur vos données ?",
  text: `Écrivez à ${site.grievanceOfficer.email}, ou envoyez-nous un message : un spécialiste vous répondra sous 24 heures.`,
  label: "Nous contacter",
};
