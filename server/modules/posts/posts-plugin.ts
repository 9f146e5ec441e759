import fp from "fastify-plugin";
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

/** The posts table's services, one per app: every reader shares the blog's cache, and every write clears it. */
export const postsPlugin = fp(
  async (app) => {
    const blog = createBlogService(app.db, app.representations, {
      onStale: (key, error) => app.log.warn({ err: error, key }, "blog: the database did not answer; serving the last good copy"),
    });
    app.decorate("blog", blog);
    app.decorate("staffPosts", createStaffPostService(app.db, blog));
  },
  { name: "posts", dependencies: ["representations"] },
);
