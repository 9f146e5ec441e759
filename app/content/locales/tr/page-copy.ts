import type * as en from "../../page-copy";
import { site } from "../../site";

export const homePage: typeof en.homePage = {
  playVideo: "Arka plan videosunu oynat",
  pauseVideo: "Arka plan videosunu duraklat",
};

export const aboutPage: typeof en.aboutPage = {
  heroEyebrow: "{founded} yılından beri",
  heroTitle: "{name} hakkında",
  heroLead:
    "{founded} yılında {formerName} adıyla kurulan ve {renamed} yılında adını değiştiren şirketimiz, Navi Mumbai'deki merkezinden Hintli ihracatçı ve ithalatçıların yüklerini taşıyor.",
  storyEyebrow: "Hikâyemiz",
  commitmentEyebrow: "Taahhüdümüz",
  foundationsEyebrow: "Neyin üzerinde duruyoruz",
  foundationsTitle: "Temellerimiz",
  valuesEyebrow: "Nasıl çalışıyoruz",
  valuesTitle: "Beş değerimiz",
  philosophyLink: "Misyonumuzu, vizyonumuzu ve temel değerlerimizi okuyun",
  howItWorksLink: "Bir sevkiyatı adım adım nasıl yönettiğimizi görün",
  leadershipEyebrow: "Yönetim",
  leadershipTitle: "Bize liderlik edenler",
  cta: {
    heading: "Yükünüzün arkasındaki ekiple konuşun",
    text: "Sevkiyatlarınızı bize anlatın; görüşmeye doğru uzmanı dahil edelim.",
    label: "Ekibimizle İletişime Geçin",
  },
};

export const philosophyPage: typeof en.philosophyPage = {
  eyebrow: "Felsefemiz",
  title: "Misyon, vizyon ve temel değerler",
  sectionTitle: "Her sevkiyata yön veren ilkeler",
};

export const ourTeamPage: typeof en.ourTeamPage = {
  title: "Ekibimiz",
  action: "Hakkımızda sayfasına gidin",
};

export const howItWorksPage: typeof en.howItWorksPage = {
  eyebrow: "Nasıl çalışır",
  title: "Talepten teslimata",
  sectionTitle: "Altı adım, tek sorumlu ekip",
  stepLabel: "Adım {number}:",
  cta: {
    heading: "Bir görüşmeyle başlayın",
    text: "Yükünüzü, güzergâhınızı ve zaman planınızı paylaşın; 24 saat içinde bir plan ve fiyat teklifiyle size dönelim.",
  },
};

const servicesLead =
  "Uluslararası taşıma organizasyonu, gümrükleme, depolama, karayolu taşımacılığı ve bunları tamamlayan uzmanlık hizmetleri; hepsi Navi Mumbai'deki tek bir ekip tarafından yürütülür.";

export const servicesPage: typeof en.servicesPage = {
  meta: {
    title: `Hizmetlerimiz | ${site.name}`,
    description: servicesLead,
    keywords: [
      "Hindistan lojistik hizmetleri",
      "uluslararası taşıma organizasyonu",
      "gümrükleme",
      "depolama",
      "karayolu taşımacılığı",
      "Navi Mumbai",
    ],
  },
  eyebrow: "Neler yapıyoruz",
  title: "Hizmetlerimiz",
  lead: servicesLead,
  sectionEyebrow: "On iki hizmet, tek iş ortağı",
  sectionTitle: "Fabrikadan alıcıya kadar yükünüzün ihtiyaç duyduğu her şey",
  intro:
    "Tek bir hizmet alın ya da tüm süreci bize bırakın. Her sevkiyatın adı belli bir koordinatörü ve ilk fiyat teklifinden son teslimata kadar arkasında aynı ekip vardır. {link}.",
  introLink: "Bir sevkiyatın bizimle adım adım nasıl ilerlediğini görün",
  pauseRotation: "Görsel geçişini duraklat",
  resumeRotation: "Görsel geçişini sürdür",
  cardLinkContext: "{title} hakkında",
};

