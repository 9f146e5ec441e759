import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

export const heroes: typeof en.heroes = {
  about: hero("about", "나비 뭄바이 물류 허브에 있는 Tarang 팀 일러스트"),
  philosophy: hero("philosophy", "해상 항로 위에 놓인 나침반 일러스트"),
  howItWorks: hero("how-it-works", "문의부터 배송까지 이동하는 화물 일러스트"),
  services: hero("services", "선박, 트럭, 창고 일러스트"),
  industries: hero("industries", "컨테이너 야드에 놓인 여러 산업의 화물 일러스트"),
  achievements: hero("achievements", "컨테이너 옆의 트로피와 인증서 일러스트"),
  careers: hero("careers", "업무 중인 물류 팀 일러스트"),
  contact: hero("contact", "사무소와 지도 핀 일러스트"),
  blog: hero("blog", "물류 관련 읽을거리 일러스트"),
  co2: hero("co2", "운송 경로를 따라 측정되는 배출량 일러스트"),
  green: hero("green", "태양광 패널과 전기 트럭이 있는 친환경 물류 일러스트"),
  privacy: hero("privacy", "서류 위의 자물쇠 일러스트"),
};
