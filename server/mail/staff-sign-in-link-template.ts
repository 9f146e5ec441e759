import type { Config } from "#server/config";
import { englishOf } from "#server/i18n/english";
import { brandName } from "#server/lib/brand-name";
import { escapeXml as escapeHtml } from "#server/lib/escape-xml";
import type { OutgoingMail } from "./outgoing-mail";
import { layout } from "./templates";

/**
 * The sign-in link for a member of staff whose account is under a guessing attack (issue 28, decision 032); the
 * token exists only in this e-mail. Staff mail, in English.
 */
export function staffSignInLinkEmail(
  config: Pick<Config, "publicUrl" | "mail">,
  link: { email: string; token: string; validMinutes: number },
): OutgoingMail {
  const brand = brandName(config);
  const url = `${config.publicUrl}/admin/login?link=${encodeURIComponent(link.token)}`;
  const subject = englishOf("staff.mail.signInLink.subject", { brand });
  const why = englishOf("staff.mail.signInLink.why", { email: link.email });
  const how = englishOf("staff.mail.signInLink.how", { minutes: link.validMinutes });
  const notYou = englishOf("staff.mail.signInLink.notYou");
  const text = [englishOf("mail.newsletter.greeting"), "", why, how, url, "", notYou].join("\n");
  const html = layout(
    subject,
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(englishOf("staff.mail.signInLink.heading"))}</h1>
<p>${escapeHtml(why)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0b5fff;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(englishOf("staff.mail.signInLink.button"))}</a></p>
<p style="font-size:14px">${escapeHtml(how)} <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    escapeHtml(notYou),
  );
  return { kind: "staff-sign-in-link", to: link.email, subject, text, html };
}
