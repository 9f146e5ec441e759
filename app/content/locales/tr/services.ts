import type * as en from "../../services";

/** Card and hero artwork: public/media/services/service{n}-{a|b}.svg, 800×500. */
function image(n: number, variant: "a" | "b", alt: string) {
  return { src: `/media/services/service${n}-${variant}.svg`, width: 800, height: 500, alt };
}

export const services: typeof en.services = [
  // 1 ─────────────────────────────────────────────────────────────────────
  {
    number: 1,
    title: "Uluslararası Taşıma Organizasyonu",
    cardDescription:
      "Nhava Sheva, Mundra ve Mumbai havalimanından deniz ve hava taşımacılığı: çalıştığınız Incoterm'e göre FCL, LCL, konsolidasyon ve kapıdan kapıya teslimat.",
    cardImages: [
      image(1, "a", "Limanda yanaşmış bir konteyner gemisi ve güvertesine konteyner yükleyen gantry vinçler"),
      image(1, "b", "Apronda, burun kapısından hava kargo paletleri yüklenen bir kargo uçağı"),
    ],
    heroImages: [
      image(1, "a", "Limanda yanaşmış bir konteyner gemisi ve güvertesine konteyner yükleyen gantry vinçler"),
      image(1, "b", "Apronda, burun kapısından hava kargo paletleri yüklenen bir kargo uçağı"),
    ],
    meta: {
      title: "Navi Mumbai'de Uluslararası Taşıma Organizasyonu | Tarang Global Logistics",
      description:
        "Navi Mumbai'den deniz ve hava yolu taşıma organizasyonu: Nhava Sheva ve Mundra'dan FCL ve LCL, Mumbai havalimanından hava kargo, konsolidasyon ve kapıdan kapıya taşımacılık.",
      keywords: [
        "Navi Mumbai taşıma organizasyonu",
        "JNPT FCL LCL deniz yolu taşımacılığı",
        "Mumbai havalimanı hava kargo",
        "Nhava Sheva forwarder",
        "Hindistan kapıdan kapıya taşımacılık",
        "ihracatta Incoterms",
      ],
    },
    intro: [
      "Tarang Global Logistics, Tarang Shipping Agencies adıyla yola çıktığı 2009'dan bu yana Navi Mumbai'den yük organizasyonu yapıyor. Tek bir LCL paletinden düzenli çok konteynerli programlara kadar Hindistan genelindeki ihracatçı ve ithalatçılar için deniz ve hava taşımacılığı rezervasyonu yapıyor ve yönetiyoruz.",
      "Sözleşmenin sizin tarafınızda yer alırız: taşıyıcıları ve güzergâhları karşılaştırır, yer ayırtır, taşıma belgelerini hazırlar ve yükleme noktasından teslimata kadar sizi bilgilendiririz. WCA üyesi olarak varış noktasında titizlikle seçilmiş iş ortağı acentelere devrederiz; böylece aynı özen standardı yolculuğun diğer ucunda da sürer.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Deniz ve Hava Taşımacılığı Seçenekleri",
        intro:
          "Tüm taşıma türlerinde tek bir forwarder; böylece seçiminizi kimin müsait olduğuna göre değil, maliyet ve transit süresine göre yaparsınız.",
        items: [
          {
            title: "FCL Deniz Yolu Taşımacılığı",
            text: "JNPT (Nhava Sheva) ve Mundra'dan 20 ft, 40 ft ve 40 ft high-cube konteynerlerle komple konteyner yükleri; talep üzerine open top, flat rack ve frigorifik konteynerler.",
            icon: "ship",
          },
          {
            title: "LCL ve Konsolidasyon",
            text: "Boş konteyner için ödeme yapmadan parsiyel yük gönderin. Yükünüz konteyner yük istasyonunda diğer göndericilerin yükleriyle konsolide edilir ve varış noktasında dekonsolide edilir.",
            icon: "boxes",
          },
          {
            title: "Hava Kargo",
            text: "Mumbai Chhatrapati Shivaji Maharaj Uluslararası Havalimanı'ndan (CSMIA) direkt ya da aktarmalı seferlerle acil, bozulabilir ve yüksek değerli yükler.",
            icon: "plane",
          },
          {
            title: "Kapıdan Kapıya Teslimat",
            text: "Fabrikanızdan yük alımı, ihracat gümrüklemesi, ana taşıma, varış gümrüklemesi ve son teslimat; tek muhataplı tek bir sevkiyat olarak yönetilir.",
            icon: "truck",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Doğru Incoterms ile Fiyatlandırma",
        paragraphs: [
          "Satış sözleşmenizdeki Incoterm, yolculuğun her ayağının masrafını kimin ödeyeceğini ve riskin satıcıdan alıcıya nerede geçeceğini belirler. Yükün fiilen nasıl taşındığıyla örtüşmeyen bir teslim şekli, varış noktasında anlaşmazlıkların ve beklenmedik masrafların yaygın bir nedenidir.",
          "İster Hindistan limanından EXW, FCA ya da FOB satış yapın, ister alıcınızın kapısına CIF, DAP ya da DDP teslim edin; çalıştığınız Incoterms 2020 kuralına göre fiyat veririz. Yeni bir pazara giriyorsanız, imzalamadan önce her teslim şeklinin size yüklediği maliyeti ve riski açıklarız.",
        ],
      },
      {
        kind: "steps",
        heading: "Bir Sevkiyat Bizimle Nasıl İlerler",
        items: [
          {
            title: "Talep ve Fiyat Teklifi",
            text: "Yük bilgilerini, çıkış ve varış noktalarını ve Incoterm'i paylaşırsınız; güzergâh seçenekleri, transit süreleri ve her şey dahil bir fiyat teklifiyle yanıt veririz.",
          },
          {
            title: "Rezervasyon ve Yük Alımı",
            text: "Taşıyıcıyla yeri teyit eder, konteyneri serbest bıraktırır ya da uçuşu ayırtır ve tesisinizden yük alımını planlarız.",
          },
          {
            title: "İhracat Gümrüklemesi ve Yükleme",
            text: "Gümrük beyannamesi, konteynere yükleme ve limana ya da hava kargo terminaline giriş kendi gümrük ve operasyon ekiplerimizce yürütülür.",
          },
          {
            title: "Transit Sırasında Takip",
            text: "Kalkış, aktarma ve varışta bilgilendirme alır, olası her gecikme ya da sonraki sefere kaydırma (rollover) için erken uyarı alırsınız.",
          },
          {
            title: "Varış ve Teslimat",
            text: "İş ortağı acentemiz, sözleşmenin gerektirdiği şekilde yükü varış noktasında gümrükleyip teslim eder ya da alıcınızın gümrük müşavirine devreder.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Taşıma Organizasyonu Hizmetimize Dahil Olanlar",
        items: [
          "Armatörler ve havayolu şirketleri arasında navlun karşılaştırması",
          "Yer rezervasyonu ve konteyner serbest bırakma",
          "Konşimento ve hava yolu taşıma senedi (AWB) hazırlığı",
          "Doğru beyanlarla tehlikeli madde rezervasyonları",
          "Talep üzerine deniz nakliyat sigortası",
          "Aşama takibi ve her sevkiyat için adı belli bir koordinatör",
        ],
      },
    ],
    cta: {
      heading: "Göndermeye Hazır mısınız?",
      text: "Neyi nereye taşıdığınızı bize söyleyin; size güzergâh seçeneklerini ve net, her şey dahil bir navlun teklifini gönderelim.",
      label: "Navlun Teklifi Alın",
    },
  },

  // 2 ─────────────────────────────────────────────────────────────────────
  {
    number: 2,
    title: "Gümrükleme",
    cardDescription:
      "JNPT, Mundra ve Mumbai Hava Kargo Kompleksi'nde ithalat ve ihracat gümrüklemesi: AEO sertifikalı bir ekip tarafından ICEGATE beyanı, tespit, muayene ve vergi ödemesi.",
    cardImages: [
      image(2, "a", "Açık bir konteynerin içinde elinde klipsli dosyayla yükü inceleyen gümrük memuru"),
      image(2, "b", "Bir masada gümrük beyan ekranı açık dizüstü bilgisayarın yanında taşıma belgeleri ve bir kaşe"),
    ],
    heroImages: [
      image(2, "a", "Açık bir konteynerin içinde elinde klipsli dosyayla yükü inceleyen gümrük memuru"),
      image(2, "b", "Bir masada gümrük beyan ekranı açık dizüstü bilgisayarın yanında taşıma belgeleri ve bir kaşe"),
    ],
    meta: {
      title: "Navi Mumbai'de Gümrükleme | Tarang Global Logistics",
      description:
        "JNPT, Mundra ve Mumbai havalimanında ithalat ve ihracat gümrüklemesi: ICEGATE üzerinden ithalat ve ihracat beyannamesi, Faceless Assessment ve vergi ödemesi.",
      keywords: [
        "Navi Mumbai gümrükleme",
        "JNPT gümrük müşaviri",
        "ICEGATE ithalat beyannamesi",
        "ihracat beyannamesi verme",
        "Faceless Assessment gümrük tespiti",
        "AEO gümrükleme",
      ],
    },
    intro: [
      "Gümrükleme, bir sevkiyatın en sık takıldığı aşamadır: uyuşmayan bir HS kodu, eksik bir sertifika ya da ödenmemiş bir vergi tahakkuku, demuraj ve detention masrafları birikirken yükü limanda bekletebilir. Gümrük ekibimiz JNPT (Nhava Sheva), Mundra, Mumbai Hava Kargo Kompleksi ve bunlara hizmet veren iç konteyner depolarında ithalat ve ihracat gümrüklemesini yürütür.",
      "Beyanları ICEGATE üzerinden elektronik olarak verir, her tespit işlemini sonuna kadar takip eder ve sorguları açıldıkları anda yanıtlarız. Tarang Global Logistics AEO sertifikalıdır; yani kendi süreçlerimiz, gümrüğün güvenilir operatörler için belirlediği güvenlik ve mevzuata uyum standartlarına göre denetlenir.",
    ],
    sections: [
      {
        kind: "steps",
        heading: "Gümrükleme Süreci",
        intro: "İthalat ve ihracatta aynı sıra geçerlidir; her aşamayı yönetir ve sevkiyatınızın ne durumda olduğunu size bildiririz.",
        items: [
          {
            title: "Belge Kontrolü",
            text: "Beyandan önce faturayı, çeki listesini, konşimentoyu ya da hava yolu taşıma senedini ve varsa lisansları inceleriz; böylece hatalar limanda değil, bizim masamızda yakalanır.",
          },
          {
            title: "ICEGATE Üzerinden Beyan",
            text: "İthalat için ithalat beyannamesini, ihracat için ihracat beyannamesini verir, destekleyici belgeleri e-Sanchit üzerinden yükleriz.",
          },
          {
            title: "Tespit",
            text: "Risk Yönetim Sistemi beyanı kolaylaştırma ya da tespite yönlendirir; Faceless Assessment kapsamında her sorguyu memurun ihtiyaç duyduğu kanıtlarla çevrim içi yanıtlarız.",
          },
          {
            title: "Muayene",
            text: "Sevkiyat muayeneye seçilirse personelimiz CFS'de ya da terminalde memurla birlikte hazır bulunur ve sonuç hakkında sizi bilgilendirir.",
          },
          {
            title: "Vergi Ödemesi ve Serbest Bırakma",
            text: "Vergi ICEGATE üzerinden çevrim içi ödenir; yükün hareket edebilmesi için ithalatta Out of Charge, ihracatta Let Export Order onayını alırız.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Gümrükleme Hizmetleri",
        items: [
          {
            title: "İthalat Gümrüklemesi",
            text: "Serbest bırakmayı hızlandırdığı durumlarda varıştan önce ön beyan dahil, doğru sınıflandırma ve vergi hesaplamasıyla ithalat beyannamesi.",
            icon: "file-text",
          },
          {
            title: "İhracat Gümrüklemesi",
            text: "İhracat teşviklerinin daha ilk adımda kaybedilmemesi için drawback ve RoDTEP taleplerinin doğru beyan edildiği ihracat beyannamesi.",
            icon: "ship",
          },
          {
            title: "Hava Kargo Gümrüklemesi",
            text: "Acil ithalat ve ihracat yüklerinin Mumbai Hava Kargo Kompleksi'nde, havayolunun kesim ve varış saatleriyle koordineli olarak gümrüklenmesi.",
            icon: "plane",
          },
          {
            title: "Başka Onaylar Gerektiren Mallar",
            text: "FSSAI, Bitki Karantina, BIS ya da ilaç denetim makamı onayı gerektiren sevkiyatlar; bu onaylar gümrükle birlikte koordine edilir.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Faceless Assessment ve AEO Avantajları",
        paragraphs: [
          "Faceless Assessment (yüz yüze olmayan tespit) kapsamında bir ithalat beyannamesi, yükü hiç görmeyen ve ithalatçıyla hiç tanışmayan, başka bir limandaki bir memur tarafından değerlendirilebilir. Sorgular çevrim içi açılıp yanıtlandığı için açık tanımlar ve eksiksiz destekleyici belgeler her zamankinden daha önemlidir. Tanımları yazar ve kanıtları ekleriz; böylece tespiti yapan memur ihtiyaç duyduğu her şeyi ilk seferde bulur.",
          "AEO statüsüne sahip ithalatçı ve ihracatçılar, kademelerine bağlı olarak limandan doğrudan teslim, ertelenmiş vergi ödemesi ve daha az muayene gibi kolaylıklardan yararlanma hakkına sahiptir. Bu avantajların her beyanda talep edilmesini sağlar, AEO statüsüne başvurmayı düşünüyorsanız bunun neleri gerektirdiğini açıklayabiliriz.",
        ],
      },
      {
        kind: "list",
        heading: "Genellikle İhtiyaç Duyduğumuz Belgeler",
        items: [
          "Ticari fatura ve çeki listesi",
          "Konşimento ya da hava yolu taşıma senedi",
          "İthalatçı İhracatçı Kodu (IEC) ve GST kaydı",
          "İhracat limanında AD Code kaydı",
          "Tercihli vergi oranı talep ediliyorsa menşe şahadetnamesi",
          "Kısıtlı mallar için lisanslar, izinler ya da NOC belgeleri",
          "Incoterm gerektiriyorsa sigorta sertifikası",
        ],
      },
    ],
    cta: {
      heading: "Yükünüz Limanda mı Bekliyor?",
      text: "Belgelerinizi bize gönderin; gümrük ekibimiz bunları inceleyip beyan işlemini hiç vakit kaybetmeden başlatsın.",
      label: "Sevkiyatımı Gümrükleyin",
    },
  },

  // 3 ─────────────────────────────────────────────────────────────────────
  {
    number: 3,
    title: "Depolama",
    cardDescription:
      "Navi Mumbai ve Bhiwandi'de genel ve gümrüklü (antrepo) depolama; WMS ile takip edilen stok, cross-docking ve katma değerli hizmetler.",
    cardImages: [
      image(3, "a", "Yüksek palet raflarının bulunduğu depo içi ve bir paleti yerine kaldıran forklift"),
      image(3, "b", "Bir dizi yükleme rampasına geri yanaşmış kamyonlarla deponun dış görünümü"),
    ],
    heroImages: [
      image(3, "a", "Yüksek palet raflarının bulunduğu depo içi ve bir paleti yerine kaldıran forklift"),
      image(3, "b", "Bir dizi yükleme rampasına geri yanaşmış kamyonlarla deponun dış görünümü"),
    ],
    meta: {
      title: "Navi Mumbai ve Bhiwandi'de Depolama | Tarang Global Logistics",
      description:
        "JNPT yakınında, Navi Mumbai ve Bhiwandi'de genel ve antrepo depolama: WMS stok kontrolü, cross-docking, toplama ve paketleme, etiketleme ve esnek alan.",
      keywords: ["Navi Mumbai depolama", "Mumbai antrepo", "Bhiwandi depo", "JNPT cross-docking", "WMS stok yönetimi"],
    },
    intro: [
      "İyi bir depolama hizmeti, stoku hem limana hem de müşterilerinize yakın tutar. Tarang Global Logistics; JNPT'ye (Nhava Sheva) ve Mumbai ile Pune pazarlarına karayoluyla kolayca ulaşılabilen Navi Mumbai ve Bhiwandi'de genel ve gümrüklü (antrepo) depolama hizmeti sunar.",
      "Her palet, depoya ulaştığı andan itibaren depo yönetim sistemimize kaydedilir; böylece stok seviyeleri, siparişler ve hareketler her zaman günceldir. Bir sezon için birkaç palet de olsa, uzun vadeli bir program için özel bir alan da olsa yalnızca kullandığınız alan ve elleçleme için ödeme yaparsınız.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Depolama Seçenekleri",
        items: [
          {
            title: "Genel Depolama",
            text: "Gümrüklenmiş mallar, hammaddeler ve bitmiş ürünler için raflı ve zemin depolama; kısa ve uzun vadeli seçeneklerle.",
            icon: "warehouse",
          },
          {
            title: "Antrepo Depolama",
            text: "İthal malları, serbest dolaşıma sokana kadar vergi ödemeden depolayın; kademeli satışlar ve yeniden ihracat için idealdir.",
            icon: "shield-check",
          },
          {
            title: "Çapraz Sevkiyat (Cross-Docking)",
            text: "Mallar, çok kısa ya da hiç depolama süresi olmadan gelen araçlardan giden araçlara aktarılır; elleçleme, maliyet ve transit süresi azalır.",
            icon: "refresh-cw",
          },
          {
            title: "Katma Değerli Hizmetler",
            text: "Sevkiyattan önce tesiste yapılan etiketleme, kitleme, yeniden ambalajlama, kalite kontrol ve paletleme.",
            icon: "package",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Güvenebileceğiniz Stok Yönetimi",
        paragraphs: [
          "Depo yönetim sistemimiz, mal kabulde, yerleştirmede, toplamada ve sevkte yapılan barkod okutmalarıyla her birimi konum, parti ve tarihe göre takip eder. Stok, ürününüzün gerektirdiği şekilde ilk giren ilk çıkar (FIFO) ya da ilk biten ilk çıkar (FEFO) esasıyla çıkarılır.",
          "Düzenli dönemsel sayımlar sistem ile raf arasındaki uyumu korur; stok, hareket ve yaşlandırma raporlarını seçtiğiniz sıklıkta alırsınız. Farklılıklar araştırılır ve size raporlanır, asla sessizce düzeltilmez.",
        ],
      },
      {
        kind: "steps",
        heading: "Mal Kabulden Sevkiyata",
        items: [
          {
            title: "Mal Kabul",
            text: "Gelen yükler miktar ve durum açısından ön bildirime göre kontrol edilir; her hasar fotoğraflanır ve raporlanır.",
          },
          {
            title: "Yerleştirme",
            text: "Mallar etiketlenir ve boyutlarına, devir hızlarına ve elleçleme ihtiyaçlarına göre seçilen konumlara yerleştirilir.",
          },
          { title: "Depolama ve Sayım", text: "Stok güvenli ve izlenen bir alanda tutulur ve düzenli aralıklarla sayılır." },
          { title: "Toplama ve Paketleme", text: "Siparişler barkod okutularak toplanır, kontrol edilir ve şartnamenize göre paketlenir." },
          {
            title: "Sevkiyat",
            text: "Sevkiyatlar belgeleriyle birlikte bizim organize ettiğimiz ya da sizin taşıyıcınızın araçlarıyla yola çıkar ve sevk kanıtı kayda alınır.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Tesisler ve Güvenlik Önlemleri",
        items: [
          "Seçici palet rafları ve blok istifleme alanları",
          "Eğitimli operatörlerle forkliftler, reach truck'lar ve transpaletler",
          "Konteynerler ve kamyonlar için yükleme rampaları",
          "CCTV kapsamı ve kontrollü giriş",
          "Yangın algılama ve söndürme sistemleri",
          "Planlı haşere kontrolü ve temizlik",
        ],
      },
    ],
    cta: {
      heading: "Limana Yakın Alana mı İhtiyacınız Var?",
      text: "Hacimlerinizi ve elleçleme ihtiyaçlarınızı bize bildirin; size uygun depolama önerelim.",
      label: "Depo Alanı Ayırtın",
    },
  },

  // 4 ─────────────────────────────────────────────────────────────────────
  {
    number: 4,
    title: "Karayolu Taşımacılığı",
    cardDescription:
      "Hindistan genelinde komple ve parsiyel kamyon yükleri, limanlara gidiş-dönüş konteyner taşıma ve gabari dışı yükler; e-way bill ve GPS takibiyle.",
    cardImages: [
      image(4, "a", "Otoyolda ilerleyen bir yük kamyonu"),
      image(4, "b", "Üzerinde bir teslimat güzergâhı işaretlenmiş Hindistan haritasının önünde bir kamyon filosu"),
    ],
    heroImages: [
      image(4, "a", "Otoyolda ilerleyen bir yük kamyonu"),
      image(4, "b", "Üzerinde bir teslimat güzergâhı işaretlenmiş Hindistan haritasının önünde bir kamyon filosu"),
    ],
    meta: {
      title: "Hindistan Genelinde Karayolu Taşımacılığı | Tarang Global Logistics",
      description:
        "Navi Mumbai'den Hindistan geneline FTL ve PTL karayolu taşımacılığı: liman konteyner taşıma, gabari dışı yük, e-way bill işlemleri ve her yükte GPS takibi.",
      keywords: [
        "Hindistan karayolu taşımacılığı",
        "Mumbai FTL PTL kamyon taşımacılığı",
        "JNPT konteyner taşıma",
        "gabari dışı yük taşıma",
        "e-way bill belgesi",
        "GPS kamyon takibi",
      ],
    },
    intro: [
      "Hindistan'daki sevkiyatların çoğu, ister limandan çıkan bir konteyner ister Pune'deki bir fabrikadan Delhi'deki bir alıcıya giden bir yük olsun, yolculuğunun bir kısmını karayolunda geçirir. Navi Mumbai'deki merkezimizden Hindistan geneline komple ve parsiyel kamyon yükleri ile JNPT (Nhava Sheva) ve Mundra limanlarına gidiş-dönüş konteyner taşımacılığı organize ediyoruz.",
      "Aracı yüke göre seçer, güzergâhı planlar, evrakı hazırlar ve yük teslim alınıp imzalanana kadar her kamyonu takip ederiz. Araçlar yıllardır birlikte çalıştığımız nakliye firmalarından gelir ve her yükün arayabileceğiniz, adı belli bir koordinatörü vardır.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Taşıma Hizmetleri",
        items: [
          {
            title: "Komple Kamyon Yükü (FTL)",
            text: "Yükünüze özel, yükleme noktasından varış noktasına aktarmasız doğrudan giden bir araç.",
            icon: "truck",
          },
          {
            title: "Parsiyel Kamyon Yükü (PTL)",
            text: "Yükünüz bir kamyonu doldurmuyorsa araç alanını ve maliyeti diğer yüklerle paylaşın.",
            icon: "boxes",
          },
          {
            title: "Konteyner Taşıma",
            text: "İthalat konteynerlerinin limandan ya da ICD'den kapınıza teslimi ve ihracat yüklemesi için boş konteynerlerin fabrikanıza bırakılması.",
            icon: "ship",
          },
          {
            title: "Gabari Dışı Yük (ODC)",
            text: "Standart sınırları aşan makine ve proje yükleri için güzergâh etüdü, izinler, eskort araçlar ve hidrolik dingilli ya da lowbed römorklar.",
            icon: "route",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Evrak ve Takip",
        paragraphs: [
          "Her yük, bir taşıma senediyle (lorry receipt) ve GST kurallarının gerektirdiği durumlarda geçerli bir e-way bill ile yola çıkar. E-way bill'i kamyon yola çıkmadan önce düzenler ya da kontrol eder, yük araç değiştirirse araç bilgilerini günceller ve geçerlilik süresinin kat edilecek mesafeyi kapsamasını sağlarız.",
          "Araçlar GPS ile takip edilir; böylece koordinatörlerimiz her kamyonun konumunu görür ve size gerçekçi bir varış saati verebilir. Gecikmeler gerçekleştikleri anda bildirilir ve yük teslim alındığında imzalı teslim belgesi paylaşılır.",
        ],
      },
      {
        kind: "list",
        heading: "Organize Ettiğimiz Araçlar",
        items: [
          "Hafif ticari araçlardan 32 ft çok dingilli araçlara kadar kapalı kasa kamyonlar",
          "Dökme ve paletli yükler için açık kasa kamyonlar",
          "20 ft ve 40 ft konteynerler için çekiciler",
          "Düz platformlu ve yarı lowbed römorklar",
          "Gabari dışı yükler için hidrolik dingilli ve lowbed römorklar",
          "Sıcaklığa duyarlı mallar için frigorifik araçlar",
        ],
      },
      {
        kind: "steps",
        heading: "Bir Yükü Nasıl Yönetiyoruz",
        items: [
          {
            title: "Rezervasyon",
            text: "Yükleme noktasını, varış noktasını, yük bilgilerini ve tarihleri paylaşırsınız; araç tipini ve fiyatı teyit ederiz.",
          },
          { title: "Araç Tahsisi", text: "Kontrol edilmiş, uygun bir araç kararlaştırılan saatte tesisinize gelir." },
          { title: "Yükleme ve Belgeler", text: "Yük yüklenir ve sabitlenir; taşıma senedi ve e-way bill düzenlenir." },
          { title: "Yolda İzleme", text: "Koordinatörlerimiz kamyonu GPS ile takip eder ve sizi ilerleme hakkında bilgilendirir." },
          { title: "Teslimat ve POD", text: "Alıcı malları imza karşılığı teslim alır ve siz teslim belgesini (POD) alırsınız." },
        ],
      },
    ],
    cta: {
      heading: "Kamyona mı İhtiyacınız Var?",
      text: "Güzergâhınızı, yükünüzü ve tarihlerinizi paylaşın; uygun bir aracı ve fiyatı teyit edelim.",
      label: "Kamyon Ayırtın",
    },
  },

  // 5 ─────────────────────────────────────────────────────────────────────
  {
    number: 5,
    title: "Ambalajlama ve Yeniden Ambalajlama",
    cardDescription:
      "İhracata uygun ambalaj, özel ahşap sandıklar, tehlikeli, bozulabilir ve kırılgan yükler için ambalaj, ayrıca yeniden paletleme ve yeniden etiketleme.",
    cardImages: [
      image(5, "a", "Malları ihracat kolilerine yerleştirip bantla kapatan çalışanlar"),
      image(5, "b", "“Kırılacak eşya”, “Bu taraf yukarı” ve “Kuru tutunuz” elleçleme işaretleri taşıyan özel yapım ahşap ihracat sandığı"),
    ],
    heroImages: [
      image(5, "a", "Malları ihracat kolilerine yerleştirip bantla kapatan çalışanlar"),
      image(5, "b", "“Kırılacak eşya”, “Bu taraf yukarı” ve “Kuru tutunuz” elleçleme işaretleri taşıyan özel yapım ahşap ihracat sandığı"),
    ],
    meta: {
      title: "İhracat Ambalajlama ve Yeniden Ambalajlama | Tarang Global Logistics",
      description:
        "Navi Mumbai'de ihracat ambalajlama: ihracata uygun malzemeler, özel ISPM-15 sandıklar, tehlikeli, bozulabilir ve kırılgan yük ambalajı, yeniden paletleme ve yeniden etiketleme.",
      keywords: [
        "Navi Mumbai ihracat ambalajlama",
        "özel ahşap sandık",
        "tehlikeli yük ambalajı",
        "yeniden ambalajlama ve etiketleme",
        "kırılgan yük ambalajı",
      ],
    },
    intro: [
      "Yükün yolculuğu sağlam atlatıp atlatmayacağını ambalaj belirler. Yurt içi kurye için yeterli olan bir koli, konteynerdeki istiflemeye, denizde haftalarca süren neme ya da bir aktarma merkezindeki elleçlemeye dayanamayabilir. İhracat yüklerini Navi Mumbai'deki tesisimizde ve müşterilerimizin tesislerinde ambalajlıyor ve yeniden ambalajlıyoruz.",
      "Malzemeleri mallara, taşıma türüne ve varış ülkesinin kurallarına göre seçer, her işi fotoğraflar ve güncellenmiş bir çeki listesiyle kayda alırız; böylece yükünüzün bizden tam olarak nasıl çıktığını bilirsiniz.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Ambalajlama Hizmetleri",
        items: [
          {
            title: "İhracata Uygun Malzemeler",
            text: "Uzun deniz yolculukları için seçilen ağır hizmet tipi oluklu koliler, nem bariyerleri, metal parçalar için VCI film ve nem alıcılar.",
            icon: "package",
          },
          {
            title: "Özel Sandıklama",
            text: "Isıl işlem görmüş, ISPM-15 işaretli ahşaptan ölçüye göre yapılan, forklift elleçlemesi için kızaklı sandıklar ve kasalar.",
            icon: "wrench",
          },
          {
            title: "Tehlikeli Yükler",
            text: "Deniz ya da hava taşımacılığı için tehlikeli madde beyanıyla uyumlu, UN şartnamesine uygun ambalaj, işaret ve etiketler.",
            icon: "shield-check",
          },
          {
            title: "Bozulabilir Yükler",
            text: "Gıdaları, çiçekleri ve ilaçları sınır değerleri içinde tutan yalıtımlı kutular, jel paketler ve havalandırmalı koliler.",
            icon: "thermometer",
          },
          {
            title: "Kırılgan Yükler",
            text: "Cam eşyalar, cihazlar ve elektronik ürünler için köpük yerleştirmeler, darbe emici dolgular ve askılı ambalaj.",
            icon: "boxes",
          },
          {
            title: "Yeniden Paletleme ve Etiketleme",
            text: "Hasarlı ya da uygun olmayan paletlerin yeniden kurulması ve kolilerin alıcı, taşıyıcı ya da Hindistan pazarı için yeniden etiketlenmesi.",
            icon: "refresh-cw",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Bir Ambalajlama İşi Nasıl Yürür",
        items: [
          { title: "İnceleme", text: "Malları, ağırlıklarını, ölçülerini ve hassasiyetlerini ve izleyecekleri güzergâhı inceleriz." },
          { title: "Ambalaj Planı", text: "Herhangi bir işe başlamadan önce malzeme ve yöntem önerir, fiyat teklifi veririz." },
          { title: "Ambalajlama", text: "Ekibimiz yükü tesisimizde ya da sizin sahanızda ambalajlar, sandıklar ya da paletler." },
          {
            title: "Markalama ve Etiketleme",
            text: "Her koliye sevkiyat markaları, elleçleme işaretleri ve mevzuat etiketleri uygulanır.",
          },
          { title: "Kontrol ve Teslim", text: "İş kontrol edilir, fotoğraflanır ve güncellenmiş bir çeki listesiyle teslim edilir." },
        ],
      },
      {
        kind: "list",
        heading: "Uyguladığımız İşaret ve Etiketler",
        items: [
          "“Kırılacak eşya”, “Bu taraf yukarı” ve “Kuru tutunuz” gibi elleçleme işaretleri",
          "Sevkiyat markaları, koli numaraları ve alıcı bilgileri",
          "Brüt ve net ağırlıklar ile ölçüler",
          "Ahşap ambalajlarda ISPM-15 işlem işaretleri",
          "Tehlikeli madde etiketleri ve UN numaraları",
          "Alıcınızın şartnamesine göre barkod ve perakendeci etiketleri",
        ],
      },
      {
        kind: "prose",
        heading: "İthal Malların Yeniden Ambalajlanması",
        paragraphs: [
          "İthal mallar, Hindistan'da satılabilmeleri için çoğu zaman ek işlem gerektirir. Toplu ambalajı açar, perakende ya da dağıtım birimlerine yeniden ambalajlar ve Yasal Metroloji (Ambalajlı Ürünler) Kuralları'nın ithal ambalajlarda istediği, ithalatçının adı ve adresi ile azami perakende satış fiyatı gibi beyanları uygularız.",
          "Yeniden ambalajlama depomuzdan sevkiyattan önce yapılabilir; böylece mallar satışa hazır çıkar ve ikinci bir elleçleme durağından kaçınmış olursunuz.",
        ],
      },
    ],
    cta: {
      heading: "Yükünüzü Yola Çıkmadan Koruyun",
      text: "Neyi nereye gönderdiğinizi bize söyleyin; mallara ve güzergâha uygun ambalajı önerelim.",
      label: "Ambalajlama Hizmeti İsteyin",
    },
  },

  // 6 ─────────────────────────────────────────────────────────────────────
  {
    number: 6,
    title: "Paletleme",
    cardDescription:
      "Isıl işlem görmüş ISPM-15 paletler, streç sarma, çemberleme ve her konteynere ve kamyona daha fazla yük sığdıran yükleme planları.",
    cardImages: [
      image(6, "a", "Kolilerle istiflenmiş ve şeffaf streç filmle sarılmış bir sıra palet"),
      image(6, "b", "Yüklü bir paleti transpaletle depo zemininde taşıyan çalışan"),
    ],
    heroImages: [
      image(6, "a", "Kolilerle istiflenmiş ve şeffaf streç filmle sarılmış bir sıra palet"),
      image(6, "b", "Yüklü bir paleti transpaletle depo zemininde taşıyan çalışan"),
    ],
    meta: {
      title: "Navi Mumbai'de Paletleme Hizmetleri | Tarang Global Logistics",
      description:
        "Navi Mumbai'de yük paletleme: Euro ve standart paletler, ısıl işlem görmüş ISPM-15 paletler, streç sarma, çemberleme ve konteyner yükleme optimizasyonu.",
      keywords: ["paletleme hizmetleri", "ISPM-15 palet", "Mumbai ısıl işlemli palet", "streç sarma", "konteyner yükleme optimizasyonu"],
    },
    intro: [
      "Paletli yük, dökme kolilere göre daha hızlı yüklenir, daha kolay sayılır ve daha az hasar görür. Paletleri alıcınızın şartnamesine ve taşıyıcının gereksinimlerine göre kurar, ilki sarılmadan önce konteynere ya da kamyona nasıl yerleşeceklerini planlarız.",
      "İhracat için sağladığımız her ahşap palet ısıl işlem görmüştür ve ISPM-15 işaretini taşır; böylece sevkiyatınız ahşap ambalajı nedeniyle varış noktasında bekletilmez. Ahşabın uygun olmadığı durumlarda plastik ve pres ahşap alternatifler sunarız.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Palet Tipleri",
        items: [
          {
            title: "Standart Ölçüler",
            text: "Euro paletler (1200 × 800 mm), standart paletler (1200 × 1000 mm) ve Kuzey Amerikalı alıcılar için 48 × 40 inç paletler.",
            icon: "boxes",
          },
          {
            title: "Isıl İşlemli Ahşap Paletler",
            text: "İşlem işaretini taşıyan, ahşap ambalajı denetleyen ülkelere ihracatta kabul gören ISPM-15 uyumlu paletler.",
            icon: "shield-check",
          },
          {
            title: "Plastik ve Pres Ahşap Paletler",
            text: "İşlenmiş malzemeler ISPM-15 kapsamı dışındadır ve gıda ile ilaç gibi hijyene duyarlı mallar için uygundur.",
            icon: "recycle",
          },
          {
            title: "Özel Yapım Paletler",
            text: "Uzun, ağır ya da alışılmadık şekilli ürünler için ölçüye göre yapılan palet ve kızaklar.",
            icon: "wrench",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Yükün Sabitlenmesi",
        paragraphs: [
          "Bir palet, ancak sargısı kadar sağlamdır. Makineyle ya da elle streç sarar, kenarları korumak için köşebentler ekler, daha ağır yükleri PET ya da çelik çemberle bağlarız. Üst örtüler tozu ve nemi dışarıda tutar, kaydırmaz levhalar ise katların kaymasını önler.",
          "Koliler dayanımlarına göre sütun ya da geçmeli düzende, palet kenarından taşmadan istiflenir; böylece ağırlık eşit dağılır ve yük taşıma sırasındaki istiflemeye dayanır.",
        ],
      },
      {
        kind: "prose",
        heading: "Yükleme Optimizasyonu",
        paragraphs: [
          "Paletlemeden önce konteynerden ya da kamyondan en iyi şekilde yararlanacak palet taban alanını, yüksekliğini ve ağırlığını hesaplarız: iç ölçüler, kapı yüksekliği, taşıma kapasitesi sınırları ve paletlerin üst üste istiflenip istiflenemeyeceği belirleyicidir.",
          "Paletlerin nasıl yerleşeceğini gösteren bir yükleme planı alırsınız; böylece daha az boş alan gönderir, daha az navlun öder ve kaç birimin sığacağını önceden bilirsiniz.",
        ],
      },
      {
        kind: "steps",
        heading: "Paletleme Sürecimiz",
        items: [
          {
            title: "Yükü Değerlendirme",
            text: "Koli ölçülerini, ağırlıklarını ve dayanımını, alıcının ve taşıyıcının palet gereksinimlerini kontrol ederiz.",
          },
          {
            title: "Palet Seçimi",
            text: "Mallara, varış noktasına ve yükleme planına uygun palet tipini ve ölçüsünü seçeriz.",
          },
          { title: "Kurma ve İstifleme", text: "Koliler kararlaştırılan düzende ve yükseklikte istiflenir." },
          { title: "Sarma ve Çemberleme", text: "Yük gerektiği şekilde streç filmle sarılır, kenarları korunur ve çemberlenir." },
          { title: "Etiketleme ve Yükleme", text: "Her palet etiketlenir, çeki listesine kaydedilir ve plana göre yüklenir." },
        ],
      },
    ],
    cta: {
      heading: "Her Konteynerden En İyi Şekilde Yararlanın",
      text: "Koli ölçülerinizi ve hacimlerinizi bize gönderin; bir palet kurulumu ve yükleme planı önerelim.",
      label: "Palet Yüklerimi Planlayın",
    },
  },

  // 7 ─────────────────────────────────────────────────────────────────────
  {
    number: 7,
    title: "Yük Bağlama ve Takozlama",
    cardDescription:
      "Ağır, düzensiz ve büyük boyutlu yüklerin konteynerlerde, flat rack'lerde ve römorklarda kayışlar, zincirler, ahşap takozlar ve istif malzemeleriyle sabitlenmesi.",
    cardImages: [
      image(7, "a", "Gerdirilmiş zincirler ve ahşap takozlarla sabitlenmiş, flat rack konteyner üzerindeki ağır makine"),
      image(7, "b", "Konteyner içi: bağlama kayışlarıyla yerinde tutulan yük ve boşlukları dolduran hava yastıkları"),
    ],
    heroImages: [
      image(7, "a", "Gerdirilmiş zincirler ve ahşap takozlarla sabitlenmiş, flat rack konteyner üzerindeki ağır makine"),
      image(7, "b", "Konteyner içi: bağlama kayışlarıyla yerinde tutulan yük ve boşlukları dolduran hava yastıkları"),
    ],
    meta: {
      title: "Yük Bağlama ve Takozlama Hizmetleri | Tarang Global Logistics",
      description:
        "Navi Mumbai'de yük bağlama ve takozlama: ağır ve büyük boyutlu yükler için kayışlar, zincirler, ahşap takozlar ve istif malzemeleri; belgelenmiş, fotoğraflanmış ve sertifikalı.",
      keywords: [
        "yük bağlama ve takozlama",
        "Navi Mumbai yük bağlama",
        "flat rack yük bağlama",
        "konteyner içi sabitleme",
        "lashing sertifikası",
        "ağır yük sabitleme",
      ],
    },
    intro: [
      "Taşıma sırasında hareket eden yük hasar gören yüktür; yerinden kayan ağır bir parça ayrıca konteynere, gemiye ya da onu taşıyan araca da zarar verebilir. Düzensiz, ağır ve büyük boyutlu yükleri konteynerlerin içinde, flat rack'lerde ve römorklarda kayışlar, zincirler, ahşap takozlar ve istif malzemeleriyle sabitleriz.",
      "Bağlama ekiplerimiz her işi yükün ağırlığına, ağırlık merkezine ve şekline, karayolunda ve denizde karşılaşacağı kuvvetlere göre planlar. Her iş belgelenir ve fotoğraflanır; alıcınız, taşıyıcınız ya da sigortacınız istediğinde bağımsız bir sörveyör tarafından sertifikalandırılır.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Sabitleme Yöntemleri",
        items: [
          {
            title: "Bağlama Kayışları",
            text: "Sandıklar, koliler ve zincirlerin iz bırakacağı işlenmiş yüzeyli yükler için cırcırlı gerdiricili polyester kayışlar.",
            icon: "lock",
          },
          {
            title: "Zincirler ve Gerdiriciler",
            text: "Makineler, araçlar, çelik ve diğer ağır yükler için yük değeri belirlenmiş zincirler ve yük gerdiricileri.",
            icon: "wrench",
          },
          {
            title: "Ahşap Kamalar ve Takozlar",
            text: "Yuvarlanmayı ve kaymayı önlemek için tekerleklere, silindirlere ve kızaklara dayanarak sabitlenen ahşap kamalar ve takozlar.",
            icon: "boxes",
          },
          {
            title: "İstif Malzemeleri ve Hava Yastıkları",
            text: "Yükü dağıtmak için ahşap istif malzemeleri ve koliler arasındaki boşlukları doldurmak için şişirilebilir hava yastıkları.",
            icon: "package",
          },
          {
            title: "Takozlama ve Destekleme",
            text: "Yükü duvarlara, tabana ve kapılara karşı tutmak için konteyner içinde kurulan ahşap çerçeveler.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "list",
        heading: "Çalıştığımız Yerler",
        items: [
          "20 ft ve 40 ft genel amaçlı ve high-cube konteynerlerin içinde",
          "Gabari dışı yükler için flat rack ve open top konteynerlerde",
          "Karayolu taşımaları için römorklarda, düz platformlarda ve lowbed'lerde",
          "Fabrikanızda, konteyner yük istasyonunda ya da limanda",
        ],
      },
      {
        kind: "steps",
        heading: "Bir Yükü Nasıl Sabitliyoruz",
        items: [
          {
            title: "İnceleme",
            text: "Yükün ağırlığını, ölçülerini, ağırlık merkezini ve bağlama noktalarını, taşınacağı taşıma birimini kayda alırız.",
          },
          {
            title: "Bağlama Planı",
            text: "Yöntemi ve malzemeleri, Yük Taşıma Birimlerinin Yüklenmesine İlişkin IMO/ILO/UNECE Uygulama Kuralları'na (CTU Kodu) uygun olarak planlarız.",
          },
          { title: "Sabitleme", text: "Ekibimiz yükü yerleştirir, takozlar ve bağlar; her kayışı ve zinciri gerdirir." },
          {
            title: "Kontrol",
            text: "Taşıma birimi kapatılmadan ya da serbest bırakılmadan önce bir sorumlu her bağlama noktasını kontrol eder.",
          },
          {
            title: "Belgeleme ve Sertifikalandırma",
            text: "Fotoğraflı bir iş raporu ve gerektiğinde bağımsız bir sörveyörden bağlama (lashing) sertifikası alırsınız.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Sıklıkla Sabitlediğimiz Yükler",
        items: [
          "Makineler ve endüstriyel ekipmanlar",
          "Çelik rulolar, levhalar ve yapısal profiller",
          "Araçlar ve inşaat makineleri",
          "Transformatörler, jeneratörler ve proje yükleri",
          "Ağır ahşap sandıklar ve kasalar",
          "Variller, fıçılar ve IBC tanklar",
        ],
      },
    ],
    cta: {
      heading: "Gönderilecek Ağır ya da Zorlu Bir Yükünüz mü Var?",
      text: "Ölçüleri ve ağırlığı paylaşın; bağlama ekibimiz yükü tüm yolculuk boyunca nasıl sabitleyeceğini planlasın.",
      label: "Yükümü Sabitleyin",
    },
  },

  // 8 ─────────────────────────────────────────────────────────────────────
  {
    number: 8,
    title: "Fumigasyon",
    cardDescription:
      "Konteynerler, paletler ve yerinde yükler için ISPM-15 ve bitki sağlığı kurallarına uygun sertifikalı zararlı mücadelesi; gümrük için sertifika düzenlenir.",
    cardImages: [
      image(8, "a", "Uyarı levhalarıyla gaz geçirmez fumigasyon brandası altına alınmış konteyner"),
      image(8, "b", "ISPM-15 işaretini taşıyan ısıl işlemli ahşap palet ve yanında koruyucu ekipmanlı bir teknisyen"),
    ],
    heroImages: [
      image(8, "a", "Uyarı levhalarıyla gaz geçirmez fumigasyon brandası altına alınmış konteyner"),
      image(8, "b", "ISPM-15 işaretini taşıyan ısıl işlemli ahşap palet ve yanında koruyucu ekipmanlı bir teknisyen"),
    ],
    meta: {
      title: "Navi Mumbai'de Fumigasyon Hizmetleri | Tarang Global Logistics",
      description:
        "Navi Mumbai'de ihracat fumigasyonu: ISPM-15 ve bitki sağlığı kurallarına uygun konteyner, palet ve yerinde uygulama; gümrük için fumigasyon sertifikası.",
      keywords: [
        "Navi Mumbai fumigasyon hizmetleri",
        "konteyner fumigasyonu",
        "ISPM-15 palet işlemi",
        "fumigasyon sertifikası",
        "bitki sağlığı uyumu",
      ],
    },
    intro: [
      "Ahşap ambalajlar, tarım ürünleri ve birçok hammadde, ithalatçı ülkelerin kabul etmediği böcekleri taşıyabilir. Geçerli bir fumigasyonu olmayan bir sevkiyat varış noktasında reddedilebilir, masrafı size ait olmak üzere yeniden işleme tabi tutulabilir ya da imha edilebilir.",
      "İhracat yükleri için sertifikalı zararlı mücadelesini, Hindistan Ulusal Bitki Koruma Örgütü'nün belirlediği standartlara göre akredite fumigasyon firmalarına yaptırırız. Her uygulama için gümrüğe ve alıcınıza sunulmaya hazır bir fumigasyon sertifikası düzenlenir.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Fumigasyon Hizmetleri",
        items: [
          {
            title: "Konteyner Fumigasyonu",
            text: "Yüklü konteynerlerin sevkiyattan önce tesisinizde, CFS'de ya da limanda gaz geçirmez koşullarda işleme tabi tutulması.",
            icon: "ship",
          },
          {
            title: "Palet ve Ahşap Ambalaj",
            text: "Ahşap ambalajın varış noktasında sorunsuz geçmesi için paletler, sandıklar ve istif malzemeleri ISPM-15'e göre işlenir ve işaretlenir.",
            icon: "boxes",
          },
          {
            title: "Yerinde Fumigasyon",
            text: "Kolayca taşınamayan stoklar, istifler ve büyük sevkiyatlar için fabrikanızda ya da deponuzda uygulama.",
            icon: "map-pin",
          },
          {
            title: "Ürün Fumigasyonu",
            text: "Tahıllar, bakliyat, baharatlar, yağlı tohumlar, pamuk ve diğer ürünlerin ithalatçı ülkenin şartlarına göre işleme tabi tutulması.",
            icon: "leaf",
          },
        ],
      },
      {
        kind: "prose",
        heading: "ISPM-15 ve Bitki Sağlığı Uyumu",
        paragraphs: [
          "ISPM-15, ticarette kullanılan ahşap ambalaj malzemesine ilişkin uluslararası standarttır. İşlenmemiş ahşaptan yapılan paletlerin, sandıkların ve istif malzemelerinin ısıl işlem görmesini ya da metil bromürle fumige edilmesini ve IPPC işaretini taşımasını şart koşar. Sevkiyatınızdaki her ahşap bileşenin yüklemeden önce işlem görüp işaretlenmesini sağlarız.",
          "Bitkisel ürünler genellikle ayrıca Bitki Karantina makamlarınca muayeneden sonra düzenlenen bir bitki sağlık sertifikası gerektirir. Tüm sertifikalarınızın gemi kesim saatinden önce hazır olması için uygulamayı, muayeneyi ve başvuruyu koordine ederiz. Bazı varış ülkeleri kimyasallar, dozaj ya da uygulayıcı firmalar konusunda kendi kurallarını koyar; bu nedenle uygulamayı ayırtmadan önce varış ülkesinin şartlarını teyit ederiz.",
        ],
      },
      {
        kind: "steps",
        heading: "Fumigasyon Nasıl Yapılır",
        items: [
          {
            title: "Rezervasyon ve Şartların Kontrolü",
            text: "Yükü, varış ülkesinin kurallarını ve bunların gerektirdiği uygulama ile sertifikayı teyit ederiz.",
          },
          {
            title: "Hazırlık",
            text: "Konteyner mühürlenir ya da istif gaz geçirmez bir brandayla örtülür ve uyarı levhaları asılır.",
          },
          {
            title: "Uygulama",
            text: "Fumigant gerekli dozda uygulanır ve gerekli maruz kalma süresi ve sıcaklıkta tutulur.",
          },
          {
            title: "Havalandırma ve Gaz Arındırma",
            text: "Yük havalandırılır ve elleçlenmesi güvenli olana kadar gaz seviyeleri ölçülür.",
          },
          {
            title: "Sertifika Düzenlenmesi",
            text: "Kimyasalı, dozu, süreyi ve sıcaklığı kaydeden bir fumigasyon sertifikası gümrük ve alıcınız için düzenlenir.",
          },
        ],
      },
      {
        kind: "list",
        heading: "Güvenlik ve Kayıtlar",
        items: [
          "Tam koruyucu ekipmanlı eğitimli teknisyenler",
          "Uygulama süresince uyarı levhaları ve kısıtlı giriş",
          "Yük serbest bırakılmadan önce gaz ölçümü",
          "Her iş için saklanan uygulama kayıtları",
          "Denetimler ve alıcı soruları için hazır sertifika kopyaları",
        ],
      },
    ],
    cta: {
      heading: "Fumigasyon Sertifikasına mı İhtiyacınız Var?",
      text: "Yükü, varış noktasını ve kesim tarihinizi bize bildirin; uygulamayı zamanında planlayalım.",
      label: "Fumigasyon Planlayın",
    },
  },

  // 9 ─────────────────────────────────────────────────────────────────────
  {
    number: 9,
    title: "Belge ve Mevzuata Uyum Desteği",
    cardDescription:
      "Faturalar, çeki listeleri, ihracat beyannameleri ve sertifikalar; gümrük, DGFT ve CBIC kurallarına uygun olarak hazırlanır ve ICEGATE ile e-Sanchit üzerinden iletilir.",
    cardImages: [
      image(9, "a", "En üstte mühürlü bir menşe şahadetnamesi bulunan taşıma belgeleri yığını"),
      image(9, "b", "Masasında bilgisayar ekranından dış ticaret formlarını dolduran bir kişi"),
    ],
    heroImages: [
      image(9, "a", "En üstte mühürlü bir menşe şahadetnamesi bulunan taşıma belgeleri yığını"),
      image(9, "b", "Masasında bilgisayar ekranından dış ticaret formlarını dolduran bir kişi"),
    ],
    meta: {
      title: "İhracat Belgeleri ve Mevzuata Uyum | Tarang Global Logistics",
      description:
        "İhracat ve ithalat belgeleri: faturalar, ihracat beyannameleri, menşe şahadetnameleri, ICEGATE ve e-Sanchit işlemleri, AD Code, EPCG, RoDTEP ve SEZ desteği.",
      keywords: [
        "ihracat belgeleri hizmeti",
        "ICEGATE e-Sanchit işlemleri",
        "AD Code kaydı",
        "menşe şahadetnamesi",
        "RoDTEP EPCG Advance Authorisation teşvikleri",
        "DGFT mevzuat uyumu",
      ],
    },
    intro: [
      "Belgelerin çoğu artık çevrim içi verilse de uluslararası ticaret hâlâ belgelerle yürür. Bir faturadaki tek bir yanlış rakam ya da ihracat beyannamesiyle uyuşmayan bir sertifika, yükü limanda bekletebilir veya bir ihracat teşvikini kaybetmenize yol açabilir.",
      "Belge ekibimiz sevkiyatlarınızın ihtiyaç duyduğu belgeleri hazırlar, kontrol eder ve iletir; gümrük, DGFT ve CBIC yönergelerine uyumunuzu sağlar ve hak ettiğiniz ihracat teşviklerini almanıza yardımcı olur.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Hazırladığımız Ticari Belgeler",
        items: [
          {
            title: "Ticari Faturalar",
            text: "Gümrüğün ve alıcınızın bankasının beklediği değerleri, Incoterm'i, HS kodlarını ve beyanları içeren faturalar.",
            icon: "file-text",
          },
          {
            title: "Çeki Listeleri",
            text: "Fatura ve sevkiyat markalarıyla uyumlu, koli koli içerik, ağırlık ve ölçüler.",
            icon: "boxes",
          },
          {
            title: "İhracat Beyannameleri",
            text: "Drawback, RoDTEP ve diğer teşviklerin talep edilebilmesi için doğru program kodlarıyla hazırlanan ihracat beyanları.",
            icon: "ship",
          },
          {
            title: "Menşe Şahadetnameleri",
            text: "Ticaret anlaşmaları kapsamındaki vergi indirimleri için tercihli, alıcıların istediği durumlarda tercihli olmayan menşe belgeleri.",
            icon: "badge-check",
          },
          {
            title: "SDF",
            text: "İhracat bedelinin yurda getirileceğini teyit eden, FEMA kapsamındaki Yasal Beyan Formu (SDF); ihracat beyannamesiyle birlikte verilir.",
            icon: "clipboard-check",
          },
          {
            title: "MSDS",
            text: "Kimyasallar ve mevzuata tabi diğer ürünler için taşıyıcının gereksinimlerine göre kontrol edilen Malzeme Güvenlik Bilgi Formları.",
            icon: "search",
          },
          {
            title: "Tehlikeli Madde Beyanları",
            text: "Deniz taşımacılığı için IMDG Kodu'na, hava taşımacılığı için IATA yönetmeliklerine göre tehlikeli madde beyanları.",
            icon: "shield-check",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Elektronik Beyan ve Kayıt",
        items: [
          {
            title: "ICEGATE Beyanları",
            text: "İthalat beyannameleri, ihracat beyannameleri ve gümrük sorgularına yanıtlar Hindistan Gümrüğü EDI Geçidi üzerinden iletilir.",
            icon: "cpu",
          },
          {
            title: "e-Sanchit Yüklemeleri",
            text: "Destekleyici belgeler her beyana karşılık dijital olarak yüklenir; böylece gümrük idaresine kâğıt kopya ulaştırılması gerekmez.",
            icon: "file-text",
          },
          {
            title: "AD Code Kaydı",
            text: "Bankanızın Yetkili Banka (Authorised Dealer) kodu, ihracat yaptığınız her limanda kaydedilir; bu kayıt ihracat beyannamesi verilebilmesi için gereklidir.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Gümrük, DGFT ve CBIC Yönergelerine Uyum",
        paragraphs: [
          "Kurallar; gümrük tebliğleri, CBIC genelgeleri ve DGFT'nin yayımladığı Dış Ticaret Politikası değişiklikleriyle değişir. Bu değişiklikleri takip eder ve bunlardan biri ürünlerinizi, vergi oranlarınızı ya da sevkiyatlarınızın gerektirdiği belgeleri etkilediğinde size bildiririz.",
          "Her beyandan önce tanımların, sınıflandırmaların, değerlerin ve lisansların tüm belgelerde birbiriyle uyuştuğunu kontrol ederiz. Tutarlı evrak, sorgulardan, muayenelerden ve gecikmelerden kaçınmanın en basit yoludur.",
        ],
      },
      {
        kind: "list",
        heading: "Desteklediğimiz İhracat Teşvik Programları",
        intro: "Bu programların gerektirdiği belgeleri ve beyanları hazırlar, bunlar kapsamındaki yükümlülüklerinizi takip ederiz.",
        items: [
          "EPCG: ihracat taahhüdü karşılığında sermaye mallarının indirimli vergiyle ithalatı",
          "Advance Authorisation: ihraç ürünlerinin üretiminde kullanılan girdilerin vergisiz ithalatı",
          "RoDTEP: devredilebilir e-scrip olarak hesaba geçirilen, ürüne yansımış vergi ve harçların iadesi",
          "SEZ: Özel Ekonomik Bölge birimlerine ve bu birimlerden yapılan sevkiyatların belgeleri",
        ],
      },
    ],
    cta: {
      heading: "Evrak İşleri Sizi Yavaşlatıyor mu?",
      text: "Sevkiyat bilgilerinizi bize gönderin; belge ekibimiz gerekenleri hazırlasın, kontrol etsin ve iletsin.",
      label: "Belge Desteği Alın",
    },
  },

  // 10 ────────────────────────────────────────────────────────────────────
  {
    number: 10,
    title: "Danışmanlık Hizmetleri",
    cardDescription:
      "Gümrük ve dış ticaret danışmanlığı: HS kodları, vergi analizi, teşvik programları, BIS, FSSAI ve karantina onayları, GST etkisi ve maliyet optimizasyonu.",
    cardImages: [
      image(10, "a", "Bir dünya küresinin bulunduğu masa etrafında grafikleri tartışan lojistik danışmanları"),
      image(10, "b", "Müşteri ekibine ekranda maliyet optimizasyonu grafiği sunan danışman"),
    ],
    heroImages: [
      image(10, "a", "Bir dünya küresinin bulunduğu masa etrafında grafikleri tartışan lojistik danışmanları"),
      image(10, "b", "Müşteri ekibine ekranda maliyet optimizasyonu grafiği sunan danışman"),
    ],
    meta: {
      title: "Gümrük ve Dış Ticaret Danışmanlığı | Tarang Global Logistics",
      description:
        "Navi Mumbai'den gümrük ve dış ticaret danışmanlığı: HS kodu sınıflandırması, vergi analizi, RoDTEP ve EPCG, BIS ve FSSAI onayları, GST etkisi ve maliyet azaltma.",
      keywords: [
        "dış ticaret danışmanlığı",
        "Mumbai gümrük danışmanı",
        "HS kodu sınıflandırması",
        "ithalat vergisi analizi",
        "BIS FSSAI ithalat onayı",
        "lojistik maliyet optimizasyonu",
      ],
    },
    intro: [
      "Ticarette pahalıya mal olan hataların çoğu, yük daha hareket etmeden yapılır: yanlış bir HS kodu, atlanan bir lisans, maliyeti size yükleyen bir Incoterm ya da kimsenin başvurmadığı bir teşvik programı. Danışmanlık hizmetimiz, taahhütte bulunmadan önce gümrük ve taşımacılık ekiplerimizin deneyimini hizmetinize sunar.",
      "İşe yeni başlayan ilk kez ihracat yapacak firmalarla da, ticaret yapma biçimlerini gözden geçiren köklü ithalatçılarla da çalışıyoruz. Tavsiyelerimiz pratik ve ürünlerinize, limanlarınıza ve pazarlarınıza özeldir; ekibinizin uygulayabilmesi için yazılı olarak sunarız.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Danışmanlık Alanları",
        items: [
          {
            title: "Gümrük ve Dış Ticaret Rehberliği",
            text: "Lisans ve kısıtlamalardan Dış Ticaret Politikası'na kadar ithalat ve ihracat kurallarının mallarınıza nasıl uygulandığı.",
            icon: "globe",
          },
          {
            title: "HS Kodu Tespiti",
            text: "Vergi oranlarını, kısıtlamaları ve teşvik avantajlarını belirleyen, ürünlerinizin doğru sınıflandırılması.",
            icon: "search",
          },
          {
            title: "Vergi Analizi",
            text: "Temel gümrük vergisi, ek vergiler, IGST ve varsa anti-damping vergisinin dökümü; ticaret anlaşmaları kapsamındaki tercihli oranlarla birlikte.",
            icon: "coins",
          },
          {
            title: "Teşvik Programları",
            text: "RoDTEP, vergi iadesi (drawback), EPCG ve Advance Authorisation programlarından hangilerine hak kazandığınız ve bunları nasıl talep edeceğiniz.",
            icon: "trending-up",
          },
          {
            title: "BIS, FSSAI, PQ ve AQ",
            text: "Gümrüğün mallarınızı serbest bırakmasından önce gereken ürün onayları ve izinler.",
            icon: "badge-check",
          },
          {
            title: "Liman Kayıtları",
            text: "Kullanmayı planladığınız her limanda IEC, AD Code ve ICEGATE kayıtlarının tamamlanması.",
            icon: "map-pin",
          },
          {
            title: "GST Etkisi",
            text: "İthalatta IGST, girdi vergisi kredisi (ITC) ve Taahhütname (LUT) ile ya da IGST iadesiyle ihracat.",
            icon: "file-text",
          },
          {
            title: "Maliyet Optimizasyonu",
            text: "Navlun, vergi, depolama ve liman masraflarında tasarruf bulmak için varış maliyetinizin gözden geçirilmesi.",
            icon: "target",
          },
        ],
      },
      {
        kind: "prose",
        heading: "Mevzuat Onaylarının Açıklaması",
        paragraphs: [
          "Birçok ürün, Hindistan'a girebilmek için gümrük dışındaki bir kurumun onayını gerektirir. Elektronik ürünler ve birçok sanayi malı BIS kaydı ya da Kalite Kontrol Düzenlemeleri kapsamına girer, gıda ürünleri FSSAI ithalat onayı, bitkiler ve bitkisel ürünler Bitki Karantina (PQ) onayı, hayvansal ürünler ise Hayvan Karantina (AQ) onayı gerektirir.",
          "Ürünlerinize hangi onayların uygulandığını, her birinin neleri içerdiğini ve ne kadar süre ayırmanız gerektiğini size söyleriz; böylece yük, evrak hazır olmadan varmaz.",
        ],
      },
      {
        kind: "prose",
        heading: "Maliyet Optimizasyonu",
        paragraphs: [
          "Varış maliyeti, navlun fiyatından ibaret değildir. Sevkiyatlarınızı baştan sona gözden geçiririz: taşıma türü ve güzergâh, konsolidasyon, Incoterms, ticaret anlaşmaları kapsamında vergi planlaması, depolama ve yük beklediğinde biriken demuraj ve detention masrafları.",
          "Her birinin sağlayacağı tasarrufa ve gerektirdiği çabaya göre sıralanmış pratik önerileri içeren kısa bir rapor alırsınız.",
        ],
      },
      {
        kind: "steps",
        heading: "Danışmanlık Süreci Nasıl İşler",
        items: [
          { title: "İlk Görüşme", text: "Ürünlerinizi, pazarlarınızı ve yanıtlanmasını istediğiniz soruları konuşuruz." },
          { title: "Belge İncelemesi", text: "Faturalarınızı, geçmiş beyanlarınızı, sözleşmelerinizi ve ürün bilgilerinizi inceleriz." },
          {
            title: "Analiz",
            text: "Gümrük ve taşımacılık uzmanlarımız sınıflandırma, vergiler, teşvikler ve maliyetler üzerinde çalışır.",
          },
          { title: "Yazılı Öneriler", text: "Açık bulguları ve sonraki adımları yazılı olarak alırsınız." },
          { title: "Takip", text: "Tavsiyeleri uygulamaya koyarken sorularınızı yanıtlarız ve işi sizin yerinize de yürütebiliriz." },
        ],
      },
    ],
    cta: {
      heading: "Bir Dış Ticaret Sorunuz mu Var?",
      text: "Bir danışmanlık görüşmesi ayarlayın; uzmanlarımız ürünlerinizi, pazarlarınızı ve maliyetlerinizi sizinle birlikte incelesin.",
      label: "Danışmanlık Randevusu Alın",
    },
  },

  // 11 ────────────────────────────────────────────────────────────────────
  {
    number: 11,
    title: "Tersine Lojistik",
    cardDescription:
      "İadeler toplanır, incelenir, ayrıştırılır ve en iyi değerlendirileceği yere gönderilir: yeniden satış, onarım, geri dönüşüm ya da sorumlu bertaraf.",
    cardImages: [
      image(11, "a", "Müşteriden depoya geri dönen, dairesel oklarla çevrelenmiş iade paketleri"),
      image(11, "b", "İade ürünlerin yenilendiği ve geri dönüşüm kutularına ayrıştırıldığı çalışma istasyonu"),
    ],
    heroImages: [image(11, "a", "Müşteriden depoya geri dönen, dairesel oklarla çevrelenmiş iade paketleri")],
    meta: {
      title: "Tersine Lojistik Hizmetleri | Tarang Global Logistics",
      description:
        "Navi Mumbai'den tersine lojistik: iade yönetimi, yenileme, geri dönüşüm, garanti değişimleri, yeniden stoklama ve varlık geri kazanımı tek bir yönetilen akışta.",
      keywords: [
        "Hindistan tersine lojistik",
        "iade yönetimi",
        "ürün yenileme ve onarım",
        "geri dönüşüm ve bertaraf",
        "varlık geri kazanımı",
      ],
    },
    intro: [
      "Ürünler pek çok nedenle geri döner: yanlış beden, garanti kapsamındaki bir arıza, bir kiralamanın sona ermesi ya da ürünün kullanım ömrünün dolması. Bir işletmenin bu iadeleri nasıl yönettiği maliyetlerini, müşterilerini ve çevresel ayak izini etkiler.",
      "Tersine lojistik hizmetimiz iade edilen malları toplar, inceler ve ayrıştırır; her ürünü yeniden satış, onarım, geri dönüşüm ya da sorumlu bertaraf olsun, en iyi değerlendirileceği yere gönderir. Her ürünün açık bir kaydını alırsınız; yeniden satılabilecek stok ise hızla tedarik zincirinize geri döner.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Tersine Lojistiğin Avantajları",
        items: [
          {
            title: "Maliyet Azaltma",
            text: "Konsolide toplama ve her ürün için hızlı karar; taşıma, depolama ve zarar yazma maliyetlerini düşürür.",
            icon: "coins",
          },
          {
            title: "Sürdürülebilirlik",
            text: "Yeniden kullanım, onarım ve geri dönüşüm, ürünleri ve malzemeleri çöp sahalarından uzak tutar.",
            icon: "leaf",
          },
          {
            title: "Değer Geri Kazanımı",
            text: "İade edilen mallar zarar yazılmak yerine yeniden satılır, yenilenir ya da parçalarına ayrılır.",
            icon: "trending-up",
          },
          {
            title: "Verimlilik",
            text: "Tanımlı bir süreç plansız elleçlemenin yerini alır; böylece iadeler artık giden operasyonları aksatmaz.",
            icon: "gauge",
          },
          {
            title: "Müşteri Memnuniyeti",
            text: "Hızlı teslim alma, para iadesi ve değişim, müşterilerin yeniden satın alma konusundaki güvenini korur.",
            icon: "users",
          },
          {
            title: "Veri İçgörüleri",
            text: "İade nedenleri ve durum sınıfları, ürün, ambalaj ya da teslimatta nerelerin iyileştirilebileceğini gösterir.",
            icon: "bar-chart",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Tersine Lojistik Hizmetlerimiz",
        items: [
          {
            title: "İade Yönetimi",
            text: "Teslim alma planlaması, iade yetkisi kontrolleri ve müşteri ile perakendeci iadelerinin kabulü.",
            icon: "package",
          },
          {
            title: "Yenileme ve Onarım",
            text: "Onarılabilir ürünler tamir edilir, test edilir ve yeniden satış ya da değişim stoku için yeniden ambalajlanır.",
            icon: "wrench",
          },
          {
            title: "Geri Dönüşüm ve Bertaraf",
            text: "Yeniden kullanılamayan ürünler, nasıl işlem gördüklerinin kayıtlarıyla birlikte yetkili geri dönüşüm firmalarına gönderilir.",
            icon: "recycle",
          },
          {
            title: "Garanti ve Değişim İşlemleri",
            text: "Garanti talepleri doğrulanır ve değişim ürünleri politikanıza uygun olarak gönderilir.",
            icon: "badge-check",
          },
          {
            title: "Ömrünü Tamamlamış Ürün Yönetimi",
            text: "Kullanım ömrünün sonuna gelen ürünler toplanır, sökülür ve yeniden kullanım ya da geri dönüşüme yönlendirilir.",
            icon: "refresh-cw",
          },
          {
            title: "Yeniden Stoklama",
            text: "Satılabilir iadeler yeniden ambalajlanır, yeniden etiketlenir ve kullanılabilir stoka geri alınır.",
            icon: "boxes",
          },
          {
            title: "Varlık Geri Kazanımı",
            text: "Ekipmanlar, paletler ve iade edilebilir ambalajlar geri toplanır ve yeniden kullanılır ya da satılır.",
            icon: "coins",
          },
          {
            title: "Tersine Tedarik Zinciri Optimizasyonu",
            text: "Tüm iade akışını daha hızlı ve daha ucuz hâle getirmek için iade hacimlerini, güzergâhları ve kararları gözden geçiririz.",
            icon: "route",
          },
        ],
      },
      {
        kind: "steps",
        heading: "Beş Adımlı Sürecimiz",
        items: [
          {
            title: "Toplama",
            text: "İade edilen ürünler müşterilerden, mağazalardan ya da distribütörlerden teslim alınır ve tesisimizde konsolide edilir.",
          },
          { title: "İnceleme", text: "Her ürün kontrol edilir, durumuna göre sınıflandırılır ve iade nedeniyle birlikte kaydedilir." },
          { title: "Ayrıştırma", text: "Ürünler kurallarınıza göre yeniden stoklama, onarım, geri dönüşüm ya da bertarafa yönlendirilir." },
          { title: "İşleme", text: "Onarım, yeniden ambalajlama, geri dönüşüm ya da bertaraf yapılır ve her işlem kaydedilir." },
          {
            title: "Yeniden Entegrasyon",
            text: "Geri kazanılan stok ve malzemeler tedarik zincirinize yeniden girer ve sonuç hakkında bir rapor alırsınız.",
          },
        ],
      },
    ],
    cta: {
      heading: "İadeleri Geri Kazanılmış Değere Dönüştürün",
      text: "İade hacimlerinizi bizimle konuşun; işinize uygun bir tersine lojistik akışı tasarlayalım.",
      label: "Ekibimizle İletişime Geçin",
    },
  },

  // 12 ────────────────────────────────────────────────────────────────────
  {
    number: 12,
    title: "Soğuk Zincir Lojistiği",
    cardDescription:
      "İlaçlar, gıdalar ve diğer hassas yükler için sıcaklık kontrollü taşıma ve depolama; rampadan teslimata gerçek zamanlı izlenir.",
    cardImages: [
      image(12, "a", "Kabinin üzerine soğutma ünitesi monte edilmiş frigorifik kamyon"),
      image(12, "b", "Raflarda koliler ve duvarda dijital sıcaklık göstergesi bulunan soğuk hava deposu"),
    ],
    heroImages: [
      image(12, "a", "Kabinin üzerine soğutma ünitesi monte edilmiş frigorifik kamyon"),
      image(12, "b", "Raflarda koliler ve duvarda dijital sıcaklık göstergesi bulunan soğuk hava deposu"),
    ],
    meta: {
      title: "Navi Mumbai'de Soğuk Zincir Lojistiği | Tarang Global Logistics",
      description:
        "Navi Mumbai'den soğuk zincir lojistiği: frigorifik taşıma, soğuk hava depolama, gerçek zamanlı sıcaklık izleme, sıcaklık haritalama ve GDP uyumlu elleçleme.",
      keywords: [
        "Hindistan soğuk zincir lojistiği",
        "Mumbai frigorifik taşıma",
        "soğuk hava deposu",
        "ilaç soğuk zinciri",
        "sıcaklık izleme",
        "bozulabilir yük lojistiği",
      ],
    },
    intro: [
      "İlaçlar, aşılar, deniz ürünleri, süt ürünleri, meyveler ve birçok özel kimyasal, kısa bir süre için bile olsa sıcaklık aralığının dışına çıktığında değer kaybeder ya da güvensiz hâle gelir. Soğuk zincir hizmetimiz bu ürünleri üreticinin rampasından alıcının kapısına kadar aralık içinde tutar.",
      "Frigorifik araçları, sıcaklık kontrollü depolamayı, uygun ambalajı ve kesintisiz izlemeyi bir araya getirir, tüm yolculuğu kayda alırız; böylece düzenleyici kurumlara ve müşterilerinize zincirin hiçbir zaman kırılmadığını gösterebilirsiniz.",
    ],
    sections: [
      {
        kind: "cards",
        heading: "Soğuk Zincirimizin Avantajları",
        items: [
          {
            title: "Ürün Bütünlüğü",
            text: "Mallar her aşamada belirlenen aralıkta kalır; kaliteleri, etkinlikleri ve raf ömürleri korunur.",
            icon: "thermometer",
          },
          {
            title: "Uçtan Uca Görünürlük",
            text: "Sıcaklığı, konumu ve durumu yük alımından teslimata kadar görebilirsiniz.",
            icon: "search",
          },
          {
            title: "Mevzuat Güvencesi",
            text: "Eksiksiz sıcaklık kayıtları denetimler, teftişler ve müşteri soruları için hazırdır.",
            icon: "shield-check",
          },
          {
            title: "Daha Az Fire",
            text: "Daha az sıcaklık sapması, daha az reddedilen sevkiyat ve daha az bozulan ürün demektir.",
            icon: "leaf",
          },
          {
            title: "Hızlı Müdahale",
            text: "Bir ölçüm saptığı anda uyarılar ekibimize ulaşır ve düzeltici işlem hemen başlar.",
            icon: "clock",
          },
          {
            title: "Tek Muhatap",
            text: "Taşıma, depolama ve izleme tek bir koordinatör tarafından birlikte yönetilir.",
            icon: "handshake",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Soğuk Zincir Hizmetlerimiz",
        items: [
          {
            title: "Sıcaklık Kontrollü Taşıma",
            text: "Yüklemeden önce ürününüzün aralığına ayarlanan ve önceden soğutulan frigorifik kamyonlar ve frigorifik konteynerler.",
            icon: "truck",
          },
          {
            title: "Soğuk Hava Depolama",
            text: "Kesintisiz sıcaklık kaydı ve yedek güç kaynağıyla soğutmalı ve dondurulmuş depolama.",
            icon: "snowflake",
          },
          {
            title: "Gerçek Zamanlı İzleme",
            text: "Veri kaydediciler ve sensörler yolculuk boyunca sıcaklığı bildirir, her sapmada uyarı verir.",
            icon: "gauge",
          },
          {
            title: "Sıcaklık Haritalama ve Validasyon",
            text: "Depolama alanları ve araçlar, gerekli aralığı her noktada koruduklarını göstermek için haritalanır ve valide edilir.",
            icon: "clipboard-check",
          },
          {
            title: "Mevzuata Uyum",
            text: "İyi Dağıtım Uygulamaları'na (GDP) uyan ve GMP ile US FDA yükümlülüklerinizi destekleyen, kayıtları denetime hazır elleçleme.",
            icon: "badge-check",
          },
          {
            title: "Bozulabilir Ürün Dağıtımı",
            text: "Gıdaların, çiçeklerin ve diğer bozulabilir ürünlerin distribütörlere, perakendecilere ve limanlara hızlı ve planlı teslimatı.",
            icon: "leaf",
          },
          {
            title: "Ambalaj ve Yalıtım",
            text: "Ürüne ve yolculuk süresine göre seçilen yalıtımlı taşıma kutuları, jel paketler ve faz değiştiren malzemeler.",
            icon: "package",
          },
        ],
      },
      {
        kind: "list",
        heading: "Hizmet Verdiğimiz Sıcaklık Aralıkları",
        items: [
          "Dondurulmuş: −18 °C ve altı",
          "Soğutulmuş: +2 °C ile +8 °C arası",
          "Serin: +8 °C ile +15 °C arası",
          "Kontrollü oda sıcaklığı: +15 °C ile +25 °C arası",
        ],
      },
      {
        kind: "steps",
        heading: "Sevkiyatınızı Nasıl Koruyoruz",
        items: [
          { title: "Planlama", text: "Ürününüz için sıcaklık aralığını, güzergâhı, ambalajı ve acil durum planını kararlaştırırız." },
          { title: "Ön Şartlandırma", text: "Araçlar, konteynerler ve ambalajlar yüklemeden önce gerekli sıcaklığa getirilir." },
          { title: "Yükleme", text: "Yük, dış ortama en az maruz kalacak şekilde hızla yüklenir ve veri kaydediciler başlatılır." },
          { title: "İzleme", text: "Ekibimiz ölçümleri süreç boyunca izler ve her uyarıya müdahale eder." },
          { title: "Teslimat ve Raporlama", text: "Sevkiyat teslim edilir ve eksiksiz sıcaklık kaydını alırsınız." },
        ],
      },
    ],
    cta: {
      heading: "Sıcaklığa Duyarlı Mallar mı Gönderiyorsunuz?",
      text: "Ürününüzü ve sıcaklık aralığını bize anlatın; soğuk zincir ekibimiz onu koruyacak bir yolculuk planlasın.",
      label: "Ekibimizle İletişime Geçin",
    },
  },
];
