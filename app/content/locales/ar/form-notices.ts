import type * as en from "../../form-notices";
import { applicationRetentionMonths } from "../../form-notices";
import { site } from "../../site";

/**
 * How long applications are kept, as the server's APPLICATION_RETENTION_MONTHS
 * defaults to (12): the same number as English, re-exported so the two cannot drift.
 */
export { applicationRetentionMonths };

/** The short notices under each form (what is collected, why, link to /privacy). */
export const formNotices: typeof en.formNotices = {
  newsletter: "نستخدم بريدك الإلكتروني فقط لإرسال هذه النشرة إليك بعد أن تؤكد اشتراكك. ويمكنك إلغاء الاشتراك من أي رسالة.",
  contact: "نستخدم اسمك وبريدك الإلكتروني ورسالتك فقط للرد عليك، ونحتفظ بها طوال المدة التي يتطلبها ذلك.",
  careers: `نستخدم هذه البيانات وسيرتك الذاتية فقط لتقييم طلبك، ونحذفها بعد ${applicationRetentionMonths} شهرًا.`,
  resumeConsent: `أوافق على أن تحتفظ ${site.name} بسيرتي الذاتية مع طلبي لمدة أقصاها ${applicationRetentionMonths} شهرًا لتقييمه. ويمكنني سحب هذه الموافقة في أي وقت.`,
  linkText: "إشعار الخصوصية",
};
