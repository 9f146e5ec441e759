import { site } from "./site";
import type { PageMeta } from "./types";
import type { Translate } from "#contracts/i18n/translate";

/**
 * The words of the public pages' own layout: headings, eyebrows, link and button labels, labels for
 * assistive technology. The pages' longer copy lives in the topic modules (about, services, …).
 * `{name}` placeholders are filled in by the page (app/lib/fill.ts); `{link}` and `{date}` mark where
 * a link or a date goes inside a sentence.
 */

/** A call to action band's words; each one falls back to the shell's when left out. */
export interface CtaCopy {
  heading: string;
  text: string;
  label?: string;
}

export interface HomePageCopy {
  playVideo: string;
  pauseVideo: string;
}

export interface AboutPageCopy {
  heroEyebrow: string;
  heroTitle: string;
  heroLead: string;
  storyEyebrow: string;
  commitmentEyebrow: string;
  foundationsEyebrow: string;
  foundationsTitle: string;
  valuesEyebrow: string;
  valuesTitle: string;
  philosophyLink: string;
  howItWorksLink: string;
  leadershipEyebrow: string;
  leadershipTitle: string;
  cta: CtaCopy;
}

export interface PhilosophyPageCopy {
  eyebrow: string;
  title: string;
  sectionTitle: string;
}

export interface OurTeamPageCopy {
  title: string;
  action: string;
}

export interface HowItWorksPageCopy {
  eyebrow: string;
  title: string;
  sectionTitle: string;
  /** Read before a step's title by screen readers. */
  stepLabel: string;
  cta: CtaCopy;
}

export interface ServicesPageCopy {
  meta: PageMeta;
  eyebrow: string;
  title: string;
  lead: string;
  sectionEyebrow: string;
  sectionTitle: string;
  /** The section's introduction; `{link}` is the link to /how-it-works. */
  intro: string;
  introLink: string;
  pauseRotation: string;
  resumeRotation: string;
  /** Read after a card's "Learn More" by screen readers. */
  cardLinkContext: string;
}

export interface ServiceDetailPageCopy {
  backLink: string;
  playSlideshow: string;
  pauseSlideshow: string;
  asideLabel: string;
  onThisPage: string;
  speakToSpecialist: string;
  /** Office hours under the contacts: `{days}, {time}`. */
  hours: string;
  /** Read before a step's title by screen readers. */
  stepLabel: string;
  moreTitle: string;
}

export interface IndustriesPageCopy {
  meta: PageMeta;
  eyebrow: string;
  title: string;
  lead: string;
  sectionEyebrow: string;
  sectionTitle: string;
  intro: string;
  /** Read after a card's "Learn More" by screen readers. */
  cardLinkContext: string;
  otherTitle: string;
  otherText: string;
  otherLink: string;
}

export interface IndustryDetailPageCopy {
  backLink: string;
  heroEyebrow: string;
  expertiseEyebrow: string;
  expertiseTitle: string;
  asideLabel: string;
  otherIndustries: string;
}

export interface GreenPageCopy {
  /** Under a target's figure: when it is due. */
  targetYear: string;
}

export interface PrivacyPageCopy {
  overviewTitle: string;
  /** `{date}` is the date of the last change. */
  updated: string;
  collectedTitle: string;
  /** Where a form is; `{link}` is the form's page. */
  through: string;
  collected: string;
  purpose: string;
  retention: string;
}

export interface AccessibilityPageCopy {
  eyebrow: string;
  title: string;
  /** `{date}` is the date of the last review. */
  reviewed: string;
  targetTitle: string;
  testingTitle: string;
  limitsTitle: string;
  barriersTitle: string;
}

export interface NotFoundPageCopy {
  meta: { title: string; description: string };
  /**
   * The error page a form posted from another website gets (issue 28): what happened and what to do; the page's
   * address on this site follows it.
   */
  otherSite: string;
}

export interface HoldingPageCopy {
  title: string;
  /** `{replyTime}` is how soon we answer. */
  text: string;
}

