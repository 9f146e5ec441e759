import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { repeatEvery } from "#server/lib/repeating-task";
import { createBlogService, type BlogService } from "./blog-service";
import { createStaffPostService, type StaffPostService } from "./staff-post-service";

declare module "fastify" {
  interface FastifyInstance {
    /** The public blog's cached reads (routes, feed, sitemap, and the pages' loaders). */
    blog: BlogService;
    /** Staff editing of posts; every write clears `blog`. */
    staffPosts: StaffPostService;
  }
}

/**
 * Publishes the scheduled posts whose time has come; each is recorded in the audit trail with no member of staff as
 * its author, by the one instance that published it.
 */
export async function publishScheduledPosts(
  { staffPosts, audit, log }: Pick<FastifyInstance, "staffPosts" | "audit" | "log">,
  now = new Date(),
) {
  for (const post of await staffPosts.publishDue(now)) {
    log.info({ post: post.id, slug: post.slug }, "posts: published a scheduled post");
    await audit.record({
      actor: { id: null, email: null },
      action: "post.scheduled-publish",
      subject: { type: "post", id: post.id },
      ip: "",
    });
  }
}

/** How often every instance publishes the scheduled posts whose time has come. */
const scheduleTickMs = 15_000;

/**
 * The posts table's services, one per app: every reader shares the blog's cache, and every write clears it. Its tick
 * publishes scheduled posts within `scheduleTickMs` of their time, each by one instance of a fleet (the one whose
 * conditional UPDATE wins it), which records it in the audit trail with no member of staff as its author.
 */
export const postsPlugin = fp(
  async (app, { intervalMs = scheduleTickMs }: { intervalMs?: number }) => {
    const blog = createBlogService(app.db, app.representations, {
      onStale: (key, error) => app.log.warn({ err: error, key }, "blog: the database did not answer; serving the last good copy"),
    });
    app.decorate("blog", blog);
    const staffPosts = createStaffPostService(app.db, blog);
    app.decorate("staffPosts", staffPosts);
    repeatEvery(app, intervalMs, () => publishScheduledPosts(app), {
      onFailure: (error) => app.log.warn({ err: error }, "posts: publishing the scheduled posts failed; trying again"),
    });
  },
  { name: "posts", dependencies: ["representations", "audit"] },
);
