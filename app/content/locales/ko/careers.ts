import type * as en from "../../careers";
import { site } from "../../site";

export const careersMeta: typeof en.careersMeta = {
  title: "나비 뭄바이 물류 채용 및 인턴십 | Tarang Global Logistics",
  description:
    "나비 뭄바이 Tarang Global Logistics에서 2개월, 3개월, 6개월 인턴십과 포워딩, 통관, 창고 보관 분야 경력직을 모집합니다. 온라인으로 지원하십시오.",
  keywords: [
    "나비 뭄바이 물류 인턴십",
    "뭄바이 포워딩 채용",
    "통관 채용",
    "나비 뭄바이 창고 채용",
    "인도 물류 채용",
    "Tarang Global Logistics 채용",
  ],
};

export const careersHero: typeof en.careersHero = {
  eyebrow: "채용",
  title: "인도의 무역을 움직이는 커리어를 쌓으십시오",
  lead: "통관, 운송, 창고 보관을 매일 현장에서 다루는 사람들에게서 배우십시오. 나비 뭄바이 사무소와 창고에서 재학생과 졸업생을 위한 인턴십, 경력자를 위한 전문직 포지션을 운영합니다.",
  action: "지금 지원하기",
};

export const whyJoin: typeof en.whyJoin = {
  title: "저희와 함께 일해야 하는 이유",
  items: [
    {
      title: "물류 전 과정을 경험합니다",
      text: "ICEGATE에 제출하는 선적 신고서부터 나바 셰바에서 선적되는 컨테이너까지, 좁은 업무 하나가 아니라 운송의 모든 부분이 어떻게 연결되는지 배웁니다.",
      icon: "route",
    },
    {
      title: "일찍부터 실질적인 책임을 맡습니다",
      text: "인턴과 신입 직원은 멘토와 함께 실제 운송 건을 담당합니다. 꼼꼼하고 믿을 수 있는 업무는 눈에 띄고, 곧 더 큰 일을 맡게 됩니다.",
      icon: "target",
    },
    {
      title: "회사와 함께 성장합니다",
      text: "저희 팀장 중 여러 명이 인턴이나 수습사원으로 입사했습니다. 교육 비용을 지원하며, 관세사(Customs Broker) 시험을 준비하는 동료를 돕습니다.",
      icon: "trending-up",
    },
  ],
};

export const tracksSection: typeof en.tracksSection = {
  title: "두 가지 입사 경로",
  intro: "지금의 상황에 맞는 경로를 선택하십시오. 두 경로 모두 아래의 같은 양식으로 지원합니다.",
  tabsLabel: "커리어 경로",
};

export const internships: typeof en.internships = {
  tab: "함께 배우고 성장하기",
  heading: "인턴십",
  intro:
    "실무 경험을 쌓고 싶은 상경, 경영, 국제통상, 물류 분야의 재학생과 최근 졸업생을 위한 과정입니다. 실제 업무 부서에 합류하며, 멘토가 매주 함께 성장 과정을 점검합니다.",
  body: [
    {
      months: 2,
      text: "무역 업무 입문 과정: 통관 및 운영 부서의 업무를 곁에서 익히고, 수출 화물에 필요한 서류를 배우며, 체크리스트와 운송 파일 작성을 돕습니다.",
    },
    {
      months: 3,
      text: "일상 업무와 함께 진행 중인 운송 건의 주요 단계 추적, 운임 비교표 작성, 창고 재고 보고서 정리 등 명확히 정해진 프로젝트를 맡습니다.",
    },
    {
      months: 6,
      text: "부서의 일원으로 일합니다. 검토용 선적 신고서와 수입 신고서 초안을 작성하고, 운송업체와 픽업을 조율하며, 예약부터 배송 증빙까지 운송 건을 관리합니다.",
    },
  ],
  listTitle: "인턴 근무 부서",
  list: ["통관 서류 및 ICEGATE 신고", "해상·항공 운송 운영", "창고 보관 및 재고 관리", "영업 지원 및 고객 서비스"],
  perksTitle: "인턴십 혜택",
  perks: ["월 활동비 및 수료증", "소속 부서의 멘토", "우수 인턴 추천서", "수습사원 채용 시 우선 고려"],
};

export const professionals: typeof en.professionals = {
  tab: "함께 이끌고 도약하기",
  heading: "경력직 채용",
  intro:
    "포워딩, 통관 대행, 창고 보관, 운송, 영업 분야의 경력자를 위한 과정입니다. 고객의 화물을 주인의식을 갖고 책임지며, 저희와 함께 오래도록 가치 있는 것을 만들어 가고 싶은 전문가를 채용합니다.",
  body: [
    {
      title: "서류 심사",
      text: "인사팀과 채용 부서가 모든 지원서를 직무 요건에 비추어 검토합니다. 적합한 경우 2주 이내에 연락드립니다.",
    },
    {
      title: "인사팀 면담",
      text: "전화 또는 대면으로 인사팀과 경력, 원하시는 업무, 퇴사 예고 기간, 기대 조건에 관해 이야기를 나눕니다.",
    },
    {
      title: "부서장 최종 면접",
      text: "합류하실 부서의 부서장들과 실무 중심의 면접을 진행하며, 부서의 실제 사례를 두고 이야기하는 경우가 많습니다. 1주일 이내에 결과를 확정하는 것을 목표로 합니다.",
    },
  ],
  listTitle: "채용 중인 팀",
  list: ["통관 및 서류", "해상·항공 운송 운영", "창고 관리 감독 및 재고 관리", "사업 개발 및 주요 고객 관리", "회계 및 컴플라이언스"],
  perksTitle: "제공 혜택",
  perks: [
    "뭄바이 물류 시장 수준에 맞춘 급여, 매년 검토",
    "단체 의료보험",
    "교육 및 자격증 취득 비용 지원",
    "선임 및 리더 직책으로 이어지는 명확한 경로",
  ],
};

