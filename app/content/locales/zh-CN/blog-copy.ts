import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead = "来自新孟买团队的实用文章，涵盖货运、清关、仓储和供应链。";
const listLead = "我们团队关于货运、清关、仓储和供应链的全部文章。";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `物流博客 | ${site.name}`,
      description: indexLead,
      keywords: ["物流博客", "货运", "清关", "仓储", "供应链", "印度"],
    },
    eyebrow: "行业洞察",
    title: "博客",
    lead: indexLead,
    latestTitle: "最新文章",
    rss: "RSS订阅",
  },
  list: {
    meta: {
      title: `全部文章 | ${site.name}`,
      description: listLead,
      keywords: ["物流文章", "货运", "清关", "仓储", "供应链", "印度"],
    },
    title: "全部文章",
    lead: listLead,
    articlesLabel: "文章",
  },
  chrome: {
    showAll: "查看全部文章",
    backToBlog: "返回博客",
    backToBlogs: "返回文章列表",
    tryAgain: "重试",
    loading: "正在加载…",
    readMore: "阅读全文",
    readMoreTitle: "：{title}",
    minutesRead: "阅读约需{count}分钟",
    byTeam: `${site.name}团队`,
    shareLabel: "分享本文",
    shareEmail: "电子邮件",
    related: "更多博客文章",
    empty: "暂无文章",
    fetchFailed: "获取文章失败",
    loadListFailed: "加载文章失败",
    notFoundHeading: "未找到文章",
    notFound: "未找到该文章",
    noSlug: "未提供文章地址（slug）",
    failedHeading: "出错了",
    loadPostFailed: "加载文章失败",
    imageUnavailable: "图片无法显示",
    postKeywords: ["物流", "博客"],
  },
};
