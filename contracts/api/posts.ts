/**
 * Blog posts: the public blog (GET /api/blogs…, docs/product/product-spec.md §3 and §7) and the staff
 * editor (/api/staff/posts…). One table, one set of schemas: the server validates and documents its
 * routes with them, the post editor validates with the same objects, and every type is inferred.
 *
 * Public field names follow the observed API (`_id`, `image_url`, `content_sections`); staff fields are camelCase.
 */
import { z } from "zod/mini";
import { checkFormatting, formattingMessages } from "#contracts/formatting/check-formatting";
import { FormattedNodeSchema } from "#contracts/formatting/formatted-schema";
import { iconNames } from "#contracts/icons";
import { isoInstant } from "./instant";
import { enumFilter, ListQuerySchema, nulMessage, PathIdSchema, withoutNul as hasNoNul, type ListInput } from "./list-query";
import { apiData, apiPage, type PagingSchema } from "./responses";
import { blogMessages, blogPaging, postColorSchemes } from "./blog-constants";

// The constants live apart from the schemas so a page can read them without loading zod.
export { blogMessages, blogPaging, postColorSchemes };

// ---------------------------------------------------------------- enums and limits

export const PostColorSchemeSchema = z.enum(postColorSchemes);
export type PostColorScheme = z.infer<typeof PostColorSchemeSchema>;

export const IconNameSchema = z.enum(iconNames);

/** Whether the public sees a post; the staff list filters on it (`?published=true|false`, "" for both). */
export const postVisibilities = ["true", "false"] as const;

export const postLimits = {
  titleMax: 200,
  slugMax: 120,
  /** Lower-case letters and digits in words joined by single hyphens. */
  slugPattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
  excerptMax: 400,
  imageMax: 300,
  sectionsMin: 1,
  sectionsMax: 30,
  sectionTitleMax: 200,
  sectionContentMax: 20_000,
} as const;

/** Images come from our own origin: the CSP allows no other image host. */
export const postImagePattern = /^\/(?!\/)(?!.*\.\.)[A-Za-z0-9._~/-]+$/;

export const postMessages = {
  notFound: "Post not found",
  deleted: "Post deleted",
  staleVersion: "This post was changed by someone else; reload to see their changes",
  slugTaken: "Another post already uses this slug",
  slugPattern: "Slug may contain only lower-case letters, digits and single hyphens between words",
  imagePattern: "Image must be a path on this site, such as /media/blog/default.svg",
  publishedFlag: "published must be true or false",
  publishAtFormat: "The time must be an ISO date and time, such as 2026-12-01T09:00:00Z",
  publishAtPast: "Choose a time in the future, or publish now",
  publishAtRequired: "Choose when the post goes live",
  versionNotFound: "This version of the post was not found",
} as const;

// ---------------------------------------------------------------- the public blog

export const BlogSectionSchema = z.object({
  title: z.string(),
  /**
   * The text as written: paragraphs separated by a blank line, with the formatting of contracts/formatting/ (emphasis,
   * links, lists). Never HTML.
   */
  content: z.string(),
  icon: z.nullable(IconNameSchema),
  /** The text as the server parsed it, when it has formatting; without it, the page draws `content`'s paragraphs. */
  formatted: z.optional(z.array(FormattedNodeSchema)),
});
export type BlogSection = z.infer<typeof BlogSectionSchema>;

