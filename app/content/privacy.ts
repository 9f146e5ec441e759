/**
 * The /privacy page (docs/product/decisions.md, Privacy: India's DPDP Act 2023); the short notices
 * under each form are in form-notices.ts. Names and addresses come from
 * site.ts, so a rebrand does not touch this file.
 */
import { applicationRetentionMonths } from "./form-notices";
import { site } from "./site";
import type { PageMeta } from "./types";

export const privacyMeta: PageMeta = {
  title: `Privacy Notice | ${site.name}`,
  description: `What ${site.name} collects through this website's forms, why, how long it is kept, and how to withdraw consent under India's DPDP Act 2023.`,
  keywords: ["privacy notice", "DPDP Act 2023", "grievance officer", "data protection", "logistics", "Navi Mumbai"],
};

export const privacyHero = {
  title: "Privacy Notice",
  lead: "What we collect through this website, why, how long we keep it, and how to withdraw your consent.",
};

export const privacyUpdated = { iso: "2026-11-22", display: "22 November 2026" };

export const privacyIntro = [
  `${site.name} (“we”) is the Data Fiduciary for the personal data you give us through this website, under India's Digital Personal Data Protection Act, 2023 (DPDP Act). We collect only what each form needs, use it only for the purpose stated beside the form, and never sell it or use it for advertising.`,
  "This website sets no advertising or analytics cookies and loads nothing from third-party hosts. Your browser remembers your theme, language and the time of your last form submission (for our one-message-a-minute rule) in its own storage; that stays on your device.",
];

/** One entry per form: what it collects, why, for how long. */
export interface FormRecord {
  id: "newsletter" | "contact" | "careers";
  form: string;
  where: string;
  collected: string[];
  purpose: string;
  retention: string;
}

export const formRecords: FormRecord[] = [
  {
    id: "newsletter",
    form: "Newsletter",
    where: "the newsletter form at the foot of our pages",
    collected: [
      "Your email address",
      "When you subscribed and confirmed, and the network (IP) address you used, as a record of your consent",
    ],
    purpose:
      "To send our newsletter: trade updates, customs changes and shipping advice, about once a month. Nothing is sent until you confirm your address through the link we email you (double opt-in).",
    retention:
      "Until you unsubscribe. After that we keep only the address and the date you left, so that we never email you again by mistake; ask us and we delete that too.",
  },
  {
    id: "contact",
    form: "Contact form",
    where: "the Contact page",
    collected: [
      "Your first and last name",
      "Your email address",
      "The subject and message you write",
      "The network (IP) address you used, to stop abuse",
    ],
    purpose: "To answer your enquiry and keep a record of our correspondence with you.",
    retention: "As long as we need to answer you and follow up on your enquiry. Ask us at any time and we delete it.",
  },
  {
    id: "careers",
    form: "Job application",
    where: "the Careers page",
    collected: [
      "Your name, email address and phone number",
      "The position you apply for and your message",
      "Your resume, if you attach one (only with your explicit consent to keep it)",
      "When you gave that consent and the network (IP) address you used",
    ],
    purpose: "To assess your application, contact you about it, and consider you for suitable openings during the retention period.",
    retention: `${applicationRetentionMonths} months from the day you apply (our standard period), then deleted automatically, resume included. Withdraw your consent earlier and we delete them sooner.`,
  },
];

export const storage = {
  heading: "Where your data is kept",
  paragraphs: [
    "Everything you send through these forms is stored in our own database on servers we operate, in the same secure environment as this website. Resumes are stored with the application, never in a public folder, and only authorised members of our staff can open them.",
    "We use an email service to send you the confirmation and newsletter emails and to let our staff know a message or application has arrived; it processes your email address on our behalf and for no other purpose.",
    "Access to this data is limited to the staff who need it to answer you or assess your application.",
  ],
};

export const rights = {
  heading: "Your rights under the DPDP Act",
  items: [
    "Ask what personal data we hold about you and how we use it.",
    "Ask us to correct, complete or update it.",
    "Ask us to delete it, and withdraw any consent you gave, at any time.",
    "Nominate someone to exercise these rights for you if you cannot.",
    "Raise a grievance with our Grievance Officer, and, if you are not satisfied with our answer, complain to the Data Protection Board of India.",
  ],
  /** How to make a request (issue 16): what staff can then do from the staff area's personal data requests. */
  howToAsk: {
    heading: "How to ask to see, correct or erase your data",
    paragraphs: [
      `Email ${site.email} from the address you used with us, and say whether you want to see, correct or erase your data. We look up everything held under that address: job applications (with your resume), contact messages, quote requests, your newsletter subscription and any email to you that has not been sent yet.`,
      "To see it, we send you one file (JSON, readable in any text editor) with all of it. To correct it, tell us the right name, email address or phone number and we change it on every record. To erase it, we delete every record under that address, resume and unsent emails included; we keep only a note that an erasure took place, when and how many records it removed, never your data.",
      "We reply to the address the data is held under, so that nobody else can ask for your data.",
    ],
  },
};

export const withdraw = {
  heading: "How to withdraw your consent",
  items: [
    { title: "Newsletter", text: "Every newsletter email carries an unsubscribe link; one click stops all further emails." },
    {
      title: "Contact messages and applications",
      text: `Email ${site.grievanceOfficer.email} from the address you used and ask us to delete your data. We delete it, resume included, and confirm by email when it is done.`,
    },
  ],
  note: "Withdrawing consent is as easy as giving it, and does not affect what we did with your data before you withdrew it.",
};

export const grievance = {
  heading: "Grievance Officer",
  text: "If you have a question or a complaint about how we handle your personal data, write to our Grievance Officer. We acknowledge every request and answer it as soon as we can.",
  officer: site.grievanceOfficer,
};

export const privacyCta = {
  heading: "Questions about your data?",
  text: `Write to ${site.grievanceOfficer.email}, or send us a message and a specialist will reply within ${site.replyTime}.`,
  label: "Contact Us",
};
