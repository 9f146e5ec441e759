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
  title: "Başarılar ve Sertifikalar | Tarang Global Logistics",
  description:
    "Navi Mumbai'den 15+ yıl, 1.500+ müşteri, 15.000+ teslimat ve 500+ şehir. Tarang Global Logistics; WCA üyesi, AEO sertifikalı ve ISO 9001:2015 sertifikalıdır.",
  keywords: [
    "Tarang Global Logistics başarıları",
    "AEO sertifikalı forwarder",
    "Hindistan WCA üyesi",
    "ISO 9001:2015 lojistik firması",
    "Navi Mumbai gümrük müşaviri",
    "Hindistan lojistik sertifikaları",
  ],
};

export const achievementsHero: typeof en.achievementsHero = {
  eyebrow: "Başarılar",
  title: `${yearsInBusiness()} yıldır teslim edilen yükler ve arkasındaki belgeler`,
  lead: `${site.founded} yılından bu yana Hindistan genelindeki ihracatçı ve ithalatçıların yüklerini gümrüklüyor, depoluyor ve taşıyoruz. Aşağıdaki rakamlar bunun sonucu; sertifikalar ise bu rakamları kazanmaya nasıl devam ettiğimizi gösteriyor.`,
};

export const milestonesSection: typeof en.milestonesSection = {
  title: "Rakamlarla çalışmalarımız",
  intro:
    "Tahmin değil, kendi sevkiyat kayıtlarımızdan sayıldı. Her rakam; bir müşteriyle, bir ihracat beyannamesiyle ve Nhava Sheva'da kapıda bekleyen bir kamyonla başladı.",
};

export const milestones: typeof en.milestones = [
  {
    value: 15,
    suffix: "+",
    label: "Yıllık sektör deneyimi",
    detail: `${site.founded} yılından beri gümrük müşavirliği, ${site.renamed} yılından beri tam kapsamlı uluslararası taşıma organizasyonu.`,
    icon: "clock",
  },
  {
    value: 1500,
    suffix: "+",
    label: "Memnun müşteri",
    detail: "Üreticiler, tüccarlar ve ihracatçılar; birçoğu on yılı aşkın süredir bizimle.",
    icon: "handshake",
  },
  {
    value: 15000,
    suffix: "+",
    label: "Başarılı teslimat",
    detail: "Teslim belgesiyle teslim edilen konteynerler, hava kargo gönderileri ve kamyon yükleri.",
    icon: "package",
  },
  {
    value: 500,
    suffix: "+",
    label: "Hizmet verilen şehir",
    detail: "Hindistan genelinde kapıdan kapıya, yurt dışında ise iş ortağı ağımız aracılığıyla.",
    icon: "map-pin",
  },
];

export const credentialsSection: typeof en.credentialsSection = {
  title: "Sertifikalar ve üyelikler",
  intro:
    "Çalışma şeklimiz bağımsız kuruluşlarca denetleniyor. Bu belgeler, yükünüzün her adımda yazılı ve denetlenmiş prosedürlerle elleçlendiği anlamına gelir.",
};

export const credentials: typeof en.credentials = [
  {
    title: "WCA Üyesi",
    issuer: "Bağımsız forwarder firmalarından oluşan WCA ağı",
    text: "WCA ağı üyeliği bize varış noktasında titizlikle seçilmiş iş ortağı acenteler, ödeme güvencesi ve her üyenin uymak zorunda olduğu hizmet standartları sağlar; böylece yükünüz her iki uçta da tanıdık ellerdedir.",
    image: badge("wca", "Uluslararası taşıma organizasyonu için WCA üyelik rozeti"),
  },
  {
    title: "AEO Sertifikalı",
    issuer: "Merkezi Dolaylı Vergiler ve Gümrük Kurulu (CBIC)",
    text: "Hindistan Gümrüğü tarafından tanınan bir Yetkilendirilmiş Yükümlü olarak güvenlik, kayıt tutma ve mevzuata uyum konusunda denetlenmiş standartları karşılıyoruz; bu da müşterilerimizin yüklerinin daha hızlı ve öngörülebilir biçimde gümrüklenmesine katkı sağlıyor.",
    image: badge("aeo", "AEO sertifika rozeti: Yetkilendirilmiş Yükümlü, Hindistan Gümrüğü"),
  },
  {
    title: "ISO 9001:2015 Sertifikalı",
    issuer: "Kalite yönetim sistemi",
    text: "Uluslararası taşıma organizasyonu, gümrükleme ve depolama için kalite yönetim sistemimiz ISO 9001:2015 sertifikalıdır; yazılı süreçler, iç denetimler ve bir sorun çıktığında düzeltici faaliyetlerle işler.",
    image: badge("iso", "ISO 9001:2015 sertifika rozeti: kalite yönetim sistemi"),
  },
];

export const recognitionNote: typeof en.recognitionNote = {
  title: "Bu belgeler sevkiyatınız için ne anlama geliyor",
  points: [
    "İhracat ve ithalat beyannameleri denetlenmiş prosedürlerle hazırlanır; böylece tespit aşamasında daha az sorgu çıkar.",
    "Varış noktasındaki iş ortakları bir rehberden seçilmez, WCA ağı üzerinden elemeden geçirilir.",
    "Şikâyetler, ISO sistemimizin gerektirdiği şekilde kayda alınır, incelenir ve düzeltici faaliyetle kapatılır.",
  ],
};

export const achievementsCta: typeof en.achievementsCta = {
  heading: `${yearsInBusiness()} yıllık deneyimi bir sonraki sevkiyatınıza katın`,
  text: "Ne gönderdiğinizi ve nereye gönderdiğinizi bize söyleyin; bir uzmanımız 24 saat içinde güzergâh, zaman planı ve net bir fiyat teklifiyle size yanıt verecektir.",
  label: "Ekibimizle Görüşün",
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
