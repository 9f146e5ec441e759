import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead = "नवी मुंबई की हमारी टीम से फ्रेट, सीमा शुल्क, वेयरहाउसिंग और सप्लाई चेन पर व्यावहारिक लेख।";
const listLead = "फ्रेट, सीमा शुल्क, वेयरहाउसिंग और सप्लाई चेन पर हमारी टीम के सभी लेख।";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `ब्लॉग | ${site.name}`,
      description: indexLead,
      keywords: ["लॉजिस्टिक्स ब्लॉग", "फ्रेट", "सीमा शुल्क", "वेयरहाउसिंग", "सप्लाई चेन", "भारत"],
    },
    eyebrow: "जानकारी",
    title: "ब्लॉग",
    lead: indexLead,
    latestTitle: "नए लेख",
    rss: "RSS फ़ीड",
  },
  list: {
    meta: {
      title: `सभी ब्लॉग | ${site.name}`,
      description: listLead,
      keywords: ["लॉजिस्टिक्स लेख", "फ्रेट", "सीमा शुल्क", "वेयरहाउसिंग", "सप्लाई चेन", "भारत"],
    },
    title: "सभी ब्लॉग",
    lead: listLead,
    articlesLabel: "लेख",
  },
  chrome: {
    showAll: "सभी ब्लॉग देखें",
    backToBlog: "ब्लॉग पर वापस जाएँ",
    backToBlogs: "सभी ब्लॉग पर वापस जाएँ",
    tryAgain: "फिर से प्रयास करें",
    loading: "लोड हो रहा है…",
    readMore: "आगे पढ़ें",
    readMoreTitle: ": {title}",
    minutesRead: "{count} मिनट में पढ़ें",
    byTeam: `${site.name} टीम द्वारा`,
    shareLabel: "यह लेख साझा करें",
    shareEmail: "ईमेल",
    related: "ब्लॉग से और लेख",
    empty: "फ़िलहाल कोई ब्लॉग उपलब्ध नहीं है",
    fetchFailed: "ब्लॉग प्राप्त नहीं किए जा सके",
    loadListFailed: "ब्लॉग लोड नहीं हो सके",
    notFoundHeading: "ब्लॉग नहीं मिला",
    notFound: "ब्लॉग नहीं मिला",
    noSlug: "ब्लॉग का पता (slug) नहीं दिया गया",
    failedHeading: "कुछ गड़बड़ हो गई",
    loadPostFailed: "ब्लॉग लोड नहीं हो सका",
    imageUnavailable: "इमेज उपलब्ध नहीं है",
    postKeywords: ["लॉजिस्टिक्स", "ब्लॉग"],
  },
};