export const serviceDetailPage: typeof en.serviceDetailPage = {
  backLink: "Tüm Hizmetlere Dön",
  playSlideshow: "Slayt gösterisini oynat",
  pauseSlideshow: "Slayt gösterisini duraklat",
  asideLabel: "İçindekiler ve iletişim",
  onThisPage: "Bu sayfada",
  speakToSpecialist: "Bir uzmanla görüşün",
  hours: "{days}, {time}",
  stepLabel: "Adım {number}:",
  moreTitle: "Diğer hizmetlerimizi keşfedin",
};

const industriesLead =
  "Özel kimyasallar ve ilaçlardan ağır makinelere ve su arıtma tesislerine kadar on üç sektörün yüküne göre şekillenen lojistik.";

export const industriesPage: typeof en.industriesPage = {
  meta: {
    title: `Hizmet Verdiğimiz Sektörler | ${site.name}`,
    description: industriesLead,
    keywords: [
      "Hindistan sektörel lojistik",
      "kimyasal lojistiği",
      "ilaç lojistiği",
      "proje yükü taşımacılığı",
      "tehlikeli madde taşımacılığı",
      "Navi Mumbai",
    ],
  },
  eyebrow: "Kimlerle çalışıyoruz",
  title: "Hizmet Verdiğimiz Sektörler",
  lead: industriesLead,
  sectionEyebrow: "Sektörel uzmanlık",
  sectionTitle: "Her yükün kendi kuralları vardır",
  intro:
    "Tehlikeli madde beyanları, sıcaklık kayıtları, gabari dışı yük izinleri, bitki sağlık sertifikaları: her sektörün sevkiyatının limana ulaşmadan önce neye ihtiyaç duyduğunu biliyoruz.",
  cardLinkContext: "{title} hakkında",
  otherTitle: "Listede yok mu?",
  otherText:
    "Tekstil, elektronik, gıda ürünleri, mobilya ve proje yükleri de taşıyoruz. Ne sevk ettiğinizi bize söyleyin; evrakını, ambalajını ve elleçleme kurallarını göz önünde bulundurarak planlayalım.",
  otherLink: "Ekibimizle Görüşün",
};

export const industryDetailPage: typeof en.industryDetailPage = {
  backLink: "Tüm Sektörler",
  heroEyebrow: "Hizmet verdiğimiz sektörler",
  expertiseEyebrow: "Nasıl yardımcı oluyoruz",
  expertiseTitle: "Sektörel Uzmanlık",
  asideLabel: "İletişim ve diğer sektörler",
  otherIndustries: "Diğer sektörler",
};

export const greenLogisticsPage: typeof en.greenLogisticsPage = {
  targetYear: "{year} yılına kadar",
};

export const privacyPage: typeof en.privacyPage = {
  overviewTitle: "Biz kimiz ve bu metin neleri kapsar",
  updated: "Son güncelleme: {date}",
  collectedTitle: "Neleri, neden ve ne kadar süreyle topluyoruz",
  through: "{link} aracılığıyla.",
  collected: "Topladıklarımız",
  purpose: "Neden",
  retention: "Ne kadar süre saklıyoruz",
};

export const accessibilityPage: typeof en.accessibilityPage = {
  eyebrow: "Erişilebilirlik beyanı",
  title: "Herkesin kullanabileceği bir site",
  reviewed: "Son gözden geçirme: {date}",
  targetTitle: "Hedefimiz: WCAG 2.2 AA",
  testingTitle: "Nasıl test ediyoruz",
  limitsTitle: "Bilinen sınırlamalar",
  barriersTitle: "Karşılaştığınız bir engeli bize bildirin",
};

export const notFoundPage: typeof en.notFoundPage = {
  meta: {
    title: `Sayfa bulunamadı | ${site.name}`,
    description: `Aradığınız sayfa taşınmış ya da hiç var olmamış. ${site.name} web sitesinde hizmetlerimizi, sektörlerimizi, blogumuzu ve iletişim bilgilerimizi bulabilirsiniz.`,
  },
};

export const holdingPage: typeof en.holdingPage = {
  title: "Bu bölüm hazırlanıyor",
  text: "Web sitemizin bu bölümünü tamamlamak üzereyiz. Ekibimiz, bu bölümün kapsayacağı her konuda şimdiden yardımcı olabilir: bizi arayın ya da bize yazın; bir uzmanımız {replyTime} içinde size yanıt verecektir.",
};
