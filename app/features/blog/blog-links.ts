import type { LinkDescriptor } from "react-router";
import { blogFeedPath } from "#contracts/blog";
import { site } from "#app/content/site";

/** Every blog page points feed readers at the RSS feed. */
export const blogFeedLinks = (): LinkDescriptor[] => [
  { rel: "alternate", type: "application/rss+xml", title: `${site.name} blog`, href: blogFeedPath },
];
