/**
 * Copy for /green-logistics (docs/product/product-spec.md §2.12) and the CO2 calculator page (§2.11).
 * The emission factors themselves live with the calculator
 * (app/features/co2/emission.ts), so the page text and the arithmetic cannot drift.
 */
import type { IconName, MediaImage, PageMeta } from "./types";

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

// ---------------------------------------------------------------------------
// Green logistics
// ---------------------------------------------------------------------------

export const greenMeta: PageMeta = {
  title: "Green Logistics & Sustainability Roadmap | Tarang Global Logistics",
  description:
    "Our green roadmap: 30% lower carbon emissions by 2030, 25% electric last-mile vehicles by 2032 and 50% better energy efficiency by 2028, from our Navi Mumbai base.",
  keywords: [
    "green logistics India",
    "sustainable freight forwarding",
    "electric last-mile delivery Mumbai",
    "energy-efficient warehouse Navi Mumbai",
    "carbon reduction logistics",
    "low-carbon shipping",
  ],
};

export const greenHero = {
  eyebrow: "Green logistics",
  title: "Moving India's trade with a lighter footprint",
  lead: "Fuller loads, cleaner vehicles and efficient warehouses: our roadmap to cut the carbon of every shipment we handle, with targets we publish and report on each year.",
  action: "Estimate your shipment's CO₂",
};

export const roadmap = {
  title: "Our Mission & Green Roadmap",
  missionLabel: "Our mission",
  mission:
    "To move our clients' cargo with as little carbon, fuel and waste as the job allows, without giving up the reliability they count on.",
  intro:
    "Three dated targets, measured against our 2023 operations, turn that mission into work we can check. We review progress every quarter and publish it once a year.",
  image: art("ev-fleet", "Electric delivery vans charging under a solar canopy before their city runs"),
  targets: [
    {
      figure: "30%",
      year: 2030,
      title: "Reduce Carbon Emissions",
      text: "Cut our carbon emissions by 30% by 2030 through fuller trucks and containers, planned return loads, better-maintained engines and rail for inland legs to JNPT where schedules allow.",
      icon: "leaf",
    },
    {
      figure: "25%",
      year: 2032,
      title: "Electric Last-Mile",
      text: "Make 25% of our last-mile fleet electric by 2032, starting with the short, predictable city runs between our warehouse, container freight stations and customers in Mumbai and Pune.",
      icon: "zap",
    },
    {
      figure: "50%",
      year: 2028,
      title: "Energy Efficiency",
      text: "Improve the energy efficiency of our warehousing by 50% by 2028 with rooftop solar, LED lighting on motion sensors, electric forklifts and a building-energy review every year.",
      icon: "lightbulb",
    },
  ] satisfies RoadmapTarget[],
};

export const sustainabilityCommitment = {
  title: "Our Sustainability Commitment",
  paragraphs: [
    "For us, sustainability is part of how freight is planned, not a separate programme. The greenest shipment is usually also the most efficient one: a full container instead of two half-empty ones, a route without empty return kilometres, cargo packed to travel once and arrive undamaged.",
    "We measure before we promise. We track the fuel and electricity our own trucks and warehouse use, estimate emissions for client shipments on request, and report progress on our roadmap every year. When a lower-carbon option costs more or takes longer, we show it beside the standard quotation and let you decide.",
  ],
  practicesTitle: "What that looks like on a shipment",
  practices: [
    "Groupage and load consolidation, so fewer part-empty trucks and containers leave the gate.",
    "Rail for inland container legs to JNPT where transit times allow, instead of long road hauls.",
    "Reusable pallets and dunnage, with heat-treated ISPM-15 timber for export packing.",
    "Paperless filing through ICEGATE and e-Sanchit, and digital proof of delivery.",
  ],
  image: art("leaf-route", "Route map of a delivery truck following an optimised path between two points"),
};

export const scalesWithUs = {
  title: "Sustainability That Scales With Us",
  intro:
    "As our volumes grow, the footprint of each shipment has to fall. These three principles are built into how we expand, not added afterwards.",
  image: art("solar-warehouse", "Warehouse with rooftop solar panels, wind turbines and an electric van at its charging point"),
  items: [
    {
      title: "Energy-Efficient Warehousing",
      text: "Our Navi Mumbai warehouse draws on rooftop solar during the day, with LED high-bay lighting, natural ventilation and battery-electric forklifts. Every new facility we add is planned to the same standard.",
      icon: "warehouse",
    },
    {
      title: "Resource-Conscious Operations",
      text: "Route planning that avoids empty kilometres, maintenance that keeps trucks at their rated fuel economy, reusable packing materials and digital documents instead of printed files.",
      icon: "recycle",
    },
    {
      title: "Gradual Integration",
      text: "We introduce electric vehicles, solar capacity and greener packaging step by step, proving each on real routes before scaling it, so service and prices stay dependable while emissions fall.",
      icon: "trending-up",
    },
  ] satisfies TitledText[],
};

