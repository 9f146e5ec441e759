import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead = "Conteúdo prático sobre frete, aduana, armazenagem e cadeias de suprimentos, escrito pela nossa equipe em Navi Mumbai.";
const listLead = "Todos os artigos da nossa equipe sobre frete, aduana, armazenagem e cadeias de suprimentos.";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `Blog de logística | ${site.name}`,
      description: indexLead,
      keywords: ["blog de logística", "frete internacional", "desembaraço aduaneiro", "armazenagem", "cadeia de suprimentos", "Índia"],
    },
    eyebrow: "Conteúdos",
    title: "Nosso blog",
    lead: indexLead,
    latestTitle: "Artigos mais recentes",
    rss: "Feed RSS",
  },
  list: {
    meta: {
      title: `Todos os artigos do blog | ${site.name}`,
      description: listLead,
      keywords: ["artigos de logística", "frete internacional", "desembaraço aduaneiro", "armazenagem", "cadeia de suprimentos", "Índia"],
    },
    title: "Todos os artigos",
    lead: listLead,
    articlesLabel: "Artigos",
  },
  chrome: {
    showAll: "Ver todos os artigos",
    backToBlog: "Voltar ao blog",
    backToBlogs: "Voltar aos artigos",
    tryAgain: "Tentar novamente",
    loading: "Carregando…",
    readMore: "Leia mais",
    readMoreTitle: ": {title}",
    minutesRead: "{count} min de leitura",
    byTeam: `Pela equipe da ${site.name}`,
    shareLabel: "Compartilhe este artigo",
    shareEmail: "Enviar por e-mail",
    related: "Mais do blog",
    empty: "Nenhum artigo disponível no momento",
    fetchFailed: "Não foi possível buscar os artigos",
    loadListFailed: "Não foi possível carregar os artigos",
    notFoundHeading: "Artigo não encontrado",
    notFound: "Artigo não encontrado",
    noSlug: "Nenhum slug de artigo informado",
    failedHeading: "Algo deu errado",
    loadPostFailed: "Não foi possível carregar o artigo",
    imageUnavailable: "Imagem indisponível",
    postKeywords: ["logística", "blog de logística"],
  },
};
