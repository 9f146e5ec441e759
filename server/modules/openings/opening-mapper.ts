import { iconNames, type IconName } from "#contracts/icons";
import type { BlogSection } from "#contracts/api/posts";
import {
  employmentTypes,
  openingPath,
  salaryCurrency,
  salaryPeriods,
  type EmploymentType,
  openingTranslationLanguages,
  type OpeningTranslation,
  type PublicOpening,
  type SalaryPeriod,
  type StaffOpening,
  type StaffOpeningSummary,
} from "#contracts/api/openings";
import { withFormatting } from "#server/lib/formatted-sections";
import type { OpeningRow } from "./opening-repository";

/**
 * The one row mapper of `openings`: the public shape and the staff shapes read the same columns the
 * same way. The sections column is JSON written by the repository from validated input; a value that
 * is not what it wrote (edited by hand) degrades to what can be read rather than break the answer.
 */
const knownIcons = new Set<string>(iconNames);

export function sectionsOf(row: Pick<OpeningRow, "sections">): BlogSection[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.sections);
  } catch {
    return [];
  }
  return sectionsFrom(parsed);
}

function sectionsFrom(parsed: unknown): BlogSection[] {
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    if (!item || typeof item !== "object") return [];
    const { title, content, icon } = item as Record<string, unknown>;
    if (typeof title !== "string" || typeof content !== "string") return [];
    return [{ title, content, icon: typeof icon === "string" && knownIcons.has(icon) ? (icon as IconName) : null }];
  });
}

const translationLanguages = new Set<string>(openingTranslationLanguages);

/** The versions in other languages (issue 28); one that is not what the repository wrote is left out. */
export function translationsOf(row: Pick<OpeningRow, "translations">): OpeningTranslation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.translations);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    if (!item || typeof item !== "object") return [];
    const { lang, title, summary, sections } = item as Record<string, unknown>;
    if (typeof lang !== "string" || !translationLanguages.has(lang) || typeof title !== "string" || typeof summary !== "string") return [];
    return [{ lang: lang as OpeningTranslation["lang"], title, summary, sections: sectionsFrom(sections) }];
  });
}

const employmentTypeOf = (row: OpeningRow): EmploymentType =>
  (employmentTypes as readonly string[]).includes(row.employment_type) ? row.employment_type : "full_time";
const salaryPeriodOf = (row: OpeningRow): SalaryPeriod =>
  (salaryPeriods as readonly string[]).includes(row.salary_period) ? row.salary_period : "year";
const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

/** Open and not past its closing date (`today`, YYYY-MM-DD in India). */
export function isListed(row: Pick<OpeningRow, "status" | "closes_on">, today: string) {
  return row.status === "open" && row.closes_on >= today;
}

export function toPublicOpening(row: OpeningRow): PublicOpening {
  const salaryMin = numberOrNull(row.salary_min);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    department: row.department,
    location: { city: row.city || null, region: row.region || null, remote: Number(row.remote) === 1 },
    employmentType: employmentTypeOf(row),
    experience: { minYears: Number(row.experience_min_years), maxYears: numberOrNull(row.experience_max_years) },
    salary:
      salaryMin === null
        ? null
        : { min: salaryMin, max: numberOrNull(row.salary_max), currency: salaryCurrency, period: salaryPeriodOf(row) },
    summary: row.summary,
    sections: withFormatting(sectionsOf(row)),
    lang: "en",
    translations: translationsOf(row).map((version) => ({ ...version, sections: withFormatting(version.sections) })),
    postedOn: row.posted_on,
    closesOn: row.closes_on,
    updatedAt: row.updated_at,
  };
}

export function toStaffOpeningSummary(row: OpeningRow, applicationCount: number): StaffOpeningSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    department: row.department,
    city: row.city,
    region: row.region,
    remote: Number(row.remote) === 1,
    employmentType: employmentTypeOf(row),
    status: row.status,
    postedOn: row.posted_on,
    closesOn: row.closes_on,
    sample: Number(row.sample) === 1,
    applicationCount,
    version: Number(row.version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toStaffOpening(row: OpeningRow, applicationCount: number, today: string): StaffOpening {
  return {
    ...toStaffOpeningSummary(row, applicationCount),
    experienceMinYears: Number(row.experience_min_years),
    experienceMaxYears: numberOrNull(row.experience_max_years),
    salaryMin: numberOrNull(row.salary_min),
    salaryMax: numberOrNull(row.salary_max),
    salaryPeriod: salaryPeriodOf(row),
    summary: row.summary,
    sections: sectionsOf(row),
    translations: translationsOf(row),
    publicPath: isListed(row, today) ? openingPath(row.slug) : null,
  };
}