export const calculatorTeaser = {
  title: "How much CO₂ does your shipment emit?",
  text: "Compare the same cargo by air, road and sea in a few seconds with our emission calculator.",
  label: "Open the CO₂ calculator",
};

export const greenCta = {
  heading: "Plan a lower-carbon shipment with us",
  text: "Tell us your cargo and lanes; we will suggest consolidation, mode and routing options with their cost, transit time and estimated emissions side by side.",
  label: "Talk to Our Team",
};

// ---------------------------------------------------------------------------
// CO2 calculator
// ---------------------------------------------------------------------------

export const co2Meta: PageMeta = {
  title: "CO₂ Calculator for Air, Road & Sea Freight | Tarang Global Logistics",
  description:
    "Estimate the CO₂ of a shipment from distance, cargo weight and transport mode, and compare air, road and sea side by side. Free, instant, no sign-up.",
  keywords: [
    "CO2 emission calculator",
    "freight carbon calculator",
    "shipping emissions India",
    "tonne-km emission factor",
    "air vs sea freight emissions",
    "road freight CO2",
  ],
};

export const co2Hero = {
  eyebrow: "Green logistics",
  title: "CO₂ Emission Calculator",
  lead: "Estimate the carbon dioxide emitted by moving your cargo by air, road or sea, and see how much the choice of mode changes it.",
};

export const co2Explainer = {
  title: "How the estimate works",
  paragraphs: [
    "Enter how far your cargo travels in kilometres, how much it weighs in tonnes and how it moves. The calculator multiplies the three: distance × weight × emission factor, which gives kilograms of CO₂.",
    "A tonne-km is one tonne of cargo moved one kilometre. Moving 2 tonnes 1,000 km by road is 2,000 tonne-km; at 0.15 kg CO₂ per tonne-km that comes to 300 kg CO₂.",
  ],
  factorsCaption: "Emission factors used",
  factorsUnit: "kg CO₂ per tonne-km",
  typicalUse: {
    air: "Urgent or high-value cargo, samples, spares",
    road: "Domestic delivery, port and airport transfers",
    sea: "Containers and bulk on international lanes",
  },
  basis:
    "Basis: indicative tank-to-wheel averages in kg CO₂ per tonne-km, covering the fuel burned by the aircraft, truck or ship only. Fuel production (well-to-tank), empty return trips, terminal handling and warehousing are not included, so use the result to compare options rather than for carbon reporting, which calls for a well-to-wheel method such as ISO 14083 or the GLEC Framework with route-specific data.",
};

export const co2Tips = {
  title: "Ways to lower the number",
  items: [
    {
      title: "Choose sea when time allows",
      text: "Per tonne-km, sea freight emits about a thirtieth of air freight. Planning orders a few weeks earlier often moves cargo from air to sea.",
      icon: "ship",
    },
    {
      title: "Fill the box",
      text: "Consolidating part loads into full trucks and containers cuts the kilometres driven per tonne. Our groupage service combines cargo on the same lanes.",
      icon: "boxes",
    },
    {
      title: "Pack lighter and smarter",
      text: "Right-sized cartons, lighter pallets and better stacking reduce the weight and volume you ship, and with them the emissions and the freight bill.",
      icon: "package",
    },
  ] satisfies TitledText[],
  greenLink: "See our green roadmap",
};

export const co2Cta = {
  heading: "Want a lower-carbon route for your cargo?",
  text: "Share your shipment details and we will compare modes, routes and consolidation options with their costs, transit times and emissions.",
  label: "Plan a Greener Shipment",
};

/** Everything each page shows, as its loader sends it. */
export const greenPage = {
  meta: greenMeta,
  hero: greenHero,
  roadmap,
  commitment: sustainabilityCommitment,
  scales: scalesWithUs,
  calculatorTeaser,
  cta: greenCta,
};

export const co2Page = {
  meta: co2Meta,
  hero: co2Hero,
  explainer: co2Explainer,
  tips: co2Tips,
  cta: co2Cta,
};
