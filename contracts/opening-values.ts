/**
 * The openings' values that pages need without zod (issue 15): enums, labels, limits, messages and
 * paths. contracts/api/openings.ts builds the schemas from them and re-exports them; the careers
 * pages import them from here, so their first-render JavaScript carries no schema library.
 */

export const employmentTypes = ["full_time", "part_time", "internship", "contract"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const employmentTypeLabels: Record<EmploymentType, string> = {
  full_time: "Full time",
  part_time: "Part time",
  internship: "Internship",
  contract: "Contract",
};

/**
 * The careers form's position (contracts/forms/careers.ts) an application for an opening is for (issue 28): an
 * internship is an internship, every other employment type professional. The opening decides it, so its page does
 * not ask again and the server derives it rather than store a choice that contradicts the opening.
 */
export const positionOf = (employmentType: EmploymentType): "internship" | "professional" =>
  employmentType === "internship" ? "internship" : "professional";

/** Google for Jobs' employmentType values (developers.google.com/search/docs/appearance/structured-data/job-posting). */
export const schemaOrgEmploymentTypes: Record<EmploymentType, string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  internship: "INTERN",
  contract: "CONTRACTOR",
};

/** Draft (staff only) → open (public) → closed (410 for the public); a closed opening can be reopened. */
export const openingStatuses = ["draft", "open", "closed"] as const;

export const salaryPeriods = ["month", "year"] as const;

/** Salaries are in Indian rupees (the company hires in India). */
export const salaryCurrency = "INR";

export const openingLimits = {
  titleMax: 120,
  slugMax: 120,
  /** Lower-case letters and digits in words joined by single hyphens (as blog slugs). */
  slugPattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
  departmentMax: 80,
  cityMax: 80,
  regionMax: 80,
  summaryMax: 400,
  experienceMaxYears: 50,
  /** Rupees; ten crore a period is beyond any role here, and keeps the number a 32-bit integer. */
  salaryMax: 100_000_000,
  sectionsMin: 1,
  sectionsMax: 12,
  sectionTitleMax: 200,
  sectionContentMax: 10_000,
  /** The public list answers every open opening at once; staff keep far fewer open. */
  publicListMax: 200,
  filterMax: 80,
} as const;

export const remoteLocation = "Remote";

/** Where an opening is, as the careers pages and the staff list write it: "Navi Mumbai, Maharashtra or remote". */
export function placeLabel({ city, region, remote }: { city: string | null; region: string | null; remote: boolean }) {
  const place = [city, region].filter(Boolean).join(", ");
  if (!remote) return place;
  return place ? `${place} or ${remoteLocation.toLowerCase()}` : remoteLocation;
}

/** The careers page, which lists the open openings. */
export const careersPath = "/careers";
/** Where an opening lives on the site. */
export const openingPath = (slug: string) => `${careersPath}/${slug}`;
