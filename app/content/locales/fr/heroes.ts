import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

export const heroes: typeof en.heroes = {
  about: hero("about", "Illustration de l’équipe Tarang sur une plateforme logistique de Navi Mumbai"),
  philosophy: hero("philosophy", "Illustration d’une boussole au-dessus d’une route maritime"),
  howItWorks: hero("how-it-works", "Illustration d’une expédition, de la demande à la livraison"),
  services: hero("services", "Illustration de navires, de camions et d’un entrepôt"),
  industries: hero("industries", "Illustration de marchandises de nombreux secteurs dans un parc à conteneurs"),
  achievements: hero("achievements", "Illustration de trophées et de certificats à côté de conteneurs"),
  careers: hero("careers", "Illustration d’une équipe logistique au travail"),
  contact: hero("contact", "Illustration de nos bureaux et d’un repère sur une carte"),
  blog: hero("blog", "Illustration de lectures sur la logistique"),
  co2: hero("co2", "Illustration d’émissions mesurées le long d’un itinéraire"),
  green: hero("green", "Illustration de logistique verte avec panneaux solaires et camions électriques"),
  privacy: hero("privacy", "Illustration d’un cadenas sur des documents"),
};
