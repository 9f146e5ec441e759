/** Copy of /quote, the quote request (issue 14). */
import type { PageMeta } from "./types";

export const quoteNotice: string =
  "We use your contact details and shipment facts only to price and answer this request, and keep them as long as that takes.";

export const quotePage = {
  meta: {
    title: "Request a Freight Quote | Tarang Global Logistics",
    description:
      "Ask Tarang Global Logistics for a sea, air or road freight quote: shipment, cargo and extras in four short steps, with your chargeable weight worked out as you type and a reference by return.",
    keywords: [
      "freight quote",
      "shipping quote India",
      "air freight rate",
      "LCL quote",
      "FCL quote",
      "chargeable weight",
      "customs clearance quote",
    ],
  } satisfies PageMeta,
  hero: {
    eyebrow: "Request a quote",
    title: "Tell us about your shipment",
    lead: "Four short steps give our pricing desk what it needs: where the cargo goes, what it is, the extras you want and how to reach you. You get a reference at once and a priced reply within one working day.",
  },
  form: {
    title: "Your quote request",
    intro: "Your answers are kept in this browser tab until you send them, so you can go back and forth safely.",
  },
};
