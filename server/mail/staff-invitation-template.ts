import { staffRoleLabels, type StaffRole } from "#contracts/api/staff-roles";
import type { Config } from "#server/config";
import { brandName } from "#server/lib/brand-name";
import { escapeXml as escapeHtml } from "#server/lib/escape-xml";
import type { OutgoingMail } from "./outbox-repository";
import { layout } from "./templates";

/** The one-time link an administrator's invitation sends (issue 16); the token exists only in this e-mail. */
export function staffInvitationEmail(
  config: Pick<Config, "publicUrl" | "mail">,
  invite: { email: string; role: StaffRole; token: string; validHours: number },
): OutgoingMail {
  const brand = brandName(config);
  const link = `${config.publicUrl}/admin/invite?token=${encodeURIComponent(invite.token)}`;
  const role = staffRoleLabels[invite.role];
  const subject = `You are invited to the ${brand} staff area`;
  const text = [
    "Hello,",
    "",
    `An administrator invited ${invite.email} to the ${brand} staff area as ${role}.`,
    `To choose your password and create the account, open this link within ${invite.validHours} hours (it works once):`,
    link,
    "",
    "If you did not expect this, ignore this e-mail: no account is created.",
  ].join("\n");
  const html = layout(
    subject,
    `<h1 style="font-size:20px;margin:0 0 12px">Your staff account</h1>
<p>An administrator invited <strong>${escapeHtml(invite.email)}</strong> to the ${escapeHtml(brand)} staff area as ${escapeHtml(role)}.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b5fff;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">Create my account</a></p>
<p style="font-size:14px">Or open this link within ${invite.validHours} hours (it works once): <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    "If you did not expect this, ignore this e-mail: no account is created.",
  );
  return { kind: "staff-invitation", to: invite.email, subject, text, html };
}
