/**
 * Copy for the company pages: Home hero, About Us, Philosophy, How It Works
 * and the moved Our Team page. Brand names match site.ts; keep the two in step
 * when rebranding. The years in the prose are the company facts `{founded}` and
 * `{renamed}` (companyYearsOf, docs/decisions/042).
 */
import type { FormattedText, IconName, Leader, MediaImage, PageMeta, ProcessStep } from "./types";
import { formatted } from "./formatted";
import type { Translate } from "#contracts/i18n/translate";
import { pagePicture } from "./page-picture";
import { companyYearsOf } from "./company";

/** Hero copy over the home page's port video; the button ('Get Started') is fixed elsewhere. */
export interface HomeHero {
  eyebrow: string;
  headline: string;
  subheadline: string;
}

/** A headed block of prose with its illustration (About: story, commitment). */
export interface ProseBlock {
  heading: string;
  paragraphs: FormattedText[];
  image: MediaImage;
}

/** A small card with an icon: foundation cards and values on About. */
export interface IconCard {
  title: string;
  text: string;
  icon: IconName;
}

export interface PhilosophyCard {
  title: string;
  text: string;
  icon: IconName;
}

export interface Philosophy {
  intro: string;
  cards: PhilosophyCard[];
}

export interface HowItWorks {
  intro: string;
  steps: ProcessStep[];
}

/** Notice on /our-team, which now points to /about-us. */
export interface MovedNotice {
  heading: string;
  text: string;
}

/** The search and social metadata of the company pages. */
function pageMetas(t: Translate) {
  const years = companyYearsOf(t);
  const homeMeta: PageMeta = {
    title: t("about.homeMeta.title"),
    description: t("about.homeMeta.description", years),
    keywords: [
      t("about.homeMeta.keywords.0"),
      t("about.homeMeta.keywords.1"),
      t("about.homeMeta.keywords.2"),
      t("about.homeMeta.keywords.3"),
      t("about.homeMeta.keywords.4"),
      t("about.homeMeta.keywords.5"),
      t("about.homeMeta.keywords.6"),
    ],
  };

  const aboutMeta: PageMeta = {
    title: t("about.meta.title"),
    description: t("about.meta.description", years),
    keywords: [
      t("about.meta.keywords.0"),
      "Tarang Shipping Agencies",
      t("about.meta.keywords.2"),
      t("about.meta.keywords.3"),
      t("about.meta.keywords.4"),
      t("about.meta.keywords.5"),
    ],
  };

  const philosophyMeta: PageMeta = {
    title: t("about.philosophyMeta.title"),
    description: t("about.philosophyMeta.description"),
    keywords: [
      t("about.philosophyMeta.keywords.0"),
      t("about.philosophyMeta.keywords.1"),
      t("about.philosophyMeta.keywords.2"),
      t("about.philosophyMeta.keywords.3"),
      t("about.philosophyMeta.keywords.4"),
    ],
  };

  const howItWorksMeta: PageMeta = {
    title: t("about.howItWorksMeta.title"),
    description: t("about.howItWorksMeta.description"),
    keywords: [
      t("about.howItWorksMeta.keywords.0"),
      t("about.howItWorksMeta.keywords.1"),
      t("about.howItWorksMeta.keywords.2"),
      t("about.howItWorksMeta.keywords.3"),
      t("about.howItWorksMeta.keywords.4"),
      t("about.howItWorksMeta.keywords.5"),
    ],
  };

  const ourTeamMeta: PageMeta = {
    title: t("about.ourTeamMeta.title"),
    description: t("about.ourTeamMeta.description"),
    keywords: [t("about.ourTeamMeta.keywords.0"), t("about.ourTeamMeta.keywords.1"), t("about.ourTeamMeta.keywords.2")],
  };

  return { homeMeta, aboutMeta, philosophyMeta, howItWorksMeta, ourTeamMeta };
}

/** The home page's hero. */
function homeHero(t: Translate): HomeHero {
  const years = companyYearsOf(t);
  return {
    eyebrow: t("about.home.eyebrow", years),
    headline: t("about.home.headline"),
    subheadline: t("about.home.subheadline"),
  };
}

/** About Us: the company's story and its commitment, each with its illustration. */
function aboutProse(t: Translate) {
  const years = companyYearsOf(t);
  const story: ProseBlock = {
    heading: t("about.story.heading"),
    paragraphs: formatted([t("about.story.paragraphs.0", years), t("about.story.paragraphs.1", years), t("about.story.paragraphs.2")]),
    image: pagePicture(t, "about.story", {
      src: "/media/about/story.svg",
      width: 1200,
      height: 800,
      alt: t("about.story.image.alt"),
    }),
  };

  const commitment: ProseBlock = {
    heading: t("about.commitment.heading"),
    paragraphs: formatted([t("about.commitment.paragraphs.0"), t("about.commitment.paragraphs.1")]),
    image: pagePicture(t, "about.commitment", {
      src: "/media/about/commitment.svg",
      width: 1200,
      height: 800,
      alt: t("about.commitment.image.alt"),
    }),
  };

  return { story, commitment };
}

