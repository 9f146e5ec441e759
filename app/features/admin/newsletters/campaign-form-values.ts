import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import { campaignLimits, CampaignInputSchema, type Campaign, type CampaignInput, type CampaignInputData } from "#contracts/api/campaigns";
import { languages, type LanguageCode } from "#contracts/languages";
import { languageName } from "../shared/language-name";

/** One language's version as typed. */
export interface VersionValues {
  subject: string;
  preheader: string;
  body: string;
}

/**
 * The composer's form: a version for every site language (empty ones are left out when saved), the audience as a
 * choice between everyone and chosen languages, and the rate as typed.
 */
export interface CampaignFormValues {
  versions: Record<LanguageCode, VersionValues>;
  audienceScope: "all" | "languages";
  audience: { languages: LanguageCode[] };
  ratePerMinute: string;
}

/** The site's languages in the staff screens' order: English first (it is required), then as the site lists them. */
export const campaignLanguages: readonly LanguageCode[] = languages.map((language) => language.code);

/** A language's name in English (the staff area is English only), with its own name beside it: "Hindi (हिन्दी)". */
export { languageName };

const emptyVersion = (): VersionValues => ({ subject: "", preheader: "", body: "" });

function isLanguage(code: string): code is LanguageCode {
  return campaignLanguages.includes(code as LanguageCode);
}

export function toFormValues(campaign?: Campaign): CampaignFormValues {
  const versions = Object.fromEntries(campaignLanguages.map((code) => [code, emptyVersion()])) as Record<LanguageCode, VersionValues>;
  for (const [code, version] of Object.entries(campaign?.versions ?? {})) {
    if (isLanguage(code)) versions[code] = { subject: version.subject, preheader: version.preheader, body: version.body };
  }
  const chosen = (campaign?.audience.languages ?? []).filter(isLanguage);
  return {
    versions,
    audienceScope: chosen.length > 0 ? "languages" : "all",
    audience: { languages: chosen },
    ratePerMinute: String(campaign?.ratePerMinute ?? campaignLimits.rateDefault),
  };
}

/** A version counts as written once any of its fields holds more than spaces. */
export function hasText(version: VersionValues) {
  return [version.subject, version.preheader, version.body].some((field) => field.trim() !== "");
}

/** The languages with something written, English always (it is required and the fallback). */
export function writtenLanguages(values: CampaignFormValues): LanguageCode[] {
  return campaignLanguages.filter((code) => code === "en" || hasText(values.versions[code]));
}

/** The form's values in the API's shape; the contract schema then trims and checks them. */
export function toCampaignInput(values: CampaignFormValues): CampaignInput {
  const rate = values.ratePerMinute.trim();
  return {
    versions: Object.fromEntries(writtenLanguages(values).map((code) => [code, values.versions[code]])),
    audience: { languages: values.audienceScope === "languages" ? values.audience.languages : [] },
    // A blank or non-numeric rate is sent as NaN so the contract's own message names it.
    ratePerMinute: rate === "" ? Number.NaN : Number(rate),
  };
}

export const audienceMessages = { noLanguage: "Choose at least one language, or send to every confirmed subscriber" } as const;

const checkInput = zodResolver(CampaignInputSchema);

/**
 * Validates the composer with the server's own schema (contracts/api/campaigns.ts), so every rule and message is
 * written once: its paths (`versions.hi.subject`, `ratePerMinute`, `audience.languages`) are the form's own. The one
 * rule of the form alone: choosing "languages" means choosing at least one.
 */
export const campaignFormResolver: Resolver<CampaignFormValues, unknown, CampaignInputData> = async (values, context, options) => {
  const checked = (await checkInput(
    toCampaignInput(values),
    context,
    options as unknown as Parameters<typeof checkInput>[2],
  )) as unknown as {
    values: CampaignInputData | Record<string, never>;
    errors: FieldErrors<CampaignFormValues>;
  };
  if (values.audienceScope === "languages" && values.audience.languages.length === 0) {
    return {
      values: {},
      errors: { ...checked.errors, audience: { languages: { type: "required", message: audienceMessages.noLanguage } } },
    } as unknown as Awaited<ReturnType<Resolver<CampaignFormValues, unknown, CampaignInputData>>>;
  }
  return checked as unknown as Awaited<ReturnType<Resolver<CampaignFormValues, unknown, CampaignInputData>>>;
};

/** The first language (in the tabs' order) whose version has an error: the tab to show after a failed save. */
export function firstLanguageWithErrors(errors: FieldErrors<CampaignFormValues>): LanguageCode | undefined {
  const versions = errors.versions as Partial<Record<LanguageCode, unknown>> | undefined;
  if (!versions) return undefined;
  return campaignLanguages.find((code) => versions[code] !== undefined);
}

/** A server's field name that names one of the composer's fields (its paths are the contract's). */
export function isFormField(field: string) {
  return /^versions\.[A-Za-z-]+\.(subject|preheader|body)$/.test(field) || field === "ratePerMinute" || field === "audience.languages";
}
