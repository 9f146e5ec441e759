import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

/** Page hero artwork (1600×600). The hero shows it behind text, so alt is used only where it is shown alone. */
export const heroes: typeof en.heroes = {
  about: hero("about", "رسم توضيحي لفريق Tarang في مركز لوجستي بنافي مومباي"),
  philosophy: hero("philosophy", "رسم توضيحي لبوصلة فوق مسار شحن"),
  howItWorks: hero("how-it-works", "رسم توضيحي لشحنة تنتقل من الاستفسار إلى التسليم"),
  services: hero("services", "رسم توضيحي لسفن وشاحنات ومستودع"),
  industries: hero("industries", "رسم توضيحي لبضائع من قطاعات متعددة في ساحة حاويات"),
  achievements: hero("achievements", "رسم توضيحي لكؤوس وشهادات بجوار حاويات"),
  careers: hero("careers", "رسم توضيحي لفريق لوجستي أثناء العمل"),
  contact: hero("contact", "رسم توضيحي لمكتبنا ودبوس على الخريطة"),
  blog: hero("blog", "رسم توضيحي لمواد قراءة عن الخدمات اللوجستية"),
  co2: hero("co2", "رسم توضيحي لانبعاثات تُقاس على طول مسار"),
  green: hero("green", "رسم توضيحي للخدمات اللوجستية الخضراء بألواح شمسية وشاحنات كهربائية"),
  privacy: hero("privacy", "رسم توضيحي لقفل فوق مستندات"),
};
