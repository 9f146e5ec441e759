import path from "node:path";
import { fileURLToPath } from "node:url";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { LoadContextServices } from "#contracts/load-context";
import { api } from "./api";
import type { Config } from "./config";
import type { DatabaseHandle, Db } from "./db/database";
import { registerErrorHandling } from "./errors";
import { mailPlugin } from "./mail/mail-plugin";
import { blogFeedRoutes, blogSitemapSource } from "./modules/blogs/blog-feed-routes";
import { blogService } from "./modules/blogs/blog-service";
import { retentionJob } from "./modules/retention/retention-job";
import { seoRoutes } from "./modules/seo/seo-routes";
import { securityHeaders } from "./plugins/security-headers";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Db;
  }
}

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the pages too (off for API tests, which need no client build). */
  web?: "build" | "vite" | false;
  logger?: FastifyServerOptions["logger"];
}

/** The whole server, ready to listen or to be tested with inject(). */
export async function buildApp({ config, database, web = "build", logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // A page or API call that takes longer than this is stuck, not slow.
    requestTimeout: 30_000,
    return503OnClosing: true,
  });
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);

  registerErrorHandling(app);
  await app.register(securityHeaders, { https: config.publicUrl.startsWith("https:"), dev: web === "vite" });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(mailPlugin);
  await app.register(api, { prefix: "/api" });
  await app.register(retentionJob);
  await app.register(seoRoutes, { sources: [blogSitemapSource] });
  await app.register(blogFeedRoutes);

  const blogs = blogService(database.db);
  const loadContext = (): LoadContextServices => ({ blogs });
  if (web === "build") {
    const { webHost } = await import("./web/web-host");
    await app.register(webHost, { buildDir: path.resolve(projectRoot, config.buildDir), loadContext, onContentChange: (listener) => blogs.onInvalidate(listener) });
  } else if (web === "vite") {
    const { viteDevHost } = await import("./web/vite-dev-host");
    await app.register(viteDevHost, { loadContext });
  }
  return app;
}
