/**
 * Copy for /green-logistics (docs/product/product-spec.md §2.12) and the CO2 calculator page (§2.11).
 * The emission factors themselves live with the calculator
 * (app/features/co2/emission.ts), so the page text and the arithmetic cannot drift.
 */
import type { IconName, MediaImage, PageMeta } from "./types";
import type { Translate } from "#contracts/i18n/translate";
import { pagePicture } from "./page-picture";

export interface RoadmapTarget {
  /** The headline figure, e.g. "30%". */
  figure: string;
  /** The year the target is due. */
  year: number;
  title: string;
  text: string;
  icon: IconName;
}

export interface TitledText {
  title: string;
  text: string;
  icon: IconName;
}

const art = (name: string, alt: string): MediaImage => ({ src: `/media/green/${name}.svg`, alt, width: 800, height: 500 });

/** The search and social metadata of /green-logistics. */
function greenMetaOf(t: Translate): PageMeta {
  return {
    title: t("green.meta.title"),
    description: t("green.meta.description"),
    keywords: [
      t("green.meta.keywords.0"),
      t("green.meta.keywords.1"),
      t("green.meta.keywords.2"),
      t("green.meta.keywords.3"),
      t("green.meta.keywords.4"),
      t("green.meta.keywords.5"),
    ],
  };
}

/** /green-logistics: the hero. */
function greenHeroOf(t: Translate) {
  return {
    eyebrow: t("green.hero.eyebrow"),
    title: t("green.hero.title"),
    lead: t("green.hero.lead"),
    action: t("green.hero.action"),
  };
}

/** /green-logistics: the mission and its dated targets. */
function roadmapOf(t: Translate) {
  return {
    title: t("green.roadmap.title"),
    missionLabel: t("green.roadmap.missionLabel"),
    mission: t("green.roadmap.mission"),
    intro: t("green.roadmap.intro"),
    image: pagePicture(t, "green.roadmap", art("ev-fleet", t("green.roadmap.image.alt"))),
    targets: [
      {
        figure: t("green.roadmap.targets.0.figure"),
        year: 2030,
        title: t("green.roadmap.targets.0.title"),
        text: t("green.roadmap.targets.0.text"),
        icon: "leaf",
      },
      {
        figure: t("green.roadmap.targets.1.figure"),
        year: 2032,
        title: t("green.roadmap.targets.1.title"),
        text: t("green.roadmap.targets.1.text"),
        icon: "zap",
      },
      {
        figure: t("green.roadmap.targets.2.figure"),
        year: 2028,
        title: t("green.roadmap.targets.2.title"),
        text: t("green.roadmap.targets.2.text"),
        icon: "lightbulb",
      },
    ] satisfies RoadmapTarget[],
  };
}

/** /green-logistics: the sustainability commitment and its practices. */
function commitmentOf(t: Translate) {
  return {
    title: t("green.sustainabilityCommitment.title"),
    paragraphs: [t("green.sustainabilityCommitment.paragraphs.0"), t("green.sustainabilityCommitment.paragraphs.1")],
    practicesTitle: t("green.sustainabilityCommitment.practicesTitle"),
    practices: [
      t("green.sustainabilityCommitment.practices.0"),
      t("green.sustainabilityCommitment.practices.1"),
      t("green.sustainabilityCommitment.practices.2"),
      t("green.sustainabilityCommitment.practices.3"),
    ],
    image: pagePicture(t, "green.commitment", art("leaf-route", t("green.sustainabilityCommitment.image.alt"))),
  };
}

/** /green-logistics: what scales with the customer. */
function scalesWithUsOf(t: Translate) {
  return {
    title: t("green.scalesWithUs.title"),
    intro: t("green.scalesWithUs.intro"),
    image: pagePicture(t, "green.scales", art("solar-warehouse", t("green.scalesWithUs.image.alt"))),
    items: [
      {
        title: t("green.scalesWithUs.items.0.title"),
        text: t("green.scalesWithUs.items.0.text"),
        icon: "warehouse",
      },
      {
        title: t("green.scalesWithUs.items.1.title"),
        text: t("green.scalesWithUs.items.1.text"),
        icon: "recycle",
      },
      {
        title: t("green.scalesWithUs.items.2.title"),
        text: t("green.scalesWithUs.items.2.text"),
        icon: "trending-up",
      },
    ] satisfies TitledText[],
  };
}

