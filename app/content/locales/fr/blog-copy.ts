import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead =
  "Des articles pratiques sur le fret, la douane, l’entreposage et les chaînes d’approvisionnement, signés par notre équipe de Navi Mumbai.";
const listLead = "Tous les articles de notre équipe sur le fret, la douane, l’entreposage et les chaînes d’approvisionnement.";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `Blog logistique | ${site.name}`,
      description: indexLead,
      keywords: ["blog logistique", "fret", "douane", "entreposage", "chaîne d’approvisionnement", "Inde"],
    },
    eyebrow: "Analyses",
    title: "Notre blog",
    lead: indexLead,
    latestTitle: "Derniers articles",
    rss: "Flux RSS",
  },
  list: {
    meta: {
      title: `Tous les articles | ${site.name}`,
      description: listLead,
      keywords: ["articles logistique", "fret", "douane", "entreposage", "chaîne d’approvisionnement", "Inde"],
    },
    title: "Tous les articles",
    lead: listLead,
    articlesLabel: "Liste des articles",
  },
  chrome: {
    showAll: "Voir tous les articles",
    backToBlog: "Retour au blog",
    backToBlogs: "Retour aux articles",
    tryAgain: "Réessayer",
    loading: "Chargement…",
    readMore: "Lire la suite",
    readMoreTitle: " : {title}",
    minutesRead: "{count} min de lecture",
    byTeam: `Par l’équipe ${site.name}`,
    shareLabel: "Partager cet article",
    shareEmail: "Par e-mail",
    related: "À lire aussi sur le blog",
    empty: "Aucun article disponible pour le moment",
    fetchFailed: "Impossible de récupérer les articles",
    loadListFailed: "Impossible de charger les articles",
    notFoundHeading: "Article introuvable",
    notFound: "Article introuvable",
    noSlug: "Aucune adresse (slug) d’article indiquée",
    failedHeading: "Une erreur s’est produite",
    loadPostFailed: "Impossible de charger l’article",
    imageUnavailable: "Image non disponible",
    postKeywords: ["logistique", "articles de blog"],
  },
};
