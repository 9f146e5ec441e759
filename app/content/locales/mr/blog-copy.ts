import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead = "नवी मुंबईतील आमच्या टीमकडून मालवाहतूक, सीमाशुल्क, वेअरहाउसिंग आणि पुरवठा साखळीवरील व्यावहारिक लेख.";
const listLead = "मालवाहतूक, सीमाशुल्क, वेअरहाउसिंग आणि पुरवठा साखळीवरील आमच्या टीमचे सर्व लेख.";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `ब्लॉग | ${site.name}`,
      description: indexLead,
      keywords: ["लॉजिस्टिक्स ब्लॉग", "मालवाहतूक", "सीमाशुल्क", "वेअरहाउसिंग", "पुरवठा साखळी", "भारत"],
    },
    eyebrow: "माहिती आणि विश्लेषण",
    title: "ब्लॉग",
    lead: indexLead,
    latestTitle: "नवीन लेख",
    rss: "RSS फीड",
  },
  list: {
    meta: {
      title: `सर्व ब्लॉग | ${site.name}`,
      description: listLead,
      keywords: ["लॉजिस्टिक्स लेख", "मालवाहतूक", "सीमाशुल्क", "वेअरहाउसिंग", "पुरवठा साखळी", "भारत"],
    },
    title: "सर्व ब्लॉग",
    lead: listLead,
    articlesLabel: "लेख",
  },
  chrome: {
    showAll: "सर्व ब्लॉग पाहा",
    backToBlog: "ब्लॉगवर परत जा",
    backToBlogs: "सर्व ब्लॉगवर परत जा",
    tryAgain: "पुन्हा प्रयत्न करा",
    loading: "लोड होत आहे…",
    readMore: "पुढे वाचा",
    readMoreTitle: ": {title}",
    minutesRead: "वाचनासाठी {count} मिनिटे",
    byTeam: `${site.name} टीमकडून`,
    shareLabel: "हा लेख शेअर करा",
    shareEmail: "ईमेल",
    related: "ब्लॉगवरील आणखी लेख",
    empty: "सध्या कोणतेही ब्लॉग उपलब्ध नाहीत",
    fetchFailed: "ब्लॉग मिळवता आले नाहीत",
    loadListFailed: "ब्लॉग लोड करता आले नाहीत",
    notFoundHeading: "ब्लॉग सापडला नाही",
    notFound: "ब्लॉग सापडला नाही",
    noSlug: "ब्लॉगचा पत्ता (slug) दिलेला नाही",
    failedHeading: "काहीतरी चूक झाली",
    loadPostFailed: "ब्लॉग लोड करता आला नाही",
    imageUnavailable: "प्रतिमा उपलब्ध नाही",
    postKeywords: ["लॉजिस्टिक्स", "ब्लॉग"],
  },
};
