import { pathIn } from "#contracts/languages";
/**
 * The emails the site sends. Each has a plain-text part and a simple HTML part;
 * everything a visitor typed is escaped in the HTML. The brand name comes from
 * MAIL_FROM's display name, so rebranding needs no change here. A visitor's mail is
 * written in the language of the page they used (issue 13; copy in ./visitor-copy/);
 * staff mails are English.
 */
import { defaultLanguage, directionOf, type LanguageCode } from "#contracts/languages";
import type { Config } from "#server/config";
import { brandName } from "#server/lib/brand-name";
import { escapeXml as escapeHtml } from "#server/lib/escape-xml";
import type { OutgoingMail } from "./outgoing-mail";
import { fill } from "#contracts/fill";
import { copyOf, fillHtml, htmlAttributes } from "./visitor-copy";
import type { MessageId } from "#contracts/i18n/catalogue";
import { englishOf } from "#server/i18n/english";

type MailConfig = Pick<Config, "publicUrl" | "mail">;

export function layout(title: string, bodyHtml: string, footerHtml: string, lang: LanguageCode = defaultLanguage): string {
  return `<!doctype html>
<html ${htmlAttributes(lang)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${bodyHtml}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#52606d">${footerHtml}</p>
</body></html>`;
}

export function button(href: string, label: string) {
  return `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#0b5fff;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(label)}</a></p>`;
}

/** The newsletter mail's links; the pages are those of the subscriber's language (/hi/newsletter/confirm?token=…). */
export function newsletterLinks(
  config: MailConfig,
  tokens: { confirm: string; unsubscribe: string },
  lang: LanguageCode = defaultLanguage,
) {
  return {
    confirm: `${config.publicUrl}${pathIn(lang, "/newsletter/confirm")}?token=${encodeURIComponent(tokens.confirm)}`,
    unsubscribePage: `${config.publicUrl}${pathIn(lang, "/newsletter/unsubscribe")}?token=${encodeURIComponent(tokens.unsubscribe)}`,
    /** RFC 8058 one-click target: mail clients POST List-Unsubscribe=One-Click here. */
    unsubscribeApi: `${config.publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(tokens.unsubscribe)}`,
  };
}

/** Headers every newsletter email carries (RFC 2369 and RFC 8058). */
export function unsubscribeHeaders(links: ReturnType<typeof newsletterLinks>): Record<string, string> {
  return {
    "List-Unsubscribe": `<${links.unsubscribeApi}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function confirmationEmail(
  config: MailConfig,
  email: string,
  tokens: { confirm: string; unsubscribe: string },
  lang: LanguageCode = defaultLanguage,
): OutgoingMail {
  const brand = brandName(config);
  const links = newsletterLinks(config, tokens, lang);
  const c = copyOf(lang).newsletter;
  const subject = fill(c.subject, { brand });
  const text = [
    c.greeting,
    "",
    fill(c.request, { brand, email }),
    c.confirmWithin,
    links.confirm,
    "",
    c.notYou,
    "",
    fill(c.unsubscribeAnyTime, { link: links.unsubscribePage }),
  ].join("\n");
  const confirmLink = `<a href="${escapeHtml(links.confirm)}">${escapeHtml(links.confirm)}</a>`;
  const html = layout(
    subject,
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(c.heading)}</h1>
<p>${fillHtml(c.request, { brand: escapeHtml(brand), email: `<strong>${escapeHtml(email)}</strong>` })}</p>
${button(links.confirm, c.button)}
<p style="font-size:14px">${fillHtml(c.orOpenLink, { link: confirmLink })}</p>
<p style="font-size:14px">${escapeHtml(c.notYou)}</p>`,
    fillHtml(c.footer, { unsubscribe: `<a href="${escapeHtml(links.unsubscribePage)}">${escapeHtml(c.unsubscribeLink)}</a>` }),
    lang,
  );
  // A reply ("please take me off") reaches the staff, not the no-reply sender (issue 28).
  return {
    kind: "newsletter-confirm",
    to: email,
    subject,
    text,
    html,
    headers: { ...unsubscribeHeaders(links), "Reply-To": config.mail.staffEmail },
  };
}

/**
 * Label/value pairs as plain-text lines; a value of several lines starts on its own line. `separator`
 * is the language's (": ", " : " in French, "：" in Japanese and Chinese).
 */
export function fieldLines(fields: [string, string][], separator = ": "): string[] {
  return fields.map(([label, value]) => `${label}${separator}${value.includes("\n") ? `\n${value}` : value}`);
}

