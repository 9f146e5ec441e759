import { describe, expect, it } from "vitest";
import { shareLinks } from "./share-links";

describe("shareLinks", () => {
  const links = shareLinks("Cold chain & you", "https://example.in/blog/cold-chain?x=1", { email: "E-mail" });

  it("offers e-mail, WhatsApp, LinkedIn and X, each carrying the post's address, encoded", () => {
    expect(links.map((link) => link.name)).toEqual(["E-mail", "WhatsApp", "LinkedIn", "X"]);
    for (const link of links) expect(link.href).toContain(encodeURIComponent("https://example.in/blog/cold-chain?x=1"));
  });

  it("leaves no raw ampersand of the title to split a query string", () => {
    const x = new URL(links[3].href);
    expect(x.searchParams.get("text")).toBe("Cold chain & you");
    expect(x.searchParams.get("url")).toBe("https://example.in/blog/cold-chain?x=1");
  });
});
