/**
 * What the openings' API and screens say (issue 15), apart from the values in ./opening-values.ts, so the
 * public careers list does not ship the staff editor's messages in its first-render JavaScript.
 */
export const openingMessages = {
  notFound: "Opening not found",
  closed: "This opening has closed",
  deleted: "Opening deleted",
  staleVersion: "This opening was changed by someone else; reload to see their changes",
  slugTaken: "Another opening already uses this slug",
  slugPattern: "Slug may contain only lower-case letters, digits and single hyphens between words",
  employmentType: "Choose an employment type from the list",
  salaryPeriod: "Choose per month or per year",
  status: "Choose a valid status",
  cityRequired: "City is required unless the role is remote",
  closesBeforePosted: "Closing date must be on or after the posting date",
  salaryMinAboveMax: "Minimum salary must not be above the maximum",
  salaryMaxWithoutMin: "Enter a minimum salary with the maximum",
  experienceMinAboveMax: "Minimum experience must not be above the maximum",
  hasApplications: "This opening has applications; close it instead of deleting it",
  translationLanguage: "Choose a language other than English for this version",
  translationTwice: "An opening can have one version in each language",
} as const;
