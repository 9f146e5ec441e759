import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

export const heroes: typeof en.heroes = {
  about: hero("about", "ナビムンバイの物流拠点で働くTarangのチームのイラスト"),
  philosophy: hero("philosophy", "航路の上に置かれた羅針盤のイラスト"),
  howItWorks: hero("how-it-works", "お問い合わせからお届けまで進む貨物のイラスト"),
  services: hero("services", "船、トラック、倉庫のイラスト"),
  industries: hero("industries", "コンテナヤードに集まるさまざまな業界の貨物のイラスト"),
  achievements: hero("achievements", "コンテナの横に並ぶトロフィーと認証書のイラスト"),
  careers: hero("careers", "働く物流チームのイラスト"),
  contact: hero("contact", "当社オフィスと地図のピンのイラスト"),
  blog: hero("blog", "物流に関する読み物のイラスト"),
  co2: hero("co2", "ルートに沿って測定される排出量のイラスト"),
  green: hero("green", "太陽光パネルと電動トラックによるグリーン物流のイラスト"),
  privacy: hero("privacy", "書類の上に置かれた南京錠のイラスト"),
};
