import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "पार्श्वभूमीतील व्हिडिओ सुरू करा",
  pauseVideo: "पार्श्वभूमीतील व्हिडिओ थांबवा",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "{founded} पासून",
  heroTitle: "{name} विषयी",
  heroLead:
    "{founded} मध्ये {formerName} म्हणून स्थापन झालेली आणि {renamed} मध्ये नाव बदललेली आमची कंपनी, नवी मुंबईतील आमच्या केंद्रातून भारतीय निर्यातदार आणि आयातदारांचा माल पोहोचवते.",
  storyEyebrow: "आमची कहाणी",
  commitmentEyebrow: "आमची बांधिलकी",
  foundationsEyebrow: "आमचा आधार",
  foundationsTitle: "आमचा पाया",
  valuesEyebrow: "आमची कार्यपद्धती",
  valuesTitle: "आमची पाच मूल्ये",
  philosophyLink: "आमचे ध्येय, दृष्टी आणि मूलभूत मूल्ये वाचा",
  howItWorksLink: "आम्ही शिपमेंट टप्प्याटप्प्याने कशी हाताळतो ते पाहा",
  leadershipEyebrow: "नेतृत्व",
  leadershipTitle: "आमचे नेतृत्व करणारी माणसे",
  cta: {
    heading: "आपल्या मालामागील टीमशी बोला",
    text: "आपल्या शिपमेंटबद्दल आम्हाला सांगा; योग्य तज्ज्ञ आपल्याशी बोलेल याची आम्ही व्यवस्था करू.",
    label: "आमच्या टीमशी संपर्क साधा",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "आमचे तत्त्वज्ञान",
  title: "ध्येय, दृष्टी आणि मूलभूत मूल्ये",
  sectionTitle: "प्रत्येक शिपमेंटला दिशा देणारी तत्त्वे",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "आमची टीम",
  action: "'आमच्याविषयी' पानावर जा",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "कार्यपद्धती",
  title: "चौकशीपासून डिलिव्हरीपर्यंत",
  sectionTitle: "सहा टप्पे, जबाबदारी घेणारी एकच टीम",
  stepLabel: "टप्पा {number}:",
  cta: {
    heading: "सुरुवात संवादाने करा",
    text: "आपला माल, मार्ग आणि वेळापत्रक आम्हाला कळवा; 24 तासांत आम्ही योजना आणि कोटेशनसह आपल्याशी संपर्क साधू.",
  },
};

const servicesLead = "फ्रेट फॉरवर्डिंग, सीमाशुल्क निकासी, वेअरहाउसिंग, रस्ते वाहतूक आणि त्यांच्याशी संबंधित विशेष सेवा, नवी मुंबईतील एकाच टीमकडून.";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `आमच्या सेवा | ${site.name}`,
    description: servicesLead,
    keywords: ["लॉजिस्टिक्स सेवा भारत", "फ्रेट फॉरवर्डिंग", "सीमाशुल्क निकासी", "वेअरहाउसिंग", "रस्ते वाहतूक", "नवी मुंबई"],
  },
  eyebrow: "आम्ही काय करतो",
  title: "आमच्या सेवा",
  lead: servicesLead,
  sectionEyebrow: "बारा सेवा, एक भागीदार",
  sectionTitle: "कारखान्यापासून खरेदीदारापर्यंत आपल्या मालाला लागणारे सर्व काही",
  intro:
    "एकच सेवा बुक करा किंवा संपूर्ण प्रवास आमच्यावर सोपवा. पहिल्या कोटेशनपासून अंतिम डिलिव्हरीपर्यंत प्रत्येक शिपमेंटसाठी एक नेमलेला समन्वयक आणि त्यामागे तीच टीम असते. {link}.",
  introLink: "आमच्यासोबत शिपमेंट टप्प्याटप्प्याने कशी पुढे जाते ते पाहा",
  pauseRotation: "चित्रांचे फिरणे थांबवा",
  resumeRotation: "चित्रांचे फिरणे पुन्हा सुरू करा",
  cardLinkContext: "{title} विषयी",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "सर्व सेवांकडे परत",
  playSlideshow: "स्लाइडशो सुरू करा",
  pauseSlideshow: "स्लाइडशो थांबवा",
  asideLabel: "अनुक्रमणिका आणि संपर्क",
  onThisPage: "या पानावर",
  speakToSpecialist: "तज्ज्ञाशी बोला",
  hours: "{days}, वेळ: {time}",
  stepLabel: "टप्पा {number}:",
  moreTitle: "आमच्या इतर सेवा पाहा",
};

