import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "बैकग्राउंड वीडियो चलाएँ",
  pauseVideo: "बैकग्राउंड वीडियो रोकें",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "{founded} से",
  heroTitle: "{name} के बारे में",
  heroLead:
    "{founded} में {formerName} के रूप में स्थापित और {renamed} में नए नाम के साथ, हम नवी मुंबई के अपने बेस से भारतीय निर्यातकों और आयातकों का माल पहुँचाते हैं।",
  storyEyebrow: "हमारी कहानी",
  commitmentEyebrow: "हमारी प्रतिबद्धता",
  foundationsEyebrow: "हमारा आधार",
  foundationsTitle: "हमारी नींव",
  valuesEyebrow: "हम कैसे काम करते हैं",
  valuesTitle: "हमारे पाँच मूल्य",
  philosophyLink: "हमारा मिशन, विज़न और मूल मूल्य पढ़ें",
  howItWorksLink: "देखें कि हम किसी शिपमेंट को चरण-दर-चरण कैसे सँभालते हैं",
  leadershipEyebrow: "नेतृत्व",
  leadershipTitle: "हमारा नेतृत्व करने वाले लोग",
  cta: {
    heading: "अपने माल के पीछे की टीम से बात करें",
    text: "हमें अपने शिपमेंट के बारे में बताएँ, और हम बातचीत के लिए सही विशेषज्ञ को जोड़ेंगे।",
    label: "हमारी टीम से संपर्क करें",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "हमारा दर्शन",
  title: "मिशन, विज़न और मूल मूल्य",
  sectionTitle: "हर शिपमेंट का मार्गदर्शन क्या करता है",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "हमारी टीम",
  action: "'हमारे बारे में' पेज पर जाएँ",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "काम कैसे होता है",
  title: "पूछताछ से डिलीवरी तक",
  sectionTitle: "छह चरण, एक जवाबदेह टीम",
  stepLabel: "चरण {number}:",
  cta: {
    heading: "बातचीत से शुरुआत करें",
    text: "अपना माल, रूट और समय-सीमा साझा करें; हम 24 घंटे के भीतर योजना और कोटेशन के साथ जवाब देंगे।",
  },
};

const servicesLead = "फ्रेट फॉरवर्डिंग, सीमा शुल्क निकासी, वेयरहाउसिंग, सड़क परिवहन और इनसे जुड़ी विशेष सेवाएँ, नवी मुंबई की एक ही टीम द्वारा।";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `हमारी सेवाएँ | ${site.name}`,
    description: servicesLead,
    keywords: ["लॉजिस्टिक्स सेवाएँ भारत", "फ्रेट फॉरवर्डिंग", "सीमा शुल्क निकासी", "वेयरहाउसिंग", "सड़क परिवहन", "नवी मुंबई"],
  },
  eyebrow: "हम क्या करते हैं",
  title: "हमारी सेवाएँ",
  lead: servicesLead,
  sectionEyebrow: "बारह सेवाएँ, एक पार्टनर",
  sectionTitle: "फ़ैक्टरी से ख़रीदार तक आपके माल की हर ज़रूरत",
  intro:
    "कोई एक सेवा बुक करें या पूरा सफ़र हमें सौंप दें। हर शिपमेंट के लिए एक नामित कोऑर्डिनेटर होता है और पहले कोटेशन से अंतिम डिलीवरी तक उसके पीछे वही टीम रहती है। {link}।",
  introLink: "देखें कि हमारे साथ शिपमेंट चरण-दर-चरण कैसे आगे बढ़ता है",
  pauseRotation: "इमेज रोटेशन रोकें",
  resumeRotation: "इमेज रोटेशन फिर से शुरू करें",
  cardLinkContext: "{title} के बारे में",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "सभी सेवाओं पर वापस जाएँ",
  playSlideshow: "स्लाइडशो चलाएँ",
  pauseSlideshow: "स्लाइडशो रोकें",
  asideLabel: "विषय-सूची और संपर्क",
  onThisPage: "इस पेज पर",
  speakToSpecialist: "किसी विशेषज्ञ से बात करें",
  hours: "{days}, समय: {time}",
  stepLabel: "चरण {number}:",
  moreTitle: "हमारी अन्य सेवाएँ देखें",
};

