import type * as en from "../../quote";

export const quoteNotice: typeof en.quoteNotice =
  "Nous utilisons vos coordonnées et les informations sur votre expédition uniquement pour chiffrer cette demande et y répondre, et ne les conservons que le temps nécessaire.";

export const quotePage: typeof en.quotePage = {
  meta: {
    title: "Demander un devis de fret | Tarang Global Logistics",
    description:
      "Demandez à Tarang Global Logistics un devis de fret maritime, aérien ou routier : expédition, marchandise et services complémentaires en quatre étapes rapides, avec le calcul de votre poids taxable au fil de la saisie et une référence par retour.",
    keywords: [
      "devis fret",
      "devis transport international Inde",
      "tarif fret aérien",
      "devis LCL",
      "devis FCL",
      "poids taxable",
      "devis dédouanement",
    ],
  },
  hero: {
    eyebrow: "Demander un devis",
    title: "Parlez-nous de votre expédition",
    lead: "Quatre étapes rapides donnent à notre service tarification tout ce dont il a besoin : la destination de la marchandise, sa nature, les services complémentaires souhaités et le moyen de vous joindre. Vous recevez immédiatement une référence, puis une réponse chiffrée sous un jour ouvré.",
  },
  form: {
    title: "Votre demande de devis",
    intro:
      "Vos réponses sont conservées dans cet onglet du navigateur jusqu’à leur envoi : vous pouvez revenir en arrière et avancer en toute sécurité.",
  },
};
