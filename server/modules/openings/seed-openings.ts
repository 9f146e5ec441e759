import type { OpeningInputData } from "#contracts/api/openings";

/**
 * The three sample openings of issue 15, seeded open on a fresh database so /careers shows what a
 * listing looks like. Staff see them marked as sample data and delete or edit them; their dates are
 * set when they are seeded (posted that day, closing `openForDays` later).
 */
export const openForDays = 60;

export const seedOpenings: Omit<OpeningInputData, "postedOn" | "closesOn" | "translations">[] = [
  {
    title: "Customs Documentation Executive",
    slug: "customs-documentation-executive-navi-mumbai",
    department: "Customs & Compliance",
    city: "Navi Mumbai",
    region: "Maharashtra",
    remote: false,
    employmentType: "full_time",
    experienceMinYears: 2,
    experienceMaxYears: 5,
    salaryMin: 360_000,
    salaryMax: 540_000,
    salaryPeriod: "year",
    summary:
      "Prepare and file import and export documentation at JNPT and Nhava Sheva, and keep every shipment's papers right the first time.",
    sections: [
      {
        title: "About the role",
        content:
          "You will join the customs desk at our Navi Mumbai office, working with the clearance team that handles shipments through JNPT, Nhava Sheva and the Mumbai air cargo complex.\n\nThe desk files several hundred bills of entry and shipping bills a month for exporters of chemicals, pharmaceuticals and engineering goods.",
        icon: "file-text",
      },
      {
        title: "Responsibilities",
        content:
          "Prepare bills of entry, shipping bills, certificates of origin and packing lists, and file them on ICEGATE.\n\nCheck HS classification, duty and incentive claims (RoDTEP, Advance Authorisation, EPCG) with the compliance lead.\n\nUpload supporting documents on e-Sanchit and answer customs queries the same day.\n\nKeep clients informed of each shipment's status until it is released.",
        icon: "clipboard-check",
      },
      {
        title: "Requirements",
        content:
          "Two to five years in customs documentation with a CHA or freight forwarder.\n\nWorking knowledge of ICEGATE, e-Sanchit and the Customs Tariff.\n\nA customs broker's F or G card is an advantage.\n\nGraduate in commerce or equivalent; clear written English; Hindi or Marathi helps with port staff.",
        icon: "badge-check",
      },
    ],
  },
  {
    title: "Operations Intern",
    slug: "operations-intern-navi-mumbai",
    department: "Operations",
    city: "Navi Mumbai",
    region: "Maharashtra",
    remote: false,
    employmentType: "internship",
    experienceMinYears: 0,
    experienceMaxYears: 0,
    salaryMin: 15_000,
    salaryMax: 15_000,
    salaryPeriod: "month",
    summary: "A six-month internship across our warehouse, road transport and freight desks, with a mentor and a project of your own.",
    sections: [
      {
        title: "About the internship",
        content:
          "Spend six months inside a working logistics operation: two months each on the warehouse floor, the road transport desk and the freight forwarding team.\n\nEach intern has a mentor and finishes with a short project presented to the operations head.",
        icon: "lightbulb",
      },
      {
        title: "What you will do",
        content:
          "Track inbound and outbound shipments and update the daily status report.\n\nHelp plan truck loads and routes with the transport coordinator.\n\nSupport stock counts, put-away and dispatch at the warehouse.\n\nSit in on client calls and draft their follow-up notes.",
        icon: "route",
      },
      {
        title: "Who should apply",
        content:
          "Students in the final year of a degree in logistics, supply chain, commerce or engineering, or recent graduates.\n\nComfortable with spreadsheets, organised, and happy to spend time on the warehouse floor.\n\nAble to work from our Navi Mumbai office six days a week.",
        icon: "users",
      },
    ],
  },
  {
    title: "Key Account Manager, Cold Chain",
    slug: "key-account-manager-cold-chain",
    department: "Sales",
    city: "Mumbai",
    region: "Maharashtra",
    remote: false,
    employmentType: "full_time",
    experienceMinYears: 5,
    experienceMaxYears: 10,
    salaryMin: null,
    salaryMax: null,
    salaryPeriod: "year",
    summary:
      "Own our relationships with pharmaceutical and food clients who ship temperature-controlled cargo, and grow the cold chain business with them.",
    sections: [
      {
        title: "About the role",
        content:
          "Our cold chain service moves vaccines, biologics, dairy and frozen food under GDP-compliant temperature control. You will lead the relationships with its largest clients and bring in new ones in western India.",
        icon: "snowflake",
      },
      {
        title: "Responsibilities",
        content:
          "Manage a portfolio of key accounts: quarterly reviews, service levels, pricing and renewals.\n\nWork with operations on lane design, packaging and temperature monitoring for each client.\n\nFind and win new pharmaceutical and food accounts, from first meeting to signed contract.\n\nForecast volumes and revenue for the cold chain business each month.",
        icon: "handshake",
      },
      {
        title: "Requirements",
        content:
          "Five to ten years in B2B sales or account management in logistics, with at least two in cold chain or pharmaceutical logistics.\n\nWorking knowledge of GDP, temperature mapping and validation.\n\nA record of growing accounts you managed; comfortable presenting to quality and supply chain heads.\n\nBased in Mumbai, with travel across Maharashtra and Gujarat.",
        icon: "badge-check",
      },
    ],
  },
];
