import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

export const heroes: typeof en.heroes = {
  about: hero("about", "Ilustração da equipe da Tarang em um centro logístico de Navi Mumbai"),
  philosophy: hero("philosophy", "Ilustração de uma bússola sobre uma rota marítima"),
  howItWorks: hero("how-it-works", "Ilustração de um embarque avançando da consulta à entrega"),
  services: hero("services", "Ilustração de navios, caminhões e um armazém"),
  industries: hero("industries", "Ilustração de cargas de diversos setores em um pátio de contêineres"),
  achievements: hero("achievements", "Ilustração de troféus e certificados ao lado de contêineres"),
  careers: hero("careers", "Ilustração de uma equipe de logística trabalhando"),
  contact: hero("contact", "Ilustração do nosso escritório e de um marcador de mapa"),
  blog: hero("blog", "Ilustração de material de leitura sobre logística"),
  co2: hero("co2", "Ilustração de emissões medidas ao longo de uma rota"),
  green: hero("green", "Ilustração de logística verde com painéis solares e caminhões elétricos"),
  privacy: hero("privacy", "Ilustração de um cadeado sobre documentos"),
};
