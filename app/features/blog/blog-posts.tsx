import { Suspense, type ReactNode } from "react";
import { Await } from "react-router";
import { BlogCard, BlogCardSkeleton } from "./blog-card";
import { useBlogCopy } from "./blog-copy-context";
import { serverRendered, type BlogListData } from "./blog-data";
import { BlogNotice } from "./blog-notice";

const grid = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** How many cards to hold space for: what the last list said exists, else a row or two. */
const expectedCount = (limit: number) => Math.max(1, Math.min(limit, serverRendered.total ?? 6));

function PostsGrid({ list, headingLevel }: { list: BlogListData; headingLevel: 2 | 3 }) {
  const { chrome } = useBlogCopy();
  if (list.posts.length === 0) return <BlogNotice text={chrome.empty} />;
  return (
    <ul className={grid}>
      {list.posts.map((post, index) => (
        <li key={post._id}>
          <BlogCard post={post} headingLevel={headingLevel} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The posts of a list page in their four states (docs/product/product-spec.md §4): loading (skeleton
 * cards of the final size), error, empty and loaded. Data already at hand (the
 * server render, a cache hit) is rendered without a Suspense boundary: React
 * streams a large boundary after the shell in a hidden element, and the posts
 * must be readable in the HTML without JavaScript.
 */
export function BlogPosts({
  data,
  limit,
  headingLevel,
  error,
}: {
  data: BlogListData | Promise<BlogListData>;
  limit: number;
  headingLevel: 2 | 3;
  error: ReactNode;
}) {
  if (!(data instanceof Promise)) return <PostsGrid list={data} headingLevel={headingLevel} />;
  return (
    <Suspense
      fallback={
        <div className={grid} aria-busy="true">
          {Array.from({ length: expectedCount(limit) }, (_, i) => (
            <BlogCardSkeleton key={i} />
          ))}
        </div>
      }
    >
      <Await resolve={data} errorElement={error}>
        {(list: BlogListData) => <PostsGrid list={list} headingLevel={headingLevel} />}
      </Await>
    </Suspense>
  );
}
