import type * as en from "../../achievements";
import { site, yearsInBusiness } from "../../site";
import type { MediaImage } from "../../types";

const badge = (name: string, alt: string): MediaImage => ({
  src: `/media/certificates/${name}-light.svg`,
  srcDark: `/media/certificates/${name}-dark.svg`,
  alt,
  width: 400,
  height: 400,
});

export const achievementsMeta: typeof en.achievementsMeta = {
  title: "실적 및 인증 | Tarang Global Logistics",
  description:
    "나비 뭄바이에서 15년 이상, 1,500곳 이상의 고객, 15,000건 이상의 배송, 500개 이상의 도시. Tarang Global Logistics는 WCA 회원사이며 AEO 인증과 ISO 9001:2015 인증을 보유하고 있습니다.",
  keywords: [
    "Tarang Global Logistics 실적",
    "AEO 인증 포워딩 업체",
    "인도 WCA 회원사",
    "ISO 9001:2015 물류 회사",
    "나비 뭄바이 관세사",
    "인도 물류 인증",
  ],
};

export const achievementsHero: typeof en.achievementsHero = {
  eyebrow: "실적",
  title: `${yearsInBusiness()}년간 이어 온 화물 운송, 그리고 이를 뒷받침하는 인증`,
  lead: `${site.founded}년부터 저희는 인도 전역의 수출입 기업을 위해 화물을 통관하고, 보관하고, 운송해 왔습니다. 아래의 숫자는 그 결과이며, 인증은 그 신뢰를 계속 지켜 가는 방법입니다.`,
};

export const milestonesSection: typeof en.milestonesSection = {
  title: "숫자로 보는 저희의 업무",
  intro:
    "추정치가 아니라 자체 운송 기록에서 집계한 수치입니다. 모든 숫자는 한 명의 고객, 한 건의 선적 신고서, 나바 셰바 게이트 앞의 트럭 한 대에서 시작되었습니다.",
};

export const milestones: typeof en.milestones = [
  {
    value: 15,
    suffix: "+",
    label: "업계 경력(년)",
    detail: `${site.founded}년부터 통관 대행, ${site.renamed}년부터 종합 포워딩.`,
    icon: "clock",
  },
  {
    value: 1500,
    suffix: "+",
    label: "만족한 고객(곳)",
    detail: "제조업체, 무역업체, 수출업체. 10년 넘게 함께한 고객도 많습니다.",
    icon: "handshake",
  },
  {
    value: 15000,
    suffix: "+",
    label: "배송 완료(건)",
    detail: "배송 증빙과 함께 인도된 컨테이너, 항공 화물, 트럭 화물.",
    icon: "package",
  },
  {
    value: 500,
    suffix: "+",
    label: "서비스 도시(개)",
    detail: "인도 전역 도어 투 도어, 해외는 파트너 네트워크를 통해 서비스합니다.",
    icon: "map-pin",
  },
];

export const credentialsSection: typeof en.credentialsSection = {
  title: "인증 및 회원 자격",
  intro:
    "독립 기관이 저희의 업무 방식을 심사합니다. 이 인증들은 모든 단계에서 문서화되고 검증된 절차에 따라 귀사의 화물이 처리된다는 뜻입니다.",
};

export const credentials: typeof en.credentials = [
  {
    title: "WCA 회원사",
    issuer: "독립 포워더 네트워크 WCA",
    text: "WCA 네트워크 회원사로서 목적지에 검증된 파트너 에이전트를 두고 있으며, 모든 회원사에 적용되는 대금 지급 보호와 서비스 기준이 있어 출발지와 도착지 양쪽에서 믿을 수 있는 곳이 귀사의 화물을 다룹니다.",
    image: badge("wca", "포워딩 WCA 회원사 배지"),
  },
  {
    title: "AEO 인증",
    issuer: "인도 중앙간접세관세위원회(CBIC)",
    text: "인도 관세청이 인정한 AEO(수출입 안전관리 우수업체)로서 보안, 기록 관리, 규정 준수에 관한 심사 기준을 충족하며, 이를 통해 고객 화물의 통관이 더 빠르고 예측 가능해집니다.",
    image: badge("aeo", "AEO 인증 배지: 인도 관세청 수출입 안전관리 우수업체"),
  },
  {
    title: "ISO 9001:2015 인증",
    issuer: "품질경영시스템",
    text: "포워딩, 통관, 창고 보관에 대한 저희의 품질경영시스템은 ISO 9001:2015 인증을 받았으며, 문서화된 절차, 내부 심사, 문제 발생 시의 시정 조치를 갖추고 있습니다.",
    image: badge("iso", "ISO 9001:2015 인증 배지: 품질경영시스템"),
  },
];

export const recognitionNote: typeof en.recognitionNote = {
  title: "이 인증들이 귀사의 화물에 주는 의미",
  points: [
    "선적 신고서와 수입 신고서를 검증된 절차에 따라 작성하므로 세관 심사 단계의 질의가 줄어듭니다.",
    "목적지 파트너는 명부에서 고르는 것이 아니라 WCA 네트워크를 통해 검증합니다.",
    "ISO 시스템의 요구에 따라 불만 사항을 기록하고 조사하며, 시정 조치와 함께 종결합니다.",
  ],
};

export const achievementsCta: typeof en.achievementsCta = {
  heading: `${yearsInBusiness()}년의 경험을 귀사의 다음 화물에 담으십시오`,
  text: "무엇을 어디로 보내시는지 알려 주시면 24시간 이내에 전문가가 운송 경로, 일정, 명확한 견적을 회신해 드립니다.",
  label: "담당 팀과 상담하기",
};

export const achievementsPage: typeof en.achievementsPage = {
  meta: achievementsMeta,
  hero: achievementsHero,
  milestonesSection,
  milestones,
  credentialsSection,
  credentials,
  recognitionNote,
  cta: achievementsCta,
};
