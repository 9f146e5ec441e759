import type { CareersPageExtras } from "#app/content/forms";
import type { PublicOpening } from "#contracts/api/openings";
import { intlLocaleOf, type LanguageCode } from "#app/i18n/languages";

/** What only an opening's own page shows: its salary (apart, so the listing does not load it). */

/** "₹3,60,000–₹5,40,000 a year", or null when the salary is not published. */
export function salaryLabel({ salary }: Pick<PublicOpening, "salary">, words: CareersPageExtras, lang: LanguageCode) {
  if (!salary) return null;
  const rupees = new Intl.NumberFormat(intlLocaleOf(lang), { style: "currency", currency: "INR", maximumFractionDigits: 0 });
  const range =
    salary.max === null || salary.max === salary.min
      ? rupees.format(salary.min)
      : `${rupees.format(salary.min)}–${rupees.format(salary.max)}`;
  return words.salaryPer[salary.period].replace("{range}", range);
}
