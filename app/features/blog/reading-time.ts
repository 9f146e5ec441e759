import type { BlogPost } from "#contracts/blog";

/** An adult reads about 200–250 words a minute of web prose; 200 errs toward the slower reader. */
export const wordsPerMinute = 200;

/** Whole minutes to read a post's sections, at least one. */
export function readingMinutes(post: Pick<BlogPost, "content_sections">): number {
  const words = post.content_sections
    .map((section) => `${section.title} ${section.content}`)
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}
