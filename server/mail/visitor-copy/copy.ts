/**
 * The words of the e-mails a visitor receives (issue 13): the newsletter confirmation, the applicant's receipt,
 * the quote request's summary and the priced quote, in one language, from its catalogue (locales/<lang>.json).
 * The option labels are the ones the quote form shows (`labels.*`), so a buyer reads the same word in both.
 *
 * A {placeholder} is filled with a value (escaped in the HTML part); the brand comes from MAIL_FROM.
 * The English output is frozen: changing an English message changes the mails the tests compare byte for byte.
 */
import { containerTypeLabels, packageTypeLabels, quoteDirectionLabels, quoteExtraLabels, quoteModeLabels } from "#contracts/forms/quote";
import { messagesOf, type Translate } from "#contracts/i18n/translate";
import type { MessageId } from "#contracts/i18n/catalogue";
import type { MilestoneKind } from "#contracts/shipping/milestones";
import { companyAddressOf } from "#contracts/site-content/company-address";

const shipmentMilestoneSentences = {
  "booking-confirmed": "mail.shipment.milestone.booking-confirmed",
  "picked-up": "mail.shipment.milestone.picked-up",
  "gated-in": "mail.shipment.milestone.gated-in",
  departed: "mail.shipment.milestone.departed",
  transshipped: "mail.shipment.milestone.transshipped",
  arrived: "mail.shipment.milestone.arrived",
  "customs-cleared": "mail.shipment.milestone.customs-cleared",
  delivered: "mail.shipment.milestone.delivered",
} as const satisfies Record<MilestoneKind, MessageId>;

/** The visitor mails' words in one language. */
export type VisitorMailCopy = ReturnType<typeof visitorMailCopy>;

