import { pathIn } from "#contracts/languages";
/**
 * The quote request's emails (issue 14): the buyer's summary with the reference, and the pricing
 * desk's notification (through the shared staff layout, Reply-To the buyer). Everything the buyer
 * typed is escaped in the HTML.
 */
import type { QuoteOffer } from "#contracts/api/quotes";
import type { ContainerLine, QuotePayload } from "#contracts/forms/quote";
import type { QuoteTotals } from "#contracts/forms/quote-totals";
import { defaultLanguage, type LanguageCode } from "#contracts/languages";
import type { Config } from "#server/config";
import { brandName } from "#server/lib/brand-name";
import { escapeXml as escapeHtml } from "#server/lib/escape-xml";
import type { OutgoingMail } from "./outgoing-mail";
import { button, field, fieldLines, fieldRows, layout, staffMail } from "./templates";
import { fill } from "#contracts/fill";
import { copyOf, fillHtml, formatsOf, type MailFormats, type VisitorMailCopy } from "./visitor-copy";
import { englishOf } from "#server/i18n/english";

type MailConfig = Pick<Config, "publicUrl" | "mail">;

const place = (name: string, code?: string) => (code ? `${name} (${code})` : name);

/** "2 × 40' HC, 24,000 kg each"; a line stored before the weight was asked (issue 28) without it. */
function containerLine(line: ContainerLine, copy: VisitorMailCopy, format: MailFormats) {
  const values = { count: format.figure(line.count), type: copy.containerTypes[line.type] };
  if (line.weightKg === undefined) return fill(copy.summary.containerLine, values);
  return fill(copy.summary.containerLineWeight, { ...values, weight: format.figure(line.weightKg) });
}

/**
 * The request as label/value lines, in the form's order: the same in both emails. The buyer's copy is in
 * their language (labels, options, numbers and dates); the pricing desk's is English.
 */
export function quoteSummary(
  quote: QuotePayload,
  totals: QuoteTotals,
  copy: VisitorMailCopy = copyOf(defaultLanguage),
  format: MailFormats = formatsOf(defaultLanguage),
): [string, string][] {
  const s = copy.summary;
  const list = (items: string[]) => items.join(copy.listSeparator);
  const lines: [string, string][] = [
    [s.mode, copy.modes[quote.mode]],
    [s.direction, copy.directions[quote.direction]],
    [s.from, place(quote.origin, quote.originCode)],
    [s.to, place(quote.destination, quote.destinationCode)],
    [s.incoterm, quote.incoterm],
    [s.readyDate, format.date(quote.readyDate)],
    [s.commodity, quote.hsCode ? fill(s.commodityWithHs, { commodity: quote.commodity, hsCode: quote.hsCode }) : quote.commodity],
  ];
  if (quote.containers.length > 0) {
    lines.push([s.containers, list(quote.containers.map((line) => containerLine(line, copy, format)))]);
    // A request stored before the weight was asked (issue 28) has none to add up: no "0 kg".
    if (totals.grossKg > 0) lines.push([s.grossWeight, `${format.amount(totals.grossKg, 2)} kg`]);
  }
  if (quote.packages.length > 0) {
    lines.push([
      s.packages,
      quote.packages
        .map((p) =>
          fill(s.packageLine, {
            count: format.figure(p.count),
            type: copy.packageTypes[p.type],
            length: format.figure(p.lengthCm),
            width: format.figure(p.widthCm),
            height: format.figure(p.heightCm),
            weight: format.figure(p.weightKg),
          }),
        )
        .join("\n"),
    ]);
    lines.push([s.grossWeight, `${format.amount(totals.grossKg, 2)} kg`], [s.volume, `${format.amount(totals.volumeM3, 3)} m³`]);
    if (totals.chargeableKg !== null && totals.basis)
      lines.push([s.chargeableWeight, `${format.amount(totals.chargeableKg, 2)} kg (${copy.chargeableBasis[totals.basis]})`]);
  }
  if (quote.dangerousGoods)
    lines.push([s.dangerousGoods, fill(s.dangerousGoodsValue, { unNumber: String(quote.unNumber), dgClass: String(quote.dgClass) })]);
  if (quote.temperatureMinC !== undefined && quote.temperatureMaxC !== undefined)
    lines.push([
      s.temperature,
      fill(s.temperatureRange, { min: format.figure(quote.temperatureMinC), max: format.figure(quote.temperatureMaxC) }),
    ]);
  // Only when the buyer answered: it is not a "Yes" by default (issue 28).
  if (quote.stackable !== undefined) lines.push([s.stackable, quote.stackable ? s.yes : s.no]);
  if (quote.cargoValue !== undefined) lines.push([s.cargoValue, `${format.amount(quote.cargoValue, 2)} ${quote.cargoCurrency}`]);
  lines.push([s.insurance, quote.insurance ? s.insuranceWanted : s.insuranceNotWanted]);
  lines.push([s.extras, quote.extras.length > 0 ? list(quote.extras.map((extra) => copy.extras[extra])) : s.none]);
  return lines;
}