export const recruitmentStepsTitle: typeof en.recruitmentStepsTitle = "채용 절차";
export const internshipDurationsTitle: typeof en.internshipDurationsTitle = "기간 선택";

const officialDomain = site.careersEmail.split("@")[1];

export const feeWarning: typeof en.feeWarning = {
  title: "저희는 지원자에게 절대 금전을 요구하지 않습니다",
  text: `${site.name}는 지원서 접수, 면접, 교육, 유니폼, 채용 제안서 등 채용의 어느 단계에서도 수수료를 부과하거나 보증금을 요구하지 않습니다. 공식 연락은 @${officialDomain} 주소로만 발송됩니다. 누군가 저희 회사의 이름으로 금전을 요구하면 지불하지 마시고 다음 주소로 신고해 주십시오:`,
  email: site.careersEmail,
};

export const applySection: typeof en.applySection = {
  title: "지금 지원하기",
  intro: "인턴십과 경력직 모두 하나의 양식으로 지원합니다. 자기소개와 원하시는 업무를 간단히 적어 주십시오. 약 5분 정도 걸립니다.",
};

export const applyTips: typeof en.applyTips = {
  title: "지원 전 안내",
  items: [
    "양식에서 인턴십 또는 경력직을 선택하십시오. 인턴십의 경우 희망 기간(2개월, 3개월, 6개월)과 근무 가능 시작일을 메시지에 적어 주십시오.",
    "이력서는 5 MB 이하의 PDF로 첨부해 주십시오. 선택 사항이지만 서류 심사가 더 빨라집니다.",
    "모든 지원서는 담당자가 직접 읽습니다. 서류 전형 합격자에게는 2주 이내에 연락드립니다.",
  ],
  emailNote: "이메일로 지원하시려면 다음 주소로 이력서를 보내 주십시오:",
  email: site.careersEmail,
};

export const careersCta: typeof en.careersCta = {
  heading: "지원 전에 궁금한 점이 있으십니까?",
  text: "이메일이나 전화로 문의해 주십시오. 인사팀이 직무나 인턴십에 관해 기꺼이 자세히 안내해 드립니다.",
  label: "문의하기",
};

export const openingsSection: typeof en.openingsSection = {
  empty: "현재 채용 중인 포지션이 없습니다. 그래도 이력서를 보내 주십시오",
  title: "채용 중인 포지션",
  intro: "현재 채용 중인 직무입니다. 각 공고에 근무지, 요구 경력, 지원 마감일이 안내되어 있습니다.",
  filtersLabel: "채용 포지션 필터",
  department: "부서",
  allDepartments: "전체 부서",
  location: "근무지",
  allLocations: "전체 근무지",
  type: "고용 형태",
  allTypes: "전체 고용 형태",
  apply: "포지션 보기",
  clear: "필터 초기화",
  noMatch: "선택한 조건에 맞는 채용 포지션이 없습니다.",
  closesOn: "지원 마감",
  view: "직무 보기",
};

export const openingPage: typeof en.openingPage = {
  backToAll: "전체 채용 포지션",
  applyAction: "이 직무에 지원하기",
  factsTitle: "한눈에 보기",
  facts: {
    department: "부서",
    location: "근무지",
    type: "고용 형태",
    experience: "경력",
    salary: "급여",
    posted: "게시일",
    closes: "지원 마감",
  },
  applyTitle: "이 직무에 지원하기",
  applyIntro:
    "아래 양식은 이 직무의 채용 담당 팀에 전달됩니다. 자기소개와 이 직무가 본인에게 맞는 이유를 간단히 적어 주십시오. 이력서를 첨부하시면 서류 심사가 더 빨라집니다.",
  closedTitle: "마감된 채용 공고입니다",
  closedText: "이 직무는 더 이상 지원을 받지 않습니다. 현재 채용 중인 포지션을 확인하시거나 일반 지원서를 보내 주십시오.",
  closedAction: "채용 중인 포지션 보기",
};

export const careersPage: typeof en.careersPage = {
  meta: careersMeta,
  hero: careersHero,
  whyJoin,
  tracksSection,
  internships,
  professionals,
  internshipDurationsTitle,
  recruitmentStepsTitle,
  feeWarning,
  applySection,
  applyTips,
  openingsSection,
  cta: careersCta,
};
