/**
 * The nine articles that seed the blog database on a fresh install. The same
 * posts are shown at /blog/{slug} and, in the static-article layout, at
 * /blog1 … /blog9 (see docs/product/decisions.md, "Blog model"). Staff edit them afterwards
 * in the admin area; this file is only the starting content.
 *
 * The articles are content, not code, so their words live in seed-posts.json: a section is a list of paragraphs,
 * which the article layouts read as plain text separated by a blank line ("\n\n").
 */
import { postColorSchemes, type PostColorScheme } from "#contracts/api/posts";
import { iconNames, type IconName } from "#contracts/icons";
import articles from "./seed-posts.json" with { type: "json" };

export interface SeedPost {
  /** /blog{staticNumber} shows this post in the static-article layout. */
  staticNumber: number;
  slug: string;
  title: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  excerpt: string;
  image: string;
  colorScheme: PostColorScheme;
  sections: { title: string; content: string; icon: IconName }[];
}

/** JSON has no types: a colour scheme or icon the site lacks stops the seed (and its tests) rather than a page. */
function oneOf<Name extends string>(names: readonly Name[], value: string, what: string): Name {
  if (!(names as readonly string[]).includes(value)) throw new Error(`seed-posts.json: "${value}" is no ${what}`);
  return value as Name;
}

export const seedPosts: SeedPost[] = articles.map(({ colorScheme, sections, ...post }) => ({
  ...post,
  colorScheme: oneOf(postColorSchemes, colorScheme, "colour scheme"),
  sections: sections.map(({ title, icon, paragraphs }) => ({
    title,
    icon: oneOf(iconNames, icon, "icon"),
    content: paragraphs.join("\n\n"),
  })),
}));
