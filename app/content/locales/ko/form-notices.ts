import type * as en from "../../form-notices";
import { applicationRetentionMonths as retentionMonths } from "../../form-notices";
import { site } from "../../site";

// The English value is the one the server keeps applications for; it is reused, never restated.
export const applicationRetentionMonths: typeof en.applicationRetentionMonths = retentionMonths;

export const formNotices: typeof en.formNotices = {
  newsletter:
    "이메일 주소는 구독을 확인하신 후 이 뉴스레터를 보내는 데에만 사용합니다. 뉴스레터 이메일마다 있는 링크로 언제든지 구독을 해지하실 수 있습니다.",
  contact: "성함, 이메일 주소, 메시지는 답변을 드리는 데에만 사용하며, 그에 필요한 기간 동안만 보관합니다.",
  careers: `입력하신 정보와 이력서는 지원서 심사에만 사용하며, ${applicationRetentionMonths}개월 후 삭제합니다.`,
  resumeConsent: `${site.name}가 심사를 위해 제 이력서를 지원서와 함께 최대 ${applicationRetentionMonths}개월간 보관하는 데 동의합니다. 이 동의는 언제든지 철회할 수 있습니다.`,
  linkText: "개인정보 처리 안내",
};
