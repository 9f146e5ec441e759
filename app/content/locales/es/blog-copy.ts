import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead =
  "Artículos prácticos sobre flete, aduanas, almacenaje y cadenas de suministro, escritos por nuestro equipo de Navi Mumbai.";
const listLead = "Todos los artículos de nuestro equipo sobre flete, aduanas, almacenaje y cadenas de suministro.";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `Blog de logística | ${site.name}`,
      description: indexLead,
      keywords: ["blog de logística", "flete", "aduanas", "almacenaje", "cadena de suministro", "India"],
    },
    eyebrow: "Perspectivas",
    title: "Nuestro blog",
    lead: indexLead,
    latestTitle: "Últimos artículos",
    rss: "Canal RSS",
  },
  list: {
    meta: {
      title: `Todos los artículos | ${site.name}`,
      description: listLead,
      keywords: ["artículos de logística", "flete", "aduanas", "almacenaje", "cadena de suministro", "India"],
    },
    title: "Todos los artículos",
    lead: listLead,
    articlesLabel: "Artículos",
  },
  chrome: {
    showAll: "Ver todos los artículos",
    backToBlog: "Volver al blog",
    backToBlogs: "Volver a los artículos",
    tryAgain: "Volver a intentarlo",
    loading: "Cargando…",
    readMore: "Leer más",
    readMoreTitle: ": {title}",
    minutesRead: "{count} min de lectura",
    byTeam: `Por el equipo de ${site.name}`,
    shareLabel: "Compartir este artículo",
    shareEmail: "Correo electrónico",
    related: "Más del blog",
    empty: "No hay artículos disponibles en este momento",
    fetchFailed: "No se han podido obtener los artículos",
    loadListFailed: "No se han podido cargar los artículos",
    notFoundHeading: "Artículo no encontrado",
    notFound: "No se ha encontrado el artículo",
    noSlug: "No se ha indicado la dirección (slug) del artículo",
    failedHeading: "Se ha producido un error",
    loadPostFailed: "No se ha podido cargar el artículo",
    imageUnavailable: "Imagen no disponible",
    postKeywords: ["logística", "artículos"],
  },
};
