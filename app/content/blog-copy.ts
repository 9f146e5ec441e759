/**
 * The blog's furniture (docs/product/product-spec.md §2.7): the list pages, the cards, a post's byline,
 * share links and error states. Not the articles themselves: those stay in the language they were
 * written in (today English; posts have no language field yet). The sentences of §2.7 and §8 are the
 * spec's exact English (the API's own copies are in contracts/api/blog-constants.ts).
 */
import { site } from "./site";
import type { PageMeta } from "./types";

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

const indexLead = "Practical writing on freight, customs, warehousing and supply chains from our team in Navi Mumbai.";
const listLead = "Every article from our team on freight, customs, warehousing and supply chains.";

export const blogCopy: BlogCopy = {
  index: {
    meta: {
      title: `Blog | ${site.name}`,
      description: indexLead,
      keywords: ["logistics blog", "freight", "customs", "warehousing", "supply chain", "India"],
    },
    eyebrow: "Insights",
    title: "Blog",
    lead: indexLead,
    latestTitle: "Latest articles",
    rss: "RSS feed",
  },
  list: {
    meta: {
      title: `All Blogs | ${site.name}`,
      description: listLead,
      keywords: ["logistics articles", "freight", "customs", "warehousing", "supply chain", "India"],
    },
    title: "All Blogs",
    lead: listLead,
    articlesLabel: "Articles",
  },
  chrome: {
    showAll: "Show All Blogs",
    backToBlog: "Back to Blog",
    backToBlogs: "Back to Blogs",
    tryAgain: "Try again",
    loading: "Loading…",
    readMore: "Read More",
    readMoreTitle: ": {title}",
    minutesRead: "{count} min read",
    byTeam: `By the ${site.name} team`,
    shareLabel: "Share this article",
    shareEmail: "E-mail",
    related: "More from the blog",
    empty: "No blogs available at the moment",
    fetchFailed: "Failed to fetch blogs",
    loadListFailed: "Failed to load blogs",
    notFoundHeading: "Blog Not Found",
    notFound: "Blog not found",
    noSlug: "No blog slug provided",
    failedHeading: "Something went wrong",
    loadPostFailed: "Failed to load blog",
    imageUnavailable: "Image not available",
    postKeywords: ["logistics", "blog"],
  },
};
