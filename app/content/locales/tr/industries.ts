import type * as en from "../../industries";
import type { Industry } from "../../types";

const image = (id: string, alt: string): Industry["image"] => ({
  src: `/media/industries/${id}.svg`,
  width: 1200,
  height: 675,
  alt,
});

export const industries: typeof en.industries = [
  {
    id: "industrie1",
    title: "Özel Kimyasallar",
    description:
      "Tehlikeli ve tehlikesiz özel kimyasalların deniz, hava ve karayoluyla mevzuata uygun taşınması; tehlikeli madde evrakı, ISO tank konteynerler, flexitankler ve lisanslı depolama.",
    image: image("industrie1", "Bir ISO tank konteynerin yanında sevkiyata hazır kimyasal variller ve IBC tanklarının çizimi"),
    expertise: [
      "Özel kimyasallar nadiren tek tip yük olarak taşınır. Tek bir ihracatçı aynı ay içinde Sınıf 3 bir çözücü, Sınıf 8 aşındırıcı bir madde ve mevzuata tabi olmayan bir ara ürün gönderebilir; her birinin kendi ambalajlama, etiketleme ve taşıyıcı kabul kuralları vardır. Rezervasyondan önce her ürünün güvenlik bilgi formunu (MSDS/SDS) okur, UN numarasını, sınıfını ve ambalaj grubunu teyit eder, IMDG tehlikeli madde beyanını ve konteyner yükleme sertifikasını hazırlarız. Armatörün tehlikeli yükü kabulden önce onaylaması gerekiyorsa, seferin kaçırılmaması için talebi erkenden iletiriz.",
      "Ambalaj, ürüne ve hacme göre belirlenir. Variller, bidonlar ve IBC tanklar, uygun takozlama ve destekleme ile standart konteynerlerde taşınır. Daha büyük sıvı hacimleri ISO tank konteynerlerle gönderilirken, bazı yağlar, glikoller ve katkı maddeleri gibi tehlikesiz sıvılar litre başına daha düşük maliyetle flexitanklerde taşınabilir. Tank temizlik sertifikalarını, önceki yük geçmişini ve ısıtma gereksinimlerini kontrol eder, müşterinin şartnamesi gerektirdiğinde özel ya da gıdaya uygun ekipman temin ederiz.",
      "Hindistan'da büyük miktarda depolanan petrol sınıfı ürünler PESO lisanslı tesis gerektirir; tehlikeli kimyasallar ayrıca 1989 tarihli Tehlikeli Kimyasalların Üretimi, Depolanması ve İthalatı Kurallarına tabidir. Gujarat ve Maharashtra'daki tesisler ile Nhava Sheva, Mundra ve Hazira limanları arasında uygun lisanslı depolar ve TREM kartı taşıyan eğitimli sürücülerle, ikaz levhalı karayolu araçları kullanırız. Gümrük ekibimiz tarife sınıflandırmasını ve gümrüklemeyi yürütür; her sevkiyat alıcıya ulaşana kadar takip edilir.",
    ],
    cta: {
      title: "Kimyasal Lojistiği Desteğine mi İhtiyacınız Var?",
      description:
        "Ürününüzün SDS belgesini ve hattını paylaşın; ekibimiz ambalaj, belgeler ve doğru ekipman konusunda size yol göstersin.",
      button: "Ekibimize Ulaşın",
    },
    meta: {
      title: "Hindistan'da Özel Kimyasal Lojistiği | Tarang Global Logistics",
      description:
        "Navi Mumbai'den tehlikeli ve tehlikesiz kimyasal lojistiği: IMDG belgeleri, ISO tank konteynerler, flexitankler, PESO lisanslı depolama ve gümrükleme.",
      keywords: [
        "Hindistan kimyasal lojistiği",
        "tehlikeli madde taşımacılığı",
        "IMDG tehlikeli yük",
        "ISO tank konteyner",
        "flexitank taşımacılığı",
        "PESO lisanslı depo",
      ],
    },
  },
  {
    id: "industrie2",
    title: "İlaç",
    description:
      "İlaçlar, etken maddeler (API) ve klinik malzemeler için sıcaklık kontrollü taşımacılık; 2–8 °C ve 15–25 °C hatları, veri kaydediciler ve mevzuat evrakı dahil.",
    image: image("industrie2", "Bir hava kargo paleti üzerinde sıcaklık veri kaydedicili yalıtımlı ilaç taşıma kutularının çizimi"),
    expertise: [
      "İlaç yükü, varış tarihi kadar sıcaklık kaydıyla da değerlendirilir. Her sevkiyatı ürünün etiketindeki saklama koşuluna göre planlarız: aşılar ve biyolojik ürünler için genellikle 2–8 °C, birçok bitmiş ürün için 15–25 °C. Buna göre pasif yalıtımlı kutular, aktif sıcaklık kontrollü konteynerler ve frigorifik konteynerler arasında seçim yaparız. Kalibre edilmiş veri kaydediciler yükle birlikte seyahat eder; teslimattan sonra indirilen ölçümleri gönderici ile paylaşırız, böylece olası bir sapma ürünün stabilite verilerine göre değerlendirilebilir.",
      "Batı Hindistan'dan ilaç ihracatı genellikle Mumbai'deki Chhatrapati Shivaji Maharaj Uluslararası Havalimanı üzerinden yapılır; yük burada hava kargo terminalinin sıcaklık kontrollü ihracat alanına teslim edilir. Maharashtra ve Gujarat'taki üretim tesislerinden önceden şartlandırılmış araçlarla yük alımını koordine eder, aktarma merkezlerinde yükü doğru sıcaklık bölgesinde tutabilen taşıyıcılarla rezervasyon yapar ve sevkiyatların apronda beklememesi için teslim zamanlamasını ayarlarız. Daha az hassas ürünlerin deniz taşımacılığında, yüklemeden önce set değeri kontrol edilen frigorifik konteynerlerle Nhava Sheva'dan sevkiyat yaparız.",
      "Belgeler, düzenleyici kuruma ve varış ülkesine göre hazırlanır. İlaç ve etken madde ithalatı geçerli bir CDSCO tescil belgesi ve ithalat lisansı gerektirir; CDSCO liman ofisindeki gümrüklemenin aksamaması için bunları yük gelmeden önce kontrol ederiz. İhracatta faturaları, çeki listelerini ve analiz sertifikalarını alıcının ve varış ülkesinin istediği şekilde hazırlarız. Süreç boyunca İyi Dağıtım Uygulamaları (GDP) ilkelerini uygularız: temiz ve nitelikli araçlar, kontrollü teslim devirleri, belgelenmiş bir gözetim zinciri ve her sapmanın derhal raporlanması.",
    ],
    cta: {
      title: "İlaç Lojistiği Desteğine mi İhtiyacınız Var?",
      description: "Ürünü, saklama aralığını ve varış noktasını bize bildirin; uygun ambalaj ve izleme içeren bir hat önerelim.",
      button: "İlaç Ekibimize Ulaşın",
    },
    meta: {
      title: "Hindistan'da İlaç Lojistiği | Tarang Global Logistics",
      description:
        "Mumbai'den sıcaklık kontrollü ilaç lojistiği: 2–8 °C ve 15–25 °C hatları, veri kaydediciler, GDP esaslı elleçleme ve CDSCO ithalat belgeleri.",
      keywords: [
        "Hindistan ilaç lojistiği",
        "Mumbai soğuk zincir",
        "2–8 °C taşımacılık",
        "ilaç hava kargo",
        "CDSCO ithalat gümrüklemesi",
        "GDP dağıtım",
      ],
    },
  },
  {
    id: "industrie3",
    title: "Otomotiv ve Lastik",
    description:
      "Gelen parçalar, CKD ve SKD kitleri, lastikler ve bitmiş araçlar; RoRo ve konteyner limanlarından fabrika kapısına tam zamanında (JIT) teslimata kadar programa uygun taşınır.",
    image: image(
      "industrie3",
      "Üst üste istiflenmiş lastikler, parça sandıkları ve bir RoRo gemisine yüklenmek üzere sıralanmış yeni otomobillerin çizimi",
    ),
    expertise: [
      "Otomotiv tedarik zincirleri sabit üretim programlarıyla işler; bu nedenle taşımacılığı taşıyıcının takvimine göre değil, montaj hattına göre planlarız. İthal CKD ve SKD kitleri için ambalaj şartnamelerini, iade edilebilir rafları ve parça numarası etiketlemesini tedarikçilerle kararlaştırır, ardından gümrükleyip Pune çevresindeki Chakan, Talegaon ve Pimpri-Chinchwad kuşağındaki ve Hindistan'ın diğer bölgelerindeki fabrikalara sıralı olarak teslim ederiz. Tam zamanında üretim yapan bir fabrika için yakındaki bir depoda tampon stok tutar ve fabrikanın depo ekibiyle kararlaştırılan teslimat aralıklarına göre sevk ederiz.",
      "İhraç edilecek bitmiş araçlar Mumbai, Ennore'daki Kamarajar Limanı ve Mundra gibi limanlardan RoRo gemileriyle ya da daha küçük hacimler ve yüksek değerli araçlar için konteynerlerle taşınır. Limana oto taşıyıcı tırları, her devirde muayene ve hasar kaydını, armatörün ve varış ülkesinin istediği taşıma ve gümrük belgelerini organize ederiz. İki tekerlekli araçlar, traktörler ve inşaat makineleri, taşıyıcıya ve varış limanındaki elleçlemeye uygun şekilde sandıklanır, raflanır ya da bağlanır.",
      "Lastikler genellikle konteynerlere dökme (floor-loaded) olarak, alanı tam kullanacak şekilde örgülü ya da istifli yüklenir; yükleme düzenini yüklemeden önce göndericiyle kararlaştırırız. İthal lastiklerin, pnömatik lastiklere ilişkin kalite kontrol düzenlemesi kapsamında BIS sertifikası taşıması gerekir; bu nedenle ithalat beyannamesini vermeden önce işaretleri ve lisans bilgilerini doğrularız. Yedek parça ve satış sonrası dağıtımda, tek bir parça sevkiyatı çoğu zaman birçok tarife pozisyonunu kapsadığından, dikkatli HS kodu kontrolleriyle daha küçük ve daha sık sevkiyatlar yürütürüz.",
    ],
    cta: {
      title: "Otomotiv Lojistiği Desteğine mi İhtiyacınız Var?",
      description:
        "Üretim programınızı ya da ihracat planınızı paylaşın; taşıma, gümrükleme ve teslimat aralıklarını birlikte planlayalım.",
      button: "Otomotiv Desteği Alın",
    },
    meta: {
      title: "Hindistan'da Otomotiv ve Lastik Lojistiği | Tarang Global Logistics",
      description:
        "Hindistan'da otomotiv lojistiği: CKD ve SKD kitleri, Pune çevresindeki fabrikalara tam zamanında teslimat, RoRo araç ihracatı, lastik yüklemesi ve BIS ithalat kontrolleri.",
      keywords: [
        "Hindistan otomotiv lojistiği",
        "CKD SKD kitleri",
        "RoRo taşımacılığı",
        "lastik ihracatı",
        "Pune tam zamanında teslimat",
        "otomotiv yedek parça taşımacılığı",
      ],
    },
  },
  {
    id: "industrie4",
    title: "Tarım ve Tarım Kimyasalları",
    description:
      "Tahıllar, bakliyat, taze meyve-sebze, tohumlar, gübreler ve tarımsal girdiler için lojistik; bitki sağlık sertifikası, fumigasyon ve APEDA evrakı dahil.",
    image: image("industrie4", "Bir konteynerin yanında jüt ve dokuma polipropilen tahıl çuvalları ile gübre torbalarının çizimi"),
    expertise: [
      "Hindistan'dan tarım ürünleri ihracatı, taşımacılık kadar evrakın doğru hazırlanmasına da bağlıdır. İhracatçılara listedeki ürünler için APEDA kayıt ve üyelik belgesi, Bitki Karantina makamından bitki sağlık sertifikası, menşe şahadetnamesi ve alıcının istediği kalite ya da kalıntı testleri konusunda yardımcı oluruz. Pirinç, bakliyat, yağlı tohumlar ve işlenmiş gıdalar için konteyner rezervasyonu yapar, yükleme noktasında muayeneyi organize eder ve sertifikanın konteyner ve uygulama tarihiyle uyuşması için yetkili firmalarca yapılan fumigasyonu koordine ederiz.",
      "Ambalaj seçimi hem maliyeti hem de ürünün durumunu etkiler. Tahıllar ve yağlı tohumlar genellikle jüt ya da dokuma polipropilen çuvallarda, bazen iç torbayla taşınırken; üzüm, nar ve mango gibi taze ürünler havalandırmalı koliler ve doğru set değerine ayarlanmış frigorifik konteynerler gerektirir. Yüklemeden önce konteynerlerin temizliğini, deliklerini ve kokusunu kontrol eder, uzun seferlerde yoğuşmaya karşı kraft kâğıdı kaplama ve nem alıcılar kullanır, olası bir hasar talebini desteklemek için yükleme sırasında çuval sayılarını ve ağırlıkları kayıt altına alırız.",
      "Tarım mevsimseldir; Nashik üzüm sezonu ve rabi ile kharif hasatlarının gelişi gibi hasat zirveleri konteyner, kamyon ve fumigasyon talebini birkaç haftaya sıkıştırır. Bu nedenle kapasiteyi ihracatçılarla bu dönemlerden önce planlarız. Girdi tarafında, gübre ithalatı Gübre (Kontrol) Yönetmeliği'nin şartlarını karşılamalı, pestisit girdileri de CIB&RC tescili gerektirir. Bunları sevkiyattan önce kontrol eder ve ekim takvimine yetişecek şekilde lisanslı depolar üzerinden bayilere dağıtırız.",
    ],
    cta: {
      title: "Tarım Lojistiği Desteğine mi İhtiyacınız Var?",
      description:
        "Ürünü ya da girdiyi, hacmi ve varış noktasını bize bildirin; belgeleri, fumigasyonu ve konteyner planını sizin için ortaya koyalım.",
      button: "Tarım Uzmanlarımızla Görüşün",
    },
    meta: {
      title: "Tarım ve Tarım Kimyasalları Lojistiği | Tarang Global Logistics",
      description:
        "Hindistan'da tarım ürünleri ihracatı ve girdi lojistiği: APEDA evrakı, bitki sağlık sertifikaları, konteyner fumigasyonu, frigorifik ürün taşımacılığı ve sezonluk kapasite planlaması.",
      keywords: [
        "Hindistan tarım ihracatı lojistiği",
        "APEDA belgeleri",
        "bitki sağlık sertifikası",
        "konteyner fumigasyonu",
        "frigorifik meyve sebze ihracatı",
        "gübre ithalatı",
      ],
    },
  },
  {
    id: "industrie5",
    title: "Metal ve Alaşımlar",
    description:
      "Çelik rulolar, levhalar, çubuklar, borular ve demir dışı metallerin konteyner ve konvansiyonel (breakbulk) olarak taşınması; ağırlık planlaması, güvenli sabitleme ve korozyon koruması.",
    image: image(
      "industrie5",
      "Ahşap beşikler üzerindeki çelik rulolar ve bir flat rack konteyner üzerinde çemberlenmiş çubuk demetlerinin çizimi",
    ),
    expertise: [
      "Metal yükler yoğundur; bu yüzden çoğu yük, hacmi doldurmadan çok önce ağırlık sınırına ulaşır. Her konteyneri ya da kamyonu taşıma kapasitesine, karayolu dingil yükü sınırlarına ve SOLAS kapsamında istenen doğrulanmış brüt ağırlığa (VGM) göre planlar, konteyner tabanının tek bir noktada aşırı yüklenmemesi için ağırlığı dağıtırız. Sıcak ve soğuk haddelenmiş rulolar, ahşap beşikler ya da çelik kızaklar üzerinde yatay ya da dikey (eye-to-side / eye-to-sky) yüklenir, konteynerin bağlama noktalarına sabitlenir ve kapılar mühürlenmeden önce fotoğraflanır.",
      "Uzun ürünler, borular, profiller ve konteyner ölçülerini aşan demetler flat rack ya da open top konteynerlerle veya hattın uygun olduğu yerlerde konvansiyonel yük olarak taşınır. İstif malzemelerini, yüke uygun dayanımda sabitleme ekipmanını ve alıcının istemesi hâlinde yükleme ekspertizini organize ederiz. Külçeler, kütükler ve bakır katotlar paletlenir ya da demet hâlinde çemberlenir; varan yükün fabrika test sertifikasıyla uyuşması için döküm numaralarını, markaları ve demet sayılarını çeki listesiyle karşılaştırırız.",
      "Sıcaklık dalgalanmalarının konteyner içinde yoğuşmaya yol açtığı denizde korozyon gerçek bir risktir. Ürüne bağlı olarak VCI sargı, nem alıcı torbalar, emici astarlar ve açık ekipmanlarda hava koşullarına karşı koruma kullanırız. İthalat tarafında birçok çelik ürünün Çelik İthalatı İzleme Sistemi'ne (SIMS) kaydı ve BIS kalite kontrol düzenlemelerine uygunluğu gerekirken, bakır ve alüminyum ürünler Demir Dışı Metal İthalatı İzleme Sistemi'ne (NFMIMS) kayıt gerektirir. Limanda demuraja yol açmamak için bunları yük varmadan önce kontrol ederiz.",
    ],
    cta: {
      title: "Metal Lojistiği Desteğine mi İhtiyacınız Var?",
      description: "Ürünü, ölçüleri ve ağırlıkları paylaşın; hat için ekipmanı, sabitlemeyi ve korumayı planlayalım.",
      button: "Metal Lojistiği Talep Edin",
    },
    meta: {
      title: "Hindistan'da Metal ve Alaşım Lojistiği | Tarang Global Logistics",
      description:
        "Çelik ve demir dışı metal lojistiği: rulo ve demet yüklemesi, flat rack konteynerler, sabitleme, korozyon koruması ve SIMS, NFMIMS ve BIS ithalat kontrolleri.",
      keywords: [
        "Hindistan metal lojistiği",
        "çelik rulo taşımacılığı",
        "flat rack yük",
        "yük sabitleme",
        "korozyon koruması",
        "SIMS kaydı",
      ],
    },
  },
  {
    id: "industrie6",
    title: "İnsektisitler ve Pestisitler",
    description:
      "Teknik saflıktaki pestisitlerin ve formülasyonların özenle taşınması; CIB&RC tescil kontrolleri, tehlikeli madde elleçlemesi, ayrıştırma ve lisanslı depolama.",
    image: image(
      "industrie6",
      "Bir depo bölmesinde diğer yüklerden ayrı tutulan, tehlike etiketli pestisit varilleri ve kolilerinin çizimi",
    ),
    expertise: [
      "Hindistan'da insektisitler, fungisitler ve herbisitler 1968 tarihli İnsektisit Kanunu'na tabidir; hiçbir ürün Merkezi İnsektisit Kurulu ve Tescil Komitesi (CIB&RC) tescili olmadan ithal edilemez, üretilemez ya da satılamaz. Bir ithalat rezervasyonundan önce ithalatçının ilgili teknik madde ya da formülasyon için geçerli bir tescile sahip olduğunu, etiket ve prospektüslerin onaylı formata uyduğunu teyit ederiz. İhracatta ise varış ülkesinin kabul edeceği bir belge seti oluşturmak için alıcının tescil şartlarından ve ürünün SDS belgesinden yola çıkarız.",
      "Pestisitlerin çoğu tehlikeli maddedir. Teknik saflıktaki etken maddeler ve birçok formülasyon Sınıf 6.1 zehirli maddeler kapsamına girer, çözücü bazlı emülsiyon konsantreleri Sınıf 3 yanıcı sıvı olabilir ve birçok ürün IMDG Kodu kapsamında aynı zamanda deniz kirleticisidir. Her ürünü göndericiyle birlikte sınıflandırır, doğru işaret ve etiketleri uygular ve pestisitlerin aynı konteynerde, depo bölmesinde ya da kamyonda asla gıda maddeleri, hayvan yemi veya uyumsuz sınıflarla birlikte istiflenmemesi için ayrıştırma kurallarına uyarız.",
      "Depolama ve yurt içi taşıma da aynı özeni gerektirir. Setli alanlara, döküntü kitlerine ve havalandırmaya sahip, insektisit depolamaya lisanslı depolar ile TREM kartı ve ürünün acil durum bilgilerini taşıyan eğitimli sürücülerin kullandığı karayolu araçlarını tercih ederiz. Dağıtım ekim takvimini izler; bu nedenle stok konumlarını kharif ve rabi talebinden önce planlar, ürünleri eyalet düzeyindeki depolara ve bayilere taşır, olası bir geri çağırmanın hızla izlenebilmesi için parti numaralarını ve son kullanma tarihlerini kayıt altına alırız.",
    ],
    cta: {
      title: "Tarım Kimyasalları Lojistiği Desteğine mi İhtiyacınız Var?",
      description: "Ürünün tescil bilgilerini ve SDS belgesini paylaşın; ekibimiz mevzuata uygun ambalaj, depolama ve taşımayı planlasın.",
      button: "Tarım Kimyasalları Ekibimize Ulaşın",
    },
    meta: {
      title: "İnsektisit ve Pestisit Lojistiği | Tarang Global Logistics",
      description:
        "Hindistan'da pestisit lojistiği: CIB&RC tescil kontrolleri, Sınıf 6.1 ve deniz kirleticisi elleçlemesi, ayrıştırma, lisanslı depolama ve sezonluk dağıtım.",
      keywords: [
        "Hindistan pestisit lojistiği",
        "tarım kimyasalları taşımacılığı",
        "CIB&RC tescili",
        "tehlikeli madde ayrıştırma",
        "insektisit depolama",
        "deniz kirleticisi taşımacılığı",
      ],
    },
  },
  {
    id: "industrie7",
    title: "Polimerler",
    description:
      "Torbalı ve dökme polimer granülleri, reçineler ve masterbatch için lojistik; paletleme, nem koruması ve konteyner yükleme planlaması.",
    image: image("industrie7", "Bir konteyner içinde streç sarılmış torbalı polimer granülü paletleri ve big bag'lerin çizimi"),
    expertise: [
      "Polimerlerin çoğu 25 kg'lık torbalarda, paletler üzerinde ya da big bag'lerde granül olarak taşınır ve istifleme şekli hem hasarı hem de navlun maliyetini etkiler. Yükleme düzenlerini, her konteynerin paletli ya da dökme yüklemede alt katları ezmeden taşıma kapasitesini tam kullanacağı şekilde planlar, taşıma sırasında torbaların dengede kalması için streç hood ya da shrink ambalaj kullanırız. Torba sayıları, lot numaraları ve kaliteler yükleme sırasında çeki listesiyle karşılaştırılır; böylece alıcı yükü yeniden ayıklamadan lot bazında teslim alabilir.",
      "Başlıca kalite riski nemdir. Naylon, PET ve polikarbonat gibi higroskopik kaliteler su emdiğinde işlenebilirlik kalitelerini kaybeder; konteyner içindeki yoğuşma kısa seferlerde bile dış torbaları ıslatabilir. Kalitenin gerektirdiği durumlarda konteyner astarı, nem alıcılar ve nem bariyerli ambalaj kullanır, yüklü konteynerleri açık sahalarda muson yağmuru altında bırakmaz, depolamayı kuru ve kapalı alanlarda yaparız. Dökme taşımalar için, yükün doğrudan müşterinin silosuna boşaltılabileceği dökme astarlı (bulk liner) konteynerler temin edebiliriz.",
      "Hindistan'daki polimer ticareti; Gujarat ve Maharashtra'daki üreticileri, Nhava Sheva, Mundra ve Chennai üzerinden yapılan ithalatı ve sanayi kümelerindeki geniş bir dönüştürücü tabanını birbirine bağlar. Her iki ucu da yönetiriz: Fasıl 39 kapsamında doğru sınıflandırmayla ithalat gümrüklemesi, ilgili kaliteye uygulanan BIS kalite kontrol düzenlemelerine karşı kontroller ve enjeksiyon kalıpçılarına, film üreticilerine ve kompaund üreticilerine parsiyel yüklerle yurt içi dağıtım. Limana yakın depolama, müşterilerin stoku üretim ihtiyaçlarına göre daha küçük partiler hâlinde çekmesini sağlar.",
    ],
    cta: {
      title: "Polimer Lojistiği Desteğine mi İhtiyacınız Var?",
      description: "Kaliteyi, ambalajı ve hattı bize bildirin; yüklemeyi, nem korumasını ve teslimatı planlayalım.",
      button: "Polimer Desteği Alın",
    },
    meta: {
      title: "Hindistan'da Polimer Lojistiği | Tarang Global Logistics",
      description:
        "Hindistan'da polimer ve reçine lojistiği: torbalı granül yükleme planlaması, paletleme, nem koruması, dökme astarlar, ithalat gümrüklemesi ve parti bazlı stok çekimi.",
      keywords: [
        "Hindistan polimer lojistiği",
        "plastik granül taşımacılığı",
        "reçine ithalat gümrüklemesi",
        "paletleme",
        "nem koruması",
        "dökme astarlı konteyner",
      ],
    },
  },
  {
    id: "industrie8",
    title: "Makine ve Ekipman",
    description:
      "Endüstriyel makineler, takım tezgâhları ve yedek parçalar için lojistik; ihracat sandıklamasından güzergâh etüdüne, gabari dışı yük taşımasından temele teslimata kadar.",
    image: image(
      "industrie8",
      "Yanında hidrolik bir römork bulunan, flat rack üzerine sabitlenmiş sandıklı bir endüstriyel makinenin çizimi",
    ),
    expertise: [
      "Makineler, sandık içindeki tek bir CNC tezgâhından düzinelerce koli hâlinde gönderilen bir üretim hattına kadar pek çok biçimde taşınır. İşe çizimleri, ağırlıkları ve ağırlık merkezlerini inceleyerek başlar, ardından standart konteynerler, open top, flat rack ve konvansiyonel taşıma arasında seçim yaparız. İhracat ambalajında kızaklı, VCI korumalı ve kaldırma işaretleri açıkça belirtilmiş ISPM-15 işlem görmüş ahşap sandıklar kullanılır; gümrüğün ve şantiye ekibinin parçaları montaj sırasıyla eşleştirebilmesi için her koli ayrıntılı bir çeki listesinde yer alır.",
      "Gabari dışı yük (ODC), makine hazır olmadan çok önce planlama gerektirir. Liman ile şantiye arasındaki köprüleri, havai hatları, dönüş yarıçaplarını ve yol koşullarını kontrol etmek için güzergâh etüdü yapar, eyalet makamlarının ve otoyol işletmecilerinin istediği izinleri ve eskortları ayarlarız. Yükleme ve boşaltma noktaları için hidrolik dingilli römorklar, vinçler ve forkliftler ayrılır; uzun karayolu taşımalarında yükün sağlam kalması için zincir ve gerdirmelerle sabitleme planlanır.",
      "İthalat tarafında sermaye malları çoğu zaman EPCG gibi programlar kapsamında ya da gümrükte tescil edilmiş proje ithalatı olarak gümrüklenir; ikinci el makineler ise gümrüklemede yeminli bir mühendis sertifikası gerektirir. Belgeleri seçilen yola uygun hazırlar ve temele teslimat için üreticinin mühendisleriyle koordinasyon sağlarız. Takımlar ve yedek parçalar için daha hızlı hava kargo ve kurye seçenekleri sunarız; böylece bir müşterinin tesisindeki arıza bir sonraki gemi seferini beklemek zorunda kalmaz.",
    ],
    cta: {
      title: "Ağır Makine mi Taşımanız Gerekiyor?",
      description: "Ölçüleri, ağırlıkları ve şantiye konumunu paylaşın; ambalajı, ekipmanı ve güzergâhı planlayalım.",
      button: "Makine Lojistiği Talep Edin",
    },
    meta: {
      title: "Hindistan'da Makine ve Ekipman Lojistiği | Tarang Global Logistics",
      description:
        "Hindistan'da makine lojistiği: ISPM-15 ihracat sandıklaması, gabari dışı yük taşıma, güzergâh etüdü, flat rack konteynerler, sabitleme, EPCG ve proje ithalatı gümrüklemesi.",
      keywords: [
        "Hindistan makine lojistiği",
        "gabari dışı yük taşıma",
        "proje yükü",
        "ihracat sandıklama",
        "güzergâh etüdü",
        "ağır yük taşımacılığı",
      ],
    },
  },
  {
    id: "industrie10",
    title: "Boyalar",
    description:
      "Dekoratif ve endüstriyel boyalar, kaplamalar ve hammaddeleri için lojistik; yanıcı madde elleçlemesi, varil ve kovaların özenli taşınması ve bayi dağıtımı.",
    image: image("industrie10", "Yüklemeye hazır, yanıcı sıvı etiketli boya varilleri ve paletlenmiş kovaların çizimi"),
    expertise: [
      "Çözücü bazlı boyalar, tinerler, vernikler ve birçok kaplama, tehlikeli madde kurallarının Sınıf 3 kapsamında yanıcı sıvılardır ve çoğunlukla UN 1263, boya veya boyayla ilgili malzeme olarak taşınır. SDS belgesinden UN numarasını, parlama noktasını ve ambalaj grubunu teyit eder, sevkiyatın sınırlı miktar kapsamına girip girmediğini kontrol eder, deniz taşımacılığı için IMDG beyanını, hava taşımacılığı için IATA Tehlikeli Maddeler Yönetmeliği kapsamında gönderici beyanını hazırlarız. Su bazlı emülsiyonlar genellikle mevzuata tabi değildir, ancak bunu rezervasyondan önce SDS ile teyit ederiz.",
      "Boyalar varillerde, kovalarda, tenekelerde ve IBC tanklarda taşınır; bir sızıntı ya da ezik hem ürün kaybına hem de diğer yüklerin kirlenmesine yol açar. Kovaları ve tenekeleri paletleyip streç filmle sarar, varilleri kapakları üstte olacak şekilde dik yükler, konteyner içindeki hareketi önlemek için istif malzemeleri ve yük barları kullanırız. Variller yuvarlanmaz; varil kıskacıyla ya da paletler üzerinde elleçlenir ve her yük mühürlenmeden önce sızdıran kaplara karşı kontrol edilir. Pigmentler, reçineler ve çözücüler bitmiş ürünlerle birlikte planlanır.",
      "Depolama ve yurt içi taşıma da aynı disiplini izler. Yanıcı sıvılara uygun yangın algılama, söndürme ve havalandırma sistemlerine sahip depolar kullanır, Sınıf 3 stokları oksitleyicilerden ve diğer uyumsuz maddelerden ayrı tutar, TREM kartı taşıyan eğitimli sürücülerle araç göndeririz. Bayilere ve proje sahalarına dağıtım, yaz aylarındaki sıcağa maruz kalmaya dikkat edilerek güzergâha göre planlanmış parsiyel yüklerle yapılır; hasarlı ya da süresi geçmiş stokları, üreticinin talimatına göre yeniden işleme ya da bertaraf için geri getiririz.",
    ],
    cta: {
      title: "Boya Lojistiği Desteğine mi İhtiyacınız Var?",
      description:
        "Ürünleri, ambalaj boyutlarını ve varış noktalarını bize bildirin; mevzuata uygun depolama, taşıma ve teslimatı planlayalım.",
      button: "Boya Lojistiği Ekibine Ulaşın",
    },
    meta: {
      title: "Hindistan'da Boya ve Kaplama Lojistiği | Tarang Global Logistics",
      description:
        "Hindistan'da boya lojistiği: Sınıf 3 yanıcı madde belgeleri, varil ve kova elleçlemesi, ayrıştırılmış depolama ve güzergâha göre bayi dağıtımı.",
      keywords: ["Hindistan boya lojistiği", "yanıcı madde taşımacılığı", "UN 1263 boya", "varil elleçleme", "kaplama dağıtımı"],
    },
  },
  {
    id: "industrie11",
    title: "Tıbbi Cihazlar",
    description:
      "Tanı, görüntüleme ve cerrahi ekipmanların özenle elleçlenmesi; ithalat lisansı kontrollerinden hastane ve laboratuvarlara kuruluma hazır teslimata kadar.",
    image: image("industrie11", "Bir hastaneye teslim edilen, eğim göstergeli sandıklanmış görüntüleme ekipmanının çizimi"),
    expertise: [
      "Tıbbi cihazlar kırılgan ve değerlidir, çoğu zaman da bir hastanenin devreye alma tarihine bağlıdır. Her sevkiyatı, eğim ve darbe sınırları dahil üreticinin elleçleme talimatlarına göre planlar; gerektiğinde havalı süspansiyonlu araçlar, darbe ve eğim göstergeleri ve koruyucu sandıklar kullanırız. Görüntüleme sistemleri, laboratuvar analizörleri ve hasta monitörleri temiz ve kapalı alanlarda depolanır; yüksek değerli cihazlar takipli araçlarla ve zincirin her noktasında imzalı teslim devirleriyle taşınır, böylece sorumluluk her zaman açıktır.",
      "İthalat gümrüklemesi cihaza göre değişir. 2017 tarihli Tıbbi Cihaz Kuralları uyarınca tıbbi cihazlar CDSCO'dan ithalat lisansı gerektirir; BT, mamografi ve radyografi cihazları gibi X ışını üreten ekipmanlar ayrıca Atom Enerjisi Düzenleme Kurulu'nun (AERB) onayını gerektirir. Bunları sevkiyattan önce kontrol eder, etiketleme şartlarını teyit eder ve belgeler düzeltilirken ekipmanın limanda beklememesi için ithalat beyannamesini doğru sınıflandırmayla hazırlarız.",
      "Teslimat, kurulumun ilk adımı olarak planlanır. Hastanenin erişim güzergâhını, asansör boyutlarını, zemin taşıma kapasitesini ve kapı genişliklerini önceden inceler; MR ve BT sistemleri gibi ağır cihazlar için taşıma ekipleri, merdiven tırmanıcılar ya da vinçler ayarlarız. Ekipman kurulum odasında ambalajından çıkarılır ya da kararlaştırıldığı şekilde üreticinin mühendislerine teslim edilir, ambalaj malzemeleri sahadan kaldırılır; demo cihazları ve onarıma gönderilen ürünler için geri dönüş lojistiğini koordine ederiz.",
    ],
    cta: {
      title: "Tıbbi Cihaz Lojistiğine mi İhtiyacınız Var?",
      description: "Ekipman listesini ve saha bilgilerini paylaşın; gümrüklemeyi ve kuruluma hazır teslimatı planlayalım.",
      button: "Tıbbi Cihaz Ekibimize Ulaşın",
    },
    meta: {
      title: "Hindistan'da Tıbbi Cihaz Lojistiği | Tarang Global Logistics",
      description:
        "Hindistan'da tıbbi cihaz lojistiği: CDSCO ve AERB ithalat kontrolleri, darbe izlemeli taşıma ve hastane ile laboratuvarlara kuruluma hazır teslimat.",
      keywords: [
        "Hindistan tıbbi cihaz lojistiği",
        "tıbbi cihaz ithalatı",
        "CDSCO ithalat lisansı",
        "AERB onayı",
        "hastane ekipmanı teslimatı",
        "kırılgan yük elleçleme",
      ],
    },
  },
  {
    id: "industrie12",
    title: "Kozmetik",
    description:
      "Cilt bakımı, saç bakımı, parfüm ve makyaj ürünlerinin ithalatı, depolanması ve dağıtımı; CDSCO tescil kontrolleri, özenli elleçleme ve e-ticaret stok yenileme.",
    image: image("industrie12", "Bir depo rafında cilt bakım kavanozları, parfüm şişeleri ve makyaj pudriyerleri bulunan kolilerin çizimi"),
    expertise: [
      "Hindistan'a ithal edilen kozmetik ürünlerin, 2020 tarihli Kozmetik Kuralları kapsamında CDSCO tarafından verilmiş bir tescil belgesiyle kapsanması ve ürünlerin ilgili BIS standartlarına ve etiketleme şartlarına uyması gerekir. Sevkiyattan önce her marka ve ürün için tescili kontrol eder, etiketlerin ithalatçı bilgilerini ve 2011 tarihli Yasal Metroloji (Ambalajlı Ürünler) Kuralları'nın gerektirdiği beyanları taşıdığını teyit eder ve liman ofisinin malları demuraj doğuracak sorgulara yol açmadan serbest bırakabilmesi için ithalat beyannamesini hazırlarız.",
      "Birçok kozmetik ürün sıcaklığa ve elleçlemeye duyarlıdır. Kremler, rujlar ve emülsiyonlar Hindistan'ın yaz sıcaklıklarında ayrışabilir ya da yumuşayabilir; bu nedenle sıcaklık kontrollü depolama kullanır ve transiti sıcakta uzun beklemelerden kaçınacak şekilde planlarız. Cam şişeler ve pudriyerler koli düzeyinde koruma ve özenli paletleme gerektirir. Parfümler ve aerosol ürünler çoğu zaman tehlikeli maddedir (genellikle Sınıf 3 ya da Sınıf 2); hava ve deniz taşımacılığı için gerektirdikleri beyanları ve ambalajı hazırlarız.",
      "Birçok güzellik markası perakende mağazaların yanı sıra kendi web siteleri ve çevrim içi pazaryerleri üzerinden de satış yapar. Stoku antrepoda ya da yurt içi bir depoda tutar, SKU düzeyinde toplama ve paketleme yapar, stok yenileme sevkiyatlarını pazaryerlerinin tahsis ettiği randevu saatlerinde, onların şartnamelerine uygun etiket ve barkodlarla sipariş karşılama merkezlerine göndeririz. Parti numaraları ve son kullanma tarihleri depo boyunca takip edilir; böylece stok ilk biten ilk çıkar (FEFO) esasıyla sevk edilir ve olası bir geri çağırma hızla izlenebilir.",
    ],
    cta: {
      title: "Kozmetik Lojistiği Desteğine mi İhtiyacınız Var?",
      description: "Ürün yelpazenizi ve satış kanallarınızı bize anlatın; gümrüklemeyi, depolamayı ve stok yenilemeyi planlayalım.",
      button: "Kozmetik Ekibimize Ulaşın",
    },
    meta: {
      title: "Hindistan'da Kozmetik Lojistiği | Tarang Global Logistics",
      description:
        "Hindistan'da kozmetik lojistiği: CDSCO ithalat tescil kontrolleri, etiket incelemesi, sıcaklığa duyarlı depolama ve e-ticaret pazaryeri stok yenileme.",
      keywords: [
        "Hindistan kozmetik lojistiği",
        "kozmetik ithalat tescili",
        "CDSCO kozmetik",
        "güzellik e-ticaret sipariş karşılama",
        "sıcaklık kontrollü depolama",
      ],
    },
  },
  {
    id: "industrie13",
    title: "Baharatlar",
    description:
      "Bütün ve öğütülmüş baharatlar için ihracat lojistiği; Spices Board kaydı, sevkiyat öncesi testler, nem kontrolü ve konteyner fumigasyonu dahil.",
    image: image("industrie13", "Astarlı bir konteynere yüklenen jüt çuvallarda acı biber, zerdeçal ve karabiberin çizimi"),
    expertise: [
      "Baharat ihracatı, ürün kadar belgelere de bağlıdır. İhracatçıların Spices Board'dan Baharat İhracatçısı Kayıt Belgesi (CRES) alması gerekir; birçok varış ülkesi ve alıcı da akredite laboratuvarlarda pestisit kalıntısı, aflatoksin, etilen oksit ya da mikrobiyal yük için sevkiyat öncesi test ister. Sonuçların gemi kesim saatinden önce elde olması için numune alma ve testleri koordine eder; bitki sağlık sertifikalarını, menşe şahadetnamelerini ve sağlık sertifikalarını varış ülkesinin istediği şekilde hazırlarız.",
      "Amerika Birleşik Devletleri'ndeki alıcılar genellikle yabancı madde, böcek hasarı ve küf için sınırlar belirleyen ASTA temizlik şartnamelerini şart koşarken, Avrupalı alıcılar aflatoksin ve okratoksin düzeylerini AB sınırlarına göre kontrol eder. Her ikisi de nemle yakından ilişkilidir. Konteynerlerin temiz, kuru ve kokusuz olduğunu kontrol eder, içlerini kraft kâğıdıyla kaplar ve uzun seferlerde yoğuşmayı sınırlamak için nem alıcılar kullanırız. Yük, kuruma teyit edildikten sonra konteynere yüklenir ve mümkün olan her durumda muson yağmuru altında yüklemeden kaçınılır.",
      "Acı biber, zerdeçal, kimyon ve karabiber gibi bütün baharatlar, depolanmış ürün zararlılarını kontrol altına almak için sevkiyattan önce çoğu zaman konteyner içinde fumige edilir. Fumigasyonu Bitki Karantina makamınca onaylanmış firmalar aracılığıyla, genellikle alüminyum fosfitle ya da varış ülkesi şart koşuyorsa metil bromürle yaptırır; sertifikanın, konteyner numarasının ve uygulama tarihinin birbiriyle uyuşmasını sağlarız. Kerala, Andhra Pradesh, Tamil Nadu, Gujarat ve Rajasthan'daki üretim bölgelerinden yükü, alıcının hattına uygun olarak Kochi, Chennai, Mundra ya da Nhava Sheva üzerinden yönlendiririz.",
    ],
    cta: {
      title: "Baharat İhracatı Desteğine mi İhtiyacınız Var?",
      description: "Baharatı, miktarı ve varış noktasını paylaşın; testleri, fumigasyonu ve sevkiyatı planlayalım.",
      button: "Baharat Ekibimize Ulaşın",
    },
    meta: {
      title: "Hindistan'da Baharat İhracatı Lojistiği | Tarang Global Logistics",
      description:
        "Baharat ihracatı lojistiği: Spices Board kaydı, sevkiyat öncesi testler, ASTA ve AB kalite şartları, nem kontrolü ve Hindistan'dan konteyner fumigasyonu.",
      keywords: [
        "baharat ihracatı lojistiği",
        "Spices Board CRES belgesi",
        "ASTA temizlik şartnamesi",
        "aflatoksin kontrolü",
        "konteyner fumigasyonu",
        "bitki sağlık sertifikası",
      ],
    },
  },
  {
    id: "industrie14",
    title: "Su Arıtma Tesisleri",
    description:
      "Tesis ekipmanları, arıtma kimyasalları ve servis bileşenleri için lojistik desteği; pompalar ve membranlardan skid'lere ve tanklara kadar şantiyeye teslim.",
    image: image(
      "industrie14",
      "Kimyasal varillerin yanında pompalar, membran muhafazaları ve önceden monte edilmiş bir arıtma skid'inin çizimi",
    ),
    expertise: [
      "Su ve atık su arıtma tesisleri pek çok tedarikçiden gelen yükü bir araya getirir: pompalar ve motorlar, basınçlı kaplar, filtreler, çöktürme tankı mekanizmaları, borular ve vanalar, kontrol panoları ve önceden monte edilmiş skid'ler. Bunları tek bir proje olarak yönetir; yurt dışı ve yurt içi tedarikçilerden gelen sevkiyatları konsolide eder, her koliyi projenin malzeme listesine göre takip eder ve montaj ekibinin ihtiyaç duyduğu sırayla şantiyeye teslim ederiz. Ekipman Proje İthalatı Yönetmeliği kapsamında ithal ediliyorsa, tesisin tek bir tarife pozisyonu altında gümrüklenebilmesi için sözleşmenin gümrükte tescil edilmesine yardımcı oluruz.",
      "Ters ozmoz ve ultrafiltrasyon membranları özel özen gerektirir. Çoğu zaman mühürlü torbalar içinde koruyucu bir solüsyonla ıslak olarak gönderilirler ve donmamaları, kurumamaları ya da doğrudan güneş altında kalmamaları gerekir; bu yüzden onları üreticinin belirttiği depolama sıcaklıklarında ve açık sahalardan uzakta tutarız. Büyük tanklar, CTP (FRP) tanklar ve skid'ler çoğu zaman gabari dışıdır; bunlar için güzergâh etüdü yapar, flat rack ya da römork planlar ve erişimi çoğu zaman kısıtlı olan şantiyelerde vinç ayarlarız.",
      "Arıtma kimyasalları yalnızca devreye alma sırasında değil, tesisin tüm çalışma ömrü boyunca taşınır. Sodyum hipoklorit ve ferrik klorür Sınıf 8 aşındırıcı maddelerdir, bazı aktif karbon türleri kendiliğinden ısınan katılar olarak mevzuata tabidir, kireç önleyiciler ve polielektrolitler ise kuru ve stabil bir depolama gerektirir. Her kimyasalı SDS belgesine göre sınıflandırır, mevzuata uygun ambalaj ve taşıma ayarlar, işletmecilerin sarf malzemesi sıkıntısı yaşamaması için çalışan tesislere kimyasal, yedek membran ve yedek parça teslimatlarını düzenli olarak planlarız.",
    ],
    cta: {
      title: "Tesis Ekipmanı ya da Kimyasal Lojistiğine mi İhtiyacınız Var?",
      description:
        "Pompalardan ve membranlardan arıtma kimyasallarına kadar her sevkiyatı, projenin ihtiyaç duyduğu anda şantiyenize ulaşacak şekilde planlıyoruz.",
      button: "Proje Ekibimize Ulaşın",
    },
    meta: {
      title: "Su Arıtma Tesisi Lojistiği | Tarang Global Logistics",
      description:
        "Hindistan'da su arıtma tesisleri için proje lojistiği: pompalar, RO membranları, tanklar ve skid'ler, gabari dışı şantiye teslimatı ve arıtma kimyasalı tedariki.",
      keywords: [
        "su arıtma proje lojistiği",
        "RO membran taşımacılığı",
        "Hindistan proje yükü",
        "pompa ve skid taşıma",
        "arıtma kimyasalı taşımacılığı",
        "proje ithalatı tescili",
      ],
    },
  },
];
