import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Mirrors docs/product/product-spec.md §2.1 and docs/product/decisions.md (Routes).
 * Matching ignores case, so /blogList finds /bloglist. Every public page also exists under each
 * language's code (docs/i18n.md); the root loader checks the code.
 */

/** A public page in every language: English at the spec's path, the others under their code (/hi/contact). */
const page = (path: string, file: string, options?: { id: string }) => route(path ? `:lang?/${path}` : ":lang?", file, options ?? {});

export default [
  page("", "routes/home.tsx"),
  page("about-us", "routes/about-us.tsx"),
  page("philosophy", "routes/philosophy.tsx"),
  page("our-team", "routes/our-team.tsx"),
  page("how-it-works", "routes/how-it-works.tsx"),
  page("services", "routes/services.tsx"),
  page("services/:serviceId", "routes/service-detail.tsx"),
  page("industries", "routes/industries.tsx"),
  page("industries/:industryId", "routes/industry-detail.tsx"),
  page("achievements", "routes/achievements.tsx"),
  page("green-logistics", "routes/green-logistics.tsx"),
  page("co2-calculator", "routes/co2-calculator.tsx"),
  page("careers", "routes/careers.tsx"),
  page("careers/:slug", "routes/careers-opening.tsx"),
  page("contact", "routes/contact.tsx"),
  page("quote", "routes/quote.tsx"),
  page("quote/offer", "routes/quote-offer.tsx"),
  page("track", "routes/track.tsx"),
  page("privacy", "routes/privacy.tsx"),
  page("accessibility", "routes/accessibility.tsx"),
  page("newsletter", "routes/newsletter.tsx"),
  page("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  page("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  page("blog", "routes/blog.tsx"),
  page("bloglist", "routes/blog-list.tsx"),
  page("blog/:slug", "routes/blog-post.tsx"),
  // /blog1 … /blog9: the static-article layout of the matching seeded post.
  ...Array.from({ length: 9 }, (_, i) => page(`blog${i + 1}`, "routes/static-article.tsx", { id: `static-article-${i + 1}` })),
  // Staff area: server-rendered as an empty shell, guarded in the browser, never indexed.
  route("admin", "routes/admin/root.tsx", [
    index("routes/admin/index.tsx"),
    route("login", "routes/admin/login.tsx"),
    route("invite", "routes/admin/invite.tsx"),
    layout("routes/admin/shell.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("applications", "routes/admin/applications.tsx"),
      route("applications/:id", "routes/admin/application-detail.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("messages/:id", "routes/admin/message-detail.tsx"),
      route("quotes", "routes/admin/quotes.tsx"),
      route("quotes/:id", "routes/admin/quote-detail.tsx"),
      route("shipments", "routes/admin/shipments.tsx"),
      route("shipments/new", "routes/admin/shipment-editor.tsx", { id: "admin-shipment-new" }),
      route("shipments/:id", "routes/admin/shipment-editor.tsx", { id: "admin-shipment-edit" }),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("newsletters", "routes/admin/newsletters.tsx"),
      route("newsletters/new", "routes/admin/newsletter-campaign.tsx", { id: "admin-newsletter-new" }),
      route("newsletters/:id", "routes/admin/newsletter-campaign.tsx", { id: "admin-newsletter-edit" }),
      route("mail", "routes/admin/mail-outbox.tsx"),
      route("posts", "routes/admin/posts.tsx"),
      route("posts/new", "routes/admin/post-editor.tsx", { id: "admin-post-new" }),
      route("posts/:id", "routes/admin/post-editor.tsx", { id: "admin-post-edit" }),
      route("openings", "routes/admin/openings.tsx"),
      route("openings/new", "routes/admin/opening-editor.tsx", { id: "admin-opening-new" }),
      route("openings/:id", "routes/admin/opening-editor.tsx", { id: "admin-opening-edit" }),
      route("settings", "routes/admin/settings.tsx"),
      route("staff", "routes/admin/staff-accounts.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("people", "routes/admin/people.tsx"),
      route("content", "routes/admin/content.tsx"),
      route("content/versions", "routes/admin/content-versions.tsx"),
      route("content/:key", "routes/admin/content-page.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  page("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
