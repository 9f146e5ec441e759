/**
 * The Content area's map of the site (issue 30): every public page and every shared part (the shell, forms,
 * e-mails, the company's words), each with a stable `key`, an English title for staff, its English path (null for
 * a shared part), and its words grouped in sections by message-id prefix. A prefix covers the id itself and every
 * id under it ("about.story" covers "about.story.title"). A word may be in several sections (a service page's frame
 * is on every service page); every message but the English-only ones is in at least one (content-pages.test.ts).
 * The pages' loaders (app/routes/*.tsx) read these same prefixes through app/content/*.ts.
 */

import { companyFactsKey } from "./company-facts-key";

export interface ContentSection {
  key: string;
  title: string;
  prefixes: readonly string[];
}

export interface ContentPageEntry {
  key: string;
  title: string;
  /** The English path (docs/product/product-spec.md §2.1); null for a shared part. */
  path: string | null;
  kind: "page" | "shared";
  sections: readonly ContentSection[];
}

const section = (key: string, title: string, ...prefixes: string[]): ContentSection => ({ key, title, prefixes });
const page = (key: string, title: string, path: string, ...sections: ContentSection[]): ContentPageEntry => ({
  key,
  title,
  path,
  kind: "page",
  sections,
});
const shared = (key: string, title: string, ...sections: ContentSection[]): ContentPageEntry => ({
  key,
  title,
  path: null,
  kind: "shared",
  sections,
});

const serviceTitles = [
  "Freight Forwarding",
  "Customs Clearance",
  "Warehousing",
  "Road Transportation",
  "Packing & Repacking",
  "Palletization",
  "Lashing & Chocking",
  "Fumigation",
  "Documentation & Compliance Support",
  "Consultation Services",
  "Reverse Logistics",
  "Cold Chain Logistics",
];

/** /services/service1 … /services/service12, each with its own words and the frame every service page shares. */
const servicePages = serviceTitles.map((title, index) =>
  page(
    `service${index + 1}`,
    `Service: ${title}`,
    `/services/service${index + 1}`,
    section("service", title, `services.service${index + 1}`),
    section("frame", "Every service page", "page-copy.serviceDetailPage"),
  ),
);

/** The industry pages' addresses (app/content/industries.ts) beside the message numbers of their words. */
const industryPages = [
  ["industrie1", 1, "Speciality In Chemicals"],
  ["industrie2", 2, "Pharmaceutical"],
  ["industrie3", 3, "Automobile & Tyre"],
  ["industrie4", 4, "Agriculture & Agrochemical"],
  ["industrie5", 5, "Metal & Alloys"],
  ["industrie6", 6, "Insecticides & Pesticides"],
  ["industrie7", 7, "Polymers"],
  ["industrie8", 8, "Machineries & Tools"],
  ["industrie10", 9, "Paints"],
  ["industrie11", 10, "Medical Equipment"],
  ["industrie12", 11, "Cosmetics"],
  ["industrie13", 12, "Spices"],
  ["industrie14", 13, "Water Treatment Plants"],
] as const;

export { companyFactsKey };

