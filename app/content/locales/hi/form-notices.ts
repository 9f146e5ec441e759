import type * as en from "../../form-notices";
import { applicationRetentionMonths as retentionMonths } from "../../form-notices";
import { site } from "../../site";

/** The same value as English (kept in step with the server's APPLICATION_RETENTION_MONTHS). */
export const applicationRetentionMonths: typeof en.applicationRetentionMonths = retentionMonths;

export const formNotices: typeof en.formNotices = {
  newsletter: "आपके ईमेल की पुष्टि के बाद हम उसका उपयोग केवल यह न्यूज़लेटर भेजने के लिए करते हैं। किसी भी ईमेल से सदस्यता समाप्त की जा सकती है।",
  contact: "हम आपका नाम, ईमेल और संदेश केवल आपको जवाब देने के लिए उपयोग करते हैं, और उन्हें तभी तक रखते हैं जब तक उसके लिए ज़रूरी हो।",
  careers: `हम ये विवरण और आपका रिज़्यूमे केवल आपके आवेदन के मूल्यांकन के लिए उपयोग करते हैं, और ${applicationRetentionMonths} महीने बाद उन्हें हटा देते हैं।`,
  resumeConsent: `मैं सहमति देता/देती हूँ कि ${site.name} मेरे आवेदन के मूल्यांकन के लिए मेरा रिज़्यूमे आवेदन के साथ अधिकतम ${applicationRetentionMonths} महीने तक रखे। मैं यह सहमति कभी भी वापस ले सकता/सकती हूँ।`,
  linkText: "गोपनीयता सूचना",
};