const industriesLead = "विशेष रसायने आणि औषधनिर्माणापासून अवजड यंत्रसामग्री आणि जलशुद्धीकरण प्रकल्पांपर्यंत, तेरा उद्योगांच्या मालानुसार घडवलेले लॉजिस्टिक्स.";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `आम्ही सेवा देत असलेले उद्योग | ${site.name}`,
    description: industriesLead,
    keywords: ["उद्योगनिहाय लॉजिस्टिक्स भारत", "रसायन लॉजिस्टिक्स", "फार्मा लॉजिस्टिक्स", "प्रोजेक्ट कार्गो", "धोकादायक माल शिपिंग", "नवी मुंबई"],
  },
  eyebrow: "आम्ही कोणासोबत काम करतो",
  title: "आम्ही सेवा देत असलेले उद्योग",
  lead: industriesLead,
  sectionEyebrow: "क्षेत्रनिहाय कौशल्य",
  sectionTitle: "प्रत्येक मालाचे स्वतःचे नियम असतात",
  intro:
    "धोकादायक मालाची घोषणापत्रे, तापमानाच्या नोंदी, ओव्हर-डायमेन्शनल मालाचे परवाने, फायटोसॅनिटरी प्रमाणपत्रे: प्रत्येक उद्योगाच्या शिपमेंटला बंदरात पोहोचण्यापूर्वी काय लागते हे आम्हाला माहीत आहे.",
  cardLinkContext: "{title} विषयी",
  otherTitle: "यादीत नाही?",
  otherText:
    "आम्ही वस्त्रोद्योग उत्पादने, इलेक्ट्रॉनिक्स, खाद्यपदार्थ, फर्निचर आणि प्रोजेक्ट कार्गोचीही वाहतूक करतो. आपण काय पाठवता ते सांगा; त्याची कागदपत्रे, पॅकिंग आणि हाताळणीचे नियम लक्षात घेऊन आम्ही नियोजन करू.",
  otherLink: "आमच्या टीमशी बोला",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "सर्व उद्योग",
  heroEyebrow: "आम्ही सेवा देत असलेले उद्योग",
  expertiseEyebrow: "आम्ही कशी मदत करतो",
  expertiseTitle: "उद्योगातील कौशल्य",
  asideLabel: "संपर्क आणि इतर उद्योग",
  otherIndustries: "इतर उद्योग",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "{year} पर्यंत",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "आम्ही कोण आहोत आणि ही सूचना कशाला लागू होते",
  updated: "शेवटचे अद्यतन: {date}",
  collectedTitle: "आम्ही काय गोळा करतो, का, आणि किती काळासाठी",
  through: "{link} द्वारे.",
  collected: "आम्ही काय गोळा करतो",
  purpose: "का",
  retention: "आम्ही ते किती काळ ठेवतो",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "सुलभता निवेदन",
  title: "प्रत्येकाला वापरता येईल अशी साइट",
  reviewed: "शेवटचा आढावा: {date}",
  targetTitle: "आमचे लक्ष्य: WCAG 2.2 AA",
  testingTitle: "आम्ही चाचणी कशी करतो",
  limitsTitle: "ज्ञात मर्यादा",
  barriersTitle: "एखाद्या अडथळ्याबद्दल आम्हाला कळवा",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `पान सापडले नाही | ${site.name}`,
    description: `आपण शोधत असलेले पान हलवले गेले आहे किंवा अस्तित्वातच नव्हते. आमच्या सेवा, उद्योग, ब्लॉग आणि संपर्क तपशील ${site.name} वेबसाइटवर पाहा.`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "हा विभाग तयार होत आहे",
  text: "आमच्या वेबसाइटचा हा भाग पूर्ण करण्याचे काम सुरू आहे. या विभागात येणाऱ्या कोणत्याही विषयावर आमची टीम आताही मदत करू शकते: आम्हाला फोन करा किंवा लिहा, एक तज्ज्ञ {replyTime} उत्तर देईल.",
};
