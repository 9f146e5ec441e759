/**
 * The pages' replaceable pictures (issue 30, decision 043): each a slot with a stable id, the Content area's page(s)
 * it is on, the shape the page shows it in (an upload is cropped to it), the widths it is kept in, the build's own
 * picture (under public/media, shown until staff replace it) and the message id of its alt text. A slot's picture is
 * the language-neutral word `images.<slot>`: in locales/en.json the build's picture's path, once replaced the key of the stored site
 * image (contracts/site-image-paths.ts) that replaced it. Zod-free and small: the content modules (app/content/*.ts)
 * and the server read it.
 */
import type { MessageId } from "#contracts/i18n/catalogue";
import { siteImagePath, type SiteImageWidth } from "../site-image-paths";
import { companyFactsKey } from "./company-facts-key";

export interface ImageSlot {
  id: string;
  /** The Content area's page keys (contracts/site-content/content-pages.ts) that show it. */
  pages: readonly string[];
  /** The shape the page shows it in, in CSS pixels: an upload is cropped to this aspect. */
  width: number;
  height: number;
  /** The widths a replacement is kept in (at most the original's). */
  widths: readonly SiteImageWidth[];
  /** The build's picture, public/media/…; certificates have a dark-theme variant too. */
  defaultSrc: string;
  defaultSrcDark?: string;
  /** Its alt text: a translated word each language must confirm when the picture changes. */
  altId: MessageId;
}

/** The word holding a slot's picture. */
export const imageWordPrefix = "images.";
export const imageWordOf = (slotId: string) => `${imageWordPrefix}${slotId}`;

const wide = [640, 1280] as const;
const narrow = [640] as const;

const slot = (
  id: string,
  pages: readonly string[],
  [width, height]: readonly [number, number],
  defaultSrc: string,
  altId: MessageId,
  extra: Partial<Pick<ImageSlot, "defaultSrcDark" | "widths">> = {},
): ImageSlot => ({ id, pages, width, height, widths: extra.widths ?? wide, defaultSrc, altId, ...extra });

/** The page heroes' artwork (app/content/heroes.ts): its name, its file and the pages that show it. */
const heroes = (): [string, string, string[]][] => [
  ["about", "about", ["about-us", "our-team"]],
  ["philosophy", "philosophy", ["philosophy"]],
  ["howItWorks", "how-it-works", ["how-it-works", "track", "quote"]],
  ["services", "services", ["services"]],
  ["industries", "industries", ["industries"]],
  ["achievements", "achievements", ["achievements"]],
  ["careers", "careers", ["careers"]],
  ["contact", "contact", ["contact"]],
  ["blog", "blog", ["blog", "bloglist"]],
  ["co2", "co2", ["co2-calculator"]],
  ["green", "green", ["green-logistics"]],
  ["privacy", "privacy", ["privacy"]],
];

/** Industry pages: their address's name beside the number of their words (as content-pages.ts pairs them). */
const industries = () => [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14].map((n, index) => ({ slug: `industrie${n}`, words: index + 1 }));

/** Built by a call marked pure: a browser bundle that reaches this module for a neighbour's sake drops it. */
function buildSlots(): readonly ImageSlot[] {
  return [
    ...heroes().map(([name, file, pages]) =>
      slot(`heroes.${name}`, pages, [1600, 600], `/media/heroes/${file}.svg`, `heroes.${name}.alt` as MessageId),
    ),
    slot("about.story", ["about-us"], [1200, 800], "/media/about/story.svg", "about.story.image.alt"),
    slot("about.commitment", ["about-us"], [1200, 800], "/media/about/commitment.svg", "about.commitment.image.alt"),
    slot("about.leaders.0", ["about-us", companyFactsKey], [480, 480], "/media/leaders/rajesh-kulkarni.svg", "about.leaders.0.image.alt", {
      widths: narrow,
    }),
    slot("about.leaders.1", ["about-us", companyFactsKey], [480, 480], "/media/leaders/ananya-deshpande.svg", "about.leaders.1.image.alt", {
      widths: narrow,
    }),
    ...Array.from({ length: 12 }, (_, index) => index + 1).flatMap((n) =>
      (["a", "b"] as const).map((variant, image) =>
        slot(
          `services.service${n}.${variant}`,
          [`service${n}`, "services"],
          [800, 500],
          `/media/services/service${n}-${variant}.svg`,
          `services.service${n}.cardImages.${image}.alt` as MessageId,
        ),
      ),
    ),
    ...industries().map(({ slug, words }) =>
      slot(
        `industries.${slug}`,
        [slug, "industries"],
        [1200, 675],
        `/media/industries/${slug}.svg`,
        `industries.industry${words}.image.alt` as MessageId,
      ),
    ),
    slot("green.commitment", ["green-logistics"], [800, 500], "/media/green/leaf-route.svg", "green.sustainabilityCommitment.image.alt"),
    slot("green.roadmap", ["green-logistics"], [800, 500], "/media/green/ev-fleet.svg", "green.roadmap.image.alt"),
    slot("green.scales", ["green-logistics"], [800, 500], "/media/green/solar-warehouse.svg", "green.scalesWithUs.image.alt"),
    slot("contact.map", ["contact"], [960, 640], "/media/contact/map.svg", "site.address.mapImage.alt"),
    ...(["wca", "aeo", "iso"] as const).map((name, index) =>
      slot(
        `achievements.${name}`,
        ["achievements", companyFactsKey],
        [400, 400],
        `/media/certificates/${name}-light.svg`,
        `achievements.credentials.${index}.image.alt` as MessageId,
        { defaultSrcDark: `/media/certificates/${name}-dark.svg`, widths: narrow },
      ),
    ),
  ];
}

export const imageSlots = /* @__PURE__ */ buildSlots();

let byId: Map<string, ImageSlot> | undefined;

export function imageSlotOf(id: string): ImageSlot | undefined {
  byId ??= new Map(imageSlots.map((each) => [each.id, each]));
  return byId.get(id);
}

/** The slot a word `images.<slot>` holds the picture of, if it is one. */
export function imageSlotOfWord(messageId: string): ImageSlot | undefined {
  return messageId.startsWith(imageWordPrefix) ? imageSlotOf(messageId.slice(imageWordPrefix.length)) : undefined;
}

/** The slots a Content area page shows. */
export function imageSlotsOfPage(pageKey: string): ImageSlot[] {
  return imageSlots.filter((each) => each.pages.includes(pageKey));
}

/** A stored site image's key, what a picture word holds once replaced; anything else is the build's picture. */
const storedKey = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The replacement a picture word's text names: its widest stored width as `src` and every width in `srcSet`; undefined
 * for the build's picture (the word's catalogue text, its path).
 */
export function replacementOf(slot: ImageSlot, text: string): { src: string; srcSet: string } | undefined {
  if (!storedKey.test(text)) return undefined;
  return {
    src: siteImagePath(text, slot.widths[slot.widths.length - 1]!),
    srcSet: slot.widths.map((width) => `${siteImagePath(text, width)} ${width}w`).join(", "),
  };
}

export const pictureWordMessage = "A page's picture is replaced by uploading one, or put back by writing its build path";

/** A picture word's text is the build's picture's path or a stored image's key; anything else is refused (400). */
export function isPictureWordText(slot: ImageSlot, text: string): boolean {
  return text === slot.defaultSrc || storedKey.test(text);
}
