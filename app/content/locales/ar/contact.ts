import type * as en from "../../contact";

export const contactMeta: typeof en.contactMeta = {
  title: "تواصل معنا | Tarang Global Logistics، نافي مومباي",
  description:
    "اتصل بشركة Tarang Global Logistics أو راسلها أو زرها في نيرول، نافي مومباي. نعمل من الاثنين إلى السبت، من 10:00 صباحًا حتى 6:00 مساءً؛ ونرد عادةً خلال 24 ساعة.",
  keywords: [
    "التواصل مع Tarang Global Logistics",
    "رقم وكيل شحن في نافي مومباي",
    "مخلص جمركي نيرول",
    "هاتف شركة لوجستية نافي مومباي",
    "عرض سعر شحن من الهند",
  ],
};

export const contactHero: typeof en.contactHero = {
  eyebrow: "التواصل",
  title: "تواصل معنا",
  lead: "أخبرنا بما تشحنه، ومن أين وإلى أين. وسيرد عليك مختص في الشحن أو التخليص الجمركي أو التخزين خلال 24 ساعة.",
};

export const contactDetails: typeof en.contactDetails = {
  title: "تواصل مع فريقنا",
  intro:
    "اتصل بنا أو راسلنا لطلب عروض الأسعار والحجوزات والاستفسارات الجمركية وتحديثات الشحنات. أما الأمور العاجلة المتعلقة ببضائع في الطريق بالفعل، فالاتصال الهاتفي هو الأسرع.",
  visit: { title: "زر مكتبنا", note: "الزيارات بموعد مسبق، ليكون المختص المناسب في استقبالك." },
  call: { title: "اتصل بنا", note: "عروض الأسعار والحجوزات وتحديثات الشحنات." },
  email: { title: "راسلنا بالبريد الإلكتروني", note: "نرد عادةً خلال 24 ساعة." },
  hours: {
    title: "ساعات العمل",
    text: "من الاثنين إلى السبت، من 10:00 صباحًا حتى 6:00 مساءً",
    note: "مغلق يوم الأحد وفي العطلات الرسمية.",
  },
};

export const contactMap: typeof en.contactMap = {
  title: "موقعنا",
  note: "يقع مكتبنا على بُعد خطوات قليلة من محطة سيوودز–دارافي على خط هاربر، وتتوفر مواقف للزوار في المبنى.",
  directions: "احصل على الاتجاهات",
};

export const messageSection: typeof en.messageSection = {
  title: "أرسل إلينا رسالة",
  intro: "اطلب عرض سعر أو خطة مسار أو مشورة في الشؤون الجمركية والامتثال. وكلما زادت التفاصيل التي تقدمها، كان ردنا الأول أكثر فائدة.",
};

export const messageTips: typeof en.messageTips = {
  title: "ما يساعدنا على الرد أسرع",
  items: [
    "ما الذي تشحنه: نوع البضاعة، ورمزها في النظام المنسق HS إن كنت تعرفه، وهل هي خطرة أو حساسة لدرجة الحرارة.",
    "من أين تنطلق وإلى أين تصل، مع شرط Incoterms المتفق عليه مع مشتريك أو مورّدك.",
    "الوزن والأبعاد وعدد الطرود، أو نوع الحاويات وعددها.",
    "متى ستكون البضاعة جاهزة، ومتى يجب أن تصل.",
  ],
  note: "تشحن معنا بالفعل؟ اذكر رقم العملية أو رقم الحجز ليتولى منسقك متابعته.",
};

export const contactCta: typeof en.contactCta = {
  heading: "لديك شحنة في الحسبان؟",
  text: "صِف البضاعة والمسار والمواعيد في رسالة قصيرة، وسيرد عليك مختص خلال 24 ساعة بالخطوات التالية.",
  label: "أرسل إلينا رسالة",
};

/** Everything the page shows, as its loader sends it. */
export const contactPage: typeof en.contactPage = {
  meta: contactMeta,
  hero: contactHero,
  details: contactDetails,
  map: contactMap,
  messageSection,
  messageTips,
  cta: contactCta,
};