export const contentPages: readonly ContentPageEntry[] = [
  page(
    "home",
    "Home",
    "/",
    section("hero", "Opening words", "about.home", "page-copy.homePage"),
    section("meta", "Search engines", "about.homeMeta"),
  ),
  page(
    "about-us",
    "About us",
    "/about-us",
    section("hero", "Heading", "heroes.about", "page-copy.aboutPage"),
    section("story", "Our story", "about.story"),
    section("commitment", "Commitment", "about.commitment"),
    section("foundations", "Foundations", "about.foundations"),
    section("values", "Values", "about.values"),
    section("leaders", "Leaders", "about.leaders"),
    section("meta", "Search engines", "about.meta"),
  ),
  page(
    "philosophy",
    "Philosophy",
    "/philosophy",
    section("hero", "Heading", "heroes.philosophy", "page-copy.philosophyPage"),
    section("body", "Philosophy", "about.philosophy"),
    section("meta", "Search engines", "about.philosophyMeta"),
  ),
  page(
    "our-team",
    "Our team",
    "/our-team",
    section("body", "Page", "page-copy.ourTeamPage", "about.ourTeamMoved"),
    section("meta", "Search engines", "about.ourTeamMeta"),
  ),
  page(
    "how-it-works",
    "How it works",
    "/how-it-works",
    section("hero", "Heading", "heroes.howItWorks", "page-copy.howItWorksPage"),
    section("steps", "Steps", "about.howItWorks"),
    section("meta", "Search engines", "about.howItWorksMeta"),
  ),
  page(
    "services",
    "Services",
    "/services",
    section("hero", "Heading", "heroes.services"),
    section("body", "Page", "page-copy.servicesPage"),
  ),
  ...servicePages,
  page(
    "industries",
    "Industries",
    "/industries",
    section("hero", "Heading", "heroes.industries"),
    section("body", "Page", "page-copy.industriesPage"),
  ),
  ...industryPages.map(([slug, number, title]) =>
    page(
      slug,
      `Industry: ${title}`,
      `/industries/${slug}`,
      section("industry", title, `industries.industry${number}`),
      section("frame", "Every industry page", "page-copy.industryDetailPage"),
    ),
  ),
  page(
    "achievements",
    "Achievements",
    "/achievements",
    section("hero", "Heading", "heroes.achievements", "achievements.hero"),
    section("milestones", "Milestones", "achievements.milestonesSection", "achievements.milestones"),
    section(
      "credentials",
      "Credentials",
      "achievements.credentialsSection",
      "achievements.credentials",
      "achievements.credentialDetails",
      "achievements.recognitionNote",
    ),
    section("cta", "Call to action", "achievements.cta"),
    section("meta", "Search engines", "achievements.meta"),
  ),
  page(
    "green-logistics",
    "Green logistics",
    "/green-logistics",
    section("hero", "Heading", "heroes.green", "green.hero", "page-copy.greenLogisticsPage"),
    section("commitment", "Sustainability commitment", "green.sustainabilityCommitment"),
    section("roadmap", "Roadmap", "green.roadmap"),
    section("scales", "Scales with us", "green.scalesWithUs"),
    section("calculator", "Calculator teaser and call to action", "green.calculatorTeaser", "green.cta"),
    section("meta", "Search engines", "green.meta"),
  ),
  page(
    "co2-calculator",
    "CO₂ calculator",
    "/co2-calculator",
    section("hero", "Heading", "heroes.co2", "green.co2Hero"),
    section("form", "Calculator", "forms.co2Form"),
    section("explainer", "How it is calculated", "green.co2Explainer", "green.co2Tips"),
    section("cta", "Call to action", "green.co2Cta"),
    section("meta", "Search engines", "green.co2Meta"),
  ),
  page(
    "careers",
    "Careers",
    "/careers",
    section("hero", "Heading", "heroes.careers", "careers.hero"),
    section("why", "Why join", "careers.whyJoin", "careers.tracksSection", "careers.professionals", "careers.internships"),
    section(
      "openings",
      "Openings and recruitment",
      "careers.openingsSection",
      "careers.recruitmentStepsTitle",
      "careers.internshipDurationsTitle",
      "careers.feeWarning",
    ),
    section("apply", "Applying", "careers.applySection", "careers.applyTips", "forms.careersPageExtras", "form-notices.careers"),
    section("cta", "Call to action", "careers.cta"),
    section("meta", "Search engines", "careers.meta"),
  ),
  page(
    "contact",
    "Contact",
    "/contact",
    section("hero", "Heading", "heroes.contact", "contact.hero"),
    section("details", "Contact details and map", "contact.details", "contact.map"),
    section("message", "Message form", "contact.messageSection", "contact.messageTips", "form-notices.contact"),
    section("cta", "Call to action", "contact.cta"),
    section("meta", "Search engines", "contact.meta"),
  ),
  page("quote", "Request a quote", "/quote", section("page", "Page", "quote.page", "quote.notice")),
  page("quote-offer", "Quote offer", "/quote/offer", section("page", "Page", "quoteOffer")),
  page("track", "Track a shipment", "/track", section("page", "Page", "track")),
  page(
    "privacy",
    "Privacy notice",
    "/privacy",
    section("hero", "Heading", "heroes.privacy", "privacy.hero", "page-copy.privacyPage"),
    section("body", "Notice", "privacy.intro", "privacy.formRecords", "privacy.storage", "privacy.rights", "privacy.withdraw"),
    section("grievance", "Grievance officer", "privacy.grievance", "privacy.cta"),
    section("meta", "Search engines", "privacy.meta"),
  ),
  page("accessibility", "Accessibility", "/accessibility", section("body", "Statement", "page-copy.accessibilityPage", "accessibility")),
  page(
    "newsletter",
    "Newsletter",
    "/newsletter",
    section("page", "Sign-up, confirmation and unsubscribe pages", "forms.newsletterPages", "form-notices.newsletter"),
  ),
  page("blog", "Blog", "/blog", section("hero", "Heading", "heroes.blog", "blog-copy.index")),
  page("bloglist", "All blog posts", "/bloglist", section("list", "List", "blog-copy.list")),
  shared(
    "shell",
    "Header, footer and menus",
    section("header", "Header and menus", "shell.nav", "shell.skip", "shell.lang", "shell.theme", "shell.side", "shell.home"),
    section("actions", "Buttons and chat", "shell.cta", "shell.chat", "shell.common"),
    section("footer", "Footer", "shell.footer", "shell.social"),
    section("errors", "Errors and page not found", "shell.error", "shell.notFound", "page-copy.notFoundPage", "page-copy.holdingPage"),
  ),
  shared("company", "Company words", section("site", "Address, hours and tagline", "site")),
  // The company's facts (contracts/site-content/company-facts.ts): one text in every language, edited in English.
  shared(
    companyFactsKey,
    "Company facts",
    section("contact", "Contact", "company.phone", "company.whatsapp", "company.email", "company.careersEmail", "company.privacyEmail"),
    section("address", "Address", "company.address", "company.directionsUrl"),
    // Opening hours are words of each language ("Monday to Saturday"), kept here beside the other contact facts too.
    section("hours", "Opening hours", "site.hours"),
    section("social", "Social links", "company.social"),
    section("history", "History", "company.founded", "company.renamed"),
    // The leaders' and certificates' words are translated (the About and Achievements pages have them too); here
    // beside their facts and pictures, so the company's people and credentials are kept up in one place.
    section("leaders", "Leaders", "about.leaders"),
    section("counters", "Counters", "company.milestones"),
    section("certificates", "Certificates", "company.credentials", "achievements.credentials"),
  ),
  shared("blog-post", "Blog post pages", section("chrome", "Around every post", "blog-copy.chrome")),
  shared("job-opening", "Job opening pages", section("opening", "Around every opening", "careers.openingPage")),
  shared(
    "forms",
    "Forms",
    section(
      "common",
      "Every form",
      "forms.commonForm",
      "forms.shared",
      "forms.serverMessages",
      "form-notices.linkText",
      "form-notices.resumeConsent",
    ),
    section("quote", "Quote request", "forms.quoteForm", "forms.quoteMessages"),
    section("quote-offer", "Quote offer answers", "forms.quoteOfferMessages"),
    section("contact", "Contact", "forms.contactForm", "forms.contactMessages"),
    section("careers", "Job application", "forms.careersForm", "forms.careersMessages"),
    section("newsletter", "Newsletter", "forms.newsletterForm", "forms.newsletterMessages"),
    section("co2", "CO₂ calculator", "forms.co2Form"),
  ),
  shared(
    "emails",
    "E-mails",
    section("quote", "Quote e-mails", "mail.quote", "mail.summary"),
    section("shipment", "Shipment e-mails", "mail.shipment"),
    section("application", "Application e-mails", "mail.application"),
    section("newsletter", "Newsletter e-mails", "mail.newsletter", "mail.campaign"),
    section("separators", "Separators", "mail.labelSeparator", "mail.listSeparator"),
    section("labels", "Shipment words (modes, containers, packages, extras)", "labels"),
  ),
];

const byKey = new Map(contentPages.map((entry) => [entry.key, entry]));

export function contentPageOf(key: string): ContentPageEntry | undefined {
  return byKey.get(key);
}

/** Whether the message `id` is under `prefix` (the id itself or any id below it). */
export function isUnder(id: string, prefix: string): boolean {
  return id === prefix || id.startsWith(`${prefix}.`);
}

export function sectionHolds(entry: ContentSection, id: string): boolean {
  return entry.prefixes.some((prefix) => isUnder(id, prefix));
}
