/**
 * The quote request's emails (issue 14): the buyer's summary with the reference, and the pricing
 * desk's notification (through the shared staff layout, Reply-To the buyer). Everything the buyer
 * typed is escaped in the HTML.
 */
import {
  containerTypeLabels,
  packageTypeLabels,
  quoteDirectionLabels,
  quoteExtraLabels,
  quoteModeLabels,
  type QuotePayload,
} from "#contracts/forms/quote";
import { formatQuotePrice, type QuoteOffer } from "#contracts/api/quotes";
import type { QuoteTotals } from "#contracts/forms/quote-totals";
import { chargeableWeightBasis } from "#contracts/freight-basis";
import type { Config } from "#server/config";
import { brandName } from "#server/lib/brand-name";
import { escapeXml as escapeHtml } from "#server/lib/escape-xml";
import type { OutgoingMail } from "./outbox-repository";
import { fieldLines, fieldRows, layout, staffMail } from "./templates";

type MailConfig = Pick<Config, "publicUrl" | "mail">;

// One formatter per precision: toLocaleString builds a new Intl.NumberFormat on every call, which was the
// largest single cost of POST /api/quotes (npm run bench:forms).
const formatters = new Map<number, Intl.NumberFormat>();
const number = (value: number, decimals: number) => {
  let format = formatters.get(decimals);
  if (!format) formatters.set(decimals, (format = new Intl.NumberFormat("en-IN", { maximumFractionDigits: decimals })));
  return format.format(value);
};
const place = (name: string, code?: string) => (code ? `${name} (${code})` : name);

/** The request as label/value lines, in the form's order: the same in both emails. */
export function quoteSummary(quote: QuotePayload, totals: QuoteTotals): [string, string][] {
  const lines: [string, string][] = [
    ["Mode", quoteModeLabels[quote.mode]],
    ["Direction", quoteDirectionLabels[quote.direction]],
    ["From", place(quote.origin, quote.originCode)],
    ["To", place(quote.destination, quote.destinationCode)],
    ["Incoterm", quote.incoterm],
    ["Cargo ready", quote.readyDate],
    ["Commodity", quote.hsCode ? `${quote.commodity} (HS ${quote.hsCode})` : quote.commodity],
  ];
  if (quote.containers.length > 0)
    lines.push(["Containers", quote.containers.map((line) => `${line.count} × ${containerTypeLabels[line.type]}`).join(", ")]);
  if (quote.packages.length > 0) {
    lines.push([
      "Packages",
      quote.packages
        .map((p) => `${p.count} × ${packageTypeLabels[p.type]}, ${p.lengthCm} × ${p.widthCm} × ${p.heightCm} cm, ${p.weightKg} kg each`)
        .join("\n"),
    ]);
    lines.push(["Gross weight", `${number(totals.grossKg, 2)} kg`], ["Volume", `${number(totals.volumeM3, 3)} m³`]);
    if (totals.chargeableKg !== null && totals.basis)
      lines.push(["Chargeable weight", `${number(totals.chargeableKg, 2)} kg (${chargeableWeightBasis[totals.basis].label})`]);
  }
  if (quote.dangerousGoods) lines.push(["Dangerous goods", `UN ${quote.unNumber}, class ${quote.dgClass}`]);
  if (quote.temperatureMinC !== undefined && quote.temperatureMaxC !== undefined)
    lines.push(["Temperature", `${quote.temperatureMinC} °C to ${quote.temperatureMaxC} °C`]);
  lines.push(["Stackable", quote.stackable ? "Yes" : "No"]);
  if (quote.cargoValue !== undefined) lines.push(["Cargo value", `${number(quote.cargoValue, 2)} ${quote.cargoCurrency}`]);
  lines.push(["Insurance", quote.insurance ? "Wanted" : "Not wanted"]);
  lines.push(["Extras", quote.extras.length > 0 ? quote.extras.map((extra) => quoteExtraLabels[extra]).join(", ") : "None"]);
  return lines;
}

