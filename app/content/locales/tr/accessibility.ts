import type * as en from "../../accessibility";
import { site } from "../../site";

export const accessibilityMeta: typeof en.accessibilityMeta = {
  title: `Erişilebilirlik Beyanı | ${site.name}`,
  description: `${site.name} bu web sitesini WCAG 2.2 AA düzeyine uygun olarak nasıl geliştiriyor ve test ediyor; henüz çalışmadığı bilinenler ve karşılaştığınız bir engeli bize nasıl bildirebileceğiniz.`,
  keywords: ["erişilebilirlik beyanı", "WCAG 2.2", "AA", "klavye", "ekran okuyucu", "lojistik"],
};

export const accessibilityUpdated: typeof en.accessibilityUpdated = { iso: "2026-11-24", display: "24 Kasım 2026" };

export const accessibilityIntro: typeof en.accessibilityIntro =
  "Bizimle yük gönderen ya da gönderebilecek herkesin, hangi cihazı, tarayıcıyı veya yardımcı teknolojiyi kullanırsa kullansın, bu siteyi okuyabilmesini, aradığını bulabilmesini ve bize mesaj gönderebilmesini istiyoruz.";

export const accessibilityTarget: typeof en.accessibilityTarget =
  "Hedefimiz, herkese açık tüm sayfalarda ve personel girişinde Web İçeriği Erişilebilirlik Yönergeleri (WCAG) 2.2 AA düzeyidir. Eksik kaldığımız noktaları aşağıda açıkça belirtiyor ve bunları düzeltilmesi gereken birer hata olarak ele alıyoruz.";

export const accessibilityTesting: typeof en.accessibilityTesting = [
  {
    title: "Gerçek bir tarayıcıda otomatik kontroller",
    text: "Herkese açık her sayfa Chromium'da açılır ve açık ile koyu temada WCAG A ve AA hatalarına karşı axe ile taranır.",
  },
  {
    title: "Klavye",
    text: "Tarayıcı testleri gezinme menüsünde, mobil menüde ve formlarda yalnızca klavyeyle ilerler; odağın görünür olduğunu ve olması gereken yere geldiğini kontrol eder.",
  },
  {
    title: "Piksellerden ölçülen kontrast",
    text: "Fotoğrafların üzerindeki metin, telefon ve masaüstü genişliklerinde, her iki temada ve sağdan sola yazılan Arapçada, arkasında oluşturulan piksellere göre kontrol edilir ve 4,5:1 oranını sağlamalıdır. Form alanı kenarlıkları 3:1 oranını sağlamalıdır.",
  },
  {
    title: "Ekran görüntüleri ve yerleşim",
    text: "Sayfaların her iki temada 360 ve 1440 piksel genişlikteki ekran görüntülerini inceliyoruz; bir test de hiçbir sayfanın 320 piksel genişlikte yatay kaydırma gerektirmediğini kontrol ediyor.",
  },
  {
    title: "JavaScript olmadan ve baskıda",
    text: "Sayfalar, herhangi bir betik çalışmadan önce eksiksiz HTML olarak sunulur (bir test sayfaları betikler başlamadan önce okur); baskı stil sayfası ise yalnızca içeriği, beyaz üzerine koyu renkte ve bağlantı adresleri açıkça yazılmış şekilde yazdırır.",
  },
  {
    title: "Hareket",
    text: "Arka plan videosu ve slayt gösterileri istek üzerine duraklatılır; sisteminde hareketin azaltılmasını seçen kullanıcılar için hareketsiz kalır.",
  },
];

export const accessibilityLimits: typeof en.accessibilityLimits = [
  "Blog yazıları yazıldıkları dilde gösterilir.",
  "Bir sayfayı yalnızca süsleyen fotoğraf ve çizimlerin metin açıklaması yoktur; bilgi taşıyanlar ise bu bilgiyi yanlarındaki metinde açıklar.",
  "Girişin arkasındaki personel alanı axe ile taranır, ancak herkese açık sayfalar kadar kapsamlı test edilmez.",
];

export const accessibilityContact: typeof en.accessibilityContact = {
  lead: "Bu sitedeki bir şey sizi engelliyor ya da bir işlemi olması gerekenden zorlaştırıyorsa lütfen bize bildirin: hangi sayfa, ne yapmaya çalışıyordunuz ve paylaşmak isterseniz kullandığınız tarayıcı ya da yardımcı teknoloji.",
  email: site.email,
  answer:
    "Her mesajı bir insan okur; engel giderilene kadar bilgiyi size e-posta ya da telefonla iletir veya talebinizi bu yollarla alırız.",
};