export function visitorMailCopy(t: Translate) {
  return {
    /** Between a label and its value in the plain-text part: "Price: USD 1,250.00". */
    labelSeparator: t("mail.labelSeparator"),
    /** Between the items of a list in one value: "Packing, Fumigation". */
    listSeparator: t("mail.listSeparator"),

    newsletter: {
      subject: t("mail.newsletter.subject"),
      heading: t("mail.newsletter.heading"),
      greeting: t("mail.newsletter.greeting"),
      request: t("mail.newsletter.request"),
      /** Plain text only; the link follows on its own line. */
      confirmWithin: t("mail.newsletter.confirmWithin"),
      button: t("mail.newsletter.button"),
      /** HTML only, under the button. */
      orOpenLink: t("mail.newsletter.orOpenLink"),
      notYou: t("mail.newsletter.notYou"),
      /** Plain text only. */
      unsubscribeAnyTime: t("mail.newsletter.unsubscribeAnyTime"),
      /** HTML footer; {unsubscribe} is a link labelled with unsubscribeLink. */
      footer: t("mail.newsletter.footer"),
      unsubscribeLink: t("mail.newsletter.unsubscribeLink"),
    },

    /** A newsletter campaign's own words around what staff wrote (issue 32). */
    campaign: {
      why: t("mail.campaign.why"),
      /** HTML: the label of the personal unsubscribe link. */
      unsubscribeLink: t("mail.campaign.unsubscribeLink"),
      /** Plain text; the link follows. */
      unsubscribeText: t("mail.campaign.unsubscribeText"),
      postalAddress: t("mail.campaign.postalAddress"),
      /** The company's published facts (`company.*`, decision 042): the postal address every campaign names, and the List-Unsubscribe mailbox. */
      companyAddress: companyAddressOf(t),
      companyEmail: t("company.email"),
    },

    application: {
      subjectForOpening: t("mail.application.subjectForOpening"),
      subjectGeneral: t("mail.application.subjectGeneral"),
      greeting: t("mail.application.greeting"),
      thanksForOpening: t("mail.application.thanksForOpening"),
      thanksGeneral: t("mail.application.thanksGeneral"),
      review: t("careers.applyTips.items.2"),
      noFees: t("mail.application.noFees"),
      signature: t("mail.application.signature"),
      footer: t("mail.application.footer"),
    },

    quote: {
      /** Also the heading of the HTML part. */
      requestSubject: t("mail.quote.requestSubject"),
      greeting: t("mail.quote.greeting"),
      /** Plain text. */
      requestThanks: t("mail.quote.requestThanks"),
      requestNext: t("mail.quote.requestNext"),
      /** HTML: the same in one paragraph, {reference} in bold. */
      requestIntro: t("mail.quote.requestIntro"),
      offerSubject: t("mail.quote.offerSubject"),
      offerHeading: t("mail.quote.offerHeading"),
      /** Plain text. */
      offerLead: t("mail.quote.offerLead"),
      /** HTML, {reference} in bold. */
      offerIntro: t("mail.quote.offerIntro"),
      price: t("mail.quote.price"),
      validUntil: t("mail.quote.validUntil"),
      terms: t("mail.quote.terms"),
      /** Plain text; {link} is the quote's personal page (issue 31). */
      offerAccept: t("mail.quote.offerAccept"),
      /** HTML: the button to that page. */
      offerButton: t("mail.quote.offerButton"),
      offerLinkNote: t("mail.quote.offerLinkNote"),
      offerReply: t("mail.quote.offerReply"),
      offerCovers: t("mail.quote.offerCovers"),
      /** The buyer's confirmation of an acceptance (issue 31); also the heading of the HTML part. */
      acceptedSubject: t("mail.quote.acceptedSubject"),
      acceptedThanks: t("mail.quote.acceptedThanks"),
      acceptedBy: t("mail.quote.acceptedBy"),
      acceptedAt: t("mail.quote.acceptedAt"),
      purchaseOrder: t("mail.quote.purchaseOrder"),
      acceptedNext: t("mail.quote.acceptedNext"),
      /** {page} is the address of the quote form in this language. */
      footer: t("mail.quote.footer"),
    },

    /** A shipment's news (issue 31): a milestone reached or a delay, with the tracking link. */
    shipment: {
      updateSubject: t("mail.shipment.updateSubject"),
      delaySubject: t("mail.shipment.delaySubject"),
      greeting: t("mail.quote.greeting"),
      updateLead: t("mail.shipment.updateLead"),
      delayLead: t("mail.shipment.delayLead"),
      /** One sentence per milestone; {at} is its date and time. */
      milestones: messagesOf(t, shipmentMilestoneSentences),
      reason: t("mail.shipment.reason"),
      newEstimate: t("mail.shipment.newEstimate"),
      /** Plain text; the link follows on its own line. */
      track: t("mail.shipment.track"),
      button: t("mail.shipment.button"),
      footer: t("mail.shipment.footer"),
    },

    /** The label/value lines of the request, in the form's order (quoteSummary()). */
    summary: {
      mode: t("forms.co2Form.tableMode"),
      direction: t("forms.quoteForm.direction"),
      from: t("mail.summary.from"),
      to: t("mail.summary.to"),
      incoterm: t("mail.summary.incoterm"),
      readyDate: t("mail.summary.readyDate"),
      commodity: t("forms.quoteForm.commodity"),
      commodityWithHs: t("mail.summary.commodityWithHs"),
      containers: t("forms.quoteForm.containers"),
      containerLine: t("mail.summary.containerLine"),
      containerLineWeight: t("mail.summary.containerLineWeight"),
      packages: t("forms.quoteForm.packages"),
      packageLine: t("mail.summary.packageLine"),
      grossWeight: t("forms.quoteForm.grossWeight"),
      volume: t("forms.quoteForm.volume"),
      chargeableWeight: t("forms.quoteForm.chargeableWeight"),
      dangerousGoods: t("forms.quoteForm.dangerousGoods"),
      dangerousGoodsValue: t("mail.summary.dangerousGoodsValue"),
      temperature: t("mail.summary.temperature"),
      temperatureRange: t("mail.summary.temperatureRange"),
      stackable: t("forms.quoteForm.stackable"),
      yes: t("mail.summary.yes"),
      no: t("mail.summary.no"),
      cargoValue: t("mail.summary.cargoValue"),
      insurance: t("mail.summary.insurance"),
      insuranceWanted: t("mail.summary.insuranceWanted"),
      insuranceNotWanted: t("mail.summary.insuranceNotWanted"),
      extras: t("forms.quoteForm.steps.extras"),
      none: t("mail.summary.none"),
    },

    /** The form's option labels, as the quote form shows them. */
    modes: messagesOf(t, quoteModeLabels),
    directions: messagesOf(t, quoteDirectionLabels),
    packageTypes: messagesOf(t, packageTypeLabels),
    containerTypes: messagesOf(t, containerTypeLabels),
    extras: messagesOf(t, quoteExtraLabels),
    /** The ratio a chargeable weight was computed with (contracts/freight-basis.ts). */
    chargeableBasis: {
      air: t("labels.chargeableBasis.air"),
      lcl: t("labels.chargeableBasis.lcl"),
      road: t("labels.chargeableBasis.road"),
    },
  };
}
