import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

/** Page hero artwork (1600×600). The hero shows it behind text, so alt is used only where it is shown alone. */
export const heroes: typeof en.heroes = {
  about: hero("about", "Illustration des Tarang-Teams in einem Logistikzentrum in Navi Mumbai"),
  philosophy: hero("philosophy", "Illustration eines Kompasses über einer Schifffahrtsroute"),
  howItWorks: hero("how-it-works", "Illustration einer Sendung auf dem Weg von der Anfrage bis zur Zustellung"),
  services: hero("services", "Illustration von Schiffen, Lkw und einem Lager"),
  industries: hero("industries", "Illustration von Fracht aus vielen Branchen auf einem Containerlagerplatz"),
  achievements: hero("achievements", "Illustration von Pokalen und Urkunden neben Containern"),
  careers: hero("careers", "Illustration eines Logistikteams bei der Arbeit"),
  contact: hero("contact", "Illustration unseres Büros und einer Kartenmarkierung"),
  blog: hero("blog", "Illustration von Fachlektüre zur Logistik"),
  co2: hero("co2", "Illustration von Emissionen, die entlang einer Route gemessen werden"),
  green: hero("green", "Illustration grüner Logistik mit Solarmodulen und Elektro-Lkw"),
  privacy: hero("privacy", "Illustration eines Vorhängeschlosses über Dokumenten"),
};
