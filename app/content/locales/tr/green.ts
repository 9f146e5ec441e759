import type * as en from "../../green";
import type { MediaImage } from "../../types";

const art = (name: string, alt: string): MediaImage => ({ src: `/media/green/${name}.svg`, alt, width: 800, height: 500 });

export const greenMeta: typeof en.greenMeta = {
  title: "Yeşil Lojistik ve Sürdürülebilirlik Yol Haritası | Tarang Global Logistics",
  description:
    "Navi Mumbai merkezli yeşil yol haritamız: 2030'a kadar karbon emisyonlarında %30 azalma, 2032'ye kadar son kilometre araçlarının %25'inin elektrikli olması ve 2028'e kadar enerji verimliliğinde %50 iyileşme.",
  keywords: [
    "Hindistan yeşil lojistik",
    "sürdürülebilir taşıma organizasyonu",
    "Mumbai elektrikli son kilometre teslimat",
    "Navi Mumbai enerji verimli depo",
    "lojistikte karbon azaltımı",
    "düşük karbonlu taşımacılık",
  ],
};

export const greenHero: typeof en.greenHero = {
  eyebrow: "Yeşil lojistik",
  title: "Hindistan'ın ticaretini daha hafif bir ayak iziyle taşıyoruz",
  lead: "Daha dolu yüklemeler, daha temiz araçlar ve verimli depolar: elleçlediğimiz her sevkiyatın karbonunu azaltmaya yönelik yol haritamız; hedeflerimizi yayımlıyor ve her yıl raporluyoruz.",
  action: "Sevkiyatınızın CO₂ salımını hesaplayın",
};

export const roadmap: typeof en.roadmap = {
  title: "Misyonumuz ve Yeşil Yol Haritamız",
  missionLabel: "Misyonumuz",
  mission:
    "Müşterilerimizin yüklerini, işin izin verdiği en az karbon, yakıt ve atıkla ve güvendikleri güvenilirlikten ödün vermeden taşımak.",
  intro:
    "2023 operasyonlarımıza göre ölçülen ve tarihi belli üç hedef, bu misyonu denetlenebilir bir işe dönüştürüyor. İlerlemeyi her çeyrekte gözden geçiriyor ve yılda bir kez yayımlıyoruz.",
  image: art("ev-fleet", "Şehir içi seferlerinden önce güneş enerjili bir sundurmanın altında şarj olan elektrikli teslimat kamyonetleri"),
  targets: [
    {
      figure: "%30",
      year: 2030,
      title: "Karbon Emisyonlarını Azaltmak",
      text: "Daha dolu kamyon ve konteynerler, planlı dönüş yükleri, daha iyi bakımı yapılmış motorlar ve sefer programlarının elverdiği yerlerde JNPT'ye iç hat bağlantılarında demiryolu kullanarak 2030'a kadar karbon emisyonlarımızı %30 azaltmak.",
      icon: "leaf",
    },
    {
      figure: "%25",
      year: 2032,
      title: "Elektrikli Son Kilometre",
      text: "Depomuz, konteyner yük istasyonları ve Mumbai ile Pune'deki müşteriler arasındaki kısa ve öngörülebilir şehir içi seferlerden başlayarak 2032'ye kadar son kilometre filomuzun %25'ini elektrikli hâle getirmek.",
      icon: "zap",
    },
    {
      figure: "%50",
      year: 2028,
      title: "Enerji Verimliliği",
      text: "Çatı tipi güneş panelleri, hareket sensörlü LED aydınlatma, elektrikli forkliftler ve her yıl yapılan bina enerji değerlendirmesiyle 2028'e kadar depolarımızın enerji verimliliğini %50 artırmak.",
      icon: "lightbulb",
    },
  ],
};

