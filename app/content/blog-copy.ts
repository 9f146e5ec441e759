/**
 * The blog's furniture (docs/product/product-spec.md §2.7): the list pages, the cards, a post's byline,
 * share links and error states. Not the articles themselves: those stay in the language they were
 * written in (today English; posts have no language field yet). The sentences of §2.7 and §8 are the
 * spec's exact English (the API's own copies are in contracts/api/blog-constants.ts).
 */
import { site } from "./site";
import type { PageMeta } from "./types";
import type { Translate } from "#contracts/i18n/translate";

export interface BlogIndexCopy {
  meta: PageMeta;
  eyebrow: string;
  title: string;
  lead: string;
  latestTitle: string;
  rss: string;
}

export interface BlogListCopy {
  meta: PageMeta;
  title: string;
  lead: string;
  /** The list's accessible name. */
  articlesLabel: string;
}

export interface BlogChromeCopy {
  showAll: string;
  backToBlog: string;
  backToBlogs: string;
  tryAgain: string;
  /** Said while a blog page waits for its data. */
  loading: string;
  readMore: string;
  /** Visually hidden after "Read More", so a screen reader hears which post: "{title}". */
  readMoreTitle: string;
  /** "{count}": whole minutes. */
  minutesRead: string;
  byTeam: string;
  shareLabel: string;
  shareEmail: string;
  related: string;
  empty: string;
  fetchFailed: string;
  loadListFailed: string;
  notFoundHeading: string;
  notFound: string;
  noSlug: string;
  failedHeading: string;
  loadPostFailed: string;
  /** In place of a post's image when neither it nor the default image loads. */
  imageUnavailable: string;
  /** Words a post's meta keywords start with. */
  postKeywords: string[];
}

export interface BlogCopy {
  index: BlogIndexCopy;
  list: BlogListCopy;
  chrome: BlogChromeCopy;
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function blogCopyContent(t: Translate) {
  const indexLead = t("blog-copy.index.lead");
  const listLead = t("blog-copy.list.lead");

  const blogCopy: BlogCopy = {
    index: {
      meta: {
        title: t("blog-copy.index.meta.title", { siteName: site.name }),
        description: indexLead,
        keywords: [
          t("blog-copy.index.meta.keywords.0"),
          t("blog-copy.list.meta.keywords.1"),
          t("blog-copy.list.meta.keywords.2"),
          t("blog-copy.list.meta.keywords.3"),
          t("blog-copy.list.meta.keywords.4"),
          t("blog-copy.list.meta.keywords.5"),
        ],
      },
      eyebrow: t("blog-copy.index.eyebrow"),
      title: t("blog-copy.index.title"),
      lead: indexLead,
      latestTitle: t("blog-copy.index.latestTitle"),
      rss: t("blog-copy.index.rss"),
    },
    list: {
      meta: {
        title: t("blog-copy.list.meta.title", { siteName: site.name }),
        description: listLead,
        keywords: [
          t("blog-copy.list.meta.keywords.0"),
          t("blog-copy.list.meta.keywords.1"),
          t("blog-copy.list.meta.keywords.2"),
          t("blog-copy.list.meta.keywords.3"),
          t("blog-copy.list.meta.keywords.4"),
          t("blog-copy.list.meta.keywords.5"),
        ],
      },
      title: t("blog-copy.list.title"),
      lead: listLead,
      articlesLabel: t("blog-copy.list.articlesLabel"),
    },
    chrome: {
      showAll: t("blog-copy.chrome.showAll"),
      backToBlog: t("blog-copy.chrome.backToBlog"),
      backToBlogs: t("blog-copy.chrome.backToBlogs"),
      tryAgain: t("forms.newsletterPages.unavailable.retry"),
      loading: t("blog-copy.chrome.loading"),
      readMore: t("blog-copy.chrome.readMore"),
      readMoreTitle: t("blog-copy.chrome.readMoreTitle"),
      minutesRead: t("blog-copy.chrome.minutesRead"),
      byTeam: t("blog-copy.chrome.byTeam", { siteName: site.name }),
      shareLabel: t("blog-copy.chrome.shareLabel"),
      shareEmail: t("blog-copy.chrome.shareEmail"),
      related: t("blog-copy.chrome.related"),
      empty: t("blog-copy.chrome.empty"),
      fetchFailed: t("blog-copy.chrome.fetchFailed"),
      loadListFailed: t("blog-copy.chrome.loadListFailed"),
      notFoundHeading: t("blog-copy.chrome.notFoundHeading"),
      notFound: t("blog-copy.chrome.notFound"),
      noSlug: t("blog-copy.chrome.noSlug"),
      failedHeading: t("blog-copy.chrome.failedHeading"),
      loadPostFailed: t("blog-copy.chrome.loadPostFailed"),
      imageUnavailable: t("blog-copy.chrome.imageUnavailable"),
      postKeywords: [t("privacy.meta.keywords.4"), t("blog-copy.chrome.postKeywords.1")],
    },
  };

  return { blogCopy };
}
