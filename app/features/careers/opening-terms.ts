import type { PublicOpening } from "#contracts/api/openings";
import type { Position } from "#contracts/forms/careers";

/** What only an opening's own page shows: its salary and the form's starting position (apart, so the listing does not load them). */

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** "₹3,60,000–₹5,40,000 a year", or null when the salary is not published. */
export function salaryLabel({ salary }: Pick<PublicOpening, "salary">) {
  if (!salary) return null;
  const range =
    salary.max === null || salary.max === salary.min
      ? rupees.format(salary.min)
      : `${rupees.format(salary.min)}–${rupees.format(salary.max)}`;
  return `${range} a ${salary.period}`;
}

/** The careers form's position for an opening: internships are internships, every other role professional. */
export const positionFor = (opening: Pick<PublicOpening, "employmentType">): Position =>
  opening.employmentType === "internship" ? "internship" : "professional";
