import type * as en from "../../careers";
import { site } from "../../site";

export const careersMeta: typeof en.careersMeta = {
  title: "Navi Mumbai'de Lojistik İş İlanları ve Stajlar | Tarang Global Logistics",
  description:
    "Tarang Global Logistics, Navi Mumbai'de uluslararası taşıma organizasyonu, gümrükleme ve depolama alanlarında 2, 3 veya 6 aylık stajlar ve profesyonel pozisyonlar. Çevrim içi başvurun.",
  keywords: [
    "Navi Mumbai lojistik stajı",
    "Mumbai forwarding iş ilanları",
    "gümrükleme iş ilanları",
    "Navi Mumbai depo iş ilanları",
    "Hindistan lojistik kariyer",
    "Tarang Global Logistics kariyer",
  ],
};

export const careersHero: typeof en.careersHero = {
  eyebrow: "Kariyer",
  title: "Hindistan'ın ticaretini taşıyan bir kariyer kurun",
  lead: "Gümrüklemeyi, taşımacılığı ve depolamayı bu işi her gün yapanlardan öğrenin. Navi Mumbai ofisimizde ve depomuzda öğrenciler ve yeni mezunlar için stajlar, deneyimli çalışanlar için profesyonel pozisyonlar.",
  action: "Hemen Başvurun",
};

export const whyJoin: typeof en.whyJoin = {
  title: "Neden bizimle çalışmalısınız",
  items: [
    {
      title: "Zincirin tamamını görün",
      text: "ICEGATE üzerinden verilen bir ihracat beyannamesinden Nhava Sheva'da yüklenen bir konteynere kadar, tek bir dar görevi değil, bir sevkiyatın tüm parçalarının birbirine nasıl bağlandığını öğrenirsiniz.",
      icon: "route",
    },
    {
      title: "Erken dönemde gerçek sorumluluk",
      text: "Stajyerler ve yeni katılanlar bir mentorla birlikte canlı sevkiyatlarda çalışır. Özenli ve güvenilir çalışma fark edilir ve kısa sürede daha fazla sorumlulukla ödüllendirilir.",
      icon: "target",
    },
    {
      title: "Şirketle birlikte büyüyün",
      text: "Ekip liderlerimizin birçoğu aramıza stajyer ya da eğitim programı katılımcısı olarak katıldı. Eğitimleri destekliyor, gümrük müşavirliği sınavına hazırlanan çalışma arkadaşlarımıza yardımcı oluyoruz.",
      icon: "trending-up",
    },
  ],
};

export const tracksSection: typeof en.tracksSection = {
  title: "Bize katılmanın iki yolu",
  intro: "Bugün bulunduğunuz noktaya uygun yolu seçin. Her ikisi için de başvuru aşağıdaki aynı form üzerinden yapılır.",
  tabsLabel: "Kariyer yolları",
};

export const internships: typeof en.internships = {
  tab: "Bizimle Öğrenin ve Gelişin",
  heading: "Stajlar",
  intro:
    "Ticaret, işletme, uluslararası ticaret ve lojistik alanlarında okuyan ya da yeni mezun olmuş, uygulamalı deneyim kazanmak isteyen adaylar için. Aktif bir ekipte çalışırsınız ve bir mentor her hafta gelişiminizi sizinle birlikte değerlendirir.",
  body: [
    {
      months: 2,
      text: "Sektöre giriş: gümrük ve operasyon ekiplerimizi yakından izleyin, bir ihracat sevkiyatının arkasındaki belgeleri öğrenin, kontrol listelerinin ve sevkiyat dosyalarının hazırlanmasına yardımcı olun.",
    },
    {
      months: 3,
      text: "Günlük işin yanında canlı sevkiyatların aşamalarını takip etmek, navlun fiyatı karşılaştırmaları hazırlamak ya da depo stok raporlarını düzenlemek gibi tanımlı bir proje üstlenin.",
    },
    {
      months: 6,
      text: "Bir ekibin parçası olarak çalışın: ihracat ve ithalat beyannamelerinin taslaklarını kontrole hazırlayın, nakliyecilerle yükleme koordinasyonu yapın ve sevkiyatları rezervasyondan teslim belgesine kadar takip edin.",
    },
  ],
  listTitle: "Stajyerlerin çalıştığı alanlar",
  list: [
    "Gümrük belgeleri ve ICEGATE işlemleri",
    "Deniz ve hava taşımacılığı operasyonları",
    "Depolama ve stok kontrolü",
    "Satış desteği ve müşteri hizmetleri",
  ],
  perksTitle: "Neler kazanırsınız",
  perks: [
    "Aylık staj ücreti ve staj tamamlama belgesi",
    "Katıldığınız ekipten bir mentor",
    "Başarılı çalışma için referans mektubu",
    "Eğitim programı pozisyonlarında öncelikli değerlendirme",
  ],
};

