import { industryIds, serviceNumbers } from "../../contracts/public-paths";

/** Every public screen the browser tests visit (blog posts are added by the blog suite). */
export const publicPages = [
  "/",
  "/about-us",
  "/philosophy",
  "/our-team",
  "/how-it-works",
  "/services",
  ...serviceNumbers.map((n) => `/services/service${n}`),
  "/industries",
  ...industryIds.map((id) => `/industries/${id}`),
  "/achievements",
  "/green-logistics",
  "/co2-calculator",
  "/careers",
  "/contact",
  "/privacy",
  "/blog",
  "/bloglist",
  "/blog/supply-chain-optimization-strategies",
  "/blog1",
];
