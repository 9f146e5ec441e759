import { describe, expect, it } from "vitest";
import { postLimits } from "#contracts/api/posts";
import { slugify } from "./slugify";

describe("slugify", () => {
  it.each([
    ["Cold Chain: 5 Tips for India!", "cold-chain-5-tips-for-india"],
    ["  Customs & Compliance  ", "customs-and-compliance"],
    ["Café Exports — Résumé", "cafe-exports-resume"],
    ["<script>alert(1)</script>", "script-alert-1-script"],
    ["'; DROP TABLE posts; --", "drop-table-posts"],
    ["---", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
    if (slug) expect(slug).toMatch(new RegExp(postLimits.slugPattern));
  });

  it("keeps within the slug limit without a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(119)} b`);
    expect(slug.length).toBeLessThanOrEqual(postLimits.slugMax);
    expect(slug.endsWith("-")).toBe(false);
  });
});
