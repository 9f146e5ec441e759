import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "배경 동영상 재생",
  pauseVideo: "배경 동영상 일시 정지",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "{founded}년 창립",
  heroTitle: "{name} 소개",
  heroLead:
    "{founded}년 {formerName}라는 이름으로 출발해 {renamed}년 지금의 사명으로 바꾸었으며, 나비 뭄바이를 거점으로 인도 수출입 기업의 화물을 운송합니다.",
  storyEyebrow: "우리의 이야기",
  commitmentEyebrow: "우리의 약속",
  foundationsEyebrow: "우리의 기반",
  foundationsTitle: "우리의 토대",
  valuesEyebrow: "일하는 방식",
  valuesTitle: "다섯 가지 핵심 가치",
  philosophyLink: "사명, 비전, 핵심 가치 알아보기",
  howItWorksLink: "화물 처리 과정을 단계별로 살펴보기",
  leadershipEyebrow: "경영진",
  leadershipTitle: "회사를 이끄는 사람들",
  cta: {
    heading: "귀사 화물을 담당하는 팀과 상담하십시오",
    text: "운송 계획을 알려 주시면 가장 적합한 전문가가 직접 상담해 드립니다.",
    label: "담당 팀에 문의하기",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "경영 철학",
  title: "사명, 비전, 핵심 가치",
  sectionTitle: "모든 화물 운송의 기준",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "우리 팀",
  action: "회사 소개로 이동",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "진행 절차",
  title: "문의부터 배송까지",
  sectionTitle: "여섯 단계, 책임지는 하나의 팀",
  stepLabel: "{number}단계:",
  cta: {
    heading: "상담으로 시작하십시오",
    text: "화물, 운송 구간, 일정을 알려 주시면 24시간 이내에 운송 계획과 견적을 보내 드립니다.",
  },
};

const servicesLead = "포워딩, 통관, 창고 보관, 육상 운송과 이에 따른 전문 서비스를 나비 뭄바이의 한 팀이 모두 맡아 처리합니다.";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `서비스 안내 | ${site.name}`,
    description: servicesLead,
    keywords: ["인도 물류 서비스", "포워딩", "통관 대행", "창고 보관", "육상 운송", "나비 뭄바이"],
  },
  eyebrow: "주요 업무",
  title: "서비스 안내",
  lead: servicesLead,
  sectionEyebrow: "열두 가지 서비스, 하나의 파트너",
  sectionTitle: "공장에서 바이어까지 화물에 필요한 모든 것",
  intro:
    "단일 서비스만 이용하셔도 되고, 전 운송 과정을 맡기셔도 됩니다. 모든 화물에는 전담 코디네이터가 지정되며, 첫 견적부터 최종 배송까지 같은 팀이 책임집니다. {link}.",
  introLink: "화물이 어떻게 운송되는지 단계별로 살펴보기",
  pauseRotation: "이미지 순환 일시 정지",
  resumeRotation: "이미지 순환 다시 시작",
  cardLinkContext: "{title} 안내",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "전체 서비스로 돌아가기",
  playSlideshow: "슬라이드쇼 재생",
  pauseSlideshow: "슬라이드쇼 일시 정지",
  asideLabel: "목차 및 연락처",
  onThisPage: "이 페이지의 내용",
  speakToSpecialist: "전문가와 상담하기",
  hours: "{days}, {time}",
  stepLabel: "{number}단계:",
  moreTitle: "다른 서비스 살펴보기",
};

const industriesLead = "특수 화학제품과 의약품부터 중장비, 수처리 설비까지 13개 산업의 화물 특성에 맞춘 물류를 제공합니다.";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `산업별 솔루션 | ${site.name}`,
    description: industriesLead,
    keywords: ["인도 산업 물류", "화학제품 물류", "의약품 물류", "프로젝트 화물", "위험물 운송", "나비 뭄바이"],
  },
  eyebrow: "함께하는 고객",
  title: "산업별 솔루션",
  lead: industriesLead,
  sectionEyebrow: "산업별 전문성",
  sectionTitle: "화물마다 지켜야 할 규칙이 다릅니다",
  intro:
    "위험물 신고서, 온도 기록, 규격 초과 화물 운송 허가, 식물검역증명서까지, 각 산업의 화물이 항만에 도착하기 전에 무엇이 필요한지 저희는 이미 알고 있습니다.",
  cardLinkContext: "{title} 안내",
  otherTitle: "목록에 없으십니까?",
  otherText:
    "섬유, 전자제품, 식품, 가구, 프로젝트 화물도 운송합니다. 어떤 화물을 보내시는지 알려 주시면 서류, 포장, 취급 규정에 맞춰 운송을 계획해 드립니다.",
  otherLink: "담당 팀과 상담하기",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "전체 산업",
  heroEyebrow: "산업별 솔루션",
  expertiseEyebrow: "지원 내용",
  expertiseTitle: "산업 전문성",
  asideLabel: "연락처 및 다른 산업",
  otherIndustries: "다른 산업",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "{year}년까지",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "회사 소개 및 적용 범위",
  updated: "최종 수정일: {date}",
  collectedTitle: "수집하는 정보, 수집 목적, 보유 기간",
  through: "수집 경로: {link}.",
  collected: "수집 항목",
  purpose: "수집 목적",
  retention: "보유 기간",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "웹 접근성 정책",
  title: "누구나 이용할 수 있는 웹사이트",
  reviewed: "최종 검토일: {date}",
  targetTitle: "목표 기준: WCAG 2.2 AA",
  testingTitle: "검사 방법",
  limitsTitle: "알려진 한계",
  barriersTitle: "이용 장벽을 알려 주십시오",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `페이지를 찾을 수 없습니다 | ${site.name}`,
    description: `찾으시는 페이지가 이동되었거나 존재하지 않습니다. ${site.name} 웹사이트에서 서비스, 산업별 솔루션, 블로그, 연락처를 확인하십시오.`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "이 섹션은 준비 중입니다",
  text: "웹사이트의 이 부분을 마무리하고 있습니다. 이 섹션에서 다룰 내용은 지금도 담당 팀이 도와드릴 수 있습니다. 전화나 이메일로 연락 주시면 {replyTime} 이내에 전문가가 답변해 드립니다.",
};
