import type * as en from "../../form-notices";
import { applicationRetentionMonths } from "../../form-notices";
import { site } from "../../site";

// One value with the English module (and the server's APPLICATION_RETENTION_MONTHS).
export { applicationRetentionMonths };

export const formNotices: typeof en.formNotices = {
  newsletter: "మీరు నిర్ధారించిన తర్వాత, ఈ న్యూస్‌లెటర్ పంపడానికి మాత్రమే మీ ఈమెయిల్‌ను ఉపయోగిస్తాం. ఏ ఈమెయిల్ నుంచైనా చందాను రద్దు చేసుకోవచ్చు.",
  contact: "మీ పేరు, ఈమెయిల్, సందేశాన్ని మీకు సమాధానం ఇవ్వడానికి మాత్రమే ఉపయోగిస్తాం, అందుకు అవసరమైనంత కాలం మాత్రమే వాటిని ఉంచుతాం.",
  careers: `ఈ వివరాలను, మీ రెజ్యూమేను మీ దరఖాస్తును పరిశీలించడానికి మాత్రమే ఉపయోగిస్తాం, ${applicationRetentionMonths} నెలల తర్వాత వాటిని తొలగిస్తాం.`,
  resumeConsent: `నా దరఖాస్తును పరిశీలించడానికి ${site.name} నా రెజ్యూమేను దరఖాస్తుతో పాటు గరిష్ఠంగా ${applicationRetentionMonths} నెలల పాటు ఉంచుకోవడానికి నేను అంగీకరిస్తున్నాను. ఈ అంగీకారాన్ని నేను ఎప్పుడైనా ఉపసంహరించుకోవచ్చు.`,
  linkText: "గోప్యతా ప్రకటన",
};
