import type * as en from "../../contact";

export const contactMeta: typeof en.contactMeta = {
  title: "문의하기 | Tarang Global Logistics, 나비 뭄바이",
  description:
    "나비 뭄바이 네룰의 Tarang Global Logistics에 전화, 이메일 또는 방문으로 문의하십시오. 월요일~토요일 오전 10시~오후 6시 운영하며, 보통 24시간 이내에 답변드립니다.",
  keywords: [
    "Tarang Global Logistics 연락처",
    "나비 뭄바이 포워딩 업체 연락처",
    "네룰 관세사",
    "나비 뭄바이 물류 회사 전화번호",
    "인도 운송 견적",
  ],
};

export const contactHero: typeof en.contactHero = {
  eyebrow: "문의",
  title: "문의하기",
  lead: "어떤 화물을 어디에서 어디로 보내시는지 알려 주십시오. 운송, 통관 또는 창고 보관 전문가가 24시간 이내에 답변드립니다.",
};

export const contactDetails: typeof en.contactDetails = {
  title: "담당 팀 연락처",
  intro:
    "견적, 선적 예약, 통관 문의, 화물 진행 상황은 전화나 이메일로 문의하십시오. 이미 운송 중인 화물에 관한 긴급한 사항은 전화가 가장 빠릅니다.",
  visit: { title: "사무소 방문", note: "적합한 전문가가 맞이할 수 있도록 방문은 사전 예약제로 운영합니다." },
  call: { title: "전화 문의", note: "견적, 선적 예약, 화물 진행 상황." },
  email: { title: "이메일 문의", note: "보통 24시간 이내에 답변드립니다." },
  hours: { title: "운영 시간", text: "월요일~토요일, 오전 10시~오후 6시", note: "일요일과 공휴일은 휴무입니다." },
};

export const contactMap: typeof en.contactMap = {
  title: "찾아오시는 길",
  note: "사무소는 하버선 시우즈-다라베역에서 걸어서 가까운 거리에 있으며, 건물 내 방문객 주차장이 있습니다.",
  directions: "길찾기",
};

export const messageSection: typeof en.messageSection = {
  title: "메시지 보내기",
  intro: "견적, 운송 경로 계획, 통관 및 규정 준수에 관한 조언을 요청하십시오. 자세히 알려 주실수록 첫 답변이 더 유용해집니다.",
};

export const messageTips: typeof en.messageTips = {
  title: "빠른 답변에 도움이 되는 정보",
  items: [
    "운송 품목: 품명, 알고 계시다면 HS 코드, 위험물이나 온도 민감 화물인지 여부.",
    "출발지와 목적지, 그리고 바이어나 공급업체와 합의한 인코텀즈.",
    "중량, 치수, 포장 개수, 또는 컨테이너 종류와 수량.",
    "화물 준비 예정일과 도착 기한.",
  ],
  note: "이미 저희와 거래 중이십니까? 담당 코디네이터가 바로 확인할 수 있도록 작업 번호나 예약 번호를 적어 주십시오.",
};

export const contactCta: typeof en.contactCta = {
  heading: "계획 중인 화물이 있으십니까?",
  text: "화물, 운송 경로, 일정을 짧게 적어 보내 주시면 24시간 이내에 전문가가 다음 단계를 안내해 드립니다.",
  label: "메시지 보내기",
};

export const contactPage: typeof en.contactPage = {
  meta: contactMeta,
  hero: contactHero,
  details: contactDetails,
  map: contactMap,
  messageSection,
  messageTips,
  cta: contactCta,
};