/** Who asked: the contact step of the form. */
export function contactLines(quote: QuotePayload): [string, string][] {
  return [
    ["Name", quote.name],
    ["Company", quote.company],
    ["Email", quote.email],
    ["Phone", quote.phone],
    ...(quote.gstin ? [["GSTIN", quote.gstin] as [string, string]] : []),
    ...(quote.iec ? [["IEC", quote.iec] as [string, string]] : []),
    ...(quote.message ? [["Message", quote.message] as [string, string]] : []),
  ];
}

/** To the buyer: their reference and what they asked for, so a reply can quote both. */
export function quoteConfirmation(config: MailConfig, reference: string, quote: QuotePayload, totals: QuoteTotals): OutgoingMail {
  const brand = brandName(config);
  const subject = `Your quote request ${reference}`;
  const lines = quoteSummary(quote, totals);
  const text = [
    `Hello ${quote.name},`,
    "",
    `Thank you for asking ${brand} for a quote. Your reference is ${reference}; please quote it in any reply.`,
    "Our pricing desk replies within one working day. This is what you sent:",
    "",
    ...fieldLines(lines),
  ].join("\n");
  const rows = fieldRows(lines);
  const html = layout(
    subject,
    `<h1 style="font-size:20px;margin:0 0 12px">Your quote request ${escapeHtml(reference)}</h1>
<p>Hello ${escapeHtml(quote.name)}, thank you for asking ${escapeHtml(brand)} for a quote. Please quote <strong>${escapeHtml(reference)}</strong> in any reply; our pricing desk replies within one working day.</p>
<table style="border-collapse:collapse;font-size:14px">${rows}</table>`,
    `You receive this email because a quote was requested at ${escapeHtml(config.publicUrl)}/quote with this address.`,
  );
  return { kind: "quote-confirmation", to: quote.email, subject, text, html };
}

/** To the pricing desk: everything, Reply-To the buyer. */
export function quoteNotification(config: MailConfig, reference: string, quote: QuotePayload, totals: QuoteTotals): OutgoingMail {
  return staffMail(
    config,
    "quote-notification",
    `Quote request ${reference} from ${quote.company}: ${quote.origin} to ${quote.destination}`,
    quote.email,
    [["Reference", reference], ...contactLines(quote), ...quoteSummary(quote, totals)],
    `A new quote request (${reference}) came in through the website.`,
  );
}

/** To the buyer, when the desk sends the priced quote: price, validity and terms, then what it prices. */
export function quoteOfferMail(
  config: MailConfig,
  reference: string,
  quote: QuotePayload,
  totals: QuoteTotals,
  offer: QuoteOffer,
): OutgoingMail {
  const brand = brandName(config);
  const subject = `Your quote ${reference} from ${brand}`;
  const price = formatQuotePrice(offer);
  const lines = quoteSummary(quote, totals);
  const text = [
    `Hello ${quote.name},`,
    "",
    `Here is our quote for your request ${reference}.`,
    "",
    `Price: ${price}`,
    `Valid until: ${offer.validUntil}`,
    "",
    "Terms:",
    offer.terms,
    "",
    "To accept, reply to this email quoting the reference. The quote covers:",
    "",
    ...fieldLines(lines),
  ].join("\n");
  const html = layout(
    subject,
    `<h1 style="font-size:20px;margin:0 0 12px">Your quote ${escapeHtml(reference)}</h1>
<p>Hello ${escapeHtml(quote.name)}, here is our quote for your request <strong>${escapeHtml(reference)}</strong>.</p>
<table style="border-collapse:collapse;font-size:14px">${fieldRows([
      ["Price", price],
      ["Valid until", offer.validUntil],
      ["Terms", offer.terms],
    ])}</table>
<p>To accept, reply to this email quoting the reference. The quote covers:</p>
<table style="border-collapse:collapse;font-size:14px">${fieldRows(lines)}</table>`,
    `You receive this email because a quote was requested at ${escapeHtml(config.publicUrl)}/quote with this address.`,
  );
  return { kind: "quote-offer", to: quote.email, subject, text, html };
}
