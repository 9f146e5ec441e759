import type * as en from "../../contact";

export const contactMeta: typeof en.contactMeta = {
  title: "Bize Ulaşın | Tarang Global Logistics, Navi Mumbai",
  description:
    "Nerul, Navi Mumbai'deki Tarang Global Logistics'i arayın, e-posta gönderin ya da ziyaret edin. Pazartesi–Cumartesi 10:00–18:00 arası açığız; genellikle 24 saat içinde yanıt veriyoruz.",
  keywords: [
    "Tarang Global Logistics iletişim",
    "Navi Mumbai forwarder iletişim",
    "Nerul gümrük müşaviri",
    "Navi Mumbai lojistik firması telefon",
    "Hindistan navlun teklifi",
  ],
};

export const contactHero: typeof en.contactHero = {
  eyebrow: "İletişim",
  title: "Bize Ulaşın",
  lead: "Ne gönderdiğinizi, nereden nereye gönderdiğinizi bize anlatın. Taşımacılık, gümrükleme ya da depolama alanında bir uzman 24 saat içinde yanıt verecektir.",
};

export const contactDetails: typeof en.contactDetails = {
  title: "Ekibimize ulaşın",
  intro:
    "Fiyat teklifleri, rezervasyonlar, gümrük soruları ve sevkiyat bilgileri için arayın ya da yazın. Yolda olan bir yükle ilgili acil konularda en hızlı yol telefonla aramaktır.",
  visit: { title: "Ofisimizi ziyaret edin", note: "Doğru uzmanın sizi karşılayabilmesi için ziyaretler önceden randevu alınarak yapılır." },
  call: { title: "Bizi arayın", note: "Fiyat teklifleri, rezervasyonlar ve sevkiyat bilgileri." },
  email: { title: "Bize e-posta gönderin", note: "Genellikle 24 saat içinde yanıt veriyoruz." },
  hours: { title: "Çalışma saatleri", text: "Pazartesi–Cumartesi, 10:00–18:00", note: "Pazar günleri ve resmî tatillerde kapalıyız." },
};

export const contactMap: typeof en.contactMap = {
  title: "Bizi bulun",
  note: "Ofisimiz, Harbour Line üzerindeki Seawoods–Darave istasyonuna kısa bir yürüme mesafesindedir; binada ziyaretçi otoparkı bulunur.",
  directions: "Yol tarifi alın",
};

export const messageSection: typeof en.messageSection = {
  title: "Bize mesaj gönderin",
  intro:
    "Fiyat teklifi, güzergâh planı ya da gümrük ve mevzuata uyum konusunda tavsiye isteyin. Ne kadar ayrıntı verirseniz ilk yanıtımız o kadar faydalı olur.",
};

export const messageTips: typeof en.messageTips = {
  title: "Daha hızlı yanıt vermemize ne yardımcı olur",
  items: [
    "Ne gönderdiğiniz: ürün, biliyorsanız HS kodu ve tehlikeli ya da sıcaklığa duyarlı olup olmadığı.",
    "Yükün nereden nereye gideceği ve alıcınız ya da tedarikçinizle kararlaştırdığınız Incoterm kuralı.",
    "Ağırlık, ölçüler ve koli sayısı ya da konteyner tipi ve adedi.",
    "Yükün ne zaman hazır olacağı ve en geç ne zaman varması gerektiği.",
  ],
  note: "Zaten bizimle mi gönderiyorsunuz? Koordinatörünüzün konuyu üstlenebilmesi için iş ya da rezervasyon numaranızı belirtin.",
};

export const contactCta: typeof en.contactCta = {
  heading: "Aklınızda bir sevkiyat mı var?",
  text: "Yükü, güzergâhı ve tarihleri kısa bir mesajla anlatın; bir uzmanımız 24 saat içinde sonraki adımlarla size yanıt verecektir.",
  label: "Bize mesaj gönderin",
};

export const contactPage: typeof en.contactPage = {
  meta: contactMeta,
  hero: contactHero,
  details: contactDetails,
  map: contactMap,
  messageSection,
  messageTips,
  cta: contactCta,
};
