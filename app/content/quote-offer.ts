/**
 * The priced quote's personal page (issue 31, /quote/offer?t=…): its words in one language. The quote itself (price,
 * terms, what it covers) comes from the server already in the page's language (contracts/quote-offer-reader.ts).
 */
import { declineReasons, type DeclineReason, type QuoteOfferState } from "#contracts/forms/quote-offer-fields";
import { quoteOfferMessages } from "#contracts/forms/quote-offer-messages";
import { messagesOf, type Translate } from "#contracts/i18n/translate";

export default function quoteOfferContent(t: Translate) {
  const states: Record<Exclude<QuoteOfferState, "open"> | "invalid", { heading: string; text: string }> = {
    accepted: { heading: t("quoteOffer.states.accepted.heading"), text: t("quoteOffer.states.accepted.text") },
    declined: { heading: t("quoteOffer.states.declined.heading"), text: t("quoteOffer.states.declined.text") },
    expired: { heading: t("quoteOffer.states.expired.heading"), text: t("quoteOffer.states.expired.text") },
    closed: { heading: t("quoteOffer.states.closed.heading"), text: t("quoteOffer.states.closed.text") },
    revising: { heading: t("quoteOffer.states.revising.heading"), text: t("quoteOffer.states.revising.text") },
    invalid: { heading: t("quoteOffer.states.invalid.heading"), text: t("quoteOffer.states.invalid.text") },
  };
  const reasons: Record<DeclineReason, string> = {
    price: t("quoteOffer.decline.reasons.price"),
    "transit-time": t("quoteOffer.decline.reasons.transit-time"),
    "other-provider": t("quoteOffer.decline.reasons.other-provider"),
    cancelled: t("quoteOffer.decline.reasons.cancelled"),
    other: t("quoteOffer.decline.reasons.other"),
  };
  return {
    quoteOfferCopy: {
      metaTitle: t("quoteOffer.meta.title"),
      description: t("quoteOffer.meta.description"),
      /** {reference} is filled by the page. */
      heading: t("quoteOffer.heading"),
      lead: t("quoteOffer.lead"),
      price: t("mail.quote.price"),
      validUntil: t("mail.quote.validUntil"),
      terms: t("mail.quote.terms"),
      summaryHeading: t("quoteOffer.summaryHeading"),
      answerHeading: t("quoteOffer.answerHeading"),
      accept: {
        heading: t("quoteOffer.accept.heading"),
        name: t("quoteOffer.accept.name"),
        purchaseOrder: t("quoteOffer.accept.purchaseOrder"),
        /** {company} is filled by the page. */
        consent: t("quoteOffer.accept.consent"),
        button: t("quoteOffer.accept.button"),
      },
      decline: {
        heading: t("quoteOffer.decline.heading"),
        reason: t("quoteOffer.decline.reason"),
        reasons: declineReasons.map((value) => ({ value, label: reasons[value] })),
        details: t("quoteOffer.decline.details"),
        button: t("quoteOffer.decline.button"),
      },
      ask: {
        heading: t("quoteOffer.ask.heading"),
        question: t("quoteOffer.ask.question"),
        hint: t("quoteOffer.ask.hint"),
        button: t("quoteOffer.ask.button"),
      },
      busy: t("quoteOffer.busy"),
      states,
      newRequest: t("quoteOffer.newRequest"),
      /** The API's codes in this language. */
      messages: messagesOf(t, quoteOfferMessages),
    },
  };
}
