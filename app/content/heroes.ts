import type { MediaImage } from "./types";

const hero = (name: string, alt: string): MediaImage => ({ src: `/media/heroes/${name}.svg`, alt, width: 1600, height: 600 });

/** Page hero artwork (1600×600). The hero shows it behind text, so alt is used only where it is shown alone. */
export const heroes: Record<
  | "about"
  | "philosophy"
  | "howItWorks"
  | "services"
  | "industries"
  | "achievements"
  | "careers"
  | "contact"
  | "blog"
  | "co2"
  | "green"
  | "privacy",
  MediaImage
> = {
  about: hero("about", "Illustration of the Tarang team at a Navi Mumbai logistics hub"),
  philosophy: hero("philosophy", "Illustration of a compass over a shipping route"),
  howItWorks: hero("how-it-works", "Illustration of a shipment moving from enquiry to delivery"),
  services: hero("services", "Illustration of ships, trucks and a warehouse"),
  industries: hero("industries", "Illustration of cargo from many industries in a container yard"),
  achievements: hero("achievements", "Illustration of trophies and certificates beside containers"),
  careers: hero("careers", "Illustration of a logistics team at work"),
  contact: hero("contact", "Illustration of our office and a map pin"),
  blog: hero("blog", "Illustration of logistics reading material"),
  co2: hero("co2", "Illustration of emissions measured along a route"),
  green: hero("green", "Illustration of green logistics with solar panels and electric trucks"),
  privacy: hero("privacy", "Illustration of a padlock over documents"),
};