export const professionals: typeof en.professionals = {
  tab: "Bizimle Liderlik Edin ve Fark Yaratın",
  heading: "Profesyonel kariyer",
  intro:
    "Uluslararası taşıma organizasyonu, gümrük müşavirliği, depolama, nakliye ve satış alanlarında deneyimli kişiler için. Müşterinin yükünün sorumluluğunu üstlenen ve bizimle kalıcı bir şey inşa etmek isteyen profesyonelleri işe alıyoruz.",
  body: [
    {
      title: "Özgeçmiş değerlendirmesi",
      text: "İnsan kaynakları ve işe alım yapan departman her başvuruyu pozisyonun gereklilikleriyle karşılaştırarak okur. Profiliniz uygunsa iki hafta içinde sizinle iletişime geçeriz.",
    },
    {
      title: "İnsan kaynakları görüşmesi",
      text: "İnsan kaynakları ekibimizle telefonda ya da yüz yüze; deneyiminiz, aradığınız iş, ihbar süreniz ve beklentileriniz üzerine bir görüşme.",
    },
    {
      title: "Departman yöneticileriyle son mülakat",
      text: "Katılacağınız departmanın yöneticileriyle, çoğu zaman kendi ekiplerinden gerçek bir vaka üzerinden yürütülen uygulamalı bir görüşme. Kararımızı bir hafta içinde bildirmeyi hedefliyoruz.",
    },
  ],
  listTitle: "İşe alım yaptığımız ekipler",
  list: [
    "Gümrükleme ve belgeler",
    "Deniz ve hava taşımacılığı operasyonları",
    "Depo yönetimi ve stok kontrolü",
    "İş geliştirme ve kilit müşteriler",
    "Muhasebe ve mevzuata uyum",
  ],
  perksTitle: "Neler sunuyoruz",
  perks: [
    "Mumbai lojistik piyasasına göre belirlenen ve her yıl gözden geçirilen ücret",
    "Grup sağlık sigortası",
    "Şirket destekli eğitim ve sertifikalar",
    "Kıdemli ve yönetici pozisyonlara açık kariyer yolları",
  ],
};

export const recruitmentStepsTitle: typeof en.recruitmentStepsTitle = "İşe alım sürecimiz";
export const internshipDurationsTitle: typeof en.internshipDurationsTitle = "Staj sürenizi seçin";

const officialDomain = site.careersEmail.split("@")[1];

export const feeWarning: typeof en.feeWarning = {
  title: "Adaylardan asla para istemiyoruz",
  text: `${site.name}, işe alımın hiçbir aşamasında ücret talep etmez ya da depozito istemez: ne başvuru, ne mülakat, ne eğitim, ne iş kıyafeti, ne de iş teklif mektubu için. Gerçek mesajlar yalnızca @${officialDomain} uzantılı bir adresten gelir. Biri sizden bizim adımıza ödeme isterse ödeme yapmayın ve durumu şu adrese bildirin:`,
  email: site.careersEmail,
};

export const applySection: typeof en.applySection = {
  title: "Hemen başvurun",
  intro:
    "Stajlar ve profesyonel pozisyonlar için tek bir form. Bize kısaca kendinizi ve aradığınız işi anlatın; yaklaşık beş dakikanızı alır.",
};

export const applyTips: typeof en.applyTips = {
  title: "Başvurmadan önce",
  items: [
    "Formda staj ya da profesyonel seçeneğini işaretleyin. Staj için mesajınızda tercih ettiğiniz süreyi (2, 3 veya 6 ay) ve hangi tarihten itibaren müsait olduğunuzu belirtin.",
    "Özgeçmişinizi 5 MB'tan küçük bir PDF olarak ekleyin. Zorunlu değildir, ancak ön elemeyi hızlandırır.",
    "Her başvuruyu bir insan okur; ön elemeyi geçen adaylara iki hafta içinde dönüş yapılır.",
  ],
  emailNote: "E-postayı mı tercih edersiniz? Özgeçmişinizi şu adrese gönderin:",
  email: site.careersEmail,
};

export const careersCta: typeof en.careersCta = {
  heading: "Başvurmadan önce sorularınız mı var?",
  text: "Bize yazın ya da ofisimizi arayın; insan kaynakları ekibimiz bir pozisyon ya da staj hakkında size memnuniyetle daha fazla bilgi verir.",
  label: "Bize Ulaşın",
};

export const openingsSection: typeof en.openingsSection = {
  empty: "Şu anda açık pozisyon yok: yine de özgeçmişinizi gönderin",
  title: "Açık pozisyonlar",
  intro: "Şu anda işe alım yaptığımız pozisyonlar. Her birinde çalışma yeri, aranan deneyim ve son başvuru tarihi belirtilmiştir.",
  filtersLabel: "Açık pozisyonları filtrele",
  department: "Departman",
  allDepartments: "Tüm departmanlar",
  location: "Konum",
  allLocations: "Tüm konumlar",
  type: "Çalışma şekli",
  allTypes: "Tüm çalışma şekilleri",
  apply: "Pozisyonları göster",
  clear: "Filtreleri temizle",
  noMatch: "Bu filtrelere uyan açık pozisyon yok.",
  closesOn: "Son başvuru",
  view: "Pozisyonu görüntüle",
};

export const openingPage: typeof en.openingPage = {
  backToAll: "Tüm açık pozisyonlar",
  applyAction: "Bu pozisyona başvurun",
  factsTitle: "Bir bakışta",
  facts: {
    department: "Departman",
    location: "Konum",
    type: "Çalışma şekli",
    experience: "Deneyim",
    salary: "Ücret",
    posted: "Yayın tarihi",
    closes: "Son başvuru",
  },
  applyTitle: "Bu pozisyona başvurun",
  applyIntro:
    "Aşağıdaki form bu pozisyon için işe alım ekibine iletilir. Bize kısaca kendinizi ve bu pozisyonun size neden uygun olduğunu anlatın; özgeçmiş, ön elemeyi hızlandırır.",
  closedTitle: "Bu pozisyon kapandı",
  closedText: "Bu pozisyon için artık başvuru kabul etmiyoruz. Şu anda açık olan pozisyonlara göz atın ya da bize genel başvuru gönderin.",
  closedAction: "Açık pozisyonları görün",
};

export const careersPage: typeof en.careersPage = {
  meta: careersMeta,
  hero: careersHero,
  whyJoin,
  tracksSection,
  internships,
  professionals,
  internshipDurationsTitle,
  recruitmentStepsTitle,
  feeWarning,
  applySection,
  applyTips,
  openingsSection,
  cta: careersCta,
};
