/**
 * Every string of the e-mails a visitor receives (issue 13), in English: the newsletter confirmation, the
 * applicant's receipt, the quote request's summary and the priced quote. The other languages are the
 * files beside this one, each typed VisitorMailCopy, so a missing or extra key fails the type check;
 * visitor-copy.test.ts checks that each keeps the same {placeholders}. Staff mails stay English and do
 * not use this.
 *
 * A {placeholder} is filled with a value (escaped in the HTML part); the brand comes from MAIL_FROM.
 * The English output is frozen: changing a string here changes the mails the tests compare byte for byte.
 */
import { containerTypeLabels, packageTypeLabels, quoteDirectionLabels, quoteExtraLabels, quoteModeLabels } from "#contracts/forms/quote";
import { chargeableWeightBasis } from "#contracts/freight-basis";

export const en = {
  /** Between a label and its value in the plain-text part: "Price: USD 1,250.00". */
  labelSeparator: ": ",
  /** Between the items of a list in one value: "Packing, Fumigation". */
  listSeparator: ", ",

  newsletter: {
    subject: "Please confirm your subscription to {brand} news",
    heading: "Confirm your subscription",
    greeting: "Hello,",
    request: "Someone (hopefully you) asked to receive the {brand} newsletter at {email}.",
    /** Plain text only; the link follows on its own line. */
    confirmWithin: "To confirm, open this link within 7 days:",
    button: "Confirm my subscription",
    /** HTML only, under the button. */
    orOpenLink: "Or open this link within 7 days: {link}",
    notYou: "If this was not you, ignore this email: you will not be subscribed.",
    /** Plain text only. */
    unsubscribeAnyTime: "Unsubscribe at any time: {link}",
    /** HTML footer; {unsubscribe} is a link labelled with unsubscribeLink. */
    footer: "You can {unsubscribe} at any time.",
    unsubscribeLink: "unsubscribe",
  },

  application: {
    subjectForOpening: "Your application for {opening} at {brand}",
    subjectGeneral: "Your application to {brand}",
    greeting: "Dear {name},",
    thanksForOpening: "Thank you for applying for the role of {opening}. We have received your application.",
    thanksGeneral: "Thank you for applying for a role with us. We have received your application.",
    review: "A person reads every application; shortlisted candidates hear from us within two weeks.",
    noFees: "{brand} never asks applicants for money at any stage of hiring.",
    signature: "The {brand} hiring team",
    footer: "You receive this e-mail because this address was given in an application on {site}.",
  },

  quote: {
    /** Also the heading of the HTML part. */
    requestSubject: "Your quote request {reference}",
    greeting: "Hello {name},",
    /** Plain text. */
    requestThanks: "Thank you for asking {brand} for a quote. Your reference is {reference}; please quote it in any reply.",
    requestNext: "Our pricing desk replies within one working day. This is what you sent:",
    /** HTML: the same in one paragraph, {reference} in bold. */
    requestIntro:
      "Hello {name}, thank you for asking {brand} for a quote. Please quote {reference} in any reply; our pricing desk replies within one working day.",
    offerSubject: "Your quote {reference} from {brand}",
    offerHeading: "Your quote {reference}",
    /** Plain text. */
    offerLead: "Here is our quote for your request {reference}.",
    /** HTML, {reference} in bold. */
    offerIntro: "Hello {name}, here is our quote for your request {reference}.",
    price: "Price",
    validUntil: "Valid until",
    terms: "Terms",
    offerAccept: "To accept, reply to this email quoting the reference. The quote covers:",
    /** {page} is the address of the quote form in this language. */
    footer: "You receive this email because a quote was requested at {page} with this address.",
  },

  /** The label/value lines of the request, in the form's order (quoteSummary()). */
  summary: {
    mode: "Mode",
    direction: "Direction",
    from: "From",
    to: "To",
    incoterm: "Incoterm",
    readyDate: "Cargo ready",
    commodity: "Commodity",
    commodityWithHs: "{commodity} (HS {hsCode})",
    containers: "Containers",
    containerLine: "{count} × {type}",
    packages: "Packages",
    packageLine: "{count} × {type}, {length} × {width} × {height} cm, {weight} kg each",
    grossWeight: "Gross weight",
    volume: "Volume",
    chargeableWeight: "Chargeable weight",
    dangerousGoods: "Dangerous goods",
    dangerousGoodsValue: "UN {unNumber}, class {dgClass}",
    temperature: "Temperature",
    temperatureRange: "{min} °C to {max} °C",
    stackable: "Stackable",
    yes: "Yes",
    no: "No",
    cargoValue: "Cargo value",
    insurance: "Insurance",
    insuranceWanted: "Wanted",
    insuranceNotWanted: "Not wanted",
    extras: "Extras",
    none: "None",
  },

  /** The form's option labels: English is the contracts' own, which the staff screens show too. */
  modes: { ...quoteModeLabels },
  directions: { ...quoteDirectionLabels },
  packageTypes: { ...packageTypeLabels },
  containerTypes: { ...containerTypeLabels },
  extras: { ...quoteExtraLabels },
  /** The ratio a chargeable weight was computed with (contracts/freight-basis.ts). */
  chargeableBasis: {
    air: chargeableWeightBasis.air.label as string,
    lcl: chargeableWeightBasis.lcl.label as string,
    road: chargeableWeightBasis.road.label as string,
  },
};

/** The shape every language's copy has: the English keys, each a string. */
export type VisitorMailCopy = typeof en;
