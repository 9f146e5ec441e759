import type * as en from "../../green";
import type { MediaImage } from "../../types";

const art = (name: string, alt: string): MediaImage => ({ src: `/media/green/${name}.svg`, alt, width: 800, height: 500 });

// ---------------------------------------------------------------------------
// Green logistics
// ---------------------------------------------------------------------------

export const greenMeta: typeof en.greenMeta = {
  title: "친환경 물류 및 지속가능성 로드맵 | Tarang Global Logistics",
  description:
    "나비 뭄바이에서 추진하는 친환경 로드맵: 2030년까지 탄소 배출 30% 감축, 2032년까지 라스트마일 차량 25% 전기차 전환, 2028년까지 에너지 효율 50% 향상.",
  keywords: [
    "인도 친환경 물류",
    "지속가능한 포워딩",
    "뭄바이 전기차 라스트마일 배송",
    "나비 뭄바이 에너지 효율 창고",
    "물류 탄소 감축",
    "저탄소 운송",
  ],
};

export const greenHero: typeof en.greenHero = {
  eyebrow: "친환경 물류",
  title: "더 가벼운 발자국으로 인도의 무역을 움직입니다",
  lead: "적재율 향상, 더 깨끗한 차량, 효율적인 창고. 저희가 처리하는 모든 화물의 탄소를 줄이기 위한 로드맵이며, 목표를 공개하고 매년 성과를 보고합니다.",
  action: "화물의 CO₂ 배출량 계산하기",
};

export const roadmap: typeof en.roadmap = {
  title: "사명과 친환경 로드맵",
  missionLabel: "사명",
  mission:
    "고객이 믿고 맡기는 신뢰성은 그대로 지키면서, 업무에 꼭 필요한 만큼만 탄소와 연료, 폐기물을 쓰며 고객의 화물을 운송하는 것입니다.",
  intro:
    "2023년 운영 실적을 기준으로 한 세 가지 기한별 목표가 이 사명을 점검 가능한 업무로 바꿉니다. 매 분기 진행 상황을 검토하고 연 1회 공개합니다.",
  image: art("ev-fleet", "도심 배송에 나서기 전 태양광 차양 아래에서 충전 중인 전기 배송 밴"),
  targets: [
    {
      figure: "30%",
      year: 2030,
      title: "탄소 배출 감축",
      text: "트럭과 컨테이너의 적재율 향상, 계획된 복화 운송, 엔진 정비 강화, 일정이 허락하는 경우 JNPT까지 내륙 구간의 철도 운송을 통해 2030년까지 탄소 배출을 30% 줄입니다.",
      icon: "leaf",
    },
    {
      figure: "25%",
      year: 2032,
      title: "라스트마일 전기차 전환",
      text: "2032년까지 라스트마일 차량의 25%를 전기차로 전환합니다. 저희 창고, 컨테이너 화물 조작장(CFS), 뭄바이와 푸네의 고객을 잇는 짧고 예측 가능한 도심 구간부터 시작합니다.",
      icon: "zap",
    },
    {
      figure: "50%",
      year: 2028,
      title: "에너지 효율",
      text: "옥상 태양광, 동작 감지 센서가 달린 LED 조명, 전동 지게차, 매년 실시하는 건물 에너지 점검을 통해 2028년까지 창고의 에너지 효율을 50% 높입니다.",
      icon: "lightbulb",
    },
  ],
};

