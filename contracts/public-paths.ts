/**
 * The public pages whose HTML does not depend on the database. They are
 * prerendered at build time and listed in the sitemap; blog pages are added
 * to the sitemap from the database, and so are /careers and its openings (they list open openings).
 */
export const serviceNumbers = Array.from({ length: 12 }, (_, i) => i + 1);

/** There is no industrie9: the observed site never had one (docs/product/decisions.md, Routes). */
export const industryIds = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14].map((n) => `industrie${n}`);

export const staticPublicPaths = [
  "/",
  "/about-us",
  "/philosophy",
  "/how-it-works",
  "/services",
  ...serviceNumbers.map((n) => `/services/service${n}`),
  "/industries",
  ...industryIds.map((id) => `/industries/${id}`),
  "/achievements",
  "/green-logistics",
  "/co2-calculator",
  "/contact",
  "/quote",
  "/privacy",
  "/accessibility",
];

/** Prerendered but kept out of the sitemap and search results. */
export const unlistedStaticPaths = ["/our-team", "/track"];

/** The staff area (/admin and below): no public shell, no splash, never indexed. */
export function isStaffAreaPath(pathname: string) {
  return /^\/admin(\/|$)/i.test(pathname);
}
