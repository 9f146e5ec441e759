import type * as en from "../../form-notices";
import { applicationRetentionMonths as retentionMonths } from "../../form-notices";
import { site } from "../../site";

/** The same number as English (kept in step with the server's APPLICATION_RETENTION_MONTHS). */
export const applicationRetentionMonths: typeof en.applicationRetentionMonths = retentionMonths;

export const formNotices: typeof en.formNotices = {
  newsletter: "आपला ईमेल आम्ही फक्त हे न्यूजलेटर पाठवण्यासाठी, आपण पुष्टी केल्यानंतरच, वापरतो. कोणत्याही ईमेलमधून सदस्यत्व रद्द करता येते.",
  contact: "आपले नाव, ईमेल आणि संदेश आम्ही फक्त आपल्याला उत्तर देण्यासाठी वापरतो आणि त्यासाठी आवश्यक तितकाच काळ ठेवतो.",
  careers: `हा तपशील आणि आपला रेझ्युमे आम्ही फक्त आपल्या अर्जाचे मूल्यमापन करण्यासाठी वापरतो आणि ${applicationRetentionMonths} महिन्यांनंतर हटवतो.`,
  resumeConsent: `माझ्या अर्जाचे मूल्यमापन करण्यासाठी ${site.name} ने माझा रेझ्युमे माझ्या अर्जासोबत जास्तीत जास्त ${applicationRetentionMonths} महिने ठेवावा, याला मी संमती देतो/देते. ही संमती मी कधीही मागे घेऊ शकतो/शकते.`,
  linkText: "गोपनीयता सूचना",
};
