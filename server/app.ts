import path from "node:path";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import type { LoadContextServices } from "#contracts/load-context";
import type { PublishedWordsReader } from "#contracts/published-words";
import { api } from "./api";
import type { Config } from "./config";
import type { DatabaseHandle, Db } from "./db/database";
import { registerErrorHandling } from "./errors";
import { groupCommitPlugin } from "./lib/group-commit-plugin";
import { liveWordsPlugin } from "./lib/live-words-plugin";
import { formInputPlugin } from "./lib/form-input";
import { lazyRequestLogger } from "./lib/lazy-request-logger";
import { mailPlugin } from "./modules/mail-outbox/mail-plugin";
import { applicationsPlugin } from "./modules/applications/applications-plugin";
import { attemptCounterPlugin } from "./modules/auth/attempt-counter-plugin";
import { authPlugin } from "./modules/auth/auth-plugin";
import { auditPlugin } from "./modules/audit/audit-plugin";
import { peoplePlugin } from "./modules/people/people-plugin";
import { contactPlugin } from "./modules/contact/contact-plugin";
import { mailOutboxPlugin } from "./modules/mail-outbox/mail-outbox-plugin";
import { newsletterPlugin } from "./modules/newsletter/newsletter-plugin";
import { campaignMediaRoutes } from "./modules/campaigns/campaign-image-routes";
import { campaignsPlugin } from "./modules/campaigns/campaigns-plugin";
import { siteImageMediaRoutes } from "./modules/site-images/site-image-routes";
import { formRelay } from "./web/form-relay";
import { livePagesPlugin } from "./web/live-pages-plugin";
import { routeErrorReport } from "./web/route-error-report";
import { openingsPageReader } from "./modules/openings/openings-page-reader";
import { openingsPlugin } from "./modules/openings/openings-plugin";
import { metricsPlugin } from "./modules/metrics/metrics-plugin";
import { metricsRoutes } from "./modules/metrics/metrics-routes";
import { blogPageReader } from "./modules/posts/blog-page-reader";
import { feedRoutes } from "./modules/posts/feed-routes";
import { postsPlugin } from "./modules/posts/posts-plugin";
import { quotePlugin } from "./modules/quotes/quote-plugin";
import { shipmentFromAcceptedQuote } from "./modules/shipments/shipment-from-quote";
import { shipmentsPlugin } from "./modules/shipments/shipments-plugin";
import { siteContentPlugin } from "./modules/site-content/site-content-plugin";
import { retentionJob } from "./modules/retention/retention-job";
import { seoRoutes } from "./modules/seo/seo-routes";
import { apiContracts } from "./plugins/api-contracts";
import { formRateLimit } from "./plugins/form-rate-limit";
import { redisPlugin } from "./plugins/redis";
import { representationsPlugin } from "./plugins/representations";
import { requestAddress } from "./plugins/request-address";
import { securityHeaders } from "./plugins/security-headers";
import { projectRoot } from "./project-root";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Db;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the pages too (off for API tests, which need no client build). */
  web?: "build" | "vite" | false;
  logger?: FastifyServerOptions["logger"];
  /** How long a request may take to arrive whole (REQUEST_TIMEOUT_MS; tests shorten it). */
  requestTimeoutMs?: number;
  /**
   * The words staff publish in the Content area, laid over the catalogues on the pages and in the visitor mails
   * (issue 30); tests pass their own. Left out: the site-content module's reader (`app.siteWords`).
   */
  publishedWords?: PublishedWordsReader;
}

/**
 * A request whose headers and body have not all arrived 30 s after it began is answered 408 and closed, as
 * deploy/nginx.conf and docs/deploy.md say (slow bodies were held 86 s, median, issue 33); Node checks every
 * `connectionsCheckingInterval`, 30 s by default, every second here.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The whole server, ready to listen or to be tested with inject(). It reads as the list of what the
 * server is: external plugins, then the application services each plugin decorates the instance with,
 * then the routes, then the pages. Routes and pages use the decorated services; nothing is created twice.
 */
