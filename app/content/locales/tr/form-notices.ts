import type * as en from "../../form-notices";
import { applicationRetentionMonths } from "../../form-notices";
import { site } from "../../site";

/** The same number as English, re-exported so the two cannot drift. */
export { applicationRetentionMonths };

export const formNotices: typeof en.formNotices = {
  newsletter:
    "E-posta adresinizi, onayınızı aldıktan sonra yalnızca bu bülteni göndermek için kullanırız. Aboneliğinizi herhangi bir e-postadan iptal edebilirsiniz.",
  contact:
    "Adınızı, e-posta adresinizi ve mesajınızı yalnızca size yanıt vermek için kullanır ve bunun için gereken süre boyunca saklarız.",
  careers: `Bu bilgileri ve özgeçmişinizi yalnızca başvurunuzu değerlendirmek için kullanır ve ${applicationRetentionMonths} ay sonra sileriz.`,
  resumeConsent: `${site.name} şirketinin, başvurumu değerlendirmek amacıyla özgeçmişimi başvurumla birlikte en fazla ${applicationRetentionMonths} ay saklamasını kabul ediyorum. Bu onayı istediğim zaman geri çekebilirim.`,
  linkText: "Gizlilik bildirimi",
};
