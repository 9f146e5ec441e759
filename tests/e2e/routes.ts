import { staticPublicPaths, unlistedStaticPaths } from "../../contracts/public-paths";

/** Every public screen the browser tests visit: the prerendered pages plus one of each blog page kind. */
export const publicPages = [
  ...staticPublicPaths,
  ...unlistedStaticPaths,
  "/blog",
  "/bloglist",
  "/blog/supply-chain-optimization-strategies",
  "/blog1",
];
