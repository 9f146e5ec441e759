import { z } from "zod";
import { postColorSchemes, postLimits } from "#contracts/staff-api";
import { iconNames } from "#contracts/icons";
import { nulMessage, withoutNul } from "../lib/validate";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(withoutNul, nulMessage);

function isRealDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const section = z.object({
  title: text("Section title", postLimits.sectionTitleMax),
  content: text("Section text", postLimits.sectionContentMax),
  icon: z.enum(iconNames, { error: "Choose an icon from the list" }).nullable().default(null),
});

/** The fields of a post as staff write them (POST /api/staff/posts). */
export const postInput = z.object({
  title: text("Title", postLimits.titleMax),
  slug: z
    .string({ error: "Slug is required" })
    .trim()
    .min(1, "Slug is required")
    .max(postLimits.slugMax, `Slug must be at most ${postLimits.slugMax} characters`)
    .regex(new RegExp(postLimits.slugPattern), "Slug may contain only lower-case letters, digits and single hyphens between words"),
  date: z
    .string({ error: "Date is required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD")
    .refine(isRealDate, "Date must be a real calendar date"),
  excerpt: text("Excerpt", postLimits.excerptMax),
  // Images come from our own origin: the CSP allows no other image host.
  image: text("Image", postLimits.imageMax).regex(
    /^\/(?!\/)(?!.*\.\.)[A-Za-z0-9._~/-]+$/,
    "Image must be a path on this site, such as /media/blog/default.svg",
  ),
  colorScheme: z.enum(postColorSchemes, { error: "Choose a colour from the list" }).nullable().default(null),
  sections: z
    .array(section, { error: "Sections are required" })
    .min(postLimits.sectionsMin, "A post needs at least one section")
    .max(postLimits.sectionsMax, `A post can have at most ${postLimits.sectionsMax} sections`),
  published: z.boolean({ error: "published must be true or false" }).default(false),
});

const version = z.number({ error: "version is required: reload the post and try again" }).int().min(1);

export const postUpdate = postInput.extend({ version });

export const publishBody = z.object({ published: z.boolean({ error: "published must be true or false" }), version: version.optional() });

export type PostInputData = z.output<typeof postInput>;