/** About Us: the foundation cards. */
function foundationCards(t: Translate): IconCard[] {
  const years = companyYearsOf(t);
  return [
    {
      title: t("about.foundations.0.title"),
      text: t("about.foundations.0.text", years),
      icon: "file-text",
    },
    {
      title: t("about.foundations.1.title"),
      text: t("about.foundations.1.text"),
      icon: "shield-check",
    },
    {
      title: t("about.foundations.2.title"),
      text: t("about.foundations.2.text"),
      icon: "warehouse",
    },
    {
      title: t("about.foundations.3.title"),
      text: t("about.foundations.3.text"),
      icon: "globe",
    },
  ];
}

/** About Us: the values. */
function valueCards(t: Translate): IconCard[] {
  return [
    {
      title: t("about.values.0.title"),
      text: t("about.values.0.text"),
      icon: "clipboard-check",
    },
    {
      title: t("about.values.1.title"),
      text: t("about.values.1.text"),
      icon: "search",
    },
    {
      title: t("about.values.2.title"),
      text: t("about.values.2.text"),
      icon: "clock",
    },
    {
      title: t("about.values.3.title"),
      text: t("about.values.3.text"),
      icon: "handshake",
    },
    {
      title: t("about.values.4.title"),
      text: t("about.values.4.text"),
      icon: "leaf",
    },
  ];
}

/** About Us: the leadership team. */
function leadersOf(t: Translate): Leader[] {
  const years = companyYearsOf(t);
  return [
    {
      name: t("about.leaders.0.name"),
      position: t("about.leaders.0.position"),
      image: pagePicture(t, "about.leaders.0", {
        src: "/media/leaders/rajesh-kulkarni.svg",
        width: 480,
        height: 480,
        alt: t("about.leaders.0.image.alt"),
      }),
      description: t("about.leaders.0.description", years),
    },
    {
      name: t("about.leaders.1.name"),
      position: t("about.leaders.1.position"),
      image: pagePicture(t, "about.leaders.1", {
        src: "/media/leaders/ananya-deshpande.svg",
        width: 480,
        height: 480,
        alt: t("about.leaders.1.image.alt"),
      }),
      description: t("about.leaders.1.description", years),
    },
  ];
}

/** The philosophy page: its intro and cards. */
function philosophyOf(t: Translate): Philosophy {
  const years = companyYearsOf(t);
  return {
    intro: t("about.philosophy.intro", years),
    cards: [
      {
        title: t("about.philosophy.cards.0.title"),
        text: t("about.philosophy.cards.0.text"),
        icon: "target",
      },
      {
        title: t("about.philosophy.cards.1.title"),
        text: t("about.philosophy.cards.1.text"),
        icon: "globe",
      },
      {
        title: t("about.philosophy.cards.2.title"),
        text: t("about.philosophy.cards.2.text"),
        icon: "badge-check",
      },
    ],
  };
}

/** How It Works: its intro and the six steps. */
function howItWorksOf(t: Translate): HowItWorks {
  return {
    intro: t("about.howItWorks.intro"),
    steps: [
      {
        number: 1,
        title: t("about.howItWorks.steps.0.title"),
        desc: t("about.howItWorks.steps.0.desc"),
      },
      {
        number: 2,
        title: t("about.howItWorks.steps.1.title"),
        desc: t("about.howItWorks.steps.1.desc"),
      },
      {
        number: 3,
        title: t("about.howItWorks.steps.2.title"),
        desc: t("about.howItWorks.steps.2.desc"),
      },
      {
        number: 4,
        title: t("about.howItWorks.steps.3.title"),
        desc: t("about.howItWorks.steps.3.desc"),
      },
      {
        number: 5,
        title: t("about.howItWorks.steps.4.title"),
        desc: t("about.howItWorks.steps.4.desc"),
      },
      {
        number: 6,
        title: t("about.howItWorks.steps.5.title"),
        desc: t("about.howItWorks.steps.5.desc"),
      },
    ],
  };
}

/** /our-team: the notice that points to /about-us. */
function ourTeamMovedNotice(t: Translate): MovedNotice {
  return {
    heading: t("about.ourTeamMoved.heading"),
    text: t("about.ourTeamMoved.text"),
  };
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function aboutContent(t: Translate) {
  return {
    ...pageMetas(t),
    home: homeHero(t),
    ...aboutProse(t),
    foundations: foundationCards(t),
    values: valueCards(t),
    leaders: leadersOf(t),
    philosophy: philosophyOf(t),
    howItWorks: howItWorksOf(t),
    ourTeamMoved: ourTeamMovedNotice(t),
  };
}
