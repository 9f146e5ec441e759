import type * as en from "../../quote";

export const quoteNotice: typeof en.quoteNotice =
  "İletişim bilgilerinizi ve sevkiyat bilgilerinizi yalnızca bu talebi fiyatlandırmak ve yanıtlamak için kullanır, bunun için gereken süre boyunca saklarız.";

export const quotePage: typeof en.quotePage = {
  meta: {
    title: "Navlun Teklifi İsteyin | Tarang Global Logistics",
    description:
      "Tarang Global Logistics'ten deniz, hava ya da karayolu navlun teklifi isteyin: sevkiyat, yük ve ek hizmetler dört kısa adımda; ücrete esas ağırlığınız siz yazarken hesaplanır, referans numaranız hemen gelir.",
    keywords: [
      "navlun teklifi",
      "Hindistan taşıma teklifi",
      "hava kargo navlun fiyatı",
      "LCL teklifi",
      "FCL teklifi",
      "ücrete esas ağırlık",
      "gümrükleme teklifi",
    ],
  },
  hero: {
    eyebrow: "Teklif isteyin",
    title: "Sevkiyatınızı bize anlatın",
    lead: "Dört kısa adım, fiyatlandırma ekibimizin ihtiyaç duyduğu her şeyi sağlar: yükün nereye gideceği, ne olduğu, istediğiniz ek hizmetler ve size nasıl ulaşacağımız. Referans numaranızı hemen, fiyat teklifimizi ise bir iş günü içinde alırsınız.",
  },
  form: {
    title: "Teklif talebiniz",
    intro: "Yanıtlarınız gönderene kadar bu tarayıcı sekmesinde saklanır; böylece adımlar arasında güvenle ileri geri gidebilirsiniz.",
  },
};
