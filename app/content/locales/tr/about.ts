import type * as en from "../../about";

export const homeMeta: typeof en.homeMeta = {
  title: "Uluslararası Taşıma Organizasyonu ve Gümrükleme | Tarang Global Logistics",
  description:
    "Navi Mumbai'den deniz ve hava taşımacılığı, gümrükleme, depolama ve karayolu taşımacılığı. 2009'dan bu yana JNPT üzerinden Hintli ihracatçı ve ithalatçılara hizmet veriyoruz.",
  keywords: [
    "Navi Mumbai forwarder",
    "JNPT gümrük müşaviri",
    "Nhava Sheva gümrükleme",
    "Hindistan deniz yolu taşımacılığı",
    "Mumbai hava kargo",
    "Navi Mumbai depolama",
    "Hindistan lojistik firması",
  ],
};

export const aboutMeta: typeof en.aboutMeta = {
  title: "Hakkımızda | Tarang Global Logistics",
  description:
    "2009'da Vashi'de bir gümrük müşavirliği firması olarak kurulan Tarang Global Logistics; taşımacılık, gümrükleme, depolama ve nakliye alanında çalışan Navi Mumbai merkezli bir ekiptir. Yöneticilerimizle tanışın.",
  keywords: [
    "Tarang Global Logistics hakkında",
    "Tarang Shipping Agencies",
    "Navi Mumbai gümrük müşaviri",
    "AEO sertifikalı lojistik firması",
    "Hindistan WCA üyesi",
    "ISO 9001:2015 lojistik",
  ],
};

export const philosophyMeta: typeof en.philosophyMeta = {
  title: "Misyon, Vizyon ve Değerler | Tarang Global Logistics",
  description:
    "Tarang Global Logistics'in Hintli ihracatçı ve ithalatçıların yüklerini mevzuata uygun, şeffaf ve zamanında taşımasının ardındaki misyon, vizyon ve temel değerler.",
  keywords: [
    "Tarang Global Logistics misyonu",
    "lojistik firması vizyonu",
    "temel değerler",
    "mevzuata uygun taşıma organizasyonu",
    "gümrük müşaviri değerleri",
  ],
};

export const howItWorksMeta: typeof en.howItWorksMeta = {
  title: "Nasıl Çalışır | Tarang Global Logistics",
  description:
    "Talepten teslim belgesine kadar: Tarang Global Logistics ile bir sevkiyat nasıl ilerler? Bir iş günü içinde fiyat teklifi ve baştan sona tek koordinatör.",
  keywords: [
    "taşıma organizasyonu nasıl işler",
    "Hindistan sevkiyat süreci",
    "ihracat sevkiyatı adımları",
    "gümrükleme süreci",
    "navlun teklifi",
    "sevkiyat takibi",
  ],
};

export const ourTeamMeta: typeof en.ourTeamMeta = {
  title: "Ekibimiz | Tarang Global Logistics",
  description:
    "Ekip sayfamız taşındı. Tarang Global Logistics yöneticileriyle tanışmak, hikâyemizi, değerlerimizi ve sertifikalarımızı okumak için Hakkımızda sayfasını ziyaret edin.",
  keywords: ["Tarang Global Logistics ekibi", "yönetim", "hakkımızda"],
};

export const home: typeof en.home = {
  eyebrow: "Navi Mumbai · 2009'dan beri",
  headline: "Taşımacılık, gümrükleme ve depolama tek bir ekipten",
  subheadline:
    "Hindistan'ın ihracatçı ve ithalatçıları için JNPT ve Mumbai havalimanı üzerinden deniz ve hava taşımacılığı, gümrükleme, depolama ve karayolu taşımacılığı.",
};

