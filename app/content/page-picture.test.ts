import { describe, expect, it } from "vitest";
import english from "#locales/en.json";
import { createTranslate } from "#contracts/i18n/translate";
import heroesContent, { replacedHero } from "./heroes";
import { pagePicture } from "./page-picture";

/** Decision 043: a page's picture as the page receives it. */
describe("pagePicture", () => {
  it("keeps the build's picture object as it is, and shows a replacement's stored widths in the slot's shape", () => {
    const build = { src: "/media/about/story.svg", width: 1200, height: 800, alt: "Our story" };
    expect(pagePicture(createTranslate("en", english, english), "about.story", build)).toBe(build);

    const key = "AbCdEfGhIjKlMnOpQrStUvWx";
    const replaced = { ...english, "images.about.story": key, "images.achievements.wca": key };
    const t = createTranslate("en", replaced, english);
    expect(pagePicture(t, "about.story", build)).toEqual({
      src: `/media/uploads/${key}-1280.webp`,
      srcSet: `/media/uploads/${key}-640.webp 640w, /media/uploads/${key}-1280.webp 1280w`,
      width: 1200,
      height: 800,
      alt: "Our story",
    });
    const badge = {
      src: "/media/certificates/wca-light.svg",
      srcDark: "/media/certificates/wca-dark.svg",
      alt: "WCA",
      width: 400,
      height: 400,
    };
    expect(pagePicture(t, "achievements.wca", badge)).toEqual({
      src: `/media/uploads/${key}-640.webp`,
      srcSet: `/media/uploads/${key}-640.webp 640w`,
      alt: "WCA",
      width: 400,
      height: 400,
    });
  });

  it("sends a page's hero with its data only once replaced, so a page nobody changed keeps its data", () => {
    const { heroes } = heroesContent(createTranslate("en", english, english));
    expect(replacedHero(heroes, "about")).toEqual({});
    const key = "AbCdEfGhIjKlMnOpQrStUvWx";
    const replaced = heroesContent(createTranslate("en", { ...english, "images.heroes.about": key }, english)).heroes;
    expect(replacedHero(replaced, "about")).toEqual({
      heroImage: {
        src: `/media/uploads/${key}-1280.webp`,
        srcSet: `/media/uploads/${key}-640.webp 640w, /media/uploads/${key}-1280.webp 1280w`,
        width: 1600,
        height: 600,
      },
    });
  });
});
