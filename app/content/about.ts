/**
 * Copy for the company pages: Home hero, About Us, Philosophy, How It Works
 * and the moved Our Team page. Brand facts (name, former name, years) match
 * site.ts; keep the two in step when rebranding.
 */
import type { IconName, Leader, MediaImage, PageMeta, ProcessStep } from "./types";

/** Hero copy over the home page's port video; the button ('Get Started') is fixed elsewhere. */
export interface HomeHero {
  eyebrow: string;
  headline: string;
  subheadline: string;
}

/** A headed block of prose with its illustration (About: story, commitment). */
export interface ProseBlock {
  heading: string;
  paragraphs: string[];
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

// ---------------------------------------------------------------------------
// Page metadata
// ---------------------------------------------------------------------------

export const homeMeta: PageMeta = {
  title: "Freight Forwarding & Customs Clearance | Tarang Global Logistics",
  description:
    "Sea and air freight, customs clearance, warehousing and road transport from Navi Mumbai. Serving Indian exporters and importers through JNPT since 2009.",
  keywords: [
    "freight forwarder Navi Mumbai",
    "customs broker JNPT",
    "customs clearance Nhava Sheva",
    "sea freight India",
    "air freight Mumbai",
    "warehousing Navi Mumbai",
    "logistics company India",
  ],
};

export const aboutMeta: PageMeta = {
  title: "About Us | Tarang Global Logistics",
  description:
    "Founded in Vashi in 2009 as a customs broker, Tarang Global Logistics is a Navi Mumbai team for freight, customs, warehousing and transport. Meet our leaders.",
  keywords: [
    "about Tarang Global Logistics",
    "Tarang Shipping Agencies",
    "customs broker Navi Mumbai",
    "AEO certified logistics company",
    "WCA member India",
    "ISO 9001:2015 logistics",
  ],
};

export const philosophyMeta: PageMeta = {
  title: "Mission, Vision and Values | Tarang Global Logistics",
  description:
    "The mission, vision and core values behind how Tarang Global Logistics moves cargo for Indian exporters and importers: compliant, transparent and on time.",
  keywords: [
    "Tarang Global Logistics mission",
    "logistics company vision",
    "core values",
    "compliant freight forwarding",
    "customs broker values",
  ],
};

export const howItWorksMeta: PageMeta = {
  title: "How It Works | Tarang Global Logistics",
  description:
    "From enquiry to proof of delivery: how a shipment with Tarang Global Logistics works, with a quotation in one working day and one coordinator throughout.",
  keywords: [
    "how freight forwarding works",
    "shipping process India",
    "export shipment steps",
    "customs clearance process",
    "freight quotation",
    "shipment tracking",
  ],
};

export const ourTeamMeta: PageMeta = {
  title: "Our Team | Tarang Global Logistics",
  description:
    "Our team page has moved. Meet the leaders of Tarang Global Logistics and read our story, values and certifications on the About Us page instead.",
  keywords: ["Tarang Global Logistics team", "leadership", "about us"],
};

// ---------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------

export const home: HomeHero = {
  eyebrow: "Navi Mumbai · Since 2009",
  headline: "Freight, customs and warehousing, handled by one team",
  subheadline:
    "Sea and air freight through JNPT and Mumbai airport, customs clearance, warehousing and road transport for India's exporters and importers.",
};

// ---------------------------------------------------------------------------
// About Us
// ---------------------------------------------------------------------------

export const story: ProseBlock = {
  heading: "Our Story",
  paragraphs: [
    "Tarang began in 2009 as Tarang Shipping Agencies, a small customs brokerage in Vashi. Our first clients were manufacturers and exporters in the Thane-Belapur industrial belt who needed someone dependable to file their shipping bills, handle examinations and get their containers onto the vessel at Nhava Sheva without last-minute surprises.",
    "As those clients grew, they asked us to take on more of the journey. In 2015 we added freight forwarding, warehousing and road transport, and renamed the company Tarang Global Logistics to reflect the wider work. The customs desk stayed at the centre of what we do, because a shipment that is documented correctly from the start moves faster at every later step.",
    "Today we are a Navi Mumbai team handling sea freight through JNPT (Nhava Sheva) and air freight through Mumbai airport, with our own warehousing, a trucking network across Maharashtra and beyond, and partner agents overseas. Many of the exporters who came to us for a single shipping bill still ship with us.",
  ],
  image: {
    src: "/media/about/story.svg",
    width: 1200,
    height: 800,
    alt: "Container ship alongside the quay cranes at Nhava Sheva, with trucks waiting at the terminal gate",
  },
};

export const commitment: ProseBlock = {
  heading: "Our Commitment",
  paragraphs: [
    "Every shipment we accept gets a named coordinator, a written quotation with no hidden charges and regular updates until the cargo is delivered. If something goes wrong, whether a rolled booking, a customs query or a delayed truck, we tell you as soon as we know, along with what we are doing about it.",
    "We hold ourselves to the standards behind our credentials: AEO certification for secure, compliant trade, a quality management system certified to ISO 9001:2015, and the service obligations of the WCA network. Clean documentation, careful handling of your cargo and honest advice, even when it means a smaller job for us, are how we keep clients for years.",
  ],
  image: {
    src: "/media/about/commitment.svg",
    width: 1200,
    height: 800,
    alt: "Tarang coordinator checking export documents against a packing list at a warehouse loading bay",
  },
};

export const foundations: IconCard[] = [
  {
    title: "Licensed Customs Broker",
    text: "Customs brokerage is where we started in 2009. Our licensed team files shipping bills and bills of entry on ICEGATE and handles assessment and examination at JNPT and Mumbai air cargo.",
    icon: "file-text",
  },
  {
    title: "AEO Certified Operator",
    text: "Our Authorised Economic Operator certification from Indian Customs recognises secure, compliant handling of cargo and records, and supports smoother clearance for our clients' shipments.",
    icon: "shield-check",
  },
  {
    title: "Owned Warehousing in Navi Mumbai",
    text: "Our own warehouse near JNPT offers storage, consolidation, packing, palletization and cross-docking, with barcode-based inventory control and stock reports on request.",
    icon: "warehouse",
  },
  {
    title: "WCA Network Partner",
    text: "Membership of the WCA network connects us with vetted independent forwarders worldwide, so your cargo is handled at destination by a partner we know and can hold to account.",
    icon: "globe",
  },
];

export const values: IconCard[] = [
  {
    title: "Compliance First",
    text: "We file accurate, complete documents the first time and never cut corners with customs or tax rules. Correct paperwork protects your shipment, your duty benefits and your reputation.",
    icon: "clipboard-check",
  },
  {
    title: "Transparency",
    text: "Written quotations with every charge shown, honest transit times and early warning when plans change. You always know where your cargo is and what it will cost.",
    icon: "search",
  },
  {
    title: "Reliability",
    text: "We commit only to what we can deliver, then follow through on cut-offs, pickups and delivery dates. When a problem arises, we own it and fix it.",
    icon: "clock",
  },
  {
    title: "Partnership",
    text: "We learn how your business works, from production cycles to your buyers' requirements, and plan shipments around it. Many client relationships go back more than a decade.",
    icon: "handshake",
  },
  {
    title: "Responsibility",
    text: "We look after the people who handle your cargo and the places it passes through: safe working practices, fuller loads, rail where it makes sense and less waste in packaging.",
    icon: "leaf",
  },
];

export const leaders: Leader[] = [
  {
    name: "Rajesh Kulkarni",
    position: "Founder & CEO",
    image: {
      src: "/media/leaders/rajesh-kulkarni.svg",
      width: 480,
      height: 480,
      alt: "Portrait of Rajesh Kulkarni, Founder and CEO of Tarang Global Logistics",
    },
    description:
      "Rajesh founded Tarang Shipping Agencies in Vashi in 2009 after years of working on customs clearance at Nhava Sheva. He leads the company's strategy and key client relationships, and still reviews complex classification and compliance cases himself.",
  },
  {
    name: "Ananya Deshpande",
    position: "Director",
    image: {
      src: "/media/leaders/ananya-deshpande.svg",
      width: 480,
      height: 480,
      alt: "Portrait of Ananya Deshpande, Director of Tarang Global Logistics",
    },
    description:
      "Ananya built the freight forwarding, warehousing and transport operations that came with the move to Tarang Global Logistics in 2015. She oversees day-to-day operations, our overseas partner network and the quality management system certified to ISO 9001:2015.",
  },
];

// ---------------------------------------------------------------------------
// Philosophy
// ---------------------------------------------------------------------------

export const philosophy: Philosophy = {
  intro:
    "Since 2009 our work has rested on a simple idea: cargo moves well when the paperwork is right, the plan is realistic and the client is kept informed. These principles guide how we quote, ship and support every consignment.",
  cards: [
    {
      title: "Our Mission",
      text: "To help Indian businesses trade with the world by moving their cargo safely, on time and in full compliance, with clear costs, honest advice and one accountable team from enquiry to delivery.",
      icon: "target",
    },
    {
      title: "Our Vision",
      text: "To be the logistics partner exporters and importers in western India trust with their whole supply chain, known for getting the details right and for operations that grow steadily cleaner and more efficient.",
      icon: "globe",
    },
    {
      title: "Our Core Values",
      text: "Compliance first, transparency in pricing and progress, reliability on every commitment, long-term partnership with our clients and responsibility towards our people and the environment.",
      icon: "badge-check",
    },
  ],
};

// ---------------------------------------------------------------------------
// How it works
// ---------------------------------------------------------------------------

export const howItWorks: HowItWorks = {
  intro:
    "Whether you ship one consignment a year or several containers a week, every engagement follows the same six steps. You deal with one coordinator throughout, and you always know what happens next.",
  steps: [
    {
      number: 1,
      title: "Enquiry & Requirement Call",
      desc: "Send your enquiry through the contact form, by email or by phone, with the commodity, weight and dimensions, origin, destination and required delivery date. A member of our team calls you, usually the same working day, to confirm the details, Incoterms, any special handling and the documents you already have.",
    },
    {
      number: 2,
      title: "Quotation & Route Plan",
      desc: "Within one working day we send a written quotation with the recommended mode and route, estimated transit time and validity, and a clear breakdown of freight, local charges, customs and transport. Where it makes sense we add an alternative, such as rail to JNPT instead of road or LCL instead of FCL, so you can compare.",
    },
    {
      number: 3,
      title: "Booking & Documentation",
      desc: "Once you approve the quotation, we book space with the shipping line or airline and confirm the cut-off dates. You share the commercial invoice, packing list and any licences or certificates; we check them against the booking, prepare the shipping bill or bill of entry and file it on ICEGATE with supporting documents on e-Sanchit.",
    },
    {
      number: 4,
      title: "Pickup & Customs Clearance",
      desc: "We collect the cargo from your factory or warehouse on the agreed date, sharing the vehicle details and e-way bill in advance. At the port, airport or container freight station our customs team handles examination, assessment queries and duty payment, and keeps you informed until the cargo is cleared. For imports the order is reversed: we clear the cargo on arrival and then deliver it to you.",
    },
    {
      number: 5,
      title: "Transit with Tracking",
      desc: "After departure you receive the bill of lading or air waybill and milestone updates at loading, transshipment and arrival. If there is a delay, we tell you the reason and our plan to recover the time. Your coordinator stays reachable by phone, email or WhatsApp throughout.",
    },
    {
      number: 6,
      title: "Delivery & Post-Shipment Support",
      desc: "We deliver to the consignee's door or hand over at destination through our partner network, and send you the signed proof of delivery. We then close the file with the final invoice and supporting documents, help with any claims or export incentive paperwork, and review the shipment with you if anything could have gone better.",
    },
  ],
};

// ---------------------------------------------------------------------------
// Our Team (moved)
// ---------------------------------------------------------------------------

export const ourTeamMoved: MovedNotice = {
  heading: "Our team page has moved",
  text: "You can now meet our leaders, read our story and see the values that guide our work on the About Us page.",
};
