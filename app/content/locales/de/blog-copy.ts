import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead = "Praxisnahe Beiträge zu Fracht, Zoll, Lagerlogistik und Lieferketten von unserem Team in Navi Mumbai.";
const listLead = "Alle Beiträge unseres Teams zu Fracht, Zoll, Lagerlogistik und Lieferketten.";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `Logistik-Blog | ${site.name}`,
      description: indexLead,
      keywords: ["Logistik-Blog", "Fracht", "Zoll", "Lagerlogistik", "Lieferkette", "Indien"],
    },
    eyebrow: "Fachwissen",
    title: "Unser Blog",
    lead: indexLead,
    latestTitle: "Neueste Beiträge",
    rss: "RSS-Feed",
  },
  list: {
    meta: {
      title: `Alle Blogbeiträge | ${site.name}`,
      description: listLead,
      keywords: ["Logistik Fachartikel", "Fracht", "Zoll", "Lagerlogistik", "Lieferkette", "Indien"],
    },
    title: "Alle Blogbeiträge",
    lead: listLead,
    articlesLabel: "Beiträge",
  },
  chrome: {
    showAll: "Alle Blogbeiträge anzeigen",
    backToBlog: "Zurück zum Blog",
    backToBlogs: "Zurück zu den Blogbeiträgen",
    tryAgain: "Erneut versuchen",
    loading: "Wird geladen …",
    readMore: "Weiterlesen",
    readMoreTitle: ": {title}",
    minutesRead: "{count} Min. Lesezeit",
    byTeam: `Vom Team von ${site.name}`,
    shareLabel: "Diesen Beitrag teilen",
    shareEmail: "E-Mail",
    related: "Mehr aus dem Blog",
    empty: "Derzeit sind keine Blogbeiträge verfügbar",
    fetchFailed: "Blogbeiträge konnten nicht abgerufen werden",
    loadListFailed: "Blogbeiträge konnten nicht geladen werden",
    notFoundHeading: "Blogbeitrag nicht gefunden",
    notFound: "Blogbeitrag nicht gefunden",
    noSlug: "Keine Blog-Adresse (Slug) angegeben",
    failedHeading: "Etwas ist schiefgelaufen",
    loadPostFailed: "Blogbeitrag konnte nicht geladen werden",
    imageUnavailable: "Bild nicht verfügbar",
    postKeywords: ["Logistik", "Blog"],
  },
};
