import type * as en from "../../form-notices";
import { applicationRetentionMonths as retentionMonths } from "../../form-notices";
import { site } from "../../site";

// The English value is the one the server keeps applications for; it is reused, never restated.
export const applicationRetentionMonths: typeof en.applicationRetentionMonths = retentionMonths;

export const formNotices: typeof en.formNotices = {
  newsletter: "メールアドレスは、ご確認いただいた後にこのニュースレターを送るためだけに使用します。配信はどのメールからでも停止できます。",
  contact: "お名前、メールアドレス、メッセージは、ご返信のためだけに使用し、そのために必要な期間のみ保管します。",
  careers: `ご入力の情報と履歴書は、応募の選考のためだけに使用し、${applicationRetentionMonths}か月後に削除します。`,
  resumeConsent: `選考のため、${site.name}が私の履歴書を応募書類とともに最長${applicationRetentionMonths}か月間保管することに同意します。この同意はいつでも撤回できます。`,
  linkText: "プライバシーに関する通知",
};
