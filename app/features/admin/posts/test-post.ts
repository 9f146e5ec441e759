import type { StaffPost } from "#contracts/api/posts";

/** A saved, published post as the staff API answers it, for the post editor's tests. */
export const testPost: StaffPost = {
  id: 7,
  slug: "cold-chain-basics",
  title: "Cold chain basics",
  date: "2026-03-14",
  excerpt: "How reefers keep cargo cool.",
  image: "/media/blog/reefer.svg",
  colorScheme: "teal",
  published: true,
  publishAt: null,
  staticNumber: null,
  version: 3,
  createdAt: "2026-03-14T08:00:00.000Z",
  updatedAt: "2026-03-14T08:00:00.000Z",
  sections: [{ title: "Why it matters", content: "Fruit spoils.", icon: null }],
  publicPaths: ["/blog/cold-chain-basics"],
};
