import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead =
  "Articoli pratici su spedizioni, dogana, magazzinaggio e catene di approvvigionamento, scritti dal nostro team di Navi Mumbai.";
const listLead = "Tutti gli articoli del nostro team su spedizioni, dogana, magazzinaggio e catene di approvvigionamento.";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `Blog di logistica | ${site.name}`,
      description: indexLead,
      keywords: ["blog logistica", "spedizioni", "dogana", "magazzinaggio", "catena di approvvigionamento", "India"],
    },
    eyebrow: "Approfondimenti",
    title: "Il nostro blog",
    lead: indexLead,
    latestTitle: "Articoli più recenti",
    rss: "Feed RSS",
  },
  list: {
    meta: {
      title: `Tutti gli articoli | ${site.name}`,
      description: listLead,
      keywords: ["articoli di logistica", "spedizioni", "dogana", "magazzinaggio", "catena di approvvigionamento", "India"],
    },
    title: "Tutti gli articoli",
    lead: listLead,
    articlesLabel: "Articoli",
  },
  chrome: {
    showAll: "Mostra tutti gli articoli",
    backToBlog: "Torna al blog",
    backToBlogs: "Torna agli articoli",
    tryAgain: "Riprova",
    loading: "Caricamento…",
    readMore: "Continua a leggere",
    readMoreTitle: ": {title}",
    minutesRead: "{count} min di lettura",
    byTeam: `A cura del team di ${site.name}`,
    shareLabel: "Condividi questo articolo",
    shareEmail: "Invia per e-mail",
    related: "Altri articoli dal blog",
    empty: "Al momento non ci sono articoli disponibili",
    fetchFailed: "Impossibile recuperare gli articoli",
    loadListFailed: "Impossibile caricare gli articoli",
    notFoundHeading: "Articolo non trovato",
    notFound: "Articolo non trovato",
    noSlug: "Nessuno slug dell'articolo indicato",
    failedHeading: "Si è verificato un problema",
    loadPostFailed: "Impossibile caricare l'articolo",
    imageUnavailable: "Immagine non disponibile",
    postKeywords: ["logistica", "blog di logistica"],
  },
};
