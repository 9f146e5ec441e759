import { postLimits } from "#contracts/api/posts";

/** "Cold Chain: 5 Tips for India!" → "cold-chain-5-tips-for-india" (accents dropped, as the slug pattern allows only a-z, 0-9 and hyphens). */
export function slugify(title: string) {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, postLimits.slugMax)
    .replace(/-+$/g, "");
}
