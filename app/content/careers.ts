/**
 * Copy for /careers (docs/product/product-spec.md §2.9): two tabs, internships (default) and
 * professional careers, the internship durations and recruitment steps of
 * §9, and a warning about recruitment fraud. The form is its own feature.
 */
import { site } from "./site";
import type { IconName, PageMeta } from "./types";
import type { Translate } from "#contracts/i18n/translate";

export interface InternshipOption {
  months: 2 | 3 | 6;
  text: string;
}

export interface RecruitmentStep {
  title: string;
  text: string;
}

export interface CareerTrack<Body> {
  /** The tab's label, exactly as docs/product/product-spec.md §2.9 names it. */
  tab: string;
  heading: string;
  intro: string;
  body: Body;
  listTitle: string;
  list: string[];
  perksTitle: string;
  perks: string[];
}

/** The search and social metadata of /careers. */
function careersMetaOf(t: Translate): PageMeta {
  return {
    title: t("careers.meta.title"),
    description: t("careers.meta.description"),
    keywords: [
      t("careers.meta.keywords.0"),
      t("careers.meta.keywords.1"),
      t("careers.meta.keywords.2"),
      t("careers.meta.keywords.3"),
      t("careers.meta.keywords.4"),
      t("careers.meta.keywords.5"),
    ],
  };
}

/** The page's hero. */
function careersHeroOf(t: Translate) {
  return {
    eyebrow: t("careers.hero.eyebrow"),
    title: t("careers.hero.title"),
    lead: t("careers.hero.lead"),
    action: t("careers.hero.action"),
  };
}

/** Why join: three reasons, each with its icon. */
function whyJoinOf(t: Translate) {
  return {
    title: t("careers.whyJoin.title"),
    items: [
      {
        title: t("careers.whyJoin.items.0.title"),
        text: t("careers.whyJoin.items.0.text"),
        icon: "route",
      },
      {
        title: t("careers.whyJoin.items.1.title"),
        text: t("careers.whyJoin.items.1.text"),
        icon: "target",
      },
      {
        title: t("careers.whyJoin.items.2.title"),
        text: t("careers.whyJoin.items.2.text"),
        icon: "trending-up",
      },
    ] satisfies { title: string; text: string; icon: IconName }[],
  };
}

/** The tabs around the two tracks. */
function tracksSectionOf(t: Translate) {
  return {
    title: t("careers.tracksSection.title"),
    intro: t("careers.tracksSection.intro"),
    tabsLabel: t("careers.tracksSection.tabsLabel"),
  };
}

/** The internship track (the default tab): its durations, what interns do and gain. */
function internshipTrack(t: Translate): CareerTrack<InternshipOption[]> {
  return {
    tab: t("careers.internships.tab"),
    heading: t("careers.internships.heading"),
    intro: t("careers.internships.intro"),
    body: [
      {
        months: 2,
        text: t("careers.internships.body.0.text"),
      },
      {
        months: 3,
        text: t("careers.internships.body.1.text"),
      },
      {
        months: 6,
        text: t("careers.internships.body.2.text"),
      },
    ],
    listTitle: t("careers.internships.listTitle"),
    list: [
      t("careers.internships.list.0"),
      t("careers.internships.list.1"),
      t("careers.internships.list.2"),
      t("careers.internships.list.3"),
    ],
    perksTitle: t("careers.internships.perksTitle"),
    perks: [
      t("careers.internships.perks.0"),
      t("careers.internships.perks.1"),
      t("careers.internships.perks.2"),
      t("careers.internships.perks.3"),
    ],
  };
}

/** The professional track: its recruitment steps, who it is for and what it offers. */
function professionalTrack(t: Translate): CareerTrack<RecruitmentStep[]> {
  return {
    tab: t("careers.professionals.tab"),
    heading: t("careers.professionals.heading"),
    intro: t("careers.professionals.intro"),
    body: [
      {
        title: t("careers.professionals.body.0.title"),
        text: t("careers.professionals.body.0.text"),
      },
      {
        title: t("careers.professionals.body.1.title"),
        text: t("careers.professionals.body.1.text"),
      },
      {
        title: t("careers.professionals.body.2.title"),
        text: t("careers.professionals.body.2.text"),
      },
    ],
    listTitle: t("careers.professionals.listTitle"),
    list: [
      t("careers.professionals.list.0"),
      t("careers.internships.list.1"),
      t("careers.professionals.list.2"),
      t("careers.professionals.list.3"),
      t("careers.professionals.list.4"),
    ],
    perksTitle: t("careers.professionals.perksTitle"),
    perks: [
      t("careers.professionals.perks.0"),
      t("careers.professionals.perks.1"),
      t("careers.professionals.perks.2"),
      t("careers.professionals.perks.3"),
    ],
  };
}