const industriesLead = "तेरह उद्योगों के माल के अनुरूप तैयार लॉजिस्टिक्स, स्पेशियलिटी केमिकल्स और फ़ार्मास्युटिकल से लेकर भारी मशीनरी और जल शोधन संयंत्रों तक।";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `जिन उद्योगों की हम सेवा करते हैं | ${site.name}`,
    description: industriesLead,
    keywords: ["इंडस्ट्री लॉजिस्टिक्स भारत", "केमिकल लॉजिस्टिक्स", "फ़ार्मा लॉजिस्टिक्स", "प्रोजेक्ट कार्गो", "ख़तरनाक माल शिपिंग", "नवी मुंबई"],
  },
  eyebrow: "हम किनके साथ काम करते हैं",
  title: "जिन उद्योगों की हम सेवा करते हैं",
  lead: industriesLead,
  sectionEyebrow: "क्षेत्र विशेषज्ञता",
  sectionTitle: "हर माल के अपने नियम होते हैं",
  intro:
    "ख़तरनाक माल घोषणाएँ, तापमान रिकॉर्ड, ओवर-डायमेंशनल परमिट, फ़ाइटोसैनिटरी प्रमाणपत्र: हम पोर्ट पहुँचने से पहले ही जानते हैं कि हर उद्योग के शिपमेंट को किस चीज़ की ज़रूरत है।",
  cardLinkContext: "{title} के बारे में",
  otherTitle: "आपका उद्योग सूची में नहीं है?",
  otherText:
    "हम टेक्सटाइल, इलेक्ट्रॉनिक्स, खाद्य उत्पाद, फ़र्नीचर और प्रोजेक्ट कार्गो भी भेजते हैं। हमें बताएँ कि आप क्या भेजते हैं, और हम उसके कागज़ात, पैकिंग और हैंडलिंग नियमों के अनुसार योजना बनाएँगे।",
  otherLink: "हमारी टीम से बात करें",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "सभी उद्योग",
  heroEyebrow: "जिन उद्योगों की हम सेवा करते हैं",
  expertiseEyebrow: "हम कैसे मदद करते हैं",
  expertiseTitle: "उद्योग विशेषज्ञता",
  asideLabel: "संपर्क और अन्य उद्योग",
  otherIndustries: "अन्य उद्योग",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "{year} तक",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "हम कौन हैं और यह सूचना किन बातों पर लागू होती है",
  updated: "अंतिम अपडेट: {date}",
  collectedTitle: "हम क्या एकत्र करते हैं, क्यों, और कितने समय तक",
  through: "{link} के ज़रिए।",
  collected: "हम क्या एकत्र करते हैं",
  purpose: "क्यों",
  retention: "हम इसे कितने समय तक रखते हैं",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "सुगम्यता विवरण",
  title: "ऐसी साइट जिसे हर कोई इस्तेमाल कर सके",
  reviewed: "अंतिम समीक्षा: {date}",
  targetTitle: "हमारा लक्ष्य: WCAG 2.2 AA",
  testingTitle: "हम कैसे जाँचते हैं",
  limitsTitle: "ज्ञात सीमाएँ",
  barriersTitle: "किसी बाधा के बारे में हमें बताएँ",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `पेज नहीं मिला | ${site.name}`,
    description: `आप जो पेज ढूँढ रहे हैं, वह कहीं और चला गया है या कभी था ही नहीं। ${site.name} की वेबसाइट पर हमारी सेवाएँ, उद्योग, ब्लॉग और संपर्क विवरण देखें।`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "यह सेक्शन तैयार किया जा रहा है",
  text: "हम अपनी वेबसाइट का यह हिस्सा पूरा कर रहे हैं। इसमें जिन बातों को शामिल किया जाएगा, उनमें हमारी टीम अभी से मदद कर सकती है: हमें फ़ोन करें या लिखें, और एक विशेषज्ञ {replyTime} के भीतर जवाब देगा।",
};
