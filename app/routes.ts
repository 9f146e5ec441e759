import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Mirrors docs/product/product-spec.md §2.1 and docs/product/decisions.md (Routes).
 * Matching ignores case, so /blogList finds /bloglist.
 */
export default [
  index("routes/home.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("philosophy", "routes/philosophy.tsx"),
  route("our-team", "routes/our-team.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:serviceId", "routes/service-detail.tsx"),
  route("industries", "routes/industries.tsx"),
  route("industries/:industryId", "routes/industry-detail.tsx"),
  route("achievements", "routes/achievements.tsx"),
  route("green-logistics", "routes/green-logistics.tsx"),
  route("co2-calculator", "routes/co2-calculator.tsx"),
  route("careers", "routes/careers.tsx"),
  route("careers/:slug", "routes/careers-opening.tsx"),
  route("contact", "routes/contact.tsx"),
  route("quote", "routes/quote.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("accessibility", "routes/accessibility.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("blog", "routes/blog.tsx"),
  route("bloglist", "routes/blog-list.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  // /blog1 … /blog9: the static-article layout of the matching seeded post.
  ...Array.from({ length: 9 }, (_, i) => route(`blog${i + 1}`, "routes/static-article.tsx", { id: `static-article-${i + 1}` })),
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
      route("subscribers", "routes/admin/subscribers.tsx"),
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
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
