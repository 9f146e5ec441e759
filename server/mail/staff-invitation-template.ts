import { staffRoleLabels, type StaffRole } from "#contracts/api/staff-roles";
import type { Config } from "#server/config";
import { englishOf } from "#server/i18n/english";
import { brandName } from "#server/lib/brand-name";
import { escapeXml as escapeHtml } from "#server/lib/escape-xml";
import type { OutgoingMail } from "./outgoing-mail";
import { layout } from "./templates";
import { fillHtml } from "./visitor-copy";

/** The one-time link an administrator's invitation sends (issue 16); the token exists only in this e-mail. Staff mail, in English. */
export function staffInvitationEmail(
  config: Pick<Config, "publicUrl" | "mail">,
  invite: { email: string; role: StaffRole; token: string; validHours: number },
): OutgoingMail {
  const brand = brandName(config);
  const link = `${config.publicUrl}/admin/invite?token=${encodeURIComponent(invite.token)}`;
  const role = staffRoleLabels[invite.role];
  const subject = englishOf("staff.mail.invitation.subject", { brand });
  const notExpected = englishOf("staff.mail.invitation.notExpected");
  const text = [
    englishOf("mail.newsletter.greeting"),
    "",
    englishOf("staff.mail.invitation.invited", { email: invite.email, brand, role }),
    englishOf("staff.mail.invitation.openWithin", { hours: invite.validHours }),
    link,
    "",
    notExpected,
  ].join("\n");
  const invited = fillHtml(englishOf("staff.mail.invitation.invited", { brand, role }), {
    email: `<strong>${escapeHtml(invite.email)}</strong>`,
  });
  const orOpen = fillHtml(englishOf("staff.mail.invitation.orOpen", { hours: invite.validHours }), {
    link: `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
  });
  const html = layout(
    subject,
    `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(englishOf("staff.mail.invitation.heading"))}</h1>
<p>${invited}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b5fff;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(englishOf("staff.mail.invitation.button"))}</a></p>
<p style="font-size:14px">${orOpen}</p>`,
    notExpected,
  );
  return { kind: "staff-invitation", to: invite.email, subject, text, html };
}
