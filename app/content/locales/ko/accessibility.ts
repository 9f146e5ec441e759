import type * as en from "../../accessibility";
import { site } from "../../site";

export const accessibilityMeta: typeof en.accessibilityMeta = {
  title: `웹 접근성 정책 | ${site.name}`,
  description: `${site.name}가 이 웹사이트를 WCAG 2.2 AA 수준에 맞춰 어떻게 구축하고 검사하는지, 아직 제대로 작동하지 않는 부분은 무엇인지, 이용 장벽을 어떻게 알려 주실 수 있는지 안내합니다.`,
  keywords: ["웹 접근성 정책", "WCAG 2.2", "AA", "키보드 접근성", "스크린 리더", "물류"],
};

export const accessibilityUpdated: typeof en.accessibilityUpdated = { iso: "2026-11-24", display: "2026년 11월 24일" };

export const accessibilityIntro: typeof en.accessibilityIntro =
  "저희와 거래하시거나 거래를 고려하시는 모든 분이 어떤 기기, 브라우저, 보조 기술을 사용하시든 이 사이트를 읽고, 필요한 정보를 찾고, 메시지를 보내실 수 있기를 바랍니다.";

export const accessibilityTarget: typeof en.accessibilityTarget =
  "저희의 목표는 모든 공개 페이지와 직원 로그인 페이지에서 웹 콘텐츠 접근성 지침(WCAG) 2.2 AA 수준을 충족하는 것입니다. 미흡한 부분은 아래에 밝히며, 이를 반드시 고쳐야 할 결함으로 다룹니다.";

export const accessibilityTesting: typeof en.accessibilityTesting = [
  {
    title: "실제 브라우저에서의 자동 검사",
    text: "모든 공개 페이지를 Chromium에서 열어 라이트 테마와 다크 테마 모두에서 axe로 WCAG A 및 AA 위반 사항을 검사합니다.",
  },
  {
    title: "키보드",
    text: "브라우저 테스트에서 키보드만으로 내비게이션, 모바일 메뉴, 양식을 이동하며 포커스가 잘 보이는지, 올바른 위치로 이동하는지 확인합니다.",
  },
  {
    title: "픽셀 기준 명암비 측정",
    text: "사진 위에 놓인 텍스트는 휴대폰과 데스크톱 화면 너비, 두 가지 테마, 오른쪽에서 왼쪽으로 쓰는 아랍어 화면에서 실제로 렌더링된 배경 픽셀과 대조해 검사하며, 4.5:1 이상의 명암비를 유지해야 합니다. 양식 입력란의 테두리는 3:1 이상이어야 합니다.",
  },
  {
    title: "스크린샷과 레이아웃",
    text: "두 가지 테마에서 너비 360픽셀과 1440픽셀의 페이지 스크린샷을 확인하고, 너비 320픽셀에서 가로 스크롤이 생기는 페이지가 없는지 테스트로 검사합니다.",
  },
  {
    title: "JavaScript 없이, 그리고 인쇄 시",
    text: "페이지는 스크립트가 실행되기 전에 완전한 HTML로 제공되며(스크립트 시작 전에 페이지를 읽는 테스트로 확인), 인쇄용 스타일시트는 흰 바탕에 어두운 글씨로 본문만 인쇄하고 링크 주소를 함께 표시합니다.",
  },
  {
    title: "움직임",
    text: "배경 영상과 슬라이드쇼는 요청 시 일시 정지되며, 시스템에서 동작 줄이기를 설정한 사용자에게는 움직이지 않는 상태로 표시됩니다.",
  },
];

export const accessibilityLimits: typeof en.accessibilityLimits = [
  "블로그 글은 작성된 언어로만 표시됩니다.",
  "페이지를 꾸미는 용도로만 쓰인 사진과 일러스트에는 대체 텍스트가 없습니다. 정보를 담은 이미지는 옆의 본문에서 그 내용을 설명합니다.",
  "로그인 후 이용하는 직원 영역도 axe로 검사하지만, 공개 페이지만큼 철저하게 테스트하지는 않습니다.",
];

export const accessibilityContact: typeof en.accessibilityContact = {
  lead: "이 사이트에서 이용이 막히거나 작업이 필요 이상으로 어려운 부분이 있다면 알려 주십시오. 어느 페이지에서 무엇을 하려고 하셨는지, 그리고 괜찮으시다면 사용하시는 브라우저나 보조 기술도 함께 알려 주십시오.",
  email: site.email,
  answer:
    "모든 메시지는 담당자가 직접 읽습니다. 장벽이 해소될 때까지 필요한 정보를 이메일이나 전화로 대신 제공하거나 요청을 접수해 드립니다.",
};
