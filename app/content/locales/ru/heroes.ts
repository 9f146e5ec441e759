import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

export const heroes: typeof en.heroes = {
  about: hero("about", "Иллюстрация: команда Tarang в логистическом центре в Нави-Мумбаи"),
  philosophy: hero("philosophy", "Иллюстрация: компас над морским маршрутом"),
  howItWorks: hero("how-it-works", "Иллюстрация: путь отправки от запроса до доставки"),
  services: hero("services", "Иллюстрация: суда, грузовики и склад"),
  industries: hero("industries", "Иллюстрация: грузы разных отраслей на контейнерной площадке"),
  achievements: hero("achievements", "Иллюстрация: кубки и сертификаты рядом с контейнерами"),
  careers: hero("careers", "Иллюстрация: логистическая команда за работой"),
  contact: hero("contact", "Иллюстрация: наш офис и метка на карте"),
  blog: hero("blog", "Иллюстрация: материалы для чтения о логистике"),
  co2: hero("co2", "Иллюстрация: выбросы, измеренные по ходу маршрута"),
  green: hero("green", "Иллюстрация: зелёная логистика с солнечными панелями и электрогрузовиками"),
  privacy: hero("privacy", "Иллюстрация: замок поверх документов"),
};
