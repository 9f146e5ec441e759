import { describe, expect, it } from "vitest";
import { noteLimits } from "../api/notes";
import { QuoteAcceptRequestSchema, QuoteAskRequestSchema } from "../api/quote-offer";
import { CAREERS_NAME_MAX } from "./limits";
import { quoteOfferLimits } from "./quote-offer-fields";

describe("the quote page's limits, kept apart from the schemas", () => {
  it("are the limits the schemas check", () => {
    expect(quoteOfferLimits.nameMax).toBe(CAREERS_NAME_MAX);
    expect(quoteOfferLimits.questionMax).toBe(noteLimits.maxLength);
    const accept = (name: string) => QuoteAcceptRequestSchema.safeParse({ token: "t", name, consent: true }).success;
    expect(accept("A".repeat(quoteOfferLimits.nameMax))).toBe(true);
    expect(accept("A".repeat(quoteOfferLimits.nameMax + 1))).toBe(false);
    const ask = (question: string) => QuoteAskRequestSchema.safeParse({ token: "t", question }).success;
    expect(ask("q".repeat(quoteOfferLimits.questionMax))).toBe(true);
    expect(ask("q".repeat(quoteOfferLimits.questionMax + 1))).toBe(false);
  });
});
