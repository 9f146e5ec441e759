import type * as en from "../../quote";

export const quoteNotice: typeof en.quoteNotice =
  "연락처와 화물 정보는 이 요청의 견적 산정과 답변에만 사용하며, 그에 필요한 기간 동안만 보관합니다.";

export const quotePage: typeof en.quotePage = {
  meta: {
    title: "운송 견적 요청 | Tarang Global Logistics",
    description:
      "Tarang Global Logistics에 해상, 항공, 도로 운송 견적을 요청하십시오. 운송 정보, 화물, 부가 서비스를 간단한 4단계로 입력하면 입력하는 동안 운임 적용 중량이 계산되고 즉시 접수 번호가 발급됩니다.",
    keywords: ["운송 견적", "인도 운송 견적", "항공 운임", "LCL 견적", "FCL 견적", "운임 적용 중량", "통관 견적"],
  },
  hero: {
    eyebrow: "견적 요청",
    title: "화물 정보를 알려 주십시오",
    lead: "화물의 목적지, 품목, 원하시는 부가 서비스, 연락처까지 간단한 4단계로 견적 담당 부서에 필요한 정보를 전달합니다. 접수 번호는 즉시 발급되며, 견적은 영업일 기준 1일 이내에 회신해 드립니다.",
  },
  form: {
    title: "견적 요청서",
    intro: "입력하신 내용은 보내실 때까지 이 브라우저 탭에 보관되므로 앞뒤 단계를 안심하고 오가실 수 있습니다.",
  },
};
