import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./csp";

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external ones", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="module">import "b"</script>`;
    const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "b"')]);
  });
});

describe("contentSecurityPolicy", () => {
  it("never allows unsafe-inline scripts outside development", () => {
    const policy = contentSecurityPolicy({ scriptSources: ["'nonce-abc'"], https: true });
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("does not upgrade requests on plain http (local installs)", () => {
    expect(contentSecurityPolicy({ scriptSources: [], https: false })).not.toContain("upgrade-insecure-requests");
  });
});
