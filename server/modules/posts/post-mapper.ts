import { iconNames, type IconName } from "#contracts/icons";
import {
  postColorSchemes,
  type BlogPost,
  type BlogSummary,
  type BlogSection,
  type PostColorScheme,
  type StaffPost,
  type StaffPostSummary,
} from "#contracts/api/posts";
import { withFormatting } from "#server/lib/formatted-sections";
import type { PostRow, SectionRow } from "./post-repository";

/**
 * The one row mapper of `posts`: the public shape (docs/product/product-spec.md §3) and the staff
 * shapes read the same columns the same way. Rows written before an icon or colour left the lists
 * degrade to none rather than break the answer's schema.
 */
const knownIcons = new Set<string>(iconNames);
const knownSchemes = new Set<string>(postColorSchemes);

/** A stored colour scheme the site still has, else none (also for a kept version's, post-versions.ts). */
export const colorSchemeOf = (value: string | null) => (value && knownSchemes.has(value) ? (value as PostColorScheme) : null);

const staticNumberOf = (row: PostRow) => (row.static_number === null ? null : Number(row.static_number));

function toSection(section: Pick<SectionRow, "title" | "content" | "icon">): BlogSection {
  return {
    title: section.title,
    content: section.content,
    icon: section.icon && knownIcons.has(section.icon) ? (section.icon as IconName) : null,
  };
}

/** Groups sections (in reading order) by post id. */
export function sectionsByPost(sections: SectionRow[]): Map<number, SectionRow[]> {
  const byPost = new Map<number, SectionRow[]>();
  for (const section of sections) {
    const list = byPost.get(section.post_id);
    if (list) list.push(section);
    else byPost.set(section.post_id, [section]);
  }
  return byPost;
}

export function toBlogPost(row: PostRow, sections: SectionRow[]): BlogPost {
  const { _id, title, slug, date, excerpt, image_url, ...rest } = toBlogSummary(row);
  // The observed API's field order, sections after the image.
  return { _id, title, slug, date, excerpt, image_url, content_sections: withFormatting(sections.map(toSection)), ...rest };
}

/** A post as a list shows it: no sections. */
export function toBlogSummary(row: PostRow): BlogSummary {
  return {
    _id: String(row.id),
    title: row.title,
    slug: row.slug,
    date: row.date,
    excerpt: row.excerpt,
    image_url: row.image,
    color_scheme: colorSchemeOf(row.color_scheme),
    static_number: staticNumberOf(row),
    updated_at: row.updated_at,
  };
}

export function toStaffPostSummary(row: PostRow, sectionCount: number): StaffPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    excerpt: row.excerpt,
    image: row.image,
    colorScheme: colorSchemeOf(row.color_scheme),
    published: Number(row.published) === 1,
    publishAt: row.publish_at ?? null,
    staticNumber: staticNumberOf(row),
    version: Number(row.version),
    sectionCount,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Where the public sees a post: its page, its static-article twin and the lists. */
function publicPaths(post: StaffPostSummary) {
  if (!post.published) return [];
  return [`/blog/${post.slug}`, ...(post.staticNumber !== null ? [`/blog${post.staticNumber}`] : []), "/blog", "/bloglist"];
}

export function toStaffPost(row: PostRow, sections: SectionRow[]): StaffPost {
  const summary = toStaffPostSummary(row, sections.length);
  const { sectionCount: _sectionCount, ...post } = summary;
  return { ...post, sections: sections.map(toSection), publicPaths: publicPaths(summary) };
}
