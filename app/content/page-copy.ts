import { site } from "./site";
import type { PageMeta } from "./types";

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

export const homePage: HomePageCopy = {
  playVideo: "Play background video",
  pauseVideo: "Pause background video",
};

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

export const aboutPage: AboutPageCopy = {
  heroEyebrow: "Since {founded}",
  heroTitle: "About {name}",
  heroLead:
    "Founded in {founded} as {formerName} and renamed in {renamed}, we move cargo for Indian exporters and importers from our base in Navi Mumbai.",
  storyEyebrow: "Our story",
  commitmentEyebrow: "Our commitment",
  foundationsEyebrow: "What we stand on",
  foundationsTitle: "Our foundations",
  valuesEyebrow: "How we work",
  valuesTitle: "Our five values",
  philosophyLink: "Read our mission, vision and core values",
  howItWorksLink: "See how we handle a shipment, step by step",
  leadershipEyebrow: "Leadership",
  leadershipTitle: "The people who lead us",
  cta: {
    heading: "Talk to the team behind your cargo",
    text: "Tell us about your shipments and we will put the right specialist on the call.",
    label: "Contact Our Team",
  },
};

export interface PhilosophyPageCopy {
  eyebrow: string;
  title: string;
  sectionTitle: string;
}

export const philosophyPage: PhilosophyPageCopy = {
  eyebrow: "Our philosophy",
  title: "Mission, vision and core values",
  sectionTitle: "What guides every shipment",
};

export interface OurTeamPageCopy {
  title: string;
  action: string;
}

export const ourTeamPage: OurTeamPageCopy = {
  title: "Our Team",
  action: "Go to About Us",
};

export interface HowItWorksPageCopy {
  eyebrow: string;
  title: string;
  sectionTitle: string;
  /** Read before a step's title by screen readers. */
  stepLabel: string;
  cta: CtaCopy;
}

export const howItWorksPage: HowItWorksPageCopy = {
  eyebrow: "How it works",
  title: "From enquiry to delivery",
  sectionTitle: "Six steps, one accountable team",
  stepLabel: "Step {number}:",
  cta: {
    heading: "Start with a conversation",
    text: "Share your cargo, route and timelines; we will come back within 24 hours with a plan and a quote.",
  },
};

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

const servicesLead =
  "Freight forwarding, customs clearance, warehousing, road transport and the specialist services around them, run by one team from Navi Mumbai.";

export const servicesPage: ServicesPageCopy = {
  meta: {
    title: `Our Services | ${site.name}`,
    description: servicesLead,
    keywords: ["logistics services India", "freight forwarding", "customs clearance", "warehousing", "road transportation", "Navi Mumbai"],
  },
  eyebrow: "What we do",
  title: "Our Services",
  lead: servicesLead,
  sectionEyebrow: "Twelve services, one partner",
  sectionTitle: "Everything your cargo needs between factory and buyer",
  intro:
    "Book a single service or let us run the whole journey. Every shipment has a named coordinator and the same team behind it, from the first quote to the final delivery. {link}.",
  introLink: "See how a shipment moves with us, step by step",
  pauseRotation: "Pause image rotation",
  resumeRotation: "Resume image rotation",
  cardLinkContext: "about {title}",
};

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

export const serviceDetailPage: ServiceDetailPageCopy = {
  backLink: "Back to All Services",
  playSlideshow: "Play slideshow",
  pauseSlideshow: "Pause slideshow",
  asideLabel: "Contents and contacts",
  onThisPage: "On this page",
  speakToSpecialist: "Speak to a specialist",
  hours: "{days}, {time}",
  stepLabel: "Step {number}:",
  moreTitle: "Explore our other services",
};

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

const industriesLead =
  "Logistics shaped to the cargo of thirteen industries, from speciality chemicals and pharmaceuticals to heavy machinery and water treatment plants.";

export const industriesPage: IndustriesPageCopy = {
  meta: {
    title: `Industries We Serve | ${site.name}`,
    description: industriesLead,
    keywords: [
      "industry logistics India",
      "chemical logistics",
      "pharmaceutical logistics",
      "project cargo",
      "dangerous goods shipping",
      "Navi Mumbai",
    ],
  },
  eyebrow: "Who we work with",
  title: "Industries We Serve",
  lead: industriesLead,
  sectionEyebrow: "Sector expertise",
  sectionTitle: "Every cargo has its own rules",
  intro:
    "Dangerous goods declarations, temperature records, over-dimensional permits, phytosanitary certificates: we know what each industry's shipments need before they reach the port.",
  cardLinkContext: "about {title}",
  otherTitle: "Not on the list?",
  otherText:
    "We also move textiles, electronics, food products, furniture and project cargo. Tell us what you ship, and we will plan around its paperwork, packing and handling rules.",
  otherLink: "Talk to Our Team",
};

export interface IndustryDetailPageCopy {
  backLink: string;
  heroEyebrow: string;
  expertiseEyebrow: string;
  expertiseTitle: string;
  asideLabel: string;
  otherIndustries: string;
}

export const industryDetailPage: IndustryDetailPageCopy = {
  backLink: "All Industries",
  heroEyebrow: "Industries we serve",
  expertiseEyebrow: "How we help",
  expertiseTitle: "Industry Expertise",
  asideLabel: "Contacts and other industries",
  otherIndustries: "Other industries",
};

export interface GreenPageCopy {
  /** Under a target's figure: when it is due. */
  targetYear: string;
}

export const greenLogisticsPage: GreenPageCopy = {
  targetYear: "by {year}",
};

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

export const privacyPage: PrivacyPageCopy = {
  overviewTitle: "Who we are and what this covers",
  updated: "Last updated: {date}",
  collectedTitle: "What we collect, why, and for how long",
  through: "Through {link}.",
  collected: "What we collect",
  purpose: "Why",
  retention: "How long we keep it",
};

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

export const accessibilityPage: AccessibilityPageCopy = {
  eyebrow: "Accessibility statement",
  title: "A site everyone can use",
  reviewed: "Last reviewed: {date}",
  targetTitle: "Our target: WCAG 2.2 AA",
  testingTitle: "How we test",
  limitsTitle: "Known limits",
  barriersTitle: "Tell us about a barrier",
};

export interface NotFoundPageCopy {
  meta: { title: string; description: string };
}

export const notFoundPage: NotFoundPageCopy = {
  meta: {
    title: `Page not found | ${site.name}`,
    description: `The page you are looking for has moved or never existed. Find our services, industries, blog and contact details on the ${site.name} website.`,
  },
};

export interface HoldingPageCopy {
  title: string;
  /** `{replyTime}` is how soon we answer. */
  text: string;
}

export const holdingPage: HoldingPageCopy = {
  title: "This section is being prepared",
  text: "We are finishing this part of our website. Our team can already help with anything it will cover: call us or write to us and a specialist will reply within {replyTime}.",
};
