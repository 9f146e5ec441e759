import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

export const heroes: typeof en.heroes = {
  about: hero("about", "Navi Mumbai'deki bir lojistik merkezinde Tarang ekibinin çizimi"),
  philosophy: hero("philosophy", "Bir deniz yolu güzergâhı üzerinde pusula çizimi"),
  howItWorks: hero("how-it-works", "Talepten teslimata ilerleyen bir sevkiyatın çizimi"),
  services: hero("services", "Gemiler, kamyonlar ve bir depo çizimi"),
  industries: hero("industries", "Bir konteyner sahasında pek çok sektörden yüklerin çizimi"),
  achievements: hero("achievements", "Konteynerlerin yanında kupa ve sertifikaların çizimi"),
  careers: hero("careers", "Çalışan bir lojistik ekibinin çizimi"),
  contact: hero("contact", "Ofisimizin ve bir harita iğnesinin çizimi"),
  blog: hero("blog", "Lojistik okuma materyallerinin çizimi"),
  co2: hero("co2", "Bir güzergâh boyunca ölçülen emisyonların çizimi"),
  green: hero("green", "Güneş panelleri ve elektrikli kamyonlarla yeşil lojistik çizimi"),
  privacy: hero("privacy", "Belgelerin üzerinde bir asma kilit çizimi"),
};
