import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

export const heroes: typeof en.heroes = {
  about: hero("about", "Tarang团队在新孟买物流枢纽工作的插图"),
  philosophy: hero("philosophy", "航线上方一枚指南针的插图"),
  howItWorks: hero("how-it-works", "货物从询价到交付全过程的插图"),
  services: hero("services", "船舶、卡车和仓库的插图"),
  industries: hero("industries", "集装箱堆场中来自各行各业货物的插图"),
  achievements: hero("achievements", "集装箱旁奖杯和证书的插图"),
  careers: hero("careers", "物流团队工作场景的插图"),
  contact: hero("contact", "我们的办公室和地图定位标记的插图"),
  blog: hero("blog", "物流阅读资料的插图"),
  co2: hero("co2", "沿运输路线测量排放量的插图"),
  green: hero("green", "太阳能板和电动卡车组成的绿色物流插图"),
  privacy: hero("privacy", "文件上方一把挂锁的插图"),
};
