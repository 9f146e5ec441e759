import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import {
  OpeningInputSchema,
  type EmploymentType,
  type OpeningInput,
  type OpeningInputData,
  type OpeningTranslation,
  type SalaryPeriod,
  type StaffOpening,
} from "#contracts/api/openings";
import { today } from "../shared/local-date";
import { emptySection, toSectionInput, toSectionValues, type SectionFormValues } from "../shared/section-form-values";

/** A version in another language, as the editor holds it (issue 28). */
export interface OpeningTranslationFormValues {
  lang: OpeningTranslation["lang"];
  title: string;
  summary: string;
  sections: SectionFormValues[];
}

/** A new, empty version in `lang`. */
export const emptyTranslation = (lang: OpeningTranslation["lang"]): OpeningTranslationFormValues => ({
  lang,
  title: "",
  summary: "",
  sections: [emptySection()],
});

/** The opening editor's form: number inputs hold text ("" for none), the API wants numbers or null. */
export interface OpeningFormValues {
  title: string;
  slug: string;
  department: string;
  city: string;
  region: string;
  remote: boolean;
  employmentType: EmploymentType | "";
  experienceMinYears: string;
  experienceMaxYears: string;
  salaryMin: string;
  salaryMax: string;
  salaryPeriod: SalaryPeriod;
  summary: string;
  sections: SectionFormValues[];
  postedOn: string;
  closesOn: string;
  translations: OpeningTranslationFormValues[];
}

/** YYYY-MM-DD `days` after `from`. */
function addDays(from: string, days: number) {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const numberText = (value: number | null) => (value === null ? "" : String(value));

export function toOpeningFormValues(opening?: StaffOpening): OpeningFormValues {
  if (!opening) {
    const postedOn = today();
    return {
      title: "",
      slug: "",
      department: "",
      city: "",
      region: "",
      remote: false,
      employmentType: "",
      experienceMinYears: "0",
      experienceMaxYears: "",
      salaryMin: "",
      salaryMax: "",
      salaryPeriod: "year",
      summary: "",
      sections: [emptySection()],
      postedOn,
      // Most openings take applications for about a month.
      closesOn: addDays(postedOn, 30),
      translations: [],
    };
  }
  return {
    title: opening.title,
    slug: opening.slug,
    department: opening.department,
    city: opening.city,
    region: opening.region,
    remote: opening.remote,
    employmentType: opening.employmentType,
    experienceMinYears: numberText(opening.experienceMinYears),
    experienceMaxYears: numberText(opening.experienceMaxYears),
    salaryMin: numberText(opening.salaryMin),
    salaryMax: numberText(opening.salaryMax),
    salaryPeriod: opening.salaryPeriod,
    summary: opening.summary,
    sections: toSectionValues(opening.sections),
    postedOn: opening.postedOn,
    closesOn: opening.closesOn,
    translations: opening.translations.map((t) => ({ ...t, sections: toSectionValues(t.sections) })),
  };
}

/** "" is no value; anything else goes to the contract as a number (NaN fails it with the field's message). */
const optionalNumber = (text: string) => (text.trim() === "" ? null : Number(text));

/** The form's values in the API's shape; the contract schema then trims and checks them. */
export function toOpeningInput(values: OpeningFormValues): OpeningInput {
  return {
    ...values,
    // An empty choice is sent as it is, so the contract answers with its own message.
    employmentType: values.employmentType as EmploymentType,
    experienceMinYears: optionalNumber(values.experienceMinYears) ?? Number.NaN,
    experienceMaxYears: optionalNumber(values.experienceMaxYears),
    salaryMin: optionalNumber(values.salaryMin),
    salaryMax: optionalNumber(values.salaryMax),
    sections: toSectionInput(values.sections),
    translations: values.translations.map((t) => ({ ...t, sections: toSectionInput(t.sections) })),
  };
}

const checkInput = zodResolver(OpeningInputSchema);

/**
 * Validates the editor with the server's own schema (contracts/api/openings.ts), so every rule and
 * message, the cross-field ones too, is written once; the field names are the contract's.
 */
export const openingFormResolver: Resolver<OpeningFormValues, unknown, OpeningInputData> = (values, context, options) =>
  checkInput(toOpeningInput(values), context, options as unknown as Parameters<typeof checkInput>[2]) as unknown as ReturnType<
    Resolver<OpeningFormValues, unknown, OpeningInputData>
  >;