export const sustainabilityCommitment: typeof en.sustainabilityCommitment = {
  title: "Sürdürülebilirlik Taahhüdümüz",
  paragraphs: [
    "Bizim için sürdürülebilirlik ayrı bir program değil, taşımacılığın nasıl planlandığının bir parçasıdır. En yeşil sevkiyat genellikle aynı zamanda en verimli olanıdır: yarı boş iki konteyner yerine tek bir dolu konteyner, boş dönüş kilometresi olmayan bir güzergâh, bir kez taşınacak ve hasarsız ulaşacak şekilde ambalajlanmış yük.",
    "Söz vermeden önce ölçeriz. Kendi kamyonlarımızın ve depomuzun kullandığı yakıt ve elektriği takip eder, talep üzerine müşteri sevkiyatlarının emisyonlarını hesaplar ve yol haritamızdaki ilerlemeyi her yıl raporlarız. Daha düşük karbonlu bir seçenek daha pahalıysa ya da daha uzun sürüyorsa, bunu standart fiyat teklifinin yanında gösterir ve kararı size bırakırız.",
  ],
  practicesTitle: "Bunun bir sevkiyattaki karşılığı",
  practices: [
    "Kapıdan daha az yarı boş kamyon ve konteyner çıksın diye grupaj ve yük konsolidasyonu.",
    "Transit sürelerinin elverdiği yerlerde, uzun karayolu seferleri yerine JNPT'ye iç hat konteyner bağlantılarında demiryolu.",
    "Yeniden kullanılabilir paletler ve istif malzemeleri; ihracat ambalajında ısıl işlem görmüş ISPM-15 ahşap.",
    "ICEGATE ve e-Sanchit üzerinden kâğıtsız işlemler ve dijital teslim belgesi.",
  ],
  image: art("leaf-route", "İki nokta arasında optimize edilmiş bir rotayı izleyen teslimat kamyonunun güzergâh haritası"),
};

export const scalesWithUs: typeof en.scalesWithUs = {
  title: "Bizimle Birlikte Büyüyen Sürdürülebilirlik",
  intro:
    "Hacimlerimiz büyüdükçe her sevkiyatın ayak izi küçülmek zorunda. Bu üç ilke, büyüme şeklimize sonradan eklenmiyor; en baştan içine yerleştiriliyor.",
  image: art(
    "solar-warehouse",
    "Çatısında güneş panelleri bulunan, rüzgâr türbinleri ve şarj noktasında elektrikli bir kamyonetin yer aldığı depo",
  ),
  items: [
    {
      title: "Enerji Verimli Depolama",
      text: "Navi Mumbai depomuz gün içinde çatı tipi güneş enerjisinden yararlanır; yüksek tavan LED aydınlatma, doğal havalandırma ve akülü elektrikli forkliftlerle çalışır. Eklediğimiz her yeni tesis aynı standarda göre planlanır.",
      icon: "warehouse",
    },
    {
      title: "Kaynak Bilinçli Operasyonlar",
      text: "Boş kilometreleri önleyen güzergâh planlaması, kamyonları nominal yakıt verimliliklerinde tutan bakım, yeniden kullanılabilir ambalaj malzemeleri ve basılı dosyalar yerine dijital belgeler.",
      icon: "recycle",
    },
    {
      title: "Kademeli Geçiş",
      text: "Elektrikli araçları, güneş enerjisi kapasitesini ve daha yeşil ambalajları adım adım devreye alıyor, her birini ölçeklendirmeden önce gerçek güzergâhlarda kanıtlıyoruz; böylece emisyonlar düşerken hizmet ve fiyatlar güvenilir kalıyor.",
      icon: "trending-up",
    },
  ],
};

export const calculatorTeaser: typeof en.calculatorTeaser = {
  title: "Sevkiyatınız ne kadar CO₂ salıyor?",
  text: "Emisyon hesaplayıcımızla aynı yükü hava, karayolu ve deniz yoluyla birkaç saniyede karşılaştırın.",
  label: "CO₂ hesaplayıcısını açın",
};

export const greenCta: typeof en.greenCta = {
  heading: "Daha düşük karbonlu bir sevkiyatı bizimle planlayın",
  text: "Yükünüzü ve hatlarınızı bize anlatın; konsolidasyon, taşıma türü ve güzergâh seçeneklerini maliyet, transit süresi ve tahmini emisyonlarıyla yan yana önerelim.",
  label: "Ekibimizle Görüşün",
};

export const co2Meta: typeof en.co2Meta = {
  title: "Hava, Karayolu ve Deniz Taşımacılığı için CO₂ Hesaplayıcı | Tarang Global Logistics",
  description:
    "Bir sevkiyatın CO₂ salımını mesafe, yük ağırlığı ve taşıma türüne göre hesaplayın; hava, karayolu ve deniz yolunu yan yana karşılaştırın. Ücretsiz, anında, kayıt gerektirmez.",
  keywords: [
    "CO2 emisyon hesaplayıcı",
    "navlun karbon hesaplama",
    "Hindistan taşımacılık emisyonları",
    "ton-km emisyon faktörü",
    "hava ve deniz taşımacılığı emisyon karşılaştırması",
    "karayolu taşımacılığı CO2",
  ],
};