export const story: typeof en.story = {
  heading: "Hikâyemiz",
  paragraphs: [
    "Tarang, 2009 yılında Vashi'de küçük bir gümrük müşavirliği firması olan Tarang Shipping Agencies olarak yola çıktı. İlk müşterilerimiz, Thane-Belapur sanayi kuşağındaki üretici ve ihracatçılardı; ihracat beyannamelerini verecek, muayeneleri takip edecek ve konteynerlerini son dakika sürprizleri yaşamadan Nhava Sheva'da gemiye yükletecek güvenilir bir ortağa ihtiyaç duyuyorlardı.",
    "Bu müşteriler büyüdükçe sürecin daha fazlasını üstlenmemizi istediler. 2015'te uluslararası taşıma organizasyonu, depolama ve karayolu taşımacılığını hizmetlerimize ekledik ve genişleyen işimizi yansıtmak için şirketin adını Tarang Global Logistics olarak değiştirdik. Gümrük ekibimiz işimizin merkezinde kaldı; çünkü en baştan doğru belgelenen bir sevkiyat sonraki her adımda daha hızlı ilerler.",
    "Bugün JNPT (Nhava Sheva) üzerinden deniz yolu, Mumbai havalimanı üzerinden hava yolu taşımacılığı yapan; kendi depolarına, Maharashtra ve ötesine uzanan bir kamyon ağına ve yurt dışında iş ortağı acentelere sahip Navi Mumbai merkezli bir ekibiz. Bize tek bir ihracat beyannamesi için gelen ihracatçıların birçoğu hâlâ yüklerini bizimle gönderiyor.",
  ],
  image: {
    src: "/media/about/story.svg",
    width: 1200,
    height: 800,
    alt: "Nhava Sheva'da rıhtım vinçlerinin yanında yanaşmış bir konteyner gemisi ve terminal kapısında bekleyen kamyonlar",
  },
};

export const commitment: typeof en.commitment = {
  heading: "Taahhüdümüz",
  paragraphs: [
    "Kabul ettiğimiz her sevkiyatın adı belli bir koordinatörü, gizli masrafı olmayan yazılı bir fiyat teklifi ve yük teslim edilene kadar düzenli bilgilendirmesi olur. Bir şeyler ters giderse, ister ertelenen bir rezervasyon, ister bir gümrük sorgusu, ister geciken bir kamyon olsun, öğrendiğimiz anda size haber verir ve bu konuda ne yaptığımızı da bildiririz.",
    "Sahip olduğumuz belgelerin gerektirdiği standartlara uyarız: güvenli ve mevzuata uygun ticaret için AEO sertifikası, ISO 9001:2015 sertifikalı bir kalite yönetim sistemi ve WCA ağının hizmet yükümlülükleri. Eksiksiz belgeler, yükünüzün özenle elleçlenmesi ve bizim için daha küçük bir iş anlamına gelse bile dürüst tavsiye: müşterilerimizi yıllarca bu şekilde koruyoruz.",
  ],
  image: {
    src: "/media/about/commitment.svg",
    width: 1200,
    height: 800,
    alt: "Bir depo yükleme rampasında ihracat belgelerini çeki listesiyle karşılaştıran Tarang koordinatörü",
  },
};

export const foundations: typeof en.foundations = [
  {
    title: "Lisanslı Gümrük Müşaviri",
    text: "2009'da işe gümrük müşavirliğiyle başladık. Lisanslı ekibimiz ihracat ve ithalat beyannamelerini ICEGATE üzerinden verir; JNPT'de ve Mumbai hava kargoda tespit ve muayene işlemlerini yürütür.",
    icon: "file-text",
  },
  {
    title: "AEO Sertifikalı Operatör",
    text: "Hindistan Gümrüğü'nden aldığımız Yetkilendirilmiş Yükümlü (AEO) sertifikası, yükün ve kayıtların güvenli ve mevzuata uygun yönetildiğini tescil eder ve müşterilerimizin sevkiyatlarının daha sorunsuz gümrüklenmesine katkı sağlar.",
    icon: "shield-check",
  },
  {
    title: "Navi Mumbai'de Kendi Depolarımız",
    text: "JNPT yakınındaki kendi depomuz; depolama, konsolidasyon, ambalajlama, paletleme ve cross-docking hizmetleri sunar, barkodlu stok kontrolü yapar ve talep üzerine stok raporları hazırlar.",
    icon: "warehouse",
  },
  {
    title: "WCA Ağı İş Ortağı",
    text: "WCA ağı üyeliği bizi dünya genelinde titizlikle seçilmiş bağımsız forwarder firmalarla buluşturur; böylece yükünüz varış noktasında tanıdığımız ve hesap sorabileceğimiz bir iş ortağı tarafından elleçlenir.",
    icon: "globe",
  },
];

