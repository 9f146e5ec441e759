import { quoteOfferPaths } from "#contracts/api/quote-offer";
import { pathIn, type LanguageCode } from "#contracts/languages";
import type { Config } from "#server/config";

/**
 * The personal link of a priced quote's e-mail (issue 31) carries a link token (server/lib/link-token.ts). When a link for a price valid until `validUntil` (YYYY-MM-DD) stops working: the end of that day anywhere on earth
 * (UTC-12), the rule the desk's validity date is checked with (earliestReadyDate(), contracts/forms/quote.ts), so a
 * buyer on their own calendar's last day is never refused.
 */
export function offerLinkExpiry(validUntil: string): string {
  const dayAfter = new Date(`${validUntil}T00:00:00.000Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  return `${dayAfter.toISOString().slice(0, 10)}T12:00:00.000Z`;
}

/** The page the link opens, in the language the buyer's mails are written in. */
export function offerLinkUrl(config: Pick<Config, "publicUrl">, lang: LanguageCode, token: string): string {
  return `${config.publicUrl}${pathIn(lang, quoteOfferPaths.page)}?t=${encodeURIComponent(token)}`;
}