/** /green-logistics: the calculator teaser and the call to action band. */
function greenFooter(t: Translate) {
  const calculatorTeaser = {
    title: t("green.calculatorTeaser.title"),
    text: t("green.calculatorTeaser.text"),
    label: t("green.calculatorTeaser.label"),
  };

  const greenCta = {
    heading: t("green.cta.heading"),
    text: t("green.cta.text"),
    label: t("green.cta.label"),
  };

  return { calculatorTeaser, greenCta };
}

/** The search and social metadata of the CO2 calculator page. */
function co2MetaOf(t: Translate): PageMeta {
  return {
    title: t("green.co2Meta.title"),
    description: t("green.co2Meta.description"),
    keywords: [
      t("green.co2Meta.keywords.0"),
      t("green.co2Meta.keywords.1"),
      t("green.co2Meta.keywords.2"),
      t("green.co2Meta.keywords.3"),
      t("green.co2Meta.keywords.4"),
      t("green.co2Meta.keywords.5"),
    ],
  };
}

/** The CO2 calculator page: the hero. */
function co2HeroOf(t: Translate) {
  return {
    eyebrow: t("green.hero.eyebrow"),
    title: t("green.co2Hero.title"),
    lead: t("green.co2Hero.lead"),
  };
}

/** The CO2 calculator page: how the estimate is made. */
function co2ExplainerOf(t: Translate) {
  return {
    title: t("green.co2Explainer.title"),
    paragraphs: [t("green.co2Explainer.paragraphs.0"), t("green.co2Explainer.paragraphs.1")],
    factorsCaption: t("green.co2Explainer.factorsCaption"),
    factorsUnit: t("green.co2Explainer.factorsUnit"),
    typicalUse: {
      air: t("green.co2Explainer.typicalUse.air"),
      road: t("green.co2Explainer.typicalUse.road"),
      sea: t("green.co2Explainer.typicalUse.sea"),
    },
    basis: t("green.co2Explainer.basis"),
  };
}

/** The CO2 calculator page: tips for shipping with less. */
function co2TipsOf(t: Translate) {
  return {
    title: t("green.co2Tips.title"),
    items: [
      {
        title: t("green.co2Tips.items.0.title"),
        text: t("green.co2Tips.items.0.text"),
        icon: "ship",
      },
      {
        title: t("green.co2Tips.items.1.title"),
        text: t("green.co2Tips.items.1.text"),
        icon: "boxes",
      },
      {
        title: t("green.co2Tips.items.2.title"),
        text: t("green.co2Tips.items.2.text"),
        icon: "package",
      },
    ] satisfies TitledText[],
    greenLink: t("green.co2Tips.greenLink"),
  };
}

/** The CO2 calculator page: the call to action band. */
function co2CtaOf(t: Translate) {
  return {
    heading: t("green.co2Cta.heading"),
    text: t("green.co2Cta.text"),
    label: t("green.co2Cta.label"),
  };
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function greenContent(t: Translate) {
  const greenMeta = greenMetaOf(t);
  const greenHero = greenHeroOf(t);
  const roadmap = roadmapOf(t);
  const sustainabilityCommitment = commitmentOf(t);
  const scalesWithUs = scalesWithUsOf(t);
  const { calculatorTeaser, greenCta } = greenFooter(t);
  const co2Meta = co2MetaOf(t);
  const co2Hero = co2HeroOf(t);
  const co2Explainer = co2ExplainerOf(t);
  const co2Tips = co2TipsOf(t);
  const co2Cta = co2CtaOf(t);

  /** Everything each page shows, as its loader sends it. */
  const greenPage = {
    meta: greenMeta,
    hero: greenHero,
    roadmap,
    commitment: sustainabilityCommitment,
    scales: scalesWithUs,
    calculatorTeaser,
    cta: greenCta,
  };

  const co2Page = {
    meta: co2Meta,
    hero: co2Hero,
    explainer: co2Explainer,
    tips: co2Tips,
    cta: co2Cta,
  };

  return {
    greenMeta,
    greenHero,
    roadmap,
    sustainabilityCommitment,
    scalesWithUs,
    calculatorTeaser,
    greenCta,
    co2Meta,
    co2Hero,
    co2Explainer,
    co2Tips,
    co2Cta,
    greenPage,
    co2Page,
  };
}