/** Who asked: the contact step of the form. */
export function contactLines(quote: QuotePayload): [string, string][] {
  return [
    [field("name"), quote.name],
    [field("company"), quote.company],
    [field("email"), quote.email],
    [field("phone"), quote.phone],
    ...(quote.gstin ? [["GSTIN", quote.gstin] as [string, string]] : []),
    ...(quote.iec ? [["IEC", quote.iec] as [string, string]] : []),
    ...(quote.message ? [[field("message"), quote.message] as [string, string]] : []),
  ];
}

/** The footer of the buyer's mails: the quote form's address in their language. */
function quoteFooter(config: MailConfig, lang: LanguageCode) {
  return fillHtml(copyOf(lang).quote.footer, { page: escapeHtml(`${config.publicUrl}${pathIn(lang, "/quote")}`) });
}

/**
 * To the buyer: their reference and what they asked for, so a reply can quote both. In the language of the page
 * they used; a reply reaches the sales desk (issue 28).
 */
export function quoteConfirmation(
  config: MailConfig,
  reference: string,
  quote: QuotePayload,
  totals: QuoteTotals,
  lang: LanguageCode = defaultLanguage,
): OutgoingMail {
  const brand = brandName(config);
  const copy = copyOf(lang);
  const q = copy.quote;
  const subject = fill(q.requestSubject, { reference });
  const lines = quoteSummary(quote, totals, copy, formatsOf(lang));
  const text = [
    fill(q.greeting, { name: quote.name }),
    "",
    fill(q.requestThanks, { brand, reference }),
    q.requestNext,
    "",
    ...fieldLines(lines, copy.labelSeparator),
  ].join("\n");
  const rows = fieldRows(lines, lang);
  const html = layout(
    subject,
    `<h1 style="font-size:20px;margin:0 0 12px">${fillHtml(q.requestSubject, { reference: escapeHtml(reference) })}</h1>
<p>${fillHtml(q.requestIntro, { name: escapeHtml(quote.name), brand: escapeHtml(brand), reference: `<strong>${escapeHtml(reference)}</strong>` })}</p>
<table style="border-collapse:collapse;font-size:14px">${rows}</table>`,
    quoteFooter(config, lang),
    lang,
  );
  return { kind: "quote-confirmation", to: quote.email, subject, text, html, headers: { "Reply-To": config.mail.salesEmail } };
}

/** To the sales desk: everything, Reply-To the buyer. */
export function quoteNotification(config: MailConfig, reference: string, quote: QuotePayload, totals: QuoteTotals): OutgoingMail {
  return staffMail(
    config,
    "quote-notification",
    englishOf("staff.mail.quote.subject", { reference, company: quote.company, origin: quote.origin, destination: quote.destination }),
    quote.email,
    [[field("reference"), reference], ...contactLines(quote), ...quoteSummary(quote, totals)],
    englishOf("staff.mail.quote.intro", { reference }),
    config.mail.salesEmail,
  );
}

