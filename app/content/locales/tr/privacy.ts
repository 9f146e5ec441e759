import type * as en from "../../privacy";
import { applicationRetentionMonths } from "../../form-notices";
import { site } from "../../site";

export const privacyMeta: typeof en.privacyMeta = {
  title: `Gizlilik Bildirimi | ${site.name}`,
  description: `${site.name} şirketinin bu web sitesindeki formlar aracılığıyla neleri ve neden topladığı, ne kadar süre sakladığı ve Hindistan'ın DPDP Act 2023 kanunu kapsamında onayınızı nasıl geri çekebileceğiniz.`,
  keywords: [
    "gizlilik bildirimi",
    "Hindistan DPDP Act 2023",
    "şikâyet görevlisi",
    "kişisel verilerin korunması",
    "lojistik",
    "Navi Mumbai",
  ],
};

export const privacyHero: typeof en.privacyHero = {
  title: "Gizlilik Bildirimi",
  lead: "Bu web sitesi aracılığıyla neleri topladığımız, neden topladığımız, ne kadar süre sakladığımız ve onayınızı nasıl geri çekebileceğiniz.",
};

export const privacyUpdated: typeof en.privacyUpdated = { iso: "2026-11-22", display: "22 Kasım 2026" };

export const privacyIntro: typeof en.privacyIntro = [
  `${site.name} (“biz”), Hindistan'ın 2023 tarihli Dijital Kişisel Verilerin Korunması Kanunu (DPDP Act) uyarınca, bu web sitesi aracılığıyla bize verdiğiniz kişisel verilerin Veri Sorumlusudur. Yalnızca her formun ihtiyaç duyduğu verileri toplar, bunları yalnızca formun yanında belirtilen amaçla kullanır; asla satmaz ya da reklam amacıyla kullanmayız.`,
  "Bu web sitesi reklam veya analiz çerezi kullanmaz ve üçüncü taraf sunuculardan hiçbir şey yüklemez. Tarayıcınız temanızı, dilinizi ve son form gönderiminizin zamanını (dakikada bir mesaj kuralımız için) kendi depolama alanında hatırlar; bu bilgiler cihazınızda kalır.",
];

export const formRecords: typeof en.formRecords = [
  {
    id: "newsletter",
    form: "Bülten",
    where: "sayfalarımızın alt kısmındaki bülten formu",
    collected: ["E-posta adresiniz", "Onayınızın kaydı olarak abone olduğunuz ve onayladığınız zaman ile kullandığınız ağ (IP) adresi"],
    purpose:
      "Bültenimizi göndermek: ayda yaklaşık bir kez ticaret haberleri, gümrük değişiklikleri ve taşımacılık tavsiyeleri. Size e-postayla gönderdiğimiz bağlantı üzerinden adresinizi onaylayana kadar hiçbir şey gönderilmez (çift onay).",
    retention:
      "Aboneliğinizi iptal edene kadar. Sonrasında, size yanlışlıkla bir daha e-posta göndermemek için yalnızca adresi ve ayrıldığınız tarihi saklarız; bizden isterseniz bunları da sileriz.",
  },
  {
    id: "contact",
    form: "İletişim formu",
    where: "İletişim sayfası",
    collected: [
      "Adınız ve soyadınız",
      "E-posta adresiniz",
      "Yazdığınız konu ve mesaj",
      "Kötüye kullanımı önlemek için kullandığınız ağ (IP) adresi",
    ],
    purpose: "Talebinizi yanıtlamak ve sizinle yazışmalarımızın kaydını tutmak.",
    retention: "Size yanıt vermek ve talebinizi takip etmek için gerektiği sürece. İstediğiniz zaman bize başvurun, sileriz.",
  },
  {
    id: "careers",
    form: "İş başvurusu",
    where: "Kariyer sayfası",
    collected: [
      "Adınız, e-posta adresiniz ve telefon numaranız",
      "Başvurduğunuz pozisyon ve mesajınız",
      "Eklediyseniz özgeçmişiniz (yalnızca saklanması için açık onayınızla)",
      "Bu onayı verdiğiniz zaman ve kullandığınız ağ (IP) adresi",
    ],
    purpose:
      "Başvurunuzu değerlendirmek, bununla ilgili sizinle iletişime geçmek ve saklama süresi boyunca sizi uygun pozisyonlar için değerlendirmek.",
    retention: `Başvurduğunuz günden itibaren ${applicationRetentionMonths} ay (standart süremiz); ardından özgeçmiş dahil otomatik olarak silinir. Onayınızı daha önce geri çekerseniz daha erken sileriz.`,
  },
];

