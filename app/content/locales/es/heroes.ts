import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

export const heroes: typeof en.heroes = {
  about: hero("about", "Ilustración del equipo de Tarang en un centro logístico de Navi Mumbai"),
  philosophy: hero("philosophy", "Ilustración de una brújula sobre una ruta marítima"),
  howItWorks: hero("how-it-works", "Ilustración de un envío que avanza desde la consulta hasta la entrega"),
  services: hero("services", "Ilustración de buques, camiones y un almacén"),
  industries: hero("industries", "Ilustración de carga de muchos sectores en una terminal de contenedores"),
  achievements: hero("achievements", "Ilustración de trofeos y certificados junto a contenedores"),
  careers: hero("careers", "Ilustración de un equipo de logística trabajando"),
  contact: hero("contact", "Ilustración de nuestra oficina y un marcador de mapa"),
  blog: hero("blog", "Ilustración de material de lectura sobre logística"),
  co2: hero("co2", "Ilustración de las emisiones medidas a lo largo de una ruta"),
  green: hero("green", "Ilustración de logística verde con paneles solares y camiones eléctricos"),
  privacy: hero("privacy", "Ilustración de un candado sobre unos documentos"),
};