export async function buildApp({
  config,
  database,
  web = "build",
  logger,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  publishedWords,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    childLoggerFactory: lazyRequestLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // A request still arriving after this is stuck or hostile, not slow.
    requestTimeout: requestTimeoutMs,
    // Given to Node when the server is made too: set afterwards (as Fastify does), Node 20 kept its own defaults
    // (a 60 s header time-out) and let a slow body run on.
    http: { requestTimeout: requestTimeoutMs, headersTimeout: requestTimeoutMs, connectionsCheckingInterval: 1_000 },
    return503OnClosing: true,
    // Fastify refuses path parameters over 100 characters by default; blog slugs may have 120, and a longer one must still answer "Blog not found".
    routerOptions: { maxParamLength: 16_384 },
    // The build is read before its plugin registers (loadSite, below); 60 s rather than Fastify's 10 s still leaves
    // room for the other plugins on a busy two-core machine, where the 10 s once ran out (issue 12).
    pluginTimeout: 60_000,
    // A malformed address (a bad %-escape) is the caller's mistake: answer it in the API's own shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void (reply as FastifyReply)
        .code(status)
        .send({ success: false, message: status === 400 ? "The address is not valid." : error.message });
    },
  });

  // External: configuration, database, Redis, errors, headers, compression, rate limits, API contracts.
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  registerErrorHandling(app);
  await app.register(requestAddress);
  await app.register(redisPlugin);
  await app.register(securityHeaders, { https: config.publicUrl.startsWith("https:"), dev: web === "vite" });
  // Request bodies are never decompressed: no browser sends them compressed, and inflating one is work (and a
  // zip bomb) before any limit is checked; the plugin's per-request hook for it went with it (issue 18).
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"], globalDecompression: false });
  await app.register(formRateLimit);
  await app.register(formInputPlugin);
  await app.register(representationsPlugin);
  await app.register(apiContracts);

  // Application services, each decorating the instance once. Metrics first: its hook times every request.
  await app.register(metricsPlugin);
  await app.register(mailPlugin);
  await app.register(mailOutboxPlugin);
  await app.register(groupCommitPlugin);
  await app.register(openingsPlugin);
  await app.register(applicationsPlugin);
  await app.register(contactPlugin);
  // An online acceptance books its shipment in the same transaction (issue 31).
  await app.register(quotePlugin, { createShipmentFromQuote: shipmentFromAcceptedQuote });
  await app.register(newsletterPlugin);
  await app.register(campaignsPlugin);
  await app.register(shipmentsPlugin);
  // The words staff publish over the catalogues (issue 30): app.siteWords is what the web host reads.
  await app.register(siteContentPlugin);
  await app.register(attemptCounterPlugin);
  await app.register(auditPlugin);
  await app.register(authPlugin);
  await app.register(postsPlugin);
  await app.register(peoplePlugin);
  await app.register(retentionJob);
  // The published words (issue 30): this instance follows each release, and so do its mails and its pages.
  await app.register(liveWordsPlugin, { reader: publishedWords ?? app.siteWords });
  // The build is read here, before any route registers (the time it takes on a busy machine does not count against
  // the plugin timeout): the staff's page preview and the sitemap read its pages too.
  const site =
    web === "build"
      ? await (await import("./web/web-host")).loadSite(path.resolve(projectRoot, config.buildDir), config.publicUrl)
      : undefined;
  await app.register(livePagesPlugin, { site });

  // Routes: /api, then /metrics for the operators' scraper, robots.txt, sitemap.xml, the blog feed and campaign images.
  await app.register(api, { prefix: "/api" });
  await app.register(metricsRoutes);
  await app.register(seoRoutes, {
    sources: [() => app.blog.sitemapEntries(), () => app.careers.sitemapEntries()],
    pageLastModified: (path) => app.livePages?.lastModified(path),
  });
  await app.register(feedRoutes);
  await app.register(campaignMediaRoutes);
  await app.register(siteImageMediaRoutes);

  // The pages, whose loaders read the same services (blog, openings) through the load context (a database outage becomes a 503 page).
  const blogPages = blogPageReader(app.blog);
  const openingPages = openingsPageReader(app.careers);
  const loadContext = (request: FastifyRequest): LoadContextServices => ({
    blogs: blogPages,
    openings: openingPages,
    quoteOffers: { view: (token, lang) => app.quoteOffers.view(token, lang) },
    forms: formRelay(app, request),
    reportError: routeErrorReport(request.log, app.logThrottled),
  });
  if (site) {
    const { webHost } = await import("./web/web-host");
    await app.register(webHost, {
      site,
      livePages: app.livePages ?? undefined,
      loadContext,
      onContentChange: (listener) => {
        app.blog.onInvalidate(listener);
        app.careers.onInvalidate(listener);
      },
    });
  } else if (web === "vite") {
    const { viteDevHost } = await import("./web/vite-dev-host");
    await app.register(viteDevHost, { loadContext });
  }
  return app;
}