export const sustainabilityCommitment: typeof en.sustainabilityCommitment = {
  title: "지속가능성을 위한 약속",
  paragraphs: [
    "저희에게 지속가능성은 별도의 프로그램이 아니라 운송을 계획하는 방식의 일부입니다. 가장 친환경적인 운송은 대개 가장 효율적인 운송이기도 합니다. 반쯤 빈 컨테이너 두 대 대신 가득 찬 컨테이너 한 대, 공차 회송 거리가 없는 경로, 한 번에 운송되어 손상 없이 도착하도록 포장한 화물이 그렇습니다.",
    "약속하기 전에 먼저 측정합니다. 자체 트럭과 창고가 사용하는 연료와 전력을 추적하고, 요청 시 고객 화물의 배출량을 추산하며, 매년 로드맵의 진행 상황을 보고합니다. 저탄소 옵션이 비용이 더 들거나 시간이 더 걸리는 경우에는 표준 견적과 나란히 제시해 고객께서 결정하시도록 합니다.",
  ],
  practicesTitle: "실제 운송에서는 이렇게 실천합니다",
  practices: [
    "혼재 운송과 적재 통합으로 반쯤 빈 채 게이트를 나서는 트럭과 컨테이너를 줄입니다.",
    "운송 기간이 허락하는 경우 JNPT까지의 내륙 컨테이너 구간을 장거리 도로 운송 대신 철도로 운송합니다.",
    "재사용 가능한 팔레트와 고임재를 사용하고, 수출 포장에는 ISPM-15 기준 열처리 목재를 사용합니다.",
    "ICEGATE와 e-Sanchit을 통한 전자 신고, 그리고 디지털 배송 증빙을 활용합니다.",
  ],
  image: art("leaf-route", "두 지점 사이의 최적 경로를 따라가는 배송 트럭의 경로 지도"),
};

export const scalesWithUs: typeof en.scalesWithUs = {
  title: "회사와 함께 커지는 지속가능성",
  intro:
    "물동량이 늘어날수록 화물 한 건당 환경 부담은 줄어야 합니다. 다음 세 가지 원칙은 나중에 덧붙이는 것이 아니라 사업 확장 방식 자체에 담겨 있습니다.",
  image: art("solar-warehouse", "옥상 태양광 패널과 풍력 터빈을 갖추고 충전소에 전기 밴이 서 있는 창고"),
  items: [
    {
      title: "에너지 효율적인 창고",
      text: "나비 뭄바이 창고는 낮 동안 옥상 태양광 전력을 사용하며, 고천장 LED 조명, 자연 환기, 배터리식 전동 지게차를 갖추고 있습니다. 새로 추가하는 모든 시설도 같은 기준으로 계획합니다.",
      icon: "warehouse",
    },
    {
      title: "자원을 아끼는 운영",
      text: "공차 운행을 줄이는 경로 계획, 트럭의 정격 연비를 유지하는 정비, 재사용 가능한 포장재, 종이 파일 대신 전자 문서를 활용합니다.",
      icon: "recycle",
    },
    {
      title: "단계적 도입",
      text: "전기차, 태양광 설비, 친환경 포장을 단계적으로 도입하고, 확대하기 전에 실제 운송 구간에서 하나하나 검증합니다. 그래서 배출량은 줄이면서도 서비스와 가격은 안정적으로 유지합니다.",
      icon: "trending-up",
    },
  ],
};

export const calculatorTeaser: typeof en.calculatorTeaser = {
  title: "귀사 화물의 CO₂ 배출량은 얼마입니까?",
  text: "배출량 계산기로 같은 화물을 항공, 도로, 해상으로 보낼 때를 몇 초 만에 비교해 보십시오.",
  label: "CO₂ 계산기 열기",
};

export const greenCta: typeof en.greenCta = {
  heading: "저탄소 운송을 함께 계획하십시오",
  text: "화물과 운송 구간을 알려 주시면 혼재, 운송 수단, 경로 옵션을 비용, 운송 기간, 예상 배출량과 함께 나란히 제안해 드립니다.",
  label: "담당 팀과 상담하기",
};

// ---------------------------------------------------------------------------
// CO2 calculator
// ---------------------------------------------------------------------------

export const co2Meta: typeof en.co2Meta = {
  title: "항공·도로·해상 운송 CO₂ 계산기 | Tarang Global Logistics",
  description:
    "운송 거리, 화물 중량, 운송 수단으로 화물의 CO₂ 배출량을 추산하고 항공, 도로, 해상을 나란히 비교하십시오. 무료, 즉시 계산, 가입 불필요.",
  keywords: [
    "CO2 배출량 계산기",
    "화물 운송 탄소 계산기",
    "인도 운송 배출량",
    "톤킬로미터 배출계수",
    "항공 해상 운송 배출량 비교",
    "도로 운송 CO2",
  ],
};

