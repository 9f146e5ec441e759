import type * as en from "../../contact";

export const contactMeta: typeof en.contactMeta = {
  title: "Contactez-nous | Tarang Global Logistics, Navi Mumbai",
  description:
    "Appelez, écrivez ou rendez visite à Tarang Global Logistics à Nerul, Navi Mumbai. Ouvert du lundi au samedi, de 10 h à 18 h ; nous répondons généralement sous 24 heures.",
  keywords: [
    "contacter Tarang Global Logistics",
    "transitaire Navi Mumbai contact",
    "commissionnaire en douane Nerul",
    "société de logistique Navi Mumbai téléphone",
    "devis transport international Inde",
  ],
};

export const contactHero: typeof en.contactHero = {
  eyebrow: "Coordonnées",
  title: "Contactez-nous",
  lead: "Dites-nous ce que vous expédiez, d’où et vers où. Un spécialiste du fret, de la douane ou de l’entreposage vous répondra sous 24 heures.",
};

export const contactDetails: typeof en.contactDetails = {
  title: "Joindre notre équipe",
  intro:
    "Appelez-nous ou écrivez-nous pour vos devis, réservations, questions douanières et points sur vos expéditions. Pour toute urgence concernant une marchandise déjà en route, le téléphone reste le plus rapide.",
  visit: {
    title: "Nous rendre visite",
    note: "Visites sur rendez-vous uniquement, afin que le bon spécialiste soit présent pour vous recevoir.",
  },
  call: { title: "Nous appeler", note: "Devis, réservations et suivi des expéditions." },
  email: { title: "Nous écrire", note: "Nous répondons généralement sous 24 heures." },
  hours: { title: "Horaires d’ouverture", text: "Du lundi au samedi, de 10 h à 18 h", note: "Fermé le dimanche et les jours fériés." },
};

export const contactMap: typeof en.contactMap = {
  title: "Nous trouver",
  note: "Nos bureaux sont à quelques minutes à pied de la gare de Seawoods–Darave, sur la Harbour Line, avec un parking visiteurs dans l’immeuble.",
  directions: "Itinéraire",
};

export const messageSection: typeof en.messageSection = {
  title: "Envoyez-nous un message",
  intro:
    "Demandez un devis, un plan d’acheminement ou un conseil en matière de douane et de conformité. Plus vous nous donnez de détails, plus notre première réponse vous sera utile.",
};

export const messageTips: typeof en.messageTips = {
  title: "Ce qui nous aide à répondre plus vite",
  items: [
    "Ce que vous expédiez : la marchandise, son code HS si vous le connaissez, et s’il s’agit de marchandises dangereuses ou sensibles à la température.",
    "Les points de départ et d’arrivée, avec l’Incoterm convenu avec votre acheteur ou votre fournisseur.",
    "Le poids, les dimensions et le nombre de colis, ou le type et le nombre de conteneurs.",
    "La date à laquelle la marchandise sera prête et celle à laquelle elle doit arriver.",
  ],
  note: "Vous expédiez déjà avec nous ? Indiquez votre numéro de dossier ou de réservation pour que votre coordinateur le prenne en charge.",
};

export const contactCta: typeof en.contactCta = {
  heading: "Vous avez une expédition en vue ?",
  text: "Décrivez la marchandise, l’itinéraire et les dates dans un court message : un spécialiste vous répondra sous 24 heures avec les prochaines étapes.",
  label: "Envoyez-nous un message",
};

export const contactPage: typeof en.contactPage = {
  meta: contactMeta,
  hero: contactHero,
  details: contactDetails,
  map: contactMap,
  messageSection,
  messageTips,
  cta: contactCta,
};
