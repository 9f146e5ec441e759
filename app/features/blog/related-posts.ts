import type { BlogReader } from "#contracts/blog";
import { toSummary, type BlogSummary } from "./blog-data";

/** How many other posts close an article. Posts carry no topics yet, so "related" means the newest others. */
export const relatedCount = 3;

export function othersThan(slug: string, posts: BlogSummary[]): BlogSummary[] {
  return posts.filter((post) => post.slug !== slug).slice(0, relatedCount);
}

/** On the server: straight from the database. */
export async function relatedFromReader(reader: BlogReader, slug: string): Promise<BlogSummary[]> {
  const { posts } = await reader.list({ page: 1, limit: relatedCount + 1 });
  return othersThan(slug, posts.map(toSummary));
}
