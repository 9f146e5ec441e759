import type * as en from "../../achievements";
import { site, yearsInBusiness } from "../../site";
import type { MediaImage } from "../../types";

const badge = (name: string, alt: string): MediaImage => ({
  src: `/media/certificates/${name}-light.svg`,
  srcDark: `/media/certificates/${name}-dark.svg`,
  alt,
  width: 400,
  height: 400,
});

export const achievementsMeta: typeof en.achievementsMeta = {
  title: "उपलब्धियाँ और प्रमाणपत्र | Tarang Global Logistics",
  description:
    "15+ वर्ष, 1,500+ ग्राहक, 15,000+ डिलीवरी और नवी मुंबई से 500+ शहरों में सेवा। Tarang Global Logistics WCA सदस्य, AEO प्रमाणित और ISO 9001:2015 प्रमाणित है।",
  keywords: [
    "Tarang Global Logistics उपलब्धियाँ",
    "AEO प्रमाणित फ्रेट फॉरवर्डर",
    "WCA सदस्य भारत",
    "ISO 9001:2015 लॉजिस्टिक्स कंपनी",
    "कस्टम्स ब्रोकर नवी मुंबई",
    "लॉजिस्टिक्स प्रमाणपत्र भारत",
  ],
};

export const achievementsHero: typeof en.achievementsHero = {
  eyebrow: "उपलब्धियाँ",
  title: `${yearsInBusiness()} वर्षों से माल की भरोसेमंद डिलीवरी, और उसके पीछे के प्रमाणपत्र`,
  lead: `${site.founded} से हम पूरे भारत के निर्यातकों और आयातकों के माल की निकासी, भंडारण और ढुलाई कर रहे हैं। नीचे दिए आँकड़े उसका परिणाम हैं; प्रमाणपत्र बताते हैं कि हम यह भरोसा लगातार कैसे कमाते हैं।`,
};

export const milestonesSection: typeof en.milestonesSection = {
  title: "आँकड़ों में हमारा काम",
  intro: "ये आँकड़े अनुमान नहीं, हमारे अपने शिपमेंट रिकॉर्ड से गिने गए हैं। हर आँकड़े की शुरुआत एक ग्राहक, एक शिपिंग बिल और न्हावा शेवा के गेट पर खड़े एक ट्रक से हुई थी।",
};

export const milestones: typeof en.milestones = [
  {
    value: 15,
    suffix: "+",
    label: "वर्षों का उद्योग अनुभव",
    detail: `${site.founded} से कस्टम्स ब्रोकरेज, ${site.renamed} से पूर्ण फ्रेट फॉरवर्डिंग।`,
    icon: "clock",
  },
  {
    value: 1500,
    suffix: "+",
    label: "संतुष्ट ग्राहक",
    detail: "निर्माता, व्यापारी और निर्यातक, जिनमें से कई दस साल से भी अधिक समय से हमारे साथ हैं।",
    icon: "handshake",
  },
  {
    value: 15000,
    suffix: "+",
    label: "सफल डिलीवरी",
    detail: "कंटेनर, हवाई खेपें और ट्रकलोड, डिलीवरी के प्रमाण के साथ पहुँचाए गए।",
    icon: "package",
  },
  {
    value: 500,
    suffix: "+",
    label: "शहरों तक पहुँच",
    detail: "पूरे भारत में डोर-टू-डोर, और हमारे पार्टनर नेटवर्क के ज़रिए विदेशों में।",
    icon: "map-pin",
  },
];

export const credentialsSection: typeof en.credentialsSection = {
  title: "प्रमाणपत्र और सदस्यताएँ",
  intro:
    "स्वतंत्र संस्थाएँ हमारे काम करने के तरीक़े का ऑडिट करती हैं। इन प्रमाणपत्रों का अर्थ है कि हर चरण पर आपका माल दस्तावेज़ीकृत और जाँची-परखी प्रक्रियाओं के तहत सँभाला जाता है।",
};