/** The company pages: home, About Us, Philosophy, Our Team and How It Works. */
function companyPages(t: Translate) {
  const homePage: HomePageCopy = {
    playVideo: t("page-copy.homePage.playVideo"),
    pauseVideo: t("page-copy.homePage.pauseVideo"),
  };

  const aboutPage: AboutPageCopy = {
    heroEyebrow: t("page-copy.aboutPage.heroEyebrow"),
    heroTitle: t("page-copy.aboutPage.heroTitle"),
    heroLead: t("page-copy.aboutPage.heroLead"),
    storyEyebrow: t("page-copy.aboutPage.storyEyebrow"),
    commitmentEyebrow: t("page-copy.aboutPage.commitmentEyebrow"),
    foundationsEyebrow: t("page-copy.aboutPage.foundationsEyebrow"),
    foundationsTitle: t("page-copy.aboutPage.foundationsTitle"),
    valuesEyebrow: t("page-copy.aboutPage.valuesEyebrow"),
    valuesTitle: t("page-copy.aboutPage.valuesTitle"),
    philosophyLink: t("page-copy.aboutPage.philosophyLink"),
    howItWorksLink: t("page-copy.aboutPage.howItWorksLink"),
    leadershipEyebrow: t("page-copy.aboutPage.leadershipEyebrow"),
    leadershipTitle: t("page-copy.aboutPage.leadershipTitle"),
    cta: {
      heading: t("page-copy.aboutPage.cta.heading"),
      text: t("page-copy.aboutPage.cta.text"),
      label: t("page-copy.aboutPage.cta.label"),
    },
  };

  const philosophyPage: PhilosophyPageCopy = {
    eyebrow: t("page-copy.philosophyPage.eyebrow"),
    title: t("page-copy.philosophyPage.title"),
    sectionTitle: t("page-copy.philosophyPage.sectionTitle"),
  };

  const ourTeamPage: OurTeamPageCopy = {
    title: t("page-copy.ourTeamPage.title"),
    action: t("page-copy.ourTeamPage.action"),
  };

  const howItWorksPage: HowItWorksPageCopy = {
    eyebrow: t("page-copy.howItWorksPage.eyebrow"),
    title: t("page-copy.howItWorksPage.title"),
    sectionTitle: t("page-copy.howItWorksPage.sectionTitle"),
    stepLabel: t("page-copy.howItWorksPage.stepLabel"),
    cta: {
      heading: t("page-copy.howItWorksPage.cta.heading"),
      text: t("page-copy.howItWorksPage.cta.text"),
    },
  };

  return { homePage, aboutPage, philosophyPage, ourTeamPage, howItWorksPage };
}

/** The services overview and a service's own page. */
function servicePages(t: Translate) {
  const servicesLead = t("page-copy.servicesPage.lead");

  const servicesPage: ServicesPageCopy = {
    meta: {
      title: t("page-copy.servicesPage.meta.title", { siteName: site.name }),
      description: servicesLead,
      keywords: [
        t("page-copy.servicesPage.meta.keywords.0"),
        t("page-copy.servicesPage.meta.keywords.1"),
        t("page-copy.servicesPage.meta.keywords.2"),
        t("page-copy.servicesPage.meta.keywords.3"),
        t("page-copy.servicesPage.meta.keywords.4"),
        t("privacy.meta.keywords.5"),
      ],
    },
    eyebrow: t("page-copy.servicesPage.eyebrow"),
    title: t("page-copy.servicesPage.title"),
    lead: servicesLead,
    sectionEyebrow: t("page-copy.servicesPage.sectionEyebrow"),
    sectionTitle: t("page-copy.servicesPage.sectionTitle"),
    intro: t("page-copy.servicesPage.intro"),
    introLink: t("page-copy.servicesPage.introLink"),
    pauseRotation: t("page-copy.servicesPage.pauseRotation"),
    resumeRotation: t("page-copy.servicesPage.resumeRotation"),
    cardLinkContext: t("page-copy.servicesPage.cardLinkContext"),
  };

  const serviceDetailPage: ServiceDetailPageCopy = {
    backLink: t("page-copy.serviceDetailPage.backLink"),
    playSlideshow: t("page-copy.serviceDetailPage.playSlideshow"),
    pauseSlideshow: t("page-copy.serviceDetailPage.pauseSlideshow"),
    asideLabel: t("page-copy.serviceDetailPage.asideLabel"),
    onThisPage: t("page-copy.serviceDetailPage.onThisPage"),
    speakToSpecialist: t("page-copy.serviceDetailPage.speakToSpecialist"),
    hours: t("page-copy.serviceDetailPage.hours"),
    stepLabel: t("page-copy.howItWorksPage.stepLabel"),
    moreTitle: t("page-copy.serviceDetailPage.moreTitle"),
  };

  return { servicesPage, serviceDetailPage };
}