export const BlogPostSchema = z.object({
  /** The post's id as a string (the observed API's `_id`). */
  _id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** Publication date, YYYY-MM-DD. */
  date: z.string(),
  excerpt: z.string(),
  /** Site-relative image path, e.g. /media/blog/default.svg. */
  image_url: z.string(),
  content_sections: z.array(BlogSectionSchema),
  color_scheme: z.nullable(PostColorSchemeSchema),
  /** n when /blog{n} shows this post in the static-article layout. */
  static_number: z.nullable(z.number()),
  /** Last edit, ISO-8601 UTC (feeds, sitemap, article:modified_time). */
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;
export type BlogPagination = z.infer<typeof PagingSchema>;

/**
 * A post as a list shows it: everything but its sections, which are most of its size (issue 18: the list of
 * 50 was 42 KB). docs/decisions/027-compress-each-representation-once.md.
 */
export const BlogSummarySchema = z.omit(BlogPostSchema, { content_sections: true });
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

/** One page of published posts, newest first, as summaries. */
export interface BlogPage {
  posts: BlogSummary[];
  pagination: BlogPagination;
}

/** A whole number in a query string: "2", not "2.0", "1e3", "-1" or "two"; a repeated key is refused too. */
const wholeNumber = (max: number, message: string) =>
  z.string({ error: message }).check(
    z.regex(/^\d{1,7}$/, message),
    z.refine((value) => Number(value) >= 1 && Number(value) <= max, message),
  );

/** GET /api/blogs?page&limit. A limit above 50 is answered with 50 posts; an absurd one is refused so a typo does not pass silently. */
export const BlogListQuerySchema = z.object({
  page: z.optional(wholeNumber(blogPaging.absurdPage, blogMessages.badPage)),
  limit: z.optional(wholeNumber(blogPaging.absurdLimit, blogMessages.badLimit)),
  /** "full" asks for every post with its sections; without it the list carries summaries (what a list shows). */
  fields: z.optional(z.literal("full", { error: blogMessages.badFields })),
});
export type BlogListQuery = z.infer<typeof BlogListQuerySchema>;

export const BlogSlugParamsSchema = z.object({
  slug: z.string({ error: blogMessages.noSlug }).check(z.refine((slug) => slug.trim() !== "", blogMessages.noSlug)),
});

export const BlogListResponseSchema = apiPage(z.union([BlogPostSchema, BlogSummarySchema]));
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;

export const BlogPostFoundSchema = apiData(BlogPostSchema);
/** GET /api/blogs/slug/{slug} answers 404 in this shape (the observed API's). */
export const BlogPostMissingSchema = z.object({ success: z.literal(false), data: z.null(), message: z.string() });
export type BlogPostResponse = z.infer<typeof BlogPostFoundSchema> | z.infer<typeof BlogPostMissingSchema>;

// ---------------------------------------------------------------- the staff editor

const withoutNul = z.refine<string>(hasNoNul, nulMessage);

/** Trimmed text that must not be empty, with the label in each message. */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`), withoutNul);

function isRealDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A section's text (posts and openings): its length and the formatting's rules (contracts/formatting/check-formatting.ts),
 * each refusal with its own words, in the editor as on the server.
 */
export const formattedSectionText = (max: number) =>
  text("Section text", max).check(
    z.superRefine((value, ctx) => {
      for (const code of checkFormatting(value)) ctx.issues.push({ code: "custom", message: formattingMessages[code], input: value });
    }),
  );

export const PostSectionInputSchema = z.object({
  title: text("Section title", postLimits.sectionTitleMax),
  /** Paragraphs separated by a blank line, with emphasis, links and lists (contracts/formatting/). */
  content: formattedSectionText(postLimits.sectionContentMax),
  icon: z._default(z.nullable(z.enum(iconNames, { error: "Choose an icon from the list" })), null),
});
export type PostSectionInput = z.output<typeof PostSectionInputSchema>;

const publishedFlag = z.boolean({ error: postMessages.publishedFlag });

/** Body of POST /api/staff/posts (→ 201 the StaffPost). */
export const PostInputSchema = z.object({
  title: text("Title", postLimits.titleMax),
  slug: z
    .string({ error: "Slug is required" })
    .check(
      z.trim(),
      z.minLength(1, "Slug is required"),
      z.maxLength(postLimits.slugMax, `Slug must be at most ${postLimits.slugMax} characters`),
      z.regex(new RegExp(postLimits.slugPattern), postMessages.slugPattern),
    ),
  /** YYYY-MM-DD */
  date: z
    .string({ error: "Date is required" })
    .check(
      z.minLength(1, "Date is required"),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be YYYY-MM-DD"),
      z.refine(isRealDate, "Date must be a real calendar date"),
    ),
  excerpt: text("Excerpt", postLimits.excerptMax),
  image: text("Image", postLimits.imageMax).check(z.regex(postImagePattern, postMessages.imagePattern)),
  colorScheme: z._default(z.nullable(z.enum(postColorSchemes, { error: "Choose a colour from the list" })), null),
  sections: z
    .array(PostSectionInputSchema, { error: "Sections are required" })
    .check(
      z.minLength(postLimits.sectionsMin, "A post needs at least one section"),
      z.maxLength(postLimits.sectionsMax, `A post can have at most ${postLimits.sectionsMax} sections`),
    ),
  published: z._default(publishedFlag, false),
  /**
   * A draft goes live at this moment (issue 30): within 15 seconds of it, on one instance of a fleet. Ignored for a
   * post published now; a time that has passed is refused (400 publishAtPast).
   */
  publishAt: z._default(z.nullable(isoInstant(postMessages.publishAtFormat, postMessages.publishAtRequired)), null),
});
/** What the editor sends (defaults may be left out). */
export type PostInput = z.input<typeof PostInputSchema>;
/** What the server stores: trimmed, with every default filled in. */
export type PostInputData = z.output<typeof PostInputSchema>;

/** The version the edit started from; a stale one answers 409 staleVersion. */
const VersionSchema = z.int32({ error: "version is required: reload the post and try again" }).check(z.minimum(1));

/** Body of PUT /api/staff/posts/{id} (→ the StaffPost). */
export const PostUpdateSchema = z.extend(PostInputSchema, { version: VersionSchema });
export type PostUpdateRequest = z.input<typeof PostUpdateSchema>;

/** Body of PATCH /api/staff/posts/{id}/publish (→ the StaffPost); with `version`, a stale one answers 409. */
export const PostPublishSchema = z.object({ published: publishedFlag, version: z.optional(VersionSchema) });
export type PostPublishRequest = z.infer<typeof PostPublishSchema>;

/** GET /api/staff/posts?page&limit&q&published: all posts, published or not, newest date first; q searches title and slug. */
export const StaffPostListQuerySchema = z.extend(ListQuerySchema, {
  published: enumFilter(postVisibilities, postMessages.publishedFlag),
});
export type StaffPostListQuery = ListInput<typeof StaffPostListQuerySchema>;

export const StaffPostSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  excerpt: z.string(),
  image: z.string(),
  colorScheme: z.nullable(PostColorSchemeSchema),
  published: z.boolean(),
  /** When a draft is set to go live by itself; null when none is set (always null once published). */
  publishAt: z.nullable(z.string()),
  /** /blog{n} shows this post in the static-article layout; null for posts made by staff. */
  staticNumber: z.nullable(z.number()),
  version: z.number(),
  sectionCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffPostSummary = z.infer<typeof StaffPostSummarySchema>;

export const StaffPostSchema = z.extend(z.omit(StaffPostSummarySchema, { sectionCount: true }), {
  sections: z.array(BlogSectionSchema),
  /** Public pages showing this post (empty while unpublished). */
  publicPaths: z.array(z.string()),
});
export type StaffPost = z.infer<typeof StaffPostSchema>;

export const StaffPostListResponseSchema = apiPage(StaffPostSummarySchema);
export const StaffPostResponseSchema = apiData(StaffPostSchema);

// ---------------------------------------------------------------- versions (issue 30, item 7)

/**
 * Every save of a post is kept as a version (what the editor wrote: title, address, date, excerpt, image, colours and
 * sections; not whether it was published), newest first:
 * - GET  /api/staff/posts/{id}/versions                       → data: { items: PostVersionSummary[] } (the last `postVersionsShown`)
 * - GET  /api/staff/posts/{id}/versions/{versionId}           → data: PostVersion
 * - POST /api/staff/posts/{id}/versions/{versionId}/restore   PostRestoreRequest → data: StaffPost (saved again as a new
 *   version; 409 when the post changed since `version`, or its old address is taken by another post)
 */
export const postVersionsShown = 50;

export const PostVersionParamsSchema = z.object({ id: PathIdSchema, versionId: PathIdSchema });

export const PostVersionSummarySchema = z.object({
  id: z.number(),
  /** The post's version this save made. */
  version: z.number(),
  savedAt: z.string(),
  /** The name of the member of staff who saved it; null for a save no account made (or an account since erased). */
  savedBy: z.nullable(z.string()),
  title: z.string(),
  slug: z.string(),
});
export type PostVersionSummary = z.infer<typeof PostVersionSummarySchema>;

export const PostVersionSchema = z.extend(PostVersionSummarySchema, {
  date: z.string(),
  excerpt: z.string(),
  image: z.string(),
  colorScheme: z.nullable(PostColorSchemeSchema),
  sections: z.array(BlogSectionSchema),
});
export type PostVersion = z.infer<typeof PostVersionSchema>;

export const PostVersionListResponseSchema = apiData(z.object({ items: z.array(PostVersionSummarySchema) }));
export const PostVersionResponseSchema = apiData(PostVersionSchema);

/** Body of POST …/restore: the post's version the restore was chosen from; a stale one answers 409 staleVersion. */
export const PostRestoreSchema = z.object({ version: VersionSchema });
export type PostRestoreRequest = z.infer<typeof PostRestoreSchema>;
