import type * as en from "../../blog-copy";
import { site } from "../../site";

const indexLead = "مقالات عملية عن الشحن والجمارك والتخزين وسلاسل الإمداد، يكتبها فريقنا في نافي مومباي.";
const listLead = "جميع مقالات فريقنا عن الشحن والجمارك والتخزين وسلاسل الإمداد.";

export const blogCopy: typeof en.blogCopy = {
  index: {
    meta: {
      title: `المدونة | ${site.name}`,
      description: indexLead,
      keywords: ["مدونة لوجستية", "الشحن", "الجمارك", "التخزين", "سلسلة الإمداد", "الهند"],
    },
    eyebrow: "رؤى",
    title: "المدونة",
    lead: indexLead,
    latestTitle: "أحدث المقالات",
    rss: "موجز RSS",
  },
  list: {
    meta: {
      title: `جميع المقالات | ${site.name}`,
      description: listLead,
      keywords: ["مقالات لوجستية", "الشحن", "الجمارك", "التخزين", "سلسلة الإمداد", "الهند"],
    },
    title: "جميع المقالات",
    lead: listLead,
    articlesLabel: "المقالات",
  },
  chrome: {
    showAll: "عرض جميع المقالات",
    backToBlog: "العودة إلى المدونة",
    backToBlogs: "العودة إلى المقالات",
    tryAgain: "حاول مرة أخرى",
    loading: "جارٍ التحميل…",
    readMore: "اقرأ المزيد",
    readMoreTitle: ": {title}",
    minutesRead: "{count} دقائق للقراءة",
    byTeam: `بقلم فريق ${site.name}`,
    shareLabel: "شارك هذا المقال",
    shareEmail: "البريد الإلكتروني",
    related: "المزيد من المدونة",
    empty: "لا توجد مقالات متاحة حاليًا",
    fetchFailed: "تعذّر جلب المقالات",
    loadListFailed: "تعذّر تحميل المقالات",
    notFoundHeading: "المقال غير موجود",
    notFound: "المقال غير موجود",
    noSlug: "لم يُحدَّد معرّف المقال",
    failedHeading: "حدث خطأ ما",
    loadPostFailed: "تعذّر تحميل المقال",
    imageUnavailable: "الصورة غير متاحة",
    postKeywords: ["الخدمات اللوجستية", "مدونة"],
  },
};