export const values: typeof en.values = [
  {
    title: "Önce Mevzuata Uyum",
    text: "Belgeleri ilk seferde doğru ve eksiksiz hazırlarız; gümrük ve vergi kurallarında asla kestirme yola gitmeyiz. Doğru evrak sevkiyatınızı, vergi avantajlarınızı ve itibarınızı korur.",
    icon: "clipboard-check",
  },
  {
    title: "Şeffaflık",
    text: "Tüm masrafların gösterildiği yazılı fiyat teklifleri, gerçekçi transit süreleri ve planlar değiştiğinde erken uyarı. Yükünüzün nerede olduğunu ve size neye mal olacağını her zaman bilirsiniz.",
    icon: "search",
  },
  {
    title: "Güvenilirlik",
    text: "Yalnızca yerine getirebileceğimiz sözleri veririz ve ardından kesim saatlerine, yükleme ve teslim tarihlerine uyarız. Bir sorun çıktığında sorumluluğu üstlenir ve çözeriz.",
    icon: "clock",
  },
  {
    title: "İş Ortaklığı",
    text: "Üretim döngülerinizden alıcılarınızın şartlarına kadar işinizin nasıl yürüdüğünü öğrenir ve sevkiyatları buna göre planlarız. Müşteri ilişkilerimizin birçoğu on yılı aşkın süredir devam ediyor.",
    icon: "handshake",
  },
  {
    title: "Sorumluluk",
    text: "Yükünüzü elleçleyen insanları ve yükünüzün geçtiği yerleri gözetiriz: güvenli çalışma uygulamaları, daha dolu yüklemeler, mantıklı olduğunda demiryolu ve ambalajda daha az atık.",
    icon: "leaf",
  },
];

export const leaders: typeof en.leaders = [
  {
    name: "Rajesh Kulkarni",
    position: "Kurucu ve CEO",
    image: {
      src: "/media/leaders/rajesh-kulkarni.svg",
      width: 480,
      height: 480,
      alt: "Tarang Global Logistics'in Kurucusu ve CEO'su Rajesh Kulkarni'nin portresi",
    },
    description:
      "Rajesh, Nhava Sheva'da uzun yıllar gümrükleme alanında çalıştıktan sonra 2009'da Vashi'de Tarang Shipping Agencies'i kurdu. Şirketin stratejisini ve kilit müşteri ilişkilerini yönetiyor; karmaşık tarife sınıflandırması ve mevzuata uyum dosyalarını hâlâ bizzat inceliyor.",
  },
  {
    name: "Ananya Deshpande",
    position: "Direktör",
    image: {
      src: "/media/leaders/ananya-deshpande.svg",
      width: 480,
      height: 480,
      alt: "Tarang Global Logistics Direktörü Ananya Deshpande'nin portresi",
    },
    description:
      "Ananya, 2015'te Tarang Global Logistics'e geçişle birlikte gelen uluslararası taşıma organizasyonu, depolama ve nakliye operasyonlarını kurdu. Günlük operasyonları, yurt dışı iş ortağı ağımızı ve ISO 9001:2015 sertifikalı kalite yönetim sistemimizi yönetiyor.",
  },
];

export const philosophy: typeof en.philosophy = {
  intro:
    "2009'dan bu yana işimiz basit bir fikre dayanıyor: evrak doğru, plan gerçekçi ve müşteri bilgilendirilmiş olduğunda yük sorunsuz ilerler. Bu ilkeler, her sevkiyat için nasıl fiyat verdiğimize, nasıl taşıdığımıza ve nasıl destek olduğumuza yön verir.",
  cards: [
    {
      title: "Misyonumuz",
      text: "Hintli işletmelerin yüklerini güvenle, zamanında ve mevzuata tam uygun biçimde taşıyarak dünyayla ticaret yapmalarına yardımcı olmak; bunu açık maliyetler, dürüst tavsiyeler ve talepten teslimata kadar sorumluluğu üstlenen tek bir ekiple yapmak.",
      icon: "target",
    },
    {
      title: "Vizyonumuz",
      text: "Batı Hindistan'daki ihracatçı ve ithalatçıların tüm tedarik zincirlerini emanet ettiği, ayrıntıları doğru yönetmesiyle ve giderek daha temiz ve verimli hâle gelen operasyonlarıyla tanınan lojistik iş ortağı olmak.",
      icon: "globe",
    },
    {
      title: "Temel Değerlerimiz",
      text: "Önce mevzuata uyum; fiyatlandırmada ve süreç takibinde şeffaflık; verilen her sözde güvenilirlik; müşterilerimizle uzun vadeli iş ortaklığı; çalışanlarımıza ve çevreye karşı sorumluluk.",
      icon: "badge-check",
    },
  ],
};

