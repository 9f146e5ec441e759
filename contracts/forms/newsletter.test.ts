import { describe, expect, it } from "vitest";
import { codesOf } from "../i18n/codes";
import { newsletterMessages } from "./newsletter-messages";
import { newsletterSchema } from "./newsletter";
import { sanitizeNewsletterInput } from "./sanitize";

/** The codes the rules report; their exact English is checked in spec-messages.test.ts. */
const m = codesOf(newsletterMessages);

function firstError(email: unknown) {
  const result = newsletterSchema.safeParse(sanitizeNewsletterInput({ email, source: "footer" }));
  return result.success ? null : result.error.issues[0].message;
}

describe("newsletter email (docs/product/product-spec.md §5)", () => {
  it.each([
    ["", m.emailRequired],
    ["   ", m.emailRequired],
    [undefined, m.emailRequired],
    [42, m.emailRequired],
    ["plainaddress", m.emailInvalid],
    ["a@b", m.emailInvalid],
    ["@b.co", m.emailInvalid],
    ["a@.co", m.emailInvalid],
    ["a b@c.co", m.emailInvalid],
    ["a@b.", m.emailInvalid],
    ["a@@b.co", m.emailInvalid],
    ["someone@example.com", null],
    ["  Someone@Example.com ", null],
    ["<someone@example.com>", null],
    [`${"a".repeat(260)}@b.co`, m.emailInvalid], // cut to 254 leaves no at sign
  ])("%j → %j", (email, expected) => {
    expect(firstError(email)).toBe(expected);
  });

  it("returns the sanitised address and defaults the source to footer", () => {
    const result = newsletterSchema.safeParse(sanitizeNewsletterInput({ email: " A@B.CO " }));
    expect(result.success && result.data).toEqual({ email: "a@b.co", source: "footer" });
  });
});