/** How to apply: the recruitment-fraud warning, the application section and its tips. */
function applying(t: Translate) {
  const careersEmail = t("company.careersEmail");
  const feeWarning = {
    title: t("careers.feeWarning.title"),
    text: t("careers.feeWarning.text", { siteName: site.name, domain: careersEmail.split("@")[1]! }),
    email: careersEmail,
  };

  const applySection = {
    title: t("careers.applySection.title"),
    intro: t("careers.applySection.intro"),
  };

  const applyTips = {
    title: t("careers.applyTips.title"),
    items: [t("careers.applyTips.items.0"), t("careers.applyTips.items.1"), t("careers.applyTips.items.2")],
    emailNote: t("careers.applyTips.emailNote"),
    email: careersEmail,
  };

  return { feeWarning, applySection, applyTips };
}

/** The call to action band at the foot of the page. */
function careersCtaOf(t: Translate) {
  return {
    heading: t("careers.cta.heading"),
    text: t("careers.cta.text"),
    label: t("careers.cta.label"),
  };
}

/** The open positions on /careers (issue 15). */
function openingsSectionOf(t: Translate) {
  return {
    /** The empty state (issue 15), a link to the general application below. */
    empty: t("careers.openingsSection.empty"),
    title: t("careers.openingsSection.title"),
    intro: t("careers.openingsSection.intro"),
    filtersLabel: t("careers.openingsSection.filtersLabel"),
    department: t("careers.openingsSection.department"),
    allDepartments: t("careers.openingsSection.allDepartments"),
    location: t("careers.openingsSection.location"),
    allLocations: t("careers.openingsSection.allLocations"),
    type: t("careers.openingsSection.type"),
    allTypes: t("careers.openingsSection.allTypes"),
    apply: t("careers.openingsSection.apply"),
    clear: t("careers.openingsSection.clear"),
    noMatch: t("careers.openingsSection.noMatch"),
    closesOn: t("careers.openingsSection.closesOn"),
    view: t("careers.openingsSection.view"),
  };
}

/** An opening's own page, /careers/{slug}. */
function openingPageOf(t: Translate) {
  return {
    backToAll: t("careers.openingPage.backToAll"),
    applyAction: t("careers.openingPage.applyTitle"),
    factsTitle: t("careers.openingPage.factsTitle"),
    facts: {
      department: t("careers.openingsSection.department"),
      location: t("careers.openingsSection.location"),
      type: t("careers.openingsSection.type"),
      experience: t("careers.openingPage.facts.experience"),
      salary: t("careers.openingPage.facts.salary"),
      posted: t("careers.openingPage.facts.posted"),
      closes: t("careers.openingPage.facts.closes"),
    },
    applyTitle: t("careers.openingPage.applyTitle"),
    applyIntro: t("careers.openingPage.applyIntro"),
    closedTitle: t("careers.openingPage.closedTitle"),
    closedText: t("careers.openingPage.closedText"),
    closedAction: t("careers.openingPage.closedAction"),
  };
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function careersContent(t: Translate) {
  const careersMeta = careersMetaOf(t);
  const careersHero = careersHeroOf(t);
  const whyJoin = whyJoinOf(t);
  const tracksSection = tracksSectionOf(t);
  const internships = internshipTrack(t);
  const professionals = professionalTrack(t);
  const recruitmentStepsTitle: string = t("careers.recruitmentStepsTitle");
  const internshipDurationsTitle: string = t("careers.internshipDurationsTitle");
  const { feeWarning, applySection, applyTips } = applying(t);
  const careersCta = careersCtaOf(t);
  const openingsSection = openingsSectionOf(t);
  const openingPage = openingPageOf(t);

  /** Everything the page shows, as its loader sends it. */
  const careersPage = {
    meta: careersMeta,
    hero: careersHero,
    whyJoin,
    tracksSection,
    internships,
    professionals,
    internshipDurationsTitle,
    recruitmentStepsTitle,
    feeWarning,
    applySection,
    applyTips,
    openingsSection,
    cta: careersCta,
  };

  return {
    careersMeta,
    careersHero,
    whyJoin,
    tracksSection,
    internships,
    professionals,
    recruitmentStepsTitle,
    internshipDurationsTitle,
    feeWarning,
    applySection,
    applyTips,
    careersCta,
    openingsSection,
    openingPage,
    careersPage,
  };
}