/**
 * To the buyer, when the desk sends the priced quote: price, validity and terms, the quote's personal page where they
 * accept, decline or ask (`link`, issue 31), then what it prices. In the language the request was sent in; the terms
 * are the desk's own words, as typed. A reply goes to `replyTo`: the salesperson the quote is assigned to, else the
 * sales desk (issue 28).
 */
export function quoteOfferMail(
  config: MailConfig,
  reference: string,
  quote: QuotePayload,
  totals: QuoteTotals,
  offer: QuoteOffer,
  link: string,
  lang: LanguageCode = defaultLanguage,
  replyTo: string = config.mail.salesEmail,
): OutgoingMail {
  const brand = brandName(config);
  const copy = copyOf(lang);
  const q = copy.quote;
  const format = formatsOf(lang);
  const subject = fill(q.offerSubject, { reference, brand });
  const price = format.price(offer);
  const validUntil = format.date(offer.validUntil);
  const lines = quoteSummary(quote, totals, copy, format);
  const text = [
    fill(q.greeting, { name: quote.name }),
    "",
    fill(q.offerLead, { reference }),
    "",
    ...fieldLines(
      [
        [q.price, price],
        [q.validUntil, validUntil],
      ],
      copy.labelSeparator,
    ),
    "",
    `${q.terms}${copy.labelSeparator.trimEnd()}`,
    offer.terms,
    "",
    fill(q.offerAccept, { link }),
    q.offerLinkNote,
    q.offerReply,
    "",
    q.offerCovers,
    ...fieldLines(lines, copy.labelSeparator),
  ].join("\n");
  const html = layout(
    subject,
    `<h1 style="font-size:20px;margin:0 0 12px">${fillHtml(q.offerHeading, { reference: escapeHtml(reference) })}</h1>
<p>${fillHtml(q.offerIntro, { name: escapeHtml(quote.name), reference: `<strong>${escapeHtml(reference)}</strong>` })}</p>
<table style="border-collapse:collapse;font-size:14px">${fieldRows(
      [
        [q.price, price],
        [q.validUntil, validUntil],
        [q.terms, offer.terms],
      ],
      lang,
    )}</table>
${button(link, q.offerButton)}
<p style="font-size:14px">${fillHtml(q.offerAccept, { link: `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` })}<br>${escapeHtml(q.offerLinkNote)}</p>
<p style="font-size:14px">${escapeHtml(q.offerReply)}</p>
<p>${escapeHtml(q.offerCovers)}</p>
<table style="border-collapse:collapse;font-size:14px">${fieldRows(lines, lang)}</table>`,
    quoteFooter(config, lang),
    lang,
  );
  return { kind: "quote-offer", to: quote.email, subject, text, html, headers: { "Reply-To": replyTo } };
}

/** What the buyer signed when accepting a quote online (issue 31). */
export interface QuoteAcceptance {
  name: string;
  purchaseOrder: string | null;
  /** ISO-8601 UTC. */
  at: string;
}

/**
 * To the buyer, when they accepted the quote through its link: what they accepted and as whom, in their language.
 * A reply reaches `replyTo`, the salesperson who books the shipment (or the sales desk).
 */
