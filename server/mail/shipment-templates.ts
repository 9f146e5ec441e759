/**
 * A shipment's e-mails (issue 31): to the customer, in their language, when a milestone they chose is reached or a
 * delay is recorded, each with their personal tracking link and Reply-To the sales desk; to the desk, when a delay is
 * recorded and when a customer downloads a document (English, the staff's shared layout).
 */
import type { LanguageCode } from "#contracts/languages";
import type { MilestoneKind } from "#contracts/shipping/milestones";
import { fill } from "#contracts/fill";
import type { Config } from "#server/config";
import { brandName } from "#server/lib/brand-name";
import { escapeXml as escapeHtml } from "#server/lib/escape-xml";
import { englishOf } from "#server/i18n/english";
import type { OutgoingMail } from "./outgoing-mail";
import { button, field, fieldLines, fieldRows, layout, staffMail } from "./templates";
import { copyOf, fillHtml, formatsOf } from "./visitor-copy";

type MailConfig = Pick<Config, "publicUrl" | "mail">;

/** What a customer's shipment mail says about the shipment. */
export interface ShipmentMailFacts {
  reference: string;
  origin: string;
  destination: string;
  customerName: string;
  customerEmail: string;
  lang: LanguageCode;
  /** The personal tracking link, absolute. */
  link: string;
}

export type ShipmentNews =
  { kind: "milestone"; milestone: MilestoneKind; at: string } | { kind: "delay"; reason: string; newEstimate: string | null };

/** To the customer: one milestone reached, or a delay with its reason and new estimate. */
export function shipmentNewsMail(config: MailConfig, facts: ShipmentMailFacts, news: ShipmentNews): OutgoingMail {
  const brand = brandName(config);
  const copy = copyOf(facts.lang);
  const s = copy.shipment;
  const format = formatsOf(facts.lang);
  const route = { reference: facts.reference, origin: facts.origin, destination: facts.destination };
  const subject = fill(news.kind === "milestone" ? s.updateSubject : s.delaySubject, { reference: facts.reference });
  const lead = fill(news.kind === "milestone" ? s.updateLead : s.delayLead, route);
  const leadHtml = fillHtml(news.kind === "milestone" ? s.updateLead : s.delayLead, {
    reference: `<strong>${escapeHtml(facts.reference)}</strong>`,
    origin: escapeHtml(facts.origin),
    destination: escapeHtml(facts.destination),
  });
  const lines: [string, string][] = [];
  let sentence = "";
  if (news.kind === "milestone") sentence = fill(s.milestones[news.milestone], { at: format.dateTime(news.at) });
  else {
    lines.push([s.reason, news.reason]);
    if (news.newEstimate) lines.push([s.newEstimate, format.dateTime(news.newEstimate)]);
  }
  const text = [
    fill(s.greeting, { name: facts.customerName }),
    "",
    lead,
    ...(sentence ? [sentence] : []),
    ...(lines.length > 0 ? ["", ...fieldLines(lines, copy.labelSeparator)] : []),
    "",
    s.track,
    facts.link,
  ].join("\n");
  const html = layout(
    subject,
    `<p>${fillHtml(s.greeting, { name: escapeHtml(facts.customerName) })}</p>
<p>${leadHtml}</p>
${sentence ? `<p>${escapeHtml(sentence)}</p>` : ""}${lines.length > 0 ? `<table style="border-collapse:collapse;font-size:14px">${fieldRows(lines, facts.lang)}</table>` : ""}
${button(facts.link, s.button)}`,
    fillHtml(s.footer, { brand: escapeHtml(brand), reference: escapeHtml(facts.reference) }),
    facts.lang,
  );
  return {
    kind: news.kind === "milestone" ? "shipment-milestone" : "shipment-delay",
    to: facts.customerEmail,
    subject,
    text,
    html,
    headers: { "Reply-To": config.mail.salesEmail },
  };
}

/** To the sales desk: a delay was recorded (and the customer told). */
export function shipmentDelayNotification(
  config: MailConfig,
  shipment: { reference: string; origin: string; destination: string; customerName: string; customerEmail: string },
  delay: { reason: string; newEstimate: string | null },
): OutgoingMail {
  return staffMail(
    config,
    "shipment-delay-notification",
    englishOf("staff.mail.shipment.exceptionSubject", shipment),
    shipment.customerEmail,
    [
      [field("reference"), shipment.reference],
      [field("name"), shipment.customerName],
      [field("email"), shipment.customerEmail],
      [copyOf("en").shipment.reason, delay.reason],
      ...(delay.newEstimate ? [[copyOf("en").shipment.newEstimate, formatsOf("en").dateTime(delay.newEstimate)] as [string, string]] : []),
    ],
    englishOf("staff.mail.shipment.exceptionIntro", { reference: shipment.reference }),
    config.mail.salesEmail,
  );
}

/** To the sales desk: the customer downloaded one of the shipment's documents. */
export function shipmentDownloadNotification(
  config: MailConfig,
  shipment: { reference: string; customerName: string; customerEmail: string },
  fileName: string,
): OutgoingMail {
  return staffMail(
    config,
    "shipment-download-notification",
    englishOf("staff.mail.shipment.downloadSubject", { reference: shipment.reference }),
    shipment.customerEmail,
    [
      [field("reference"), shipment.reference],
      [field("name"), shipment.customerName],
      [field("email"), shipment.customerEmail],
    ],
    englishOf("staff.mail.shipment.downloadIntro", { reference: shipment.reference, file: fileName }),
    config.mail.salesEmail,
  );
}
