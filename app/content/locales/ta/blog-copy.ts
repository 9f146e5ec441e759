import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead = "சரக்குப் போக்குவரத்து, சுங்கம், கிடங்கு சேவை, விநியோகச் சங்கிலி குறித்து நவி மும்பையில் உள்ள எங்கள் குழு எழுதும் நடைமுறைக் கட்டுரைகள்.";
const listLead = "சரக்குப் போக்குவரத்து, சுங்கம், கிடங்கு சேவை, விநியோகச் சங்கிலி பற்றி எங்கள் குழு எழுதிய அனைத்துக் கட்டுரைகளும்.";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `வலைப்பதிவு | ${site.name}`,
      description: indexLead,
      keywords: ["லாஜிஸ்டிக்ஸ் வலைப்பதிவு", "சரக்குப் போக்குவரத்து", "சுங்கம்", "கிடங்கு சேவை", "விநியோகச் சங்கிலி", "இந்தியா"],
    },
    eyebrow: "நுண்ணறிவுகள்",
    title: "வலைப்பதிவு",
    lead: indexLead,
    latestTitle: "சமீபத்திய கட்டுரைகள்",
    rss: "RSS ஊட்டம்",
  },
  list: {
    meta: {
      title: `அனைத்துக் கட்டுரைகளும் | ${site.name}`,
      description: listLead,
      keywords: ["லாஜிஸ்டிக்ஸ் கட்டுரைகள்", "சரக்குப் போக்குவரத்து", "சுங்கம்", "கிடங்கு சேவை", "விநியோகச் சங்கிலி", "இந்தியா"],
    },
    title: "அனைத்துக் கட்டுரைகளும்",
    lead: listLead,
    articlesLabel: "கட்டுரைகள்",
  },
  chrome: {
    showAll: "அனைத்துக் கட்டுரைகளையும் காட்டு",
    backToBlog: "வலைப்பதிவுக்குத் திரும்பு",
    backToBlogs: "கட்டுரைகளுக்குத் திரும்பு",
    tryAgain: "மீண்டும் முயற்சிக்கவும்",
    loading: "ஏற்றப்படுகிறது…",
    readMore: "மேலும் படிக்க",
    readMoreTitle: ": {title}",
    minutesRead: "{count} நிமிட வாசிப்பு",
    byTeam: `${site.name} குழுவினர் எழுதியது`,
    shareLabel: "இந்தக் கட்டுரையைப் பகிருங்கள்",
    shareEmail: "மின்னஞ்சல்",
    related: "வலைப்பதிவிலிருந்து மேலும்",
    empty: "தற்போது கட்டுரைகள் எதுவும் இல்லை",
    fetchFailed: "கட்டுரைகளைப் பெற முடியவில்லை",
    loadListFailed: "கட்டுரைகளை ஏற்ற முடியவில்லை",
    notFoundHeading: "கட்டுரை கிடைக்கவில்லை",
    notFound: "கட்டுரை கிடைக்கவில்லை",
    noSlug: "கட்டுரையின் முகவரி (slug) தரப்படவில்லை",
    failedHeading: "ஏதோ தவறு நடந்துவிட்டது",
    loadPostFailed: "கட்டுரையை ஏற்ற முடியவில்லை",
    imageUnavailable: "படம் கிடைக்கவில்லை",
    postKeywords: ["லாஜிஸ்டிக்ஸ்", "வலைப்பதிவு"],
  },
};
