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
  title: "कामगिरी आणि प्रमाणपत्रे | Tarang Global Logistics",
  description:
    "नवी मुंबईतून 15+ वर्षे, 1,500+ ग्राहक, 15,000+ डिलिव्हरी आणि 500+ शहरांमध्ये सेवा. Tarang Global Logistics ही WCA सदस्य, AEO प्रमाणित आणि ISO 9001:2015 प्रमाणित कंपनी आहे.",
  keywords: [
    "Tarang Global Logistics कामगिरी",
    "AEO प्रमाणित फ्रेट फॉरवर्डर",
    "WCA सदस्य भारत",
    "ISO 9001:2015 लॉजिस्टिक्स कंपनी",
    "कस्टम्स ब्रोकर नवी मुंबई",
    "लॉजिस्टिक्स प्रमाणपत्रे भारत",
  ],
};

export const achievementsHero: typeof en.achievementsHero = {
  eyebrow: "कामगिरी",
  title: `${yearsInBusiness()} वर्षांची मालवाहतूक, आणि त्यामागील प्रमाणपत्रे`,
  lead: `${site.founded} पासून आम्ही भारतभरातील निर्यातदार आणि आयातदारांच्या मालाची निकासी, साठवणूक आणि वाहतूक करत आलो आहोत. खालील आकडे हे त्याचे फलित आहेत; प्रमाणपत्रे ही ते सातत्याने मिळवत राहण्याची आमची पद्धत आहे.`,
};

export const milestonesSection: typeof en.milestonesSection = {
  title: "आकड्यांमध्ये आमचे काम",
  intro:
    "अंदाजाने नव्हे, तर आमच्या स्वतःच्या शिपमेंट नोंदींवरून मोजलेले. प्रत्येक आकड्याची सुरुवात एक ग्राहक, एक शिपिंग बिल आणि न्हावा शेवाच्या गेटवरील एका ट्रकपासून झाली.",
};

export const milestones: typeof en.milestones = [
  {
    value: 15,
    suffix: "+",
    label: "वर्षांचा उद्योगातील अनुभव",
    detail: `${site.founded} पासून कस्टम्स ब्रोकरेज, ${site.renamed} पासून संपूर्ण फ्रेट फॉरवर्डिंग.`,
    icon: "clock",
  },
  {
    value: 1500,
    suffix: "+",
    label: "समाधानी ग्राहक",
    detail: "उत्पादक, व्यापारी आणि निर्यातदार; त्यांपैकी अनेक दहा वर्षांहून अधिक काळ आमच्यासोबत आहेत.",
    icon: "handshake",
  },
  {
    value: 15000,
    suffix: "+",
    label: "यशस्वी डिलिव्हरी",
    detail: "डिलिव्हरीच्या पुराव्यासह पोहोचवलेले कंटेनर, हवाई कन्साइनमेंट आणि ट्रकलोड.",
    icon: "package",
  },
  {
    value: 500,
    suffix: "+",
    label: "शहरांमध्ये सेवा",
    detail: "भारतभर घरपोच (डोअर-टू-डोअर) सेवा, आणि आमच्या भागीदार नेटवर्कद्वारे परदेशातही.",
    icon: "map-pin",
  },
];

export const credentialsSection: typeof en.credentialsSection = {
  title: "प्रमाणपत्रे आणि सदस्यत्वे",
  intro:
    "आमच्या कामाचे लेखापरीक्षण स्वतंत्र संस्था करतात. या प्रमाणपत्रांचा अर्थ असा की आपला माल प्रत्येक टप्प्यावर लिखित आणि तपासलेल्या कार्यपद्धतींनुसार हाताळला जातो.",
};

export const credentials: typeof en.credentials = [
  {
    title: "WCA सदस्य",
    issuer: "स्वतंत्र फ्रेट फॉरवर्डर्सचे WCA नेटवर्क",
    text: "WCA नेटवर्कच्या सदस्यत्वामुळे गंतव्यस्थानी आम्हाला तपासून निवडलेले भागीदार एजंट मिळतात; प्रत्येक सदस्याला पेमेंट संरक्षण आणि सेवा मानके पाळावी लागतात. त्यामुळे दोन्ही टोकांना आपला माल ओळखीच्या हातात असतो.",
    image: badge("wca", "फ्रेट फॉरवर्डिंगसाठी WCA सदस्यत्वाचा बॅज"),
  },
  {
    title: "AEO प्रमाणित",
    issuer: "केंद्रीय अप्रत्यक्ष कर आणि सीमाशुल्क मंडळ (CBIC)",
    text: "भारतीय सीमाशुल्क विभागाने मान्यता दिलेला अधिकृत आर्थिक परिचालक म्हणून आम्ही सुरक्षा, नोंदी ठेवणे आणि नियमपालन यांबाबत लेखापरीक्षित मानके पूर्ण करतो; त्यामुळे आमच्या ग्राहकांच्या मालाची निकासी अधिक जलद आणि अधिक खात्रीशीर होण्यास मदत होते.",
    image: badge("aeo", "AEO प्रमाणित बॅज: अधिकृत आर्थिक परिचालक, भारतीय सीमाशुल्क"),
  },
  {
    title: "ISO 9001:2015 प्रमाणित",
    issuer: "गुणवत्ता व्यवस्थापन प्रणाली",
    text: "फ्रेट फॉरवर्डिंग, सीमाशुल्क निकासी आणि वेअरहाउसिंगसाठीची आमची गुणवत्ता व्यवस्थापन प्रणाली ISO 9001:2015 नुसार प्रमाणित आहे: लिखित प्रक्रिया, अंतर्गत लेखापरीक्षण आणि काही चुकल्यास सुधारात्मक कार्यवाही.",
    image: badge("iso", "ISO 9001:2015 प्रमाणित बॅज: गुणवत्ता व्यवस्थापन प्रणाली"),
  },
];

export const recognitionNote: typeof en.recognitionNote = {
  title: "या प्रमाणपत्रांचा आपल्या शिपमेंटसाठी अर्थ",
  points: [
    "शिपिंग बिले आणि बिल ऑफ एन्ट्री तपासलेल्या कार्यपद्धतींनुसार तयार होतात, त्यामुळे मूल्यांकनाच्या वेळी प्रश्न कमी येतात.",
    "गंतव्यस्थानावरील भागीदार WCA नेटवर्कद्वारे तपासून निवडले जातात, एखाद्या निर्देशिकेतून उचललेले नसतात.",
    "आमच्या ISO प्रणालीनुसार तक्रारींची नोंद होते, चौकशी होते आणि सुधारात्मक कार्यवाहीसह त्या बंद केल्या जातात.",
  ],
};

export const achievementsCta: typeof en.achievementsCta = {
  heading: `आपल्या पुढील शिपमेंटसाठी ${yearsInBusiness()} वर्षांचा अनुभव कामी लावा`,
  text: "आपण काय आणि कुठे पाठवता ते आम्हाला सांगा; एक तज्ज्ञ 24 तासांत मार्ग, वेळापत्रक आणि स्पष्ट कोटेशनसह उत्तर देईल.",
  label: "आमच्या टीमशी बोला",
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
