import type { Db } from "#server/db/database";
import { rememberSeeded, seededBefore as readSeeded } from "#server/db/seed-marker";
import { nowIso } from "#server/lib/time";
import { existingSlugs, insertPost, usedStaticNumbers } from "#server/modules/posts/post-repository";
import { seedPosts } from "#server/modules/posts/seed-posts";

/** Remembers which articles were ever seeded, so one that staff deleted does not come back at the next start. */
export const seededSlugsKey = "seed.blog-posts";

/**
 * The nine articles of docs/product/product-spec.md §2.7, published, on a fresh database. Runs at every
 * start: inserts only articles that are missing and were never seeded before;
 * never touches a post staff have edited.
 */
export async function seed(db: Db) {
  await db.transaction().execute(async (trx) => {
    const seededBefore = await readSeeded(trx, seededSlugsKey);
    const present = await existingSlugs(trx);
    const takenNumbers = await usedStaticNumbers(trx);
    const now = nowIso();
    for (const post of seedPosts) {
      if (present.has(post.slug) || seededBefore.has(post.slug)) continue;
      await insertPost(
        trx,
        {
          ...post,
          // A staff post may already hold the number; the article then lives at /blog/{slug} only.
          staticNumber: takenNumbers.has(post.staticNumber) ? null : post.staticNumber,
          published: true,
          publishAt: null,
        },
        now,
      );
    }
    await rememberSeeded(
      trx,
      seededSlugsKey,
      seededBefore,
      seedPosts.map((post) => post.slug),
      now,
    );
  });
}