export const howItWorks: typeof en.howItWorks = {
  intro:
    "Yılda tek bir sevkiyat da gönderseniz, haftada birkaç konteyner de gönderseniz her iş aynı altı adımı izler. Baştan sona tek bir koordinatörle çalışırsınız ve sırada ne olduğunu her zaman bilirsiniz.",
  steps: [
    {
      number: 1,
      title: "Talep ve İhtiyaç Görüşmesi",
      desc: "Talebinizi iletişim formu, e-posta ya da telefon aracılığıyla; ürün, ağırlık ve ölçüler, çıkış noktası, varış noktası ve istenen teslim tarihiyle birlikte gönderin. Ekibimizden biri, genellikle aynı iş günü içinde sizi arayarak ayrıntıları, Incoterms koşullarını, özel elleçleme gereksinimlerini ve elinizdeki belgeleri teyit eder.",
    },
    {
      number: 2,
      title: "Fiyat Teklifi ve Güzergâh Planı",
      desc: "Bir iş günü içinde önerilen taşıma türünü ve güzergâhı, tahmini transit süresini ve geçerlilik tarihini içeren, navlun, yerel masraflar, gümrük ve nakliye kalemlerini açıkça gösteren yazılı bir fiyat teklifi göndeririz. Uygun olduğunda, karşılaştırabilmeniz için karayolu yerine JNPT'ye demiryolu ya da FCL yerine LCL gibi bir alternatif de ekleriz.",
    },
    {
      number: 3,
      title: "Rezervasyon ve Belgeler",
      desc: "Teklifi onayladığınızda armatörden ya da havayolu şirketinden yer ayırır ve kesim tarihlerini teyit ederiz. Siz ticari faturayı, çeki listesini ve varsa lisans ya da sertifikaları paylaşırsınız; biz bunları rezervasyonla karşılaştırır, ihracat ya da ithalat beyannamesini hazırlar ve destekleyici belgelerle birlikte e-Sanchit üzerinden ICEGATE'e iletiriz.",
    },
    {
      number: 4,
      title: "Yükleme ve Gümrükleme",
      desc: "Yükü kararlaştırılan tarihte fabrikanızdan ya da deponuzdan teslim alır, araç bilgilerini ve e-way bill belgesini önceden paylaşırız. Limanda, havalimanında ya da konteyner yük istasyonunda gümrük ekibimiz muayeneyi, tespit sorgularını ve vergi ödemesini yürütür ve yük gümrüklenene kadar sizi bilgilendirir. İthalatta sıralama tersine işler: yükü varışta gümrükler, ardından size teslim ederiz.",
    },
    {
      number: 5,
      title: "Takipli Transit",
      desc: "Kalkıştan sonra konşimentoyu ya da hava yolu taşıma senedini alır; yükleme, aktarma ve varış aşamalarında bilgilendirme alırsınız. Bir gecikme olursa nedenini ve kaybedilen zamanı telafi etme planımızı size bildiririz. Koordinatörünüze süreç boyunca telefon, e-posta ya da WhatsApp ile ulaşabilirsiniz.",
    },
    {
      number: 6,
      title: "Teslimat ve Sevkiyat Sonrası Destek",
      desc: "Yükü alıcının kapısına teslim eder ya da iş ortağı ağımız aracılığıyla varış noktasında teslim eder, imzalı teslim belgesini size göndeririz. Ardından dosyayı nihai fatura ve destekleyici belgelerle kapatır, hasar talepleri ya da ihracat teşvik evrakı konusunda yardımcı olur ve daha iyi yapılabilecek bir şey varsa sevkiyatı sizinle birlikte değerlendiririz.",
    },
  ],
};

export const ourTeamMoved: typeof en.ourTeamMoved = {
  heading: "Ekip sayfamız taşındı",
  text: "Artık yöneticilerimizle tanışabilir, hikâyemizi okuyabilir ve işimize yön veren değerleri Hakkımızda sayfasında görebilirsiniz.",
};
