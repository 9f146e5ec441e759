import type { MediaImage } from "./types";
import type { Translate } from "#contracts/i18n/translate";
import { pagePicture } from "./page-picture";

type HeroName =
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
  | "privacy";

/** The artwork's file: public/media/heroes/{file}.svg. */
const files: Record<HeroName, string> = {
  about: "about",
  philosophy: "philosophy",
  howItWorks: "how-it-works",
  services: "services",
  industries: "industries",
  achievements: "achievements",
  careers: "careers",
  contact: "contact",
  blog: "blog",
  co2: "co2",
  green: "green",
  privacy: "privacy",
};

/**
 * Page hero artwork (1600×600). The hero shows it behind text with an empty alt (app/components/layout/page-hero.tsx),
 * so pages take it from here without words; its alt text is used only where a hero image is shown alone.
 */
export const heroArt = Object.fromEntries(
  Object.entries(files).map(([name, file]) => [name, { src: `/media/heroes/${file}.svg`, width: 1600, height: 600 }]),
) as Record<HeroName, Omit<MediaImage, "alt">>;

/** The hero images with their alt texts in one language. */
export default function heroesContent(t: Translate) {
  const alts: Record<HeroName, string> = {
    about: t("heroes.about.alt"),
    philosophy: t("heroes.philosophy.alt"),
    howItWorks: t("heroes.howItWorks.alt"),
    services: t("heroes.services.alt"),
    industries: t("heroes.industries.alt"),
    achievements: t("heroes.achievements.alt"),
    careers: t("heroes.careers.alt"),
    contact: t("heroes.contact.alt"),
    blog: t("heroes.blog.alt"),
    co2: t("heroes.co2.alt"),
    green: t("heroes.green.alt"),
    privacy: t("heroes.privacy.alt"),
  };
  // Each as staff may have replaced it (decision 043): the word images.heroes.<name>.
  const heroes = Object.fromEntries(
    Object.entries(heroArt).map(([name, art]) => [name, pagePicture(t, `heroes.${name}`, { ...art, alt: alts[name as HeroName] })]),
  ) as Record<HeroName, MediaImage>;
  return { heroes };
}

/**
 * For a page that draws its hero from `heroArt` (bundled with the page): the hero for its loader's data only once
 * staff replaced it, so a page nobody changed keeps its data, and its HTML, as they were.
 */
export function replacedHero(heroes: Record<HeroName, MediaImage>, name: HeroName): { heroImage?: Omit<MediaImage, "alt"> } {
  const image = heroes[name];
  return image.src === heroArt[name].src
    ? {}
    : { heroImage: { src: image.src, srcSet: image.srcSet, width: image.width, height: image.height } };
}
