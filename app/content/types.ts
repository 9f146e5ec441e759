import type { FormattedText } from "#contracts/formatting/formatted-text";
import type { IconName } from "#contracts/icons";
export type { FormattedText, IconName };

/**
 * Shapes of the site's copy and media. Content lives in typed modules so that
 * pages stay free of prose and a rebrand or rewrite touches only app/content.
 */

/** An image the site ships under public/media. Width and height are the
 * intrinsic size, so the browser reserves space before it loads (no layout shift). */
export interface MediaImage {
  src: string;
  /** Variant for dark mode, where the artwork differs. */
  srcDark?: string;
  /** Every stored width of a picture staff replaced (app/content/page-picture.ts); the build's SVGs have none. */
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
  /** Share image path (1200×630) for Open Graph and Twitter; defaults to the site's. */
  image?: string;
}

export interface CallToAction {
  heading: string;
  text: string;
  /** Button label; every call to action leads to /contact. */
  label: string;
}

/** A titled block of a detail page. Exactly one of the optional bodies is used. */
export type ContentSection =
  | { kind: "prose"; heading: string; paragraphs: FormattedText[] }
  | { kind: "cards"; heading: string; intro?: string; items: { title: string; text: string; icon?: IconName }[] }
  | { kind: "list"; heading: string; intro?: string; items: string[] }
  | { kind: "steps"; heading: string; intro?: string; items: { title: string; text: string }[] };

export interface Service {
  /** 1–12, matching /services/service{n}; see docs/product/decisions.md (Routes: Services) for the mapping. */
  number: number;
  title: string;
  /** One or two sentences for the card on /services. */
  cardDescription: string;
  /** The two images the card alternates between every 3 s. */
  cardImages: [MediaImage, MediaImage];
  /** One image: a static hero. Several: a 3 s slideshow. */
  heroImages: MediaImage[];
  meta: PageMeta;
  /** Opening paragraphs under the hero. */
  intro: FormattedText[];
  sections: ContentSection[];
  cta: CallToAction;
}

export interface Industry {
  /** industrie1–8 and industrie10–14; there is no industrie9. */
  id: string;
  title: string;
  description: string;
  image: MediaImage;
  /** The 'Industry Expertise' section: exactly three paragraphs. */
  expertise: [FormattedText, FormattedText, FormattedText];
  cta: { title: string; description: string; button: string };
  meta: PageMeta;
}

export interface Leader {
  name: string;
  position: string;
  image: MediaImage;
  description: string;
}

export interface ProcessStep {
  number: number;
  title: string;
  desc: string;
}
