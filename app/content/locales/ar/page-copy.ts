import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "تشغيل الفيديو الخلفي",
  pauseVideo: "إيقاف الفيديو الخلفي مؤقتًا",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "منذ {founded}",
  heroTitle: "نبذة عن {name}",
  heroLead:
    "تأسسنا عام {founded} باسم {formerName} وغيّرنا اسمنا عام {renamed}، وننقل بضائع المصدّرين والمستوردين الهنود انطلاقًا من مقرنا في نافي مومباي.",
  storyEyebrow: "قصتنا",
  commitmentEyebrow: "التزامنا",
  foundationsEyebrow: "ما نرتكز عليه",
  foundationsTitle: "ركائزنا",
  valuesEyebrow: "كيف نعمل",
  valuesTitle: "قيمنا الخمس",
  philosophyLink: "اقرأ رسالتنا ورؤيتنا وقيمنا الأساسية",
  howItWorksLink: "تعرّف خطوة بخطوة إلى طريقة تعاملنا مع الشحنة",
  leadershipEyebrow: "القيادة",
  leadershipTitle: "من يقودون فريقنا",
  cta: {
    heading: "تحدث إلى الفريق الذي يتولى بضاعتك",
    text: "حدثنا عن شحناتك، وسنضع المختص المناسب على الخط.",
    label: "تواصل مع فريقنا",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "فلسفتنا",
  title: "الرسالة والرؤية والقيم الأساسية",
  sectionTitle: "ما يوجّه كل شحنة",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "فريقنا",
  action: "انتقل إلى صفحة «من نحن»",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "كيف نعمل",
  title: "من الاستفسار إلى التسليم",
  sectionTitle: "ست خطوات، وفريق واحد مسؤول",
  stepLabel: "الخطوة {number}:",
  cta: {
    heading: "ابدأ بمحادثة",
    text: "شاركنا بضاعتك ومسارك ومواعيدك؛ وسنعود إليك خلال 24 ساعة بخطة وعرض سعر.",
  },
};

const servicesLead =
  "وكالة الشحن، والتخليص الجمركي، والتخزين، والنقل البري، والخدمات المتخصصة المرتبطة بها، يديرها فريق واحد من نافي مومباي.";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `خدماتنا | ${site.name}`,
    description: servicesLead,
    keywords: ["الخدمات اللوجستية في الهند", "وكالة الشحن", "التخليص الجمركي", "التخزين", "النقل البري", "نافي مومباي"],
  },
  eyebrow: "ما نقدمه",
  title: "خدماتنا",
  lead: servicesLead,
  sectionEyebrow: "اثنتا عشرة خدمة، وشريك واحد",
  sectionTitle: "كل ما تحتاج إليه بضاعتك بين المصنع والمشتري",
  intro:
    "احجز خدمة واحدة أو دعنا ندير الرحلة بأكملها. لكل شحنة منسق محدد بالاسم والفريق نفسه خلفها، من أول عرض سعر حتى التسليم النهائي. {link}.",
  introLink: "تعرّف خطوة بخطوة إلى كيف تسير شحنتك معنا",
  pauseRotation: "إيقاف تبديل الصور مؤقتًا",
  resumeRotation: "استئناف تبديل الصور",
  cardLinkContext: "عن {title}",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "العودة إلى جميع الخدمات",
  playSlideshow: "تشغيل عرض الشرائح",
  pauseSlideshow: "إيقاف عرض الشرائح مؤقتًا",
  asideLabel: "المحتويات وجهات التواصل",
  onThisPage: "في هذه الصفحة",
  speakToSpecialist: "تحدث إلى مختص",
  hours: "{days}، {time}",
  stepLabel: "الخطوة {number}:",
  moreTitle: "اكتشف خدماتنا الأخرى",
};

const industriesLead =
  "خدمات لوجستية مصممة لبضائع ثلاثة عشر قطاعًا، من الكيماويات المتخصصة والمستحضرات الدوائية إلى الآلات الثقيلة ومحطات معالجة المياه.";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `القطاعات التي نخدمها | ${site.name}`,
    description: industriesLead,
    keywords: [
      "الخدمات اللوجستية للقطاعات في الهند",
      "نقل الكيماويات",
      "الخدمات اللوجستية الدوائية",
      "شحنات المشاريع",
      "شحن البضائع الخطرة",
      "نافي مومباي",
    ],
  },
  eyebrow: "من نعمل معهم",
  title: "القطاعات التي نخدمها",
  lead: industriesLead,
  sectionEyebrow: "خبرة قطاعية",
  sectionTitle: "لكل بضاعة قواعدها الخاصة",
  intro:
    "إقرارات البضائع الخطرة، وسجلات درجات الحرارة، وتصاريح الشحنات ذات الأبعاد الزائدة، وشهادات الصحة النباتية: نعرف ما تحتاج إليه شحنات كل قطاع قبل أن تصل إلى الميناء.",
  cardLinkContext: "عن {title}",
  otherTitle: "قطاعك ليس في القائمة؟",
  otherText:
    "ننقل أيضًا المنسوجات والإلكترونيات والمنتجات الغذائية والأثاث وشحنات المشاريع. أخبرنا بما تشحنه، وسنخطط وفق متطلبات مستنداته وتعبئته ومناولته.",
  otherLink: "تحدث إلى فريقنا",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "جميع القطاعات",
  heroEyebrow: "القطاعات التي نخدمها",
  expertiseEyebrow: "كيف نساعدك",
  expertiseTitle: "خبرتنا في القطاع",
  asideLabel: "جهات التواصل والقطاعات الأخرى",
  otherIndustries: "قطاعات أخرى",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "بحلول {year}",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "من نحن وما الذي يشمله هذا الإشعار",
  updated: "آخر تحديث: {date}",
  collectedTitle: "ما الذي نجمعه، ولماذا، وإلى متى",
  through: "عبر {link}.",
  collected: "ما الذي نجمعه",
  purpose: "لماذا",
  retention: "مدة الاحتفاظ",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "بيان إمكانية الوصول",
  title: "موقع يستطيع الجميع استخدامه",
  reviewed: "آخر مراجعة: {date}",
  targetTitle: "هدفنا: WCAG 2.2 AA",
  testingTitle: "كيف نختبر",
  limitsTitle: "قيود معروفة",
  barriersTitle: "أبلغنا بأي عائق",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `الصفحة غير موجودة | ${site.name}`,
    description: `الصفحة التي تبحث عنها نُقلت أو لم تكن موجودة أصلًا. تجد خدماتنا والقطاعات التي نخدمها ومدونتنا وبيانات التواصل معنا على موقع ${site.name}.`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "هذا القسم قيد الإعداد",
  text: "نحن بصدد استكمال هذا الجزء من موقعنا. ويستطيع فريقنا منذ الآن المساعدة في أي شيء سيتناوله: اتصل بنا أو راسلنا، وسيرد عليك مختص خلال {replyTime}.",
};
