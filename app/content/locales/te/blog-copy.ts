import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead = "నవీ ముంబైలోని మా బృందం రాసిన ఫ్రైట్, కస్టమ్స్, వేర్‌హౌసింగ్, సప్లై చెయిన్‌లపై ఆచరణాత్మక వ్యాసాలు.";
const listLead = "ఫ్రైట్, కస్టమ్స్, వేర్‌హౌసింగ్, సప్లై చెయిన్‌లపై మా బృందం రాసిన అన్ని వ్యాసాలు.";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `బ్లాగ్ | ${site.name}`,
      description: indexLead,
      keywords: ["లాజిస్టిక్స్ బ్లాగ్", "ఫ్రైట్", "కస్టమ్స్", "వేర్‌హౌసింగ్", "సప్లై చెయిన్", "భారతదేశం"],
    },
    eyebrow: "విశ్లేషణలు",
    title: "బ్లాగ్",
    lead: indexLead,
    latestTitle: "తాజా వ్యాసాలు",
    rss: "RSS ఫీడ్",
  },
  list: {
    meta: {
      title: `అన్ని బ్లాగ్‌లు | ${site.name}`,
      description: listLead,
      keywords: ["లాజిస్టిక్స్ వ్యాసాలు", "ఫ్రైట్", "కస్టమ్స్", "వేర్‌హౌసింగ్", "సప్లై చెయిన్", "భారతదేశం"],
    },
    title: "అన్ని బ్లాగ్‌లు",
    lead: listLead,
    articlesLabel: "వ్యాసాలు",
  },
  chrome: {
    showAll: "అన్ని బ్లాగ్‌లను చూపించండి",
    backToBlog: "బ్లాగ్‌కు తిరిగి వెళ్లండి",
    backToBlogs: "బ్లాగ్‌లకు తిరిగి వెళ్లండి",
    tryAgain: "మళ్లీ ప్రయత్నించండి",
    loading: "లోడ్ అవుతోంది…",
    readMore: "మరింత చదవండి",
    readMoreTitle: ": {title}",
    minutesRead: "{count} నిమిషాల పఠనం",
    byTeam: `రచన: ${site.name} బృందం`,
    shareLabel: "ఈ వ్యాసాన్ని షేర్ చేయండి",
    shareEmail: "ఈమెయిల్",
    related: "బ్లాగ్ నుంచి మరిన్ని",
    empty: "ప్రస్తుతం బ్లాగ్‌లు ఏవీ అందుబాటులో లేవు",
    fetchFailed: "బ్లాగ్‌లను తీసుకురాలేకపోయాం",
    loadListFailed: "బ్లాగ్‌లను లోడ్ చేయలేకపోయాం",
    notFoundHeading: "బ్లాగ్ కనబడలేదు",
    notFound: "బ్లాగ్ కనబడలేదు",
    noSlug: "బ్లాగ్ స్లగ్ ఇవ్వలేదు",
    failedHeading: "ఏదో పొరపాటు జరిగింది",
    loadPostFailed: "బ్లాగ్‌ను లోడ్ చేయలేకపోయాం",
    imageUnavailable: "చిత్రం అందుబాటులో లేదు",
    postKeywords: ["లాజిస్టిక్స్", "బ్లాగ్"],
  },
};