/** Label/value pairs as HTML table rows, both escaped; in a right-to-left mail the labels sit on the right. */
export function fieldRows(fields: [string, string][], lang: LanguageCode = defaultLanguage): string {
  const rtl = directionOf(lang) === "rtl";
  const th = rtl
    ? `<th align="right" valign="top" style="padding:4px 0 4px 12px;white-space:nowrap">`
    : `<th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">`;
  return fields
    .map(
      ([label, value]) => `<tr>${th}${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
}

/** The labels of the staff's mails: the forms' own words, in English. */
const fieldIds = {
  name: "forms.quoteForm.name",
  email: "forms.quoteForm.email",
  subject: "forms.contactForm.subject",
  message: "forms.careersForm.message",
  phone: "forms.quoteForm.phone",
  opening: "staff.mail.fields.opening",
  position: "forms.careersForm.position",
  resume: "forms.careersForm.resume",
  company: "forms.quoteForm.company",
  reference: "staff.mail.fields.reference",
} as const satisfies Record<string, MessageId>;

export const field = (name: keyof typeof fieldIds) => englishOf(fieldIds[name]);

/** A notification to a desk (`to`: the staff's address unless a desk of its own handles it), Reply-To the visitor. */
export function staffMail(
  config: MailConfig,
  kind: string,
  subject: string,
  replyTo: string,
  fields: [string, string][],
  intro: string,
  to: string = config.mail.staffEmail,
): OutgoingMail {
  const text = [intro, "", ...fieldLines(fields)].join("\n");
  const rows = fieldRows(fields);
  const html = layout(
    subject,
    `<p>${escapeHtml(intro)}</p>\n<table style="border-collapse:collapse;font-size:14px">${rows}</table>`,
    escapeHtml(englishOf("staff.mail.replyToAnswer", { email: replyTo })),
  );
  return { kind, to, subject: subject.replace(/[\r\n]+/g, " "), text, html, headers: { "Reply-To": replyTo } };
}

export function contactNotification(
  config: MailConfig,
  message: { id: number; firstName: string; lastName: string; email: string; subject: string; message: string },
): OutgoingMail {
  const name = `${message.firstName} ${message.lastName}`;
  return staffMail(
    config,
    "contact-notification",
    englishOf("staff.mail.contact.subject", { name, subject: message.subject }),
    message.email,
    [
      [field("name"), name],
      [field("email"), message.email],
      [field("subject"), message.subject],
      [field("message"), message.message],
    ],
    englishOf("staff.mail.contact.intro", { id: message.id }),
  );
}

export function applicationNotification(
  config: MailConfig,
  application: {
    id: number;
    name: string;
    email: string;
    phone: string;
    position: string;
    message: string;
    resumeFilename: string | null;
    resumeSize: number | null;
    /** The opening's title; null for a general application. */
    opening?: string | null;
  },
): OutgoingMail {
  const resume = application.resumeFilename
    ? englishOf("staff.mail.application.resume", {
        filename: application.resumeFilename,
        size: Math.ceil((application.resumeSize ?? 0) / 1024),
      })
    : englishOf("staff.mail.application.noResume");
  return staffMail(
    config,
    "application-notification",
    application.opening
      ? englishOf("staff.mail.application.subjectForOpening", { opening: application.opening, name: application.name })
      : englishOf("staff.mail.application.subjectGeneral", { position: application.position, name: application.name }),
    application.email,
    [
      [field("name"), application.name],
      [field("email"), application.email],
      [field("phone"), application.phone],
      ...(application.opening ? ([[field("opening"), application.opening]] as [string, string][]) : []),
      [field("position"), application.position],
      [field("resume"), resume],
      [field("message"), application.message],
    ],
    englishOf("staff.mail.application.intro", { id: application.id }),
    config.mail.careersEmail,
  );
}

/**
 * The applicant's receipt (issue 15): it names the role applied for, so they can tell one application from another.
 * A reply reaches the careers desk (issue 28).
 */
export function applicationConfirmation(
  config: MailConfig,
  applicant: { name: string; email: string; opening: string | null },
  lang: LanguageCode = defaultLanguage,
): OutgoingMail {
  const brand = brandName(config);
  const c = copyOf(lang).application;
  const opening = applicant.opening;
  const subject = opening ? fill(c.subjectForOpening, { opening, brand }) : fill(c.subjectGeneral, { brand });
  const lines = [opening ? fill(c.thanksForOpening, { opening }) : c.thanksGeneral, c.review, fill(c.noFees, { brand })];
  const text = [fill(c.greeting, { name: applicant.name }), "", ...lines.flatMap((line) => [line, ""]), fill(c.signature, { brand })].join(
    "\n",
  );
  const html = layout(
    subject,
    `<p>${fillHtml(c.greeting, { name: escapeHtml(applicant.name) })}</p>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}\n<p>${fillHtml(c.signature, { brand: escapeHtml(brand) })}</p>`,
    fillHtml(c.footer, { site: escapeHtml(config.publicUrl) }),
    lang,
  );
  return {
    kind: "application-confirmation",
    to: applicant.email,
    subject: subject.replace(/[\r\n]+/g, " "),
    text,
    html,
    headers: { "Reply-To": config.mail.careersEmail },
  };
}
