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
  title: "الإنجازات والشهادات | Tarang Global Logistics",
  description:
    "أكثر من 15 عامًا، وأكثر من 1500 عميل، وأكثر من 15000 عملية تسليم، وأكثر من 500 مدينة نخدمها انطلاقًا من نافي مومباي. Tarang Global Logistics عضو في شبكة WCA وحاصلة على شهادة AEO وشهادة ISO 9001:2015.",
  keywords: [
    "إنجازات Tarang Global Logistics",
    "وكيل شحن حاصل على شهادة AEO",
    "عضو شبكة WCA في الهند",
    "شركة لوجستية ISO 9001:2015",
    "مخلص جمركي نافي مومباي",
    "شهادات الشركات اللوجستية في الهند",
  ],
};

export const achievementsHero: typeof en.achievementsHero = {
  eyebrow: "الإنجازات",
  title: `${yearsInBusiness()} عامًا من توصيل البضائع، والاعتمادات التي تقف وراءها`,
  lead: `منذ عام ${site.founded} نتولى تخليص البضائع وتخزينها ونقلها للمصدّرين والمستوردين في أنحاء الهند. الأرقام أدناه هي الحصيلة؛ والشهادات هي ما نحافظ به على استحقاقها.`,
};

export const milestonesSection: typeof en.milestonesSection = {
  title: "عملنا بالأرقام",
  intro:
    "أرقام محسوبة من سجلات شحناتنا الفعلية، لا تقديرات. وكل رقم منها بدأ بعميل واحد، وبيان تصدير واحد، وشاحنة واحدة عند البوابة في نافا شيفا.",
};

export const milestones: typeof en.milestones = [
  {
    value: 15,
    suffix: "+",
    label: "عامًا من الخبرة في القطاع",
    detail: `تخليص جمركي منذ ${site.founded}، وخدمات وكالة شحن متكاملة منذ ${site.renamed}.`,
    icon: "clock",
  },
  {
    value: 1500,
    suffix: "+",
    label: "عميل راضٍ",
    detail: "مصنّعون وتجار ومصدّرون، كثير منهم معنا منذ أكثر من عقد.",
    icon: "handshake",
  },
  {
    value: 15000,
    suffix: "+",
    label: "عملية تسليم ناجحة",
    detail: "حاويات وإرساليات جوية وحمولات شاحنات سُلّمت مع إثبات التسليم.",
    icon: "package",
  },
  {
    value: 500,
    suffix: "+",
    label: "مدينة نغطيها",
    detail: "من الباب إلى الباب في أنحاء الهند، وإلى الخارج عبر شبكة شركائنا.",
    icon: "map-pin",
  },
];

export const credentialsSection: typeof en.credentialsSection = {
  title: "الشهادات والعضويات",
  intro: "تدقق جهات مستقلة في طريقة عملنا. وتعني هذه الاعتمادات أن بضائعك تُناوَل وفق إجراءات موثقة ومُراجعة في كل خطوة.",
};

export const credentials: typeof en.credentials = [
  {
    title: "عضو في شبكة WCA",
    issuer: "شبكة WCA لوكلاء الشحن المستقلين",
    text: "تمنحنا عضويتنا في شبكة WCA وكلاء شركاء موثوقين في بلدان الوصول، مع حماية للمدفوعات ومعايير خدمة يلتزم بها كل عضو، فتكون بضائعك في أيدٍ معروفة عند طرفي الرحلة.",
    image: badge("wca", "شارة عضوية شبكة WCA لوكالة الشحن"),
  },
  {
    title: "حاصلون على شهادة AEO",
    issuer: "المجلس المركزي للضرائب غير المباشرة والجمارك (CBIC)",
    text: "بصفتنا مشغلًا اقتصاديًا معتمدًا لدى الجمارك الهندية، نستوفي معايير خاضعة للتدقيق في الأمن وحفظ السجلات والامتثال، وهو ما يدعم تخليصًا أسرع وأكثر قابلية للتنبؤ لبضائع عملائنا.",
    image: badge("aeo", "شارة شهادة AEO: مشغل اقتصادي معتمد، الجمارك الهندية"),
  },
  {
    title: "حاصلون على شهادة ISO 9001:2015",
    issuer: "نظام إدارة الجودة",
    text: "نظام إدارة الجودة لدينا في وكالة الشحن والتخليص الجمركي والتخزين معتمد وفق ISO 9001:2015، بإجراءات موثقة وتدقيق داخلي وإجراءات تصحيحية حين يقع أي خطأ.",
    image: badge("iso", "شارة شهادة ISO 9001:2015: نظام إدارة الجودة"),
  },
];

export const recognitionNote: typeof en.recognitionNote = {
  title: "ماذا تعني هذه الاعتمادات لشحنتك",
  points: [
    "بيانات تصدير وبيانات استيراد تُعدّ وفق إجراءات مُراجعة، فتقل الاستفسارات عند التقييم الجمركي.",
    "شركاء في بلدان الوصول يُنتقَون عبر شبكة WCA، لا يُختارون من دليل عشوائي.",
    "شكاوى تُسجَّل ويُحقَّق فيها وتُغلق بإجراء تصحيحي، كما يقتضي نظام ISO لدينا.",
  ],
};

export const achievementsCta: typeof en.achievementsCta = {
  heading: `ضع خبرة ${yearsInBusiness()} عامًا في خدمة شحنتك القادمة`,
  text: "أخبرنا بما تشحنه وإلى أين؛ وسيرد عليك أحد المختصين خلال 24 ساعة بمسار وجدول زمني وعرض سعر واضح.",
  label: "تحدث إلى فريقنا",
};

/** Everything the page shows, as its loader sends it. */
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