export const co2Hero: typeof en.co2Hero = {
  eyebrow: "친환경 물류",
  title: "CO₂ 배출량 계산기",
  lead: "화물을 항공, 도로, 해상으로 운송할 때 배출되는 이산화탄소를 추산하고, 운송 수단 선택에 따라 얼마나 달라지는지 확인하십시오.",
};

export const co2Explainer: typeof en.co2Explainer = {
  title: "추산 방법",
  paragraphs: [
    "화물의 운송 거리(km), 중량(톤), 운송 수단을 입력하십시오. 계산기는 거리 × 중량 × 배출계수를 곱해 CO₂ 배출량을 kg 단위로 산출합니다.",
    "1톤·km는 화물 1톤을 1 km 운송하는 것을 뜻합니다. 2톤을 도로로 1,000 km 운송하면 2,000톤·km이며, 톤·km당 0.15 kg CO₂를 적용하면 300 kg CO₂가 됩니다.",
  ],
  factorsCaption: "적용 배출계수",
  factorsUnit: "톤·km당 kg CO₂",
  typicalUse: {
    air: "긴급 화물 또는 고가 화물, 샘플, 예비 부품",
    road: "국내 배송, 항만 및 공항 연계 운송",
    sea: "국제 항로의 컨테이너 및 벌크 화물",
  },
  basis:
    "기준: 톤·km당 kg CO₂로 나타낸 참고용 Tank-to-Wheel 평균값으로, 항공기, 트럭, 선박이 연소하는 연료만 포함합니다. 연료 생산(Well-to-Tank), 공차 회송, 터미널 하역, 창고 보관은 포함되지 않습니다. 따라서 결과는 옵션 비교용으로 활용하시고, 탄소 배출 보고에는 ISO 14083이나 GLEC Framework처럼 경로별 데이터를 사용하는 Well-to-Wheel 방법론을 적용하십시오.",
};

export const co2Tips: typeof en.co2Tips = {
  title: "배출량을 줄이는 방법",
  items: [
    {
      title: "시간이 허락하면 해상 운송을 선택하십시오",
      text: "톤·km당 해상 운송의 배출량은 항공 운송의 약 30분의 1입니다. 몇 주만 일찍 발주를 계획해도 항공 화물을 해상으로 돌릴 수 있는 경우가 많습니다.",
      icon: "ship",
    },
    {
      title: "적재 공간을 가득 채우십시오",
      text: "소량 화물을 모아 트럭과 컨테이너를 가득 채우면 톤당 주행 거리가 줄어듭니다. 저희 혼재 서비스는 같은 구간의 화물을 하나로 묶습니다.",
      icon: "boxes",
    },
    {
      title: "더 가볍고 현명하게 포장하십시오",
      text: "크기에 맞는 상자, 더 가벼운 팔레트, 효율적인 적재로 운송 중량과 부피를 줄이면 배출량과 운임도 함께 줄어듭니다.",
      icon: "package",
    },
  ],
  greenLink: "친환경 로드맵 보기",
};

export const co2Cta: typeof en.co2Cta = {
  heading: "화물을 위한 저탄소 경로가 필요하십니까?",
  text: "화물 정보를 알려 주시면 운송 수단, 경로, 혼재 옵션을 비용, 운송 기간, 배출량과 함께 비교해 드립니다.",
  label: "친환경 운송 계획하기",
};

export const greenPage: typeof en.greenPage = {
  meta: greenMeta,
  hero: greenHero,
  roadmap,
  commitment: sustainabilityCommitment,
  scales: scalesWithUs,
  calculatorTeaser,
  cta: greenCta,
};

export const co2Page: typeof en.co2Page = {
  meta: co2Meta,
  hero: co2Hero,
  explainer: co2Explainer,
  tips: co2Tips,
  cta: co2Cta,
};
