import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead = "ナビムンバイの当社チームが、輸送、通関、倉庫保管、サプライチェーンについて実務に役立つ情報をお届けします。";
const listLead = "輸送、通関、倉庫保管、サプライチェーンについて当社チームが書いたすべての記事です。";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `ブログ | ${site.name}`,
      description: indexLead,
      keywords: ["物流 ブログ", "国際輸送", "通関", "倉庫保管", "サプライチェーン", "インド"],
    },
    eyebrow: "インサイト",
    title: "ブログ",
    lead: indexLead,
    latestTitle: "最新の記事",
    rss: "RSSフィード",
  },
  list: {
    meta: {
      title: `ブログ記事一覧 | ${site.name}`,
      description: listLead,
      keywords: ["物流 記事", "国際輸送", "通関", "倉庫保管", "サプライチェーン", "インド"],
    },
    title: "ブログ記事一覧",
    lead: listLead,
    articlesLabel: "記事",
  },
  chrome: {
    showAll: "すべての記事を見る",
    backToBlog: "ブログに戻る",
    backToBlogs: "記事一覧に戻る",
    tryAgain: "もう一度試す",
    loading: "読み込み中…",
    readMore: "続きを読む",
    readMoreTitle: "：{title}",
    minutesRead: "約{count}分で読めます",
    byTeam: `${site.name} チーム`,
    shareLabel: "この記事を共有",
    shareEmail: "メール",
    related: "ブログのその他の記事",
    empty: "現在公開中の記事はありません",
    fetchFailed: "記事を取得できませんでした",
    loadListFailed: "記事を読み込めませんでした",
    notFoundHeading: "記事が見つかりません",
    notFound: "記事が見つかりません",
    noSlug: "記事のスラッグが指定されていません",
    failedHeading: "エラーが発生しました",
    loadPostFailed: "記事を読み込めませんでした",
    imageUnavailable: "画像を表示できません",
    postKeywords: ["物流", "ブログ"],
  },
};