export const credentials: typeof en.credentials = [
  {
    title: "WCA सदस्य",
    issuer: "स्वतंत्र फ्रेट फॉरवर्डरों का WCA नेटवर्क",
    text: "WCA नेटवर्क की सदस्यता से हमें गंतव्य पर जाँचे-परखे पार्टनर एजेंट मिलते हैं, भुगतान सुरक्षा और ऐसे सेवा मानकों के साथ जिनका पालन हर सदस्य को करना होता है, ताकि दोनों छोर पर आपका माल जाने-पहचाने हाथों में रहे।",
    image: badge("wca", "फ्रेट फॉरवर्डिंग के लिए WCA सदस्य बैज"),
  },
  {
    title: "AEO प्रमाणित",
    issuer: "केंद्रीय अप्रत्यक्ष कर एवं सीमा शुल्क बोर्ड (CBIC)",
    text: "भारतीय सीमा शुल्क विभाग द्वारा मान्यता प्राप्त अधिकृत आर्थिक ऑपरेटर के रूप में हम सुरक्षा, रिकॉर्ड-रखरखाव और अनुपालन के ऑडिट किए गए मानकों पर खरे उतरते हैं, जिससे हमारे ग्राहकों के माल की निकासी तेज़ और अधिक पूर्वानुमेय होती है।",
    image: badge("aeo", "AEO प्रमाणित बैज: अधिकृत आर्थिक ऑपरेटर, भारतीय सीमा शुल्क"),
  },
  {
    title: "ISO 9001:2015 प्रमाणित",
    issuer: "गुणवत्ता प्रबंधन प्रणाली",
    text: "फ्रेट फॉरवर्डिंग, सीमा शुल्क निकासी और वेयरहाउसिंग के लिए हमारी गुणवत्ता प्रबंधन प्रणाली ISO 9001:2015 के अनुसार प्रमाणित है, जिसमें दस्तावेज़ीकृत प्रक्रियाएँ, आंतरिक ऑडिट और कुछ गड़बड़ होने पर सुधारात्मक कार्रवाई शामिल है।",
    image: badge("iso", "ISO 9001:2015 प्रमाणित बैज: गुणवत्ता प्रबंधन प्रणाली"),
  },
];

export const recognitionNote: typeof en.recognitionNote = {
  title: "आपके शिपमेंट के लिए इन प्रमाणपत्रों का क्या अर्थ है",
  points: [
    "शिपिंग बिल और बिल ऑफ़ एंट्री जाँची-परखी प्रक्रियाओं के तहत तैयार होते हैं, इसलिए असेसमेंट के समय क्वेरी कम आती हैं।",
    "गंतव्य के पार्टनर WCA नेटवर्क के ज़रिए परखे जाते हैं, किसी डायरेक्टरी से यूँ ही नहीं चुने जाते।",
    "शिकायतें दर्ज की जाती हैं, उनकी जाँच होती है और सुधारात्मक कार्रवाई के साथ उन्हें बंद किया जाता है, जैसा हमारी ISO प्रणाली में अपेक्षित है।",
  ],
};

export const achievementsCta: typeof en.achievementsCta = {
  heading: `अपने अगले शिपमेंट में ${yearsInBusiness()} वर्षों के अनुभव का लाभ उठाएँ`,
  text: "हमें बताएँ कि आप क्या और कहाँ भेजते हैं; एक विशेषज्ञ 24 घंटे के भीतर रूट, समय-सीमा और स्पष्ट कोटेशन के साथ जवाब देगा।",
  label: "हमारी टीम से बात करें",
};

export const achievementsPage: typeof en.achievementsPage = {
  meta: achievementsMeta,
  hero: achievementsHero,
  milestonesSection,
  milestones,
  credentialsSection,
  credentials,
  recognitionNote,
  cta: achievementsCta,
};