export const storage: typeof en.storage = {
  heading: "Verileriniz nerede saklanır",
  paragraphs: [
    "Bu formlar aracılığıyla gönderdiğiniz her şey, işlettiğimiz sunuculardaki kendi veri tabanımızda, bu web sitesiyle aynı güvenli ortamda saklanır. Özgeçmişler başvuruyla birlikte saklanır, asla herkese açık bir klasörde tutulmaz ve yalnızca yetkili personelimiz tarafından açılabilir.",
    "Size onay ve bülten e-postalarını göndermek ve personelimize bir mesaj ya da başvuru geldiğini bildirmek için bir e-posta hizmeti kullanırız; bu hizmet e-posta adresinizi bizim adımıza ve başka hiçbir amaçla olmaksızın işler.",
    "Bu verilere erişim, size yanıt vermek ya da başvurunuzu değerlendirmek için ihtiyaç duyan personelle sınırlıdır.",
  ],
};

export const rights: typeof en.rights = {
  heading: "DPDP Act kapsamındaki haklarınız",
  items: [
    "Hakkınızda hangi kişisel verileri tuttuğumuzu ve bunları nasıl kullandığımızı sorma.",
    "Bunları düzeltmemizi, tamamlamamızı ya da güncellememizi isteme.",
    "İstediğiniz zaman silmemizi isteme ve verdiğiniz her türlü onayı geri çekme.",
    "Bu hakları kendiniz kullanamıyorsanız sizin adınıza kullanması için birini belirleme.",
    "Şikâyet Görevlimize başvurma ve yanıtımızdan memnun kalmazsanız Hindistan Veri Koruma Kurulu'na şikâyette bulunma.",
  ],
  howToAsk: {
    heading: "Verilerinizi görmek, düzeltmek ya da silmek için nasıl başvurabilirsiniz",
    paragraphs: [
      `Bizimle kullandığınız adresten ${site.email} adresine e-posta gönderin ve verilerinizi görmek, düzeltmek ya da silmek istediğinizi belirtin. O adres altında tutulan her şeyi ararız: iş başvuruları (özgeçmişinizle birlikte), iletişim mesajları, teklif talepleri, bülten aboneliğiniz ve size henüz gönderilmemiş e-postalar.`,
      "Görmek istediğinizde, hepsini içeren tek bir dosya (herhangi bir metin düzenleyicide okunabilen JSON) göndeririz. Düzeltmek için doğru adı, e-posta adresini ya da telefon numarasını bize bildirin; her kayıtta değiştiririz. Silmek için o adres altındaki her kaydı, özgeçmiş ve gönderilmemiş e-postalar dahil sileriz; verilerinizi değil, yalnızca bir silme işleminin yapıldığına, ne zaman yapıldığına ve kaç kaydın kaldırıldığına dair bir not saklarız.",
      "Verilerinizi başka kimsenin isteyememesi için yanıtımızı verilerin kayıtlı olduğu adrese göndeririz.",
    ],
  },
};

export const withdraw: typeof en.withdraw = {
  heading: "Onayınızı nasıl geri çekebilirsiniz",
  items: [
    {
      title: "Bülten",
      text: "Her bülten e-postasında bir abonelik iptali bağlantısı bulunur; tek tıklamayla sonraki tüm e-postalar durdurulur.",
    },
    {
      title: "İletişim mesajları ve başvurular",
      text: `Kullandığınız adresten ${site.grievanceOfficer.email} adresine e-posta gönderin ve verilerinizi silmemizi isteyin. Özgeçmiş dahil silinir ve işlem tamamlandığında e-postayla onaylarız.`,
    },
  ],
  note: "Onayı geri çekmek, onay vermek kadar kolaydır ve geri çekmeden önce verilerinizle yaptığımız işlemleri etkilemez.",
};

export const grievance: typeof en.grievance = {
  heading: "Şikâyet Görevlisi",
  text: "Kişisel verilerinizi nasıl işlediğimizle ilgili bir sorunuz ya da şikâyetiniz varsa Şikâyet Görevlimize yazın. Her talebin alındığını bildirir ve en kısa sürede yanıtlarız.",
  officer: { name: site.grievanceOfficer.name, title: "Şikâyet Görevlisi", email: site.grievanceOfficer.email },
};

export const privacyCta: typeof en.privacyCta = {
  heading: "Verilerinizle ilgili sorularınız mı var?",
  text: `${site.grievanceOfficer.email} adresine yazın ya da bize bir mesaj gönderin; bir uzmanımız 24 saat içinde yanıt verecektir.`,
  label: "Bize Ulaşın",
};
