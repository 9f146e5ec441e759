import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead = "나비 뭄바이의 저희 팀이 전하는 운송, 통관, 창고 보관, 공급망에 관한 실무 중심의 글.";
const listLead = "운송, 통관, 창고 보관, 공급망에 관해 저희 팀이 쓴 모든 글.";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `블로그 | ${site.name}`,
      description: indexLead,
      keywords: ["물류 블로그", "화물 운송", "통관", "창고 보관", "공급망", "인도"],
    },
    eyebrow: "인사이트",
    title: "블로그",
    lead: indexLead,
    latestTitle: "최신 글",
    rss: "RSS 피드",
  },
  list: {
    meta: {
      title: `전체 블로그 | ${site.name}`,
      description: listLead,
      keywords: ["물류 아티클", "화물 운송", "통관", "창고 보관", "공급망", "인도"],
    },
    title: "전체 블로그",
    lead: listLead,
    articlesLabel: "글 목록",
  },
  chrome: {
    showAll: "전체 블로그 보기",
    backToBlog: "블로그로 돌아가기",
    backToBlogs: "블로그 목록으로 돌아가기",
    tryAgain: "다시 시도",
    loading: "불러오는 중…",
    readMore: "자세히 보기",
    readMoreTitle: ": {title}",
    minutesRead: "{count}분 분량",
    byTeam: `${site.name} 팀 작성`,
    shareLabel: "이 글 공유하기",
    shareEmail: "이메일",
    related: "블로그의 다른 글",
    empty: "현재 게시된 블로그 글이 없습니다",
    fetchFailed: "블로그 글을 가져오지 못했습니다",
    loadListFailed: "블로그 글을 불러오지 못했습니다",
    notFoundHeading: "블로그 글을 찾을 수 없습니다",
    notFound: "블로그 글을 찾을 수 없습니다",
    noSlug: "블로그 슬러그가 지정되지 않았습니다",
    failedHeading: "문제가 발생했습니다",
    loadPostFailed: "블로그 글을 불러오지 못했습니다",
    imageUnavailable: "이미지를 표시할 수 없습니다",
    postKeywords: ["물류", "블로그"],
  },
};
