import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead = "Navi Mumbai'deki ekibimizden taşımacılık, gümrükleme, depolama ve tedarik zincirleri üzerine pratik yazılar.";
const listLead = "Ekibimizin taşımacılık, gümrükleme, depolama ve tedarik zincirleri üzerine yazdığı tüm makaleler.";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `Lojistik Blogu | ${site.name}`,
      description: indexLead,
      keywords: ["lojistik blogu", "taşımacılık", "gümrükleme", "depolama", "tedarik zinciri", "Hindistan"],
    },
    eyebrow: "Bilgi ve görüşler",
    title: "Blogumuz",
    lead: indexLead,
    latestTitle: "Son makaleler",
    rss: "RSS beslemesi",
  },
  list: {
    meta: {
      title: `Tüm Blog Yazıları | ${site.name}`,
      description: listLead,
      keywords: ["lojistik makaleleri", "taşımacılık", "gümrükleme", "depolama", "tedarik zinciri", "Hindistan"],
    },
    title: "Tüm Blog Yazıları",
    lead: listLead,
    articlesLabel: "Makaleler",
  },
  chrome: {
    showAll: "Tüm Blog Yazılarını Göster",
    backToBlog: "Bloga Dön",
    backToBlogs: "Blog Yazılarına Dön",
    tryAgain: "Tekrar deneyin",
    loading: "Yükleniyor…",
    readMore: "Devamını Oku",
    readMoreTitle: ": {title}",
    minutesRead: "{count} dk okuma",
    byTeam: `${site.name} ekibi tarafından`,
    shareLabel: "Bu makaleyi paylaşın",
    shareEmail: "E-posta",
    related: "Blogdan daha fazlası",
    empty: "Şu anda yayımlanmış blog yazısı yok",
    fetchFailed: "Blog yazıları alınamadı",
    loadListFailed: "Blog yazıları yüklenemedi",
    notFoundHeading: "Blog Yazısı Bulunamadı",
    notFound: "Blog yazısı bulunamadı",
    noSlug: "Blog yazısı adresi belirtilmedi",
    failedHeading: "Bir şeyler ters gitti",
    loadPostFailed: "Blog yazısı yüklenemedi",
    imageUnavailable: "Görsel kullanılamıyor",
    postKeywords: ["lojistik", "blog yazısı"],
  },
};
