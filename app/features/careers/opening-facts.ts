import type { PublicOpening } from "#contracts/api/openings";
import { employmentTypeLabels, placeLabel } from "#contracts/opening-values";

/** How an opening's facts read on the listing and its page. */

export const locationLabel = ({ location }: Pick<PublicOpening, "location">) => placeLabel(location);

export const typeLabel = (opening: Pick<PublicOpening, "employmentType">) => employmentTypeLabels[opening.employmentType];

export function experienceLabel({ experience: { minYears, maxYears } }: Pick<PublicOpening, "experience">) {
  if (minYears === 0 && (maxYears === null || maxYears === 0)) return "No experience needed";
  const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;
  if (maxYears === null) return `${years(minYears)} or more`;
  if (minYears === maxYears) return years(minYears);
  return `${minYears}–${years(maxYears)}`;
}

const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "24 December 2026" for a YYYY-MM-DD date. */
export const dateLabel = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

/** The facts a listing card shows, worked out by the loader so the listing ships no formatting code. */
export function openingCardFacts(opening: Pick<PublicOpening, "location" | "employmentType" | "experience" | "closesOn">) {
  return {
    location: locationLabel(opening),
    kind: `${typeLabel(opening)}, ${experienceLabel(opening).toLowerCase()}`,
    closes: dateLabel(opening.closesOn),
  };
}

export type OpeningCardFacts = ReturnType<typeof openingCardFacts>;
