/**
 * The short privacy notices under each form (docs/product/decisions.md, Privacy: what is collected,
 * why, and a link to /privacy). Kept apart from the privacy page's copy: the
 * footer form is on every page and should not carry the whole notice.
 */
import { site } from "./site";

/**
 * How long applications are kept, as the server's APPLICATION_RETENTION_MONTHS
 * defaults to (12): keep the two in step.
 */
export const applicationRetentionMonths = 12;

/** The short notices under each form (what is collected, why, link to /privacy). */
export const formNotices = {
  newsletter: "We use your email only to send this newsletter, after you confirm it. Unsubscribe from any email.",
  contact: "We use your name, email and message only to answer you, and keep them as long as that takes.",
  careers: `We use these details and your resume only to assess your application, and delete them after ${applicationRetentionMonths} months.`,
  resumeConsent: `I agree that ${site.name} keeps my resume with my application for up to ${applicationRetentionMonths} months to assess it. I can withdraw this consent at any time.`,
  linkText: "Privacy notice",
};
