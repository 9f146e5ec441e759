import type * as en from "../../form-notices";
import { applicationRetentionMonths as retentionMonths } from "../../form-notices";
import { site } from "../../site";

// The English value is the one the server keeps applications for; it is reused, never restated.
export const applicationRetentionMonths: typeof en.applicationRetentionMonths = retentionMonths;

export const formNotices: typeof en.formNotices = {
  newsletter: "您的电子邮箱仅用于在您确认订阅后向您发送本新闻简报。您可通过任意一封邮件随时退订。",
  contact: "您的姓名、电子邮箱和留言仅用于答复您，并仅在答复所需期间内保存。",
  careers: `这些信息和您的简历仅用于评估您的申请，并将在${applicationRetentionMonths}个月后删除。`,
  resumeConsent: `我同意${site.name}将我的简历随申请一并保存最长${applicationRetentionMonths}个月，用于评估我的申请。我可随时撤回此同意。`,
  linkText: "隐私声明",
};
