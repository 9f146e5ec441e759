/**
 * Copy for /contact (docs/product/product-spec.md §2.10). Addresses, numbers and hours come from
 * site.ts so a rebrand changes them in one place; this module holds the words
 * around them.
 */
import { site } from "./site";
import type { PageMeta } from "./types";

export const contactMeta: PageMeta = {
  title: "Contact Us | Tarang Global Logistics, Navi Mumbai",
  description:
    "Call, email or visit Tarang Global Logistics in Nerul, Navi Mumbai. Open Monday to Saturday, 10:00 AM to 6:00 PM; we typically reply within 24 hours.",
  keywords: [
    "contact Tarang Global Logistics",
    "freight forwarder Navi Mumbai contact",
    "customs broker Nerul",
    "logistics company Navi Mumbai phone",
    "shipping quote India",
  ],
};

export const contactHero = {
  eyebrow: "Contact",
  title: "Contact Us",
  lead: `Tell us what you ship, from where and to where. A specialist in freight, customs or warehousing will reply within ${site.replyTime}.`,
};

export const contactDetails = {
  title: "Reach our team",
  intro:
    "Call or write for quotations, bookings, customs queries and shipment updates. For anything urgent about cargo already moving, calling is fastest.",
  visit: { title: "Visit our office", note: "Walk-ins by prior appointment, so the right specialist is there to meet you." },
  call: { title: "Call us", note: "Quotations, bookings and shipment updates." },
  email: { title: "Email us", note: `We typically reply within ${site.replyTime}.` },
  hours: { title: "Office hours", text: `${site.hours.days}, ${site.hours.time}`, note: "Closed on Sundays and public holidays." },
};

export const contactMap = {
  title: "Find us",
  note: "Our office is a short walk from Seawoods–Darave station on the Harbour Line, with visitor parking in the building.",
  directions: "Get directions",
};

export const messageSection = {
  title: "Send us a message",
  intro:
    "Ask for a quotation, a route plan or advice on customs and compliance. The more detail you give, the more useful our first reply.",
};

export const messageTips = {
  title: "What helps us reply faster",
  items: [
    "What you are shipping: the commodity, its HS code if you know it, and whether it is hazardous or temperature-sensitive.",
    "Where it moves from and to, with the Incoterms agreed with your buyer or supplier.",
    "Weight, dimensions and number of packages, or the container type and count.",
    "When the cargo will be ready and when it must arrive.",
  ],
  note: "Already shipping with us? Mention your job or booking number so your coordinator picks it up.",
};

export const contactCta = {
  heading: "Have a shipment in mind?",
  text: `Describe the cargo, route and dates in a short message and a specialist will reply within ${site.replyTime} with next steps.`,
  label: "Send us a message",
};

/** Everything the page shows, as its loader sends it. */
export const contactPage = {
  meta: contactMeta,
  hero: contactHero,
  details: contactDetails,
  map: contactMap,
  messageSection,
  messageTips,
  cta: contactCta,
};
