/**
 * Building blocks for the form schemas: each field is a pure rule
 * (value → message or null) wrapped in a zod/mini string, so the order of
 * checks is exactly that of docs/product/product-spec.md §5 (empty → required message,
 * else the pattern or length message) and each field reports one message at a time.
 */
import { z } from "zod/mini";
import { defaultLanguage, languages, type LanguageCode } from "../languages";
import { EMAIL_MAX } from "./limits";

export type Rule = (value: string) => string | null;

/**
 * The most characters (code points, after trimming) a field may have, and the message a longer value
 * gets. The server refuses a longer value as sent, before cleaning it (issue 12).
 */
export interface FieldLimit {
  max: number;
  message: string;
}
export type FieldLimits = Readonly<Record<string, FieldLimit>>;

/** docs/product/product-spec.md §5: something, an at sign, something, a dot, something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailRule(required: string, invalid: string): Rule {
  return (value) => {
    if (!value) return required;
    if (value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) return invalid;
    return null;
  };
}

export function lengthRule(required: string, invalid: string, min: number, max: number): Rule {
  return (value) => {
    if (!value) return required;
    const length = [...value].length;
    return length < min || length > max ? invalid : null;
  };
}

/** Letters of any script, spaces, hyphens, apostrophes and dots, min–max long. */
export function personNameRule(required: string, invalid: string, min: number, max: number): Rule {
  const pattern = new RegExp(`^[\\p{L}\\p{M} '.-]{${min},${max}}$`, "u");
  return (value) => {
    if (!value) return required;
    return pattern.test(value) ? null : invalid;
  };
}

/** A trimmed string checked by `rule`; a missing or non-string value gets the required message. */
export function textField(rule: Rule, required: string) {
  return z.string({ error: required }).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  );
}

export const languageCodes = languages.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

/**
 * The language of the page a visitor sent a form from (issue 13): the e-mails they receive are written in
 * it. Optional, and never a reason to refuse a form: anything but one of the 16 codes of
 * contracts/languages.ts parses as English, and an absent one stays absent (the form's parsed values are
 * unchanged for pages that do not send it), which visitorLanguageOf() reads as English.
 */
export const visitorLanguageField = z.optional(
  z.catch(z.enum(languageCodes), defaultLanguage).check(
    z.meta({
      description: `The language of the page the form was sent from; the visitor's e-mails are written in it. One of ${languageCodes.join(", ")}; absent or anything else means "en".`,
    }),
  ),
);

/** A stored language, as the staff API shows it. */
export const LanguageCodeSchema = z.enum(languageCodes);

/** A payload's language as the server uses it: the parsed `lang`, English when there is none. */
export function visitorLanguageOf(payload: { lang?: LanguageCode }): LanguageCode {
  return payload.lang ?? defaultLanguage;
}
