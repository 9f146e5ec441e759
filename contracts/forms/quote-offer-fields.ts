/**
 * The priced quote's page and its answers (issue 31) without the schemas: the addresses, the limits, the decline
 * reasons and where a link stands. The page's script reads these; the schemas (contracts/api/quote-offer.ts, which
 * bring zod) stay on the server and out of its first-render JavaScript.
 */
import { noteLimits } from "../api/note-limits";

/** The page's address; the link of the mail is this path in the buyer's language, with `?t=<token>`. */
export const quoteOfferPaths = {
  page: "/quote/offer",
  accept: "/api/quotes/offer/accept",
  decline: "/api/quotes/offer/decline",
  ask: "/api/quotes/offer/ask",
} as const;

/** 32 random bytes in base64url are 43 characters; anything much longer is no token of ours. */
export const quoteOfferLimits = {
  tokenMax: 128,
  /**
   * The name signed with: the quote form's own limit (CAREERS_NAME_MAX, contracts/forms/limits.ts; a test keeps the two
   * equal). Written here, not imported: the page importing limits.ts split it into a chunk of its own and every page's
   * first-render JavaScript grew by the preload entry naming it.
   */
  nameMax: 50,
  purchaseOrderMax: 50,
  detailsMax: noteLimits.maxLength,
  questionMax: noteLimits.maxLength,
} as const;

/** Why a buyer declines, in the order the page offers them; `other` needs their own words. */
export const declineReasons = ["price", "transit-time", "other-provider", "cancelled", "other"] as const;
export type DeclineReason = (typeof declineReasons)[number];

/**
 * Where the link stands, as the page shows it: `open` takes an answer; the others say why not. `revising` is a quote
 * the desk took back to price again, `closed` one the desk marked lost.
 */
export const quoteOfferStates = ["open", "accepted", "declined", "expired", "closed", "revising"] as const;
export type QuoteOfferState = (typeof quoteOfferStates)[number];