export function quoteAcceptedMail(
  config: MailConfig,
  reference: string,
  quote: QuotePayload,
  offer: QuoteOffer,
  acceptance: QuoteAcceptance,
  lang: LanguageCode,
  replyTo: string,
  /** The shipment's personal tracking link, when the acceptance booked one. */
  trackingLink?: string,
): OutgoingMail {
  const copy = copyOf(lang);
  const q = copy.quote;
  const format = formatsOf(lang);
  const subject = fill(q.acceptedSubject, { reference });
  const fields: [string, string][] = [
    [q.price, format.price(offer)],
    [q.acceptedBy, acceptance.name],
    ...(acceptance.purchaseOrder ? [[q.purchaseOrder, acceptance.purchaseOrder] as [string, string]] : []),
    [q.acceptedAt, format.date(acceptance.at.slice(0, 10))],
  ];
  const text = [
    fill(q.greeting, { name: quote.name }),
    "",
    fill(q.acceptedThanks, { reference }),
    "",
    ...fieldLines(fields, copy.labelSeparator),
    "",
    q.acceptedNext,
    ...(trackingLink ? ["", copy.shipment.track, trackingLink] : []),
  ].join("\n");
  const html = layout(
    subject,
    `<h1 style="font-size:20px;margin:0 0 12px">${fillHtml(q.acceptedSubject, { reference: escapeHtml(reference) })}</h1>
<p>${fillHtml(q.greeting, { name: escapeHtml(quote.name) })}</p>
<p>${fillHtml(q.acceptedThanks, { reference: `<strong>${escapeHtml(reference)}</strong>` })}</p>
<table style="border-collapse:collapse;font-size:14px">${fieldRows(fields, lang)}</table>
<p>${escapeHtml(q.acceptedNext)}</p>${trackingLink ? `\n<p>${escapeHtml(copy.shipment.track)}</p>\n${button(trackingLink, copy.shipment.button)}` : ""}`,
    quoteFooter(config, lang),
    lang,
  );
  return { kind: "quote-accepted", to: quote.email, subject, text, html, headers: { "Reply-To": replyTo } };
}

/** The buyer's answer through the quote's link, as the salesperson is told it (English, Reply-To the buyer). */
export type QuoteAnswerNotice =
  | { kind: "accepted"; acceptance: QuoteAcceptance; price: string }
  | { kind: "declined"; reason: string; details: string | null }
  | { kind: "question"; question: string };

/** To the salesperson the quote is assigned to (`to`; else the sales desk): the buyer answered through the link. */
export function quoteAnswerNotification(
  config: MailConfig,
  reference: string,
  quote: Pick<QuotePayload, "name" | "company" | "email">,
  notice: QuoteAnswerNotice,
  to: string,
): OutgoingMail {
  const who: [string, string][] = [
    [field("reference"), reference],
    [field("company"), quote.company],
    [field("name"), quote.name],
    [field("email"), quote.email],
  ];
  const values = { reference, company: quote.company };
  if (notice.kind === "accepted")
    return staffMail(
      config,
      "quote-accepted-notification",
      englishOf("staff.mail.offer.acceptedSubject", values),
      quote.email,
      [
        ...who,
        [englishOf("mail.quote.price"), notice.price],
        [englishOf("mail.quote.acceptedBy"), notice.acceptance.name],
        ...(notice.acceptance.purchaseOrder
          ? [[englishOf("mail.quote.purchaseOrder"), notice.acceptance.purchaseOrder] as [string, string]]
          : []),
        [englishOf("mail.quote.acceptedAt"), notice.acceptance.at],
      ],
      englishOf("staff.mail.offer.acceptedIntro", values),
      to,
    );
  if (notice.kind === "declined")
    return staffMail(
      config,
      "quote-declined-notification",
      englishOf("staff.mail.offer.declinedSubject", values),
      quote.email,
      [
        ...who,
        [englishOf("staff.mail.offer.reason"), notice.reason],
        ...(notice.details ? [[englishOf("staff.mail.offer.details"), notice.details] as [string, string]] : []),
      ],
      englishOf("staff.mail.offer.declinedIntro", values),
      to,
    );
  return staffMail(
    config,
    "quote-question-notification",
    englishOf("staff.mail.offer.questionSubject", values),
    quote.email,
    [...who, [englishOf("staff.mail.offer.question"), notice.question]],
    englishOf("staff.mail.offer.questionIntro", values),
    to,
  );
}
