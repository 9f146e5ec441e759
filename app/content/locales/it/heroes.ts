import type * as en from "../../heroes";
import type { MediaImage } from "../../types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

export const heroes: typeof en.heroes = {
  about: hero("about", "Illustrazione del team Tarang in un polo logistico di Navi Mumbai"),
  philosophy: hero("philosophy", "Illustrazione di una bussola su una rotta di navigazione"),
  howItWorks: hero("how-it-works", "Illustrazione di una spedizione che procede dalla richiesta alla consegna"),
  services: hero("services", "Illustrazione di navi, camion e un magazzino"),
  industries: hero("industries", "Illustrazione di merci di molti settori in un piazzale container"),
  achievements: hero("achievements", "Illustrazione di trofei e certificati accanto ai container"),
  careers: hero("careers", "Illustrazione di un team di logistica al lavoro"),
  contact: hero("contact", "Illustrazione del nostro ufficio e di un segnaposto sulla mappa"),
  blog: hero("blog", "Illustrazione di materiale di lettura sulla logistica"),
  co2: hero("co2", "Illustrazione delle emissioni misurate lungo un percorso"),
  green: hero("green", "Illustrazione di logistica verde con pannelli solari e camion elettrici"),
  privacy: hero("privacy", "Illustrazione di un lucchetto sopra dei documenti"),
};
