/**
 * Job openings (issue 15): the public careers listing (GET /api/openings…) and the staff editor
 * (/api/staff/openings…). One table, one set of schemas: the server validates and documents its
 * routes with them, the staff editor validates with the same objects, and every type is inferred.
 *
 * An opening's text is the blog's safe section model (title, plain-text content, optional icon;
 * never HTML), so it is rendered the same way and cannot carry markup.
 */
import { z } from "zod/mini";
import { iconNames } from "#contracts/icons";
import { enumFilter, ListQuerySchema, nulMessage, withoutNul as hasNoNul, type ListInput } from "./list-query";
import { BlogSectionSchema, formattedSectionText } from "./posts";
import { apiData, apiPage } from "./responses";
import { openingMessages } from "../opening-messages";
import { employmentTypes, openingStatuses, salaryPeriods, salaryCurrency, openingLimits } from "../opening-values";
import { languages } from "../languages";

// The zod-free values, for callers that import the schemas too.
export * from "../opening-values";
export * from "../opening-messages";

// ---------------------------------------------------------------- enums and limits

export const EmploymentTypeSchema = z.enum(employmentTypes);
export type EmploymentType = z.infer<typeof EmploymentTypeSchema>;

export const OpeningStatusSchema = z.enum(openingStatuses);
export type OpeningStatus = z.infer<typeof OpeningStatusSchema>;

/** The moves PATCH /api/staff/openings/{id}/status allows; any other answers 409. */
export const openingTransitions: Record<OpeningStatus, readonly OpeningStatus[]> = {
  draft: ["open"],
  open: ["closed"],
  closed: ["open"],
};

export const SalaryPeriodSchema = z.enum(salaryPeriods);
export type SalaryPeriod = z.infer<typeof SalaryPeriodSchema>;

/** The 409 of a status move that is not allowed. */
export const openingTransitionMessage = (from: OpeningStatus, to: OpeningStatus) =>
  `This opening is ${from} and cannot move to ${to}. Reload to see its current status.`;

// ---------------------------------------------------------------- field rules

const withoutNul = z.refine<string>(hasNoNul, nulMessage);

/** Trimmed text that must not be empty, with the label in each message. */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`), withoutNul);

/** Trimmed text that may be empty. */
const optionalText = (label: string, max: number) =>
  z._default(
    z
      .string({ error: `${label} must be text` })
      .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`), withoutNul),
    "",
  );

function isRealDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dateField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.minLength(1, `${label} is required`),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be YYYY-MM-DD`),
      z.refine(isRealDate, `${label} must be a real calendar date`),
    );

const wholeNumber = (label: string, max: number) => {
  const message = `${label} must be a whole number from 0 to ${max}`;
  return z.int({ error: message }).check(z.gte(0, message), z.lte(max, message));
};

const years = (label: string) => wholeNumber(label, openingLimits.experienceMaxYears);
const rupees = (label: string) => wholeNumber(label, openingLimits.salaryMax);

export const OpeningSectionInputSchema = z.object({
  title: text("Section title", openingLimits.sectionTitleMax),
  /** Paragraphs separated by a blank line, with emphasis, links and lists (contracts/formatting/). */
  content: formattedSectionText(openingLimits.sectionContentMax),
  icon: z._default(z.nullable(z.enum(iconNames, { error: "Choose an icon from the list" })), null),
});

/** The languages an opening may have a version in: every one but English, whose version is the opening's own. */
export const openingTranslationLanguages = languages.map((l) => l.code).filter((code) => code !== "en") as Exclude<
  (typeof languages)[number]["code"],
  "en"
>[];

/**
 * An opening's text in another language (issue 28, item 10): its title, summary and sections, written by staff. A page
 * in that language shows it; a page in a language without one shows the English, marked as English.
 */
export const OpeningTranslationInputSchema = z.object({
  lang: z.enum(openingTranslationLanguages, { error: openingMessages.translationLanguage }),
  title: text("Title", openingLimits.titleMax),
  summary: text("Summary", openingLimits.summaryMax),
  sections: z
    .array(OpeningSectionInputSchema, { error: "Sections are required" })
    .check(
      z.minLength(openingLimits.sectionsMin, "A version needs at least one section"),
      z.maxLength(openingLimits.sectionsMax, `A version can have at most ${openingLimits.sectionsMax} sections`),
    ),
});
export type OpeningTranslationInput = z.input<typeof OpeningTranslationInputSchema>;

const openingFields = {
  title: text("Title", openingLimits.titleMax),
  slug: z
    .string({ error: "Slug is required" })
    .check(
      z.trim(),
      z.minLength(1, "Slug is required"),
      z.maxLength(openingLimits.slugMax, `Slug must be at most ${openingLimits.slugMax} characters`),
      z.regex(new RegExp(openingLimits.slugPattern), openingMessages.slugPattern),
    ),
  department: text("Department", openingLimits.departmentMax),
  /** Empty for a remote role without a base. */
  city: optionalText("City", openingLimits.cityMax),
  /** The state (Maharashtra), or empty. */
  region: optionalText("State", openingLimits.regionMax),
  remote: z._default(z.boolean({ error: "remote must be true or false" }), false),
  employmentType: z.enum(employmentTypes, { error: openingMessages.employmentType }),
  experienceMinYears: years("Minimum experience"),
  /** Null: no upper bound ("3+ years"). */
  experienceMaxYears: z._default(z.nullable(years("Maximum experience")), null),
  /** Rupees per `salaryPeriod`; both null when the salary is not published. */
  salaryMin: z._default(z.nullable(rupees("Minimum salary")), null),
  salaryMax: z._default(z.nullable(rupees("Maximum salary")), null),
  salaryPeriod: z._default(z.enum(salaryPeriods, { error: openingMessages.salaryPeriod }), "year"),
  /** One or two sentences for the listing and the search snippet. */
  summary: text("Summary", openingLimits.summaryMax),
  /** Description, responsibilities, requirements… in reading order. */
  sections: z
    .array(OpeningSectionInputSchema, { error: "Sections are required" })
    .check(
      z.minLength(openingLimits.sectionsMin, "An opening needs at least one section"),
      z.maxLength(openingLimits.sectionsMax, `An opening can have at most ${openingLimits.sectionsMax} sections`),
    ),
  /** YYYY-MM-DD */
  postedOn: dateField("Posting date"),
  /** YYYY-MM-DD, the last day applications are taken. */
  closesOn: dateField("Closing date"),
  /** The versions in other languages, at most one a language. */
  translations: z._default(
    z.array(OpeningTranslationInputSchema, { error: "translations must be a list" }).check(
      z.maxLength(openingTranslationLanguages.length, openingMessages.translationTwice),
      z.refine((versions) => new Set(versions.map((v) => v.lang)).size === versions.length, openingMessages.translationTwice),
    ),
    [],
  ),
};

interface CrossFieldInput {
  city: string;
  remote: boolean;
  experienceMinYears: number;
  experienceMaxYears: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  postedOn: string;
  closesOn: string;
}

/** The rules between fields, each reported on the field the editor should change. */
const crossFieldChecks = [
  z.refine<CrossFieldInput>((o) => o.remote || o.city.trim() !== "", { message: openingMessages.cityRequired, path: ["city"] }),
  z.refine<CrossFieldInput>((o) => o.closesOn >= o.postedOn, { message: openingMessages.closesBeforePosted, path: ["closesOn"] }),
  z.refine<CrossFieldInput>((o) => o.salaryMin === null || o.salaryMax === null || o.salaryMin <= o.salaryMax, {
    message: openingMessages.salaryMinAboveMax,
    path: ["salaryMin"],
  }),
  z.refine<CrossFieldInput>((o) => o.salaryMax === null || o.salaryMin !== null, {
    message: openingMessages.salaryMaxWithoutMin,
    path: ["salaryMin"],
  }),
  z.refine<CrossFieldInput>((o) => o.experienceMaxYears === null || o.experienceMinYears <= o.experienceMaxYears, {
    message: openingMessages.experienceMinAboveMax,
    path: ["experienceMinYears"],
  }),
];

/** Body of POST /api/staff/openings (→ 201 the StaffOpening, a draft). */
export const OpeningInputSchema = z.object(openingFields).check(...crossFieldChecks);
/** What the editor sends (defaults may be left out). */
export type OpeningInput = z.input<typeof OpeningInputSchema>;
/** What the server stores: trimmed, with every default filled in. */
export type OpeningInputData = z.output<typeof OpeningInputSchema>;

/** The version the edit started from; a stale one answers 409 staleVersion. */
const VersionSchema = z.int32({ error: "version is required: reload the opening and try again" }).check(z.minimum(1));

/** Body of PUT /api/staff/openings/{id} (→ the StaffOpening). */
export const OpeningUpdateSchema = z.object({ ...openingFields, version: VersionSchema }).check(...crossFieldChecks);
export type OpeningUpdateRequest = z.input<typeof OpeningUpdateSchema>;

/** Body of PATCH /api/staff/openings/{id}/status: open, close or reopen; 409 when stale or not allowed. */
export const OpeningStatusRequestSchema = z.object({
  status: z.enum(openingStatuses, { error: openingMessages.status }),
  version: VersionSchema,
});
export type OpeningStatusRequest = z.infer<typeof OpeningStatusRequestSchema>;

// ---------------------------------------------------------------- the staff shapes

/** A department or location filter: "" or absent means every value. */
const filterText = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(openingLimits.filterMax, `A filter must be at most ${openingLimits.filterMax} characters`),
      z.refine(hasNoNul, nulMessage),
    ),
);

/** GET /api/staff/openings?page&limit&q&status&type&department: newest posting date first; q searches title, slug and department. */
export const StaffOpeningListQuerySchema = z.extend(ListQuerySchema, {
  status: enumFilter(openingStatuses, openingMessages.status),
  type: enumFilter(employmentTypes, openingMessages.employmentType),
  /** One department, exactly as GET /api/staff/openings/choices names it. */
  department: filterText,
});
export type StaffOpeningListQuery = ListInput<typeof StaffOpeningListQuerySchema>;

export const StaffOpeningSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  department: z.string(),
  city: z.string(),
  region: z.string(),
  remote: z.boolean(),
  employmentType: EmploymentTypeSchema,
  status: OpeningStatusSchema,
  postedOn: z.string(),
  closesOn: z.string(),
  /** Seeded example content (issue 15): shown as sample data until staff edit or delete it. */
  sample: z.boolean(),
  /** Applications sent for this opening. */
  applicationCount: z.number(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffOpeningSummary = z.infer<typeof StaffOpeningSummarySchema>;

export const StaffOpeningSchema = z.extend(StaffOpeningSummarySchema, {
  experienceMinYears: z.number(),
  experienceMaxYears: z.nullable(z.number()),
  salaryMin: z.nullable(z.number()),
  salaryMax: z.nullable(z.number()),
  salaryPeriod: SalaryPeriodSchema,
  summary: z.string(),
  sections: z.array(BlogSectionSchema),
  translations: z.array(OpeningTranslationSchema()),
  /** The public page while the opening is open and not past its closing date; else null. */
  publicPath: z.nullable(z.string()),
});
export type StaffOpening = z.infer<typeof StaffOpeningSchema>;

export const StaffOpeningListResponseSchema = apiPage(StaffOpeningSummarySchema);

/**
 * GET /api/staff/openings/choices: what the staff filters offer. Every department in use (the openings
 * list's filter) and every opening, newest posting first (the applications list's filter).
 */
export const StaffOpeningChoicesSchema = z.object({
  departments: z.array(z.string()),
  openings: z.array(z.object({ id: z.number(), title: z.string(), status: OpeningStatusSchema })),
});
export type StaffOpeningChoices = z.infer<typeof StaffOpeningChoicesSchema>;
export const StaffOpeningChoicesResponseSchema = apiData(StaffOpeningChoicesSchema);
export const StaffOpeningResponseSchema = apiData(StaffOpeningSchema);

// ---------------------------------------------------------------- the public shapes

export const OpeningLocationSchema = z.object({
  city: z.nullable(z.string()),
  region: z.nullable(z.string()),
  remote: z.boolean(),
});
export type OpeningLocation = z.infer<typeof OpeningLocationSchema>;

/** A stored version in another language, as the staff editor and the careers pages read it. */
function OpeningTranslationSchema() {
  return z.object({
    lang: z.enum(openingTranslationLanguages),
    title: z.string(),
    summary: z.string(),
    sections: z.array(BlogSectionSchema),
  });
}
export type OpeningTranslation = z.infer<ReturnType<typeof OpeningTranslationSchema>>;

export const PublicOpeningSchema = z.object({
  /** What an application names as its `openingId`. */
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  department: z.string(),
  location: OpeningLocationSchema,
  employmentType: EmploymentTypeSchema,
  experience: z.object({ minYears: z.number(), maxYears: z.nullable(z.number()) }),
  salary: z.nullable(
    z.object({ min: z.number(), max: z.nullable(z.number()), currency: z.literal(salaryCurrency), period: SalaryPeriodSchema }),
  ),
  summary: z.string(),
  sections: z.array(BlogSectionSchema),
  /** The language of title, summary and sections: English, or the page's where the opening has a version in it. */
  lang: z.enum(languages.map((l) => l.code) as [(typeof languages)[number]["code"], ...(typeof languages)[number]["code"][]]),
  /** Its versions in other languages (the careers pages show the one of their language). */
  translations: z.array(OpeningTranslationSchema()),
  postedOn: z.string(),
  closesOn: z.string(),
  updatedAt: z.string(),
});
export type PublicOpening = z.infer<typeof PublicOpeningSchema>;

/** The values the careers page's filters offer: those of the open openings. */
export const OpeningFacetsSchema = z.object({
  departments: z.array(z.string()),
  /** City names, and "Remote" when a remote opening is open. */
  locations: z.array(z.string()),
  types: z.array(EmploymentTypeSchema),
});
export type OpeningFacets = z.infer<typeof OpeningFacetsSchema>;

/** GET /api/openings?department&location&type: "" or absent means every value. */
export const OpeningListQuerySchema = z.object({
  department: filterText,
  /** A city name, or "Remote". */
  location: filterText,
  type: enumFilter(employmentTypes, openingMessages.employmentType),
});
export type OpeningListQuery = z.infer<typeof OpeningListQuerySchema>;

/** Every open opening that matches, newest first, and the filters' choices over all open openings. */
export const OpeningListSchema = z.object({ openings: z.array(PublicOpeningSchema), facets: OpeningFacetsSchema });
export type OpeningList = z.infer<typeof OpeningListSchema>;
export const OpeningListResponseSchema = apiData(OpeningListSchema);

export const OpeningSlugParamsSchema = z.object({ slug: z.string() });
export const OpeningResponseSchema = apiData(PublicOpeningSchema);
