/**
 * Copy for /careers (docs/product/product-spec.md §2.9): two tabs, internships (default) and
 * professional careers, the internship durations and recruitment steps of
 * §9, and a warning about recruitment fraud. The form is its own feature.
 */
import { site } from "./site";
import type { IconName, PageMeta } from "./types";

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

export const careersMeta: PageMeta = {
  title: "Logistics Jobs & Internships in Navi Mumbai | Tarang Global Logistics",
  description:
    "Internships of 2, 3 or 6 months and professional roles in freight forwarding, customs clearance and warehousing at Tarang Global Logistics, Navi Mumbai. Apply online.",
  keywords: [
    "logistics internship Navi Mumbai",
    "freight forwarding jobs Mumbai",
    "customs clearance jobs",
    "warehouse jobs Navi Mumbai",
    "logistics careers India",
    "Tarang Global Logistics careers",
  ],
};

export const careersHero = {
  eyebrow: "Careers",
  title: "Build a career that moves India's trade",
  lead: "Learn customs, freight and warehousing from people who do it every day. Internships for students and graduates, and professional roles for experienced hands, at our Navi Mumbai office and warehouse.",
  action: "Apply Now",
};

export const whyJoin = {
  title: "Why work with us",
  items: [
    {
      title: "See the whole chain",
      text: "From a shipping bill filed on ICEGATE to a container loaded at Nhava Sheva, you learn how every part of a shipment connects, not one narrow task.",
      icon: "route",
    },
    {
      title: "Real responsibility, early",
      text: "Interns and new joiners work on live shipments alongside a mentor. Careful, reliable work is noticed and quickly trusted with more.",
      icon: "target",
    },
    {
      title: "Grow with the company",
      text: "Several of our team leads joined as interns or trainees. We sponsor training and support colleagues preparing for the Customs Broker examination.",
      icon: "trending-up",
    },
  ] satisfies { title: string; text: string; icon: IconName }[],
};

export const tracksSection = {
  title: "Two ways to join us",
  intro: "Choose the path that matches where you are today. Both apply through the same form below.",
  tabsLabel: "Career paths",
};

export const internships: CareerTrack<InternshipOption[]> = {
  tab: "Learn and Grow with Us",
  heading: "Internships",
  intro:
    "For students and recent graduates in commerce, management, international business and logistics who want hands-on experience. You join a working desk and a mentor reviews your progress with you every week.",
  body: [
    {
      months: 2,
      text: "An introduction to the trade: shadow our customs and operations desks, learn the documents behind an export shipment and help prepare checklists and shipment files.",
    },
    {
      months: 3,
      text: "Take on a defined project beside daily work, such as tracking the milestones of live shipments, preparing freight rate comparisons or organising warehouse stock reports.",
    },
    {
      months: 6,
      text: "Work as part of a desk: draft shipping bills and bills of entry for review, coordinate pickups with transporters and follow shipments from booking to proof of delivery.",
    },
  ],
  listTitle: "Where interns work",
  list: [
    "Customs documentation and ICEGATE filing",
    "Sea and air freight operations",
    "Warehousing and inventory control",
    "Sales support and client service",
  ],
  perksTitle: "What you take away",
  perks: [
    "A monthly stipend and a certificate of completion",
    "A mentor from the desk you join",
    "A letter of recommendation for strong work",
    "First consideration for trainee openings",
  ],
};

export const professionals: CareerTrack<RecruitmentStep[]> = {
  tab: "Lead and Excel with Us",
  heading: "Professional careers",
  intro:
    "For experienced people in freight forwarding, customs brokerage, warehousing, transport and sales. We hire professionals who take ownership of a client's cargo and want to build something lasting with us.",
  body: [
    {
      title: "Resume screening",
      text: "HR and the hiring department read every application against the role. If your profile fits, we contact you within two weeks.",
    },
    {
      title: "HR interaction",
      text: "A conversation with our HR team, by phone or in person, about your experience, what you are looking for, your notice period and expectations.",
    },
    {
      title: "Final interview with department heads",
      text: "A practical discussion with the heads of the department you would join, often around a real case from their desk. We aim to confirm our decision within a week.",
    },
  ],
  listTitle: "Teams we hire for",
  list: [
    "Customs clearance and documentation",
    "Sea and air freight operations",
    "Warehouse supervision and inventory control",
    "Business development and key accounts",
    "Accounts and compliance",
  ],
  perksTitle: "What we offer",
  perks: [
    "Pay benchmarked to the Mumbai logistics market, reviewed every year",
    "Group medical insurance",
    "Sponsored training and certifications",
    "Clear paths into senior and leadership roles",
  ],
};

export const recruitmentStepsTitle: string = "How we recruit";
export const internshipDurationsTitle: string = "Choose your duration";

const officialDomain = site.careersEmail.split("@")[1];

export const feeWarning = {
  title: "We never ask applicants for money",
  text: `${site.name} never charges a fee or asks for a deposit at any stage of hiring: not for applications, interviews, training, uniforms or offer letters. Genuine messages come only from an @${officialDomain} address. If anyone asks you to pay in our name, do not pay, and report it to`,
  email: site.careersEmail,
};

export const applySection = {
  title: "Apply now",
  intro:
    "One form for internships and professional roles. Tell us briefly about yourself and the work you are looking for; it takes about five minutes.",
};

export const applyTips = {
  title: "Before you apply",
  items: [
    "Choose internship or professional in the form. For an internship, say in your message which duration you prefer (2, 3 or 6 months) and from when you are available.",
    "Attach your resume as a PDF under 5 MB. It is optional, but it helps us shortlist faster.",
    "A person reads every application; shortlisted candidates hear from us within two weeks.",
  ],
  emailNote: "Prefer email? Send your resume to",
  email: site.careersEmail,
};

export const careersCta = {
  heading: "Questions before you apply?",
  text: "Write to us or call our office; our HR team is glad to tell you more about a role or an internship.",
  label: "Contact Us",
};

/** The open positions on /careers (issue 15). */
export const openingsSection = {
  /** The empty state (issue 15), a link to the general application below. */
  empty: "No openings right now: send us your résumé anyway",
  title: "Open positions",
  intro: "Roles we are hiring for now. Each one names its location, the experience it asks for and the last day to apply.",
  filtersLabel: "Filter open positions",
  department: "Department",
  allDepartments: "All departments",
  location: "Location",
  allLocations: "All locations",
  type: "Type",
  allTypes: "All types",
  apply: "Show positions",
  clear: "Clear filters",
  noMatch: "No open position matches these filters.",
  closesOn: "Apply by",
  view: "View role",
};

/** An opening's own page, /careers/{slug}. */
export const openingPage = {
  backToAll: "All open positions",
  applyAction: "Apply for this role",
  factsTitle: "At a glance",
  facts: {
    department: "Department",
    location: "Location",
    type: "Type",
    experience: "Experience",
    salary: "Salary",
    posted: "Posted",
    closes: "Apply by",
  },
  applyTitle: "Apply for this role",
  applyIntro:
    "The form below goes to the hiring team for this role. Tell us briefly about yourself and why the role suits you; a resume helps us shortlist faster.",
  closedTitle: "This opening has closed",
  closedText:
    "We are no longer taking applications for this role. Have a look at the positions open now, or send us a general application.",
  closedAction: "See open positions",
};

/** Everything the page shows, as its loader sends it. */
export const careersPage = {
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