/** The industries overview and an industry's own page. */
function industryPages(t: Translate) {
  const industriesLead = t("page-copy.industriesPage.lead");

  const industriesPage: IndustriesPageCopy = {
    meta: {
      title: t("page-copy.industriesPage.meta.title", { siteName: site.name }),
      description: industriesLead,
      keywords: [
        t("page-copy.industriesPage.meta.keywords.0"),
        t("page-copy.industriesPage.meta.keywords.1"),
        t("page-copy.industriesPage.meta.keywords.2"),
        t("page-copy.industriesPage.meta.keywords.3"),
        t("industries.industry1.meta.keywords.1"),
        t("privacy.meta.keywords.5"),
      ],
    },
    eyebrow: t("page-copy.industriesPage.eyebrow"),
    title: t("page-copy.industriesPage.title"),
    lead: industriesLead,
    sectionEyebrow: t("page-copy.industriesPage.sectionEyebrow"),
    sectionTitle: t("page-copy.industriesPage.sectionTitle"),
    intro: t("page-copy.industriesPage.intro"),
    cardLinkContext: t("page-copy.industriesPage.cardLinkContext"),
    otherTitle: t("page-copy.industriesPage.otherTitle"),
    otherText: t("page-copy.industriesPage.otherText"),
    otherLink: t("green.cta.label"),
  };

  const industryDetailPage: IndustryDetailPageCopy = {
    backLink: t("page-copy.industryDetailPage.backLink"),
    heroEyebrow: t("page-copy.industryDetailPage.heroEyebrow"),
    expertiseEyebrow: t("page-copy.industryDetailPage.expertiseEyebrow"),
    expertiseTitle: t("page-copy.industryDetailPage.expertiseTitle"),
    asideLabel: t("page-copy.industryDetailPage.asideLabel"),
    otherIndustries: t("page-copy.industryDetailPage.otherIndustries"),
  };

  return { industriesPage, industryDetailPage };
}

/** The privacy and accessibility statements. */
function statementPages(t: Translate) {
  const privacyPage: PrivacyPageCopy = {
    overviewTitle: t("page-copy.privacyPage.overviewTitle"),
    updated: t("page-copy.privacyPage.updated"),
    collectedTitle: t("page-copy.privacyPage.collectedTitle"),
    through: t("page-copy.privacyPage.through"),
    collected: t("page-copy.privacyPage.collected"),
    purpose: t("page-copy.privacyPage.purpose"),
    retention: t("page-copy.privacyPage.retention"),
  };

  const accessibilityPage: AccessibilityPageCopy = {
    eyebrow: t("page-copy.accessibilityPage.eyebrow"),
    title: t("page-copy.accessibilityPage.title"),
    reviewed: t("page-copy.accessibilityPage.reviewed"),
    targetTitle: t("page-copy.accessibilityPage.targetTitle"),
    testingTitle: t("page-copy.accessibilityPage.testingTitle"),
    limitsTitle: t("page-copy.accessibilityPage.limitsTitle"),
    barriersTitle: t("page-copy.accessibilityPage.barriersTitle"),
  };

  return { privacyPage, accessibilityPage };
}

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function pageCopyContent(t: Translate) {
  const greenLogisticsPage: GreenPageCopy = {
    targetYear: t("page-copy.greenLogisticsPage.targetYear"),
  };

  const notFoundPage: NotFoundPageCopy = {
    meta: {
      title: t("page-copy.notFoundPage.meta.title", { siteName: site.name }),
      description: t("page-copy.notFoundPage.meta.description", { siteName: site.name }),
    },
    otherSite: t("page-copy.notFoundPage.otherSite"),
  };

  const holdingPage: HoldingPageCopy = {
    title: t("page-copy.holdingPage.title"),
    text: t("page-copy.holdingPage.text"),
  };

  return {
    ...companyPages(t),
    ...servicePages(t),
    ...industryPages(t),
    greenLogisticsPage,
    ...statementPages(t),
    notFoundPage,
    holdingPage,
  };
}
