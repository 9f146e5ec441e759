/**
 * Copy for /achievements: the four counters of docs/product/product-spec.md §9 and the three
 * credentials of §2.8, each with light and dark artwork.
 */
import { site, yearsInBusiness } from "./site";
import type { IconName, MediaImage, PageMeta } from "./types";

export interface Milestone {
  /** The final number; the page counts up to it. */
  value: number;
  suffix: "+";
  label: string;
  detail: string;
  icon: IconName;
}

export interface Credential {
  title: string;
  issuer: string;
  text: string;
  image: MediaImage;
}

const badge = (name: string, alt: string): MediaImage => ({
  src: `/media/certificates/${name}-light.svg`,
  srcDark: `/media/certificates/${name}-dark.svg`,
  alt,
  width: 400,
  height: 400,
});

export const achievementsMeta: PageMeta = {
  title: "Achievements & Certifications | Tarang Global Logistics",
  description:
    "15+ years, 1500+ clients, 15000+ deliveries and 500+ cities served from Navi Mumbai. Tarang Global Logistics is a WCA member, AEO certified and ISO 9001:2015 certified.",
  keywords: [
    "Tarang Global Logistics achievements",
    "AEO certified freight forwarder",
    "WCA member India",
    "ISO 9001:2015 logistics company",
    "customs broker Navi Mumbai",
    "logistics certifications India",
  ],
};

export const achievementsHero = {
  eyebrow: "Achievements",
  title: `${yearsInBusiness()} years of cargo delivered, and the credentials behind it`,
  lead: `Since ${site.founded} we have cleared, stored and moved cargo for exporters and importers across India. The numbers below are the result; the certifications are how we keep earning them.`,
};

export const milestonesSection = {
  title: "Our work in numbers",
  intro:
    "Counted from our own shipment records, not estimated. Every figure started with one client, one shipping bill and one truck at the gate in Nhava Sheva.",
};

export const milestones: Milestone[] = [
  {
    value: 15,
    suffix: "+",
    label: "Years of industry experience",
    detail: `Customs brokerage since ${site.founded}, full freight forwarding since ${site.renamed}.`,
    icon: "clock",
  },
  {
    value: 1500,
    suffix: "+",
    label: "Happy clients",
    detail: "Manufacturers, traders and exporters, many with us for over a decade.",
    icon: "handshake",
  },
  {
    value: 15000,
    suffix: "+",
    label: "Successful deliveries",
    detail: "Containers, air consignments and truckloads delivered with proof of delivery.",
    icon: "package",
  },
  {
    value: 500,
    suffix: "+",
    label: "Cities covered",
    detail: "Door-to-door across India, and overseas through our partner network.",
    icon: "map-pin",
  },
];

export const credentialsSection = {
  title: "Certifications and memberships",
  intro:
    "Independent bodies audit how we work. These credentials mean your cargo is handled under documented, checked procedures at every step.",
};

export const credentials: Credential[] = [
  {
    title: "WCA Member",
    issuer: "WCA network of independent freight forwarders",
    text: "Membership of the WCA network gives us vetted partner agents at destination, with payment protection and service standards that every member is held to, so your cargo is in known hands at both ends.",
    image: badge("wca", "WCA member badge for freight forwarding"),
  },
  {
    title: "AEO Certified",
    issuer: "Central Board of Indirect Taxes and Customs (CBIC)",
    text: "As an Authorised Economic Operator recognised by Indian Customs, we meet audited standards for security, record-keeping and compliance, which supports faster, more predictable clearance for our clients' cargo.",
    image: badge("aeo", "AEO certified badge: Authorised Economic Operator, India Customs"),
  },
  {
    title: "ISO 9001:2015 Certified",
    issuer: "Quality management system",
    text: "Our quality management system for freight forwarding, customs clearance and warehousing is certified to ISO 9001:2015, with documented processes, internal audits and corrective action when something goes wrong.",
    image: badge("iso", "ISO 9001:2015 certified badge: quality management system"),
  },
];

export const recognitionNote = {
  title: "What these credentials mean for your shipment",
  points: [
    "Shipping bills and bills of entry prepared under checked procedures, so fewer queries at assessment.",
    "Destination partners screened through the WCA network, not picked from a directory.",
    "Complaints logged, investigated and closed with a corrective action, as our ISO system requires.",
  ],
};

export const achievementsCta = {
  heading: `Put ${yearsInBusiness()} years of experience on your next shipment`,
  text: "Tell us what you ship and where; a specialist will reply within 24 hours with a route, a timeline and a clear quotation.",
  label: "Talk to Our Team",
};

/** Everything the page shows, as its loader sends it. */
export const achievementsPage = {
  meta: achievementsMeta,
  hero: achievementsHero,
  milestonesSection,
  milestones,
  credentialsSection,
  credentials,
  recognitionNote,
  cta: achievementsCta,
};
