/**
 * The priced quote as its personal page shows it (issue 31), read on the server by the page's loader (no HTTP hop):
 * everything already in the page's language, formatted the language's way.
 */
import type { QuoteOfferState } from "./forms/quote-offer-fields";
import type { LanguageCode } from "./languages";

export interface QuoteOfferView {
  state: QuoteOfferState;
  reference: string;
  /** The buyer, as they wrote their name and company in the request. */
  name: string;
  company: string;
  /** "USD 1,250.00", grouped the language's way. */
  price: string;
  /** The last day the price holds, as a long date in the language. */
  validUntil: string;
  /** The desk's own words, as typed. */
  terms: string;
  /** What the quote prices, as label and value in the request form's order (the lines of the quote's e-mail). */
  summary: { label: string; value: string }[];
  /** Who accepted it and on which day (a long date); null unless accepted online. */
  acceptance: { name: string; date: string } | null;
}

export interface QuoteOfferReader {
  /** Null when no quote has this link (never issued, or replaced by a newer mail). Reading changes nothing. */
  view(token: string, lang: LanguageCode): Promise<QuoteOfferView | null>;
}