export const co2Hero: typeof en.co2Hero = {
  eyebrow: "Yeşil lojistik",
  title: "CO₂ Emisyon Hesaplayıcı",
  lead: "Yükünüzü hava, karayolu ya da deniz yoluyla taşımanın ne kadar karbondioksit saldığını hesaplayın ve taşıma türü seçiminin bunu ne kadar değiştirdiğini görün.",
};

export const co2Explainer: typeof en.co2Explainer = {
  title: "Hesaplama nasıl yapılır",
  paragraphs: [
    "Yükünüzün kaç kilometre yol alacağını, kaç ton geldiğini ve nasıl taşınacağını girin. Hesaplayıcı bu üçünü çarpar: mesafe × ağırlık × emisyon faktörü; sonuç kilogram cinsinden CO₂'dir.",
    "Bir ton-km, bir ton yükün bir kilometre taşınmasıdır. 2 ton yükü karayoluyla 1.000 km taşımak 2.000 ton-km eder; ton-km başına 0,15 kg CO₂ ile bu 300 kg CO₂ demektir.",
  ],
  factorsCaption: "Kullanılan emisyon faktörleri",
  factorsUnit: "ton-km başına kg CO₂",
  typicalUse: {
    air: "Acil ya da yüksek değerli yükler, numuneler, yedek parçalar",
    road: "Yurt içi teslimat, liman ve havalimanı transferleri",
    sea: "Uluslararası hatlarda konteyner ve dökme yükler",
  },
  basis:
    "Esas: ton-km başına kg CO₂ olarak, yalnızca uçağın, kamyonun ya da geminin yaktığı yakıtı kapsayan gösterge niteliğinde tanktan tekerleğe (tank-to-wheel) ortalamalar. Yakıt üretimi (kuyudan tanka), boş dönüş seferleri, terminal elleçlemesi ve depolama dahil değildir; bu nedenle sonucu karbon raporlaması için değil, seçenekleri karşılaştırmak için kullanın. Karbon raporlaması, güzergâha özgü verilerle ISO 14083 veya GLEC Çerçevesi gibi kuyudan tekerleğe (well-to-wheel) bir yöntem gerektirir.",
};

export const co2Tips: typeof en.co2Tips = {
  title: "Bu rakamı düşürmenin yolları",
  items: [
    {
      title: "Zaman elverdiğinde deniz yolunu seçin",
      text: "Ton-km başına deniz taşımacılığı, hava taşımacılığının yaklaşık otuzda biri kadar emisyon üretir. Siparişleri birkaç hafta önceden planlamak çoğu zaman yükü havadan denize taşır.",
      icon: "ship",
    },
    {
      title: "Konteyneri doldurun",
      text: "Parsiyel yükleri dolu kamyon ve konteynerlerde birleştirmek, ton başına kat edilen kilometreyi azaltır. Grupaj hizmetimiz aynı hatlardaki yükleri bir araya getirir.",
      icon: "boxes",
    },
    {
      title: "Daha hafif ve akıllı ambalajlayın",
      text: "Doğru boyutta koliler, daha hafif paletler ve daha iyi istifleme, gönderdiğiniz ağırlığı ve hacmi, dolayısıyla emisyonları ve navlun faturasını azaltır.",
      icon: "package",
    },
  ],
  greenLink: "Yeşil yol haritamızı görün",
};

export const co2Cta: typeof en.co2Cta = {
  heading: "Yükünüz için daha düşük karbonlu bir güzergâh mı istiyorsunuz?",
  text: "Sevkiyat bilgilerinizi paylaşın; taşıma türlerini, güzergâhları ve konsolidasyon seçeneklerini maliyetleri, transit süreleri ve emisyonlarıyla birlikte karşılaştıralım.",
  label: "Daha Yeşil Bir Sevkiyat Planlayın",
};

export const greenPage: typeof en.greenPage = {
  meta: greenMeta,
  hero: greenHero,
  roadmap,
  commitment: sustainabilityCommitment,
  scales: scalesWithUs,
  calculatorTeaser,
  cta: greenCta,
};

export const co2Page: typeof en.co2Page = {
  meta: co2Meta,
  hero: co2Hero,
  explainer: co2Explainer,
  tips: co2Tips,
  cta: co2Cta,
};
