import {
  invitationValidHours,
  staffAccountMessages as m,
  type AcceptInvitation,
  type InvitationPreview,
  type InviteRequest,
  type PendingInvitation,
  type StaffAccount,
  type StaffAccountUpdate,
} from "#contracts/api/staff-accounts";
import type { StaffRole } from "#contracts/api/staff-roles";
import type { Config } from "#server/config";
import type { Db } from "#server/db/database";
import type { StaffUser } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { nowIso } from "#server/lib/time";
import type { MailWorker } from "#server/modules/mail-outbox/mail-worker";
import { queueMail } from "#server/modules/mail-outbox/outbox";
import { staffInvitationEmail } from "#server/mail/staff-invitation-template";
import {
  findInvitationByTokenHash,
  findPendingInvitation,
  insertInvitation,
  listPendingInvitations,
  markInvitationAccepted,
  withdrawInvitation,
  withdrawPendingInvitations,
} from "./invitation-repository";
import { hashPassword, type ScryptParams } from "./password";
import { createSessionToken, hashSessionToken, sessionTokenPattern } from "./session-token";
import {
  countOtherActiveAdmins,
  createStaffUser,
  findStaffUserByEmail,
  findStaffUserById,
  languagesOf,
  listActiveStaffFor,
  listStaffUsers,
  storedLanguages,
  updateStaffAccount,
} from "./staff-user-repository";

export interface StaffAccountDeps {
  db: Db;
  config: Pick<Config, "publicUrl" | "mail">;
  mailWorker: Pick<MailWorker, "wake">;
  /** Tests pass a cheap cost; the default is the one every account uses (decision 007). */
  scrypt?: ScryptParams;
  now?: () => Date;
}

/** What an account and an invitation both show: who, the role and a translator's languages. */
function memberOf(row: Pick<StaffUser, "id" | "email" | "name" | "role" | "languages">) {
  return { id: row.id, email: row.email, name: row.name, role: row.role, languages: languagesOf(row.languages) };
}

function toAccount(row: Pick<StaffUser, "id" | "email" | "name" | "role" | "languages" | "disabled_at" | "created_at">): StaffAccount {
  return { ...memberOf(row), disabled: row.disabled_at !== null, createdAt: row.created_at };
}

function toInvitation(row: Parameters<typeof memberOf>[0] & { created_at: string; expires_at: string }): PendingInvitation {
  return { ...memberOf(row), createdAt: row.created_at, expiresAt: row.expires_at };
}

/**
 * Administrators manage staff accounts (issue 16, docs/decisions/020-staff-roles.md): they invite by
 * e-mail with a one-time link valid 72 hours, change roles and disable accounts; there is always at
 * least one active administrator.
 */
export function createStaffAccountService(deps: StaffAccountDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function invite(input: InviteRequest & { email: string }, invitedBy: number): Promise<PendingInvitation> {
    if (await findStaffUserByEmail(db, input.email)) throw new HttpError(409, m.accountExists);
    const token = createSessionToken();
    const at = now();
    const row = await db.transaction().execute(async (trx) => {
      await withdrawPendingInvitations(trx, input.email, nowIso(at));
      const invitation = await insertInvitation(trx, {
        email: input.email,
        name: input.name?.trim() || null,
        role: input.role,
        languages: storedLanguages(input.role, input.languages),
        tokenHash: hashSessionToken(token),
        invitedBy,
        createdAt: nowIso(at),
        expiresAt: nowIso(new Date(at.getTime() + invitationValidHours * 3600_000)),
      });
      await queueMail(
        trx,
        staffInvitationEmail(deps.config, { email: input.email, role: input.role, token, validHours: invitationValidHours }),
        at,
      );
      return invitation;
    });
    deps.mailWorker.wake();
    return toInvitation(row);
  }

  /** The invitation a link's token names while it can be accepted; else 410 saying why. */
  async function pendingByToken(token: string) {
    if (!sessionTokenPattern.test(token)) throw new HttpError(410, m.invitationInvalid);
    const invitation = await findInvitationByTokenHash(db, hashSessionToken(token));
    if (!invitation || invitation.accepted_at) throw new HttpError(410, m.invitationInvalid);
    if (invitation.withdrawn_at) throw new HttpError(410, m.invitationWithdrawn);
    if (Date.parse(invitation.expires_at) <= now().getTime()) throw new HttpError(410, m.invitationExpired);
    return invitation;
  }

  return {
    async list(): Promise<{ accounts: StaffAccount[]; invitations: PendingInvitation[] }> {
      const [accounts, invitations] = await Promise.all([listStaffUsers(db), listPendingInvitations(db, nowIso(now()))]);
      return { accounts: accounts.map(toAccount), invitations: invitations.map(toInvitation) };
    },

    /** Who can be given work that the given roles do (quotes: sales), for an assignment's choices. */
    activeStaffFor(roles: readonly StaffRole[]) {
      return listActiveStaffFor(db, roles);
    },

    invite,

    /** Withdraws a pending invitation (issue 28): its link stops working; 404 when it is no longer pending. */
    async revoke(id: number): Promise<void> {
      if (!(await withdrawInvitation(db, id, nowIso(now())))) throw new HttpError(404, m.invitationNotPending);
    },

    /**
     * Sends a pending invitation again (issue 28): only the token's hash is kept, so the mail carries a new link,
     * valid 72 hours from now, and the old one is withdrawn. 404 when it is no longer pending.
     */
    async resend(id: number, invitedBy: number): Promise<PendingInvitation> {
      const pending = await findPendingInvitation(db, id, nowIso(now()));
      if (!pending) throw new HttpError(404, m.invitationNotPending);
      return invite(
        { email: pending.email, name: pending.name ?? undefined, role: pending.role, languages: languagesOf(pending.languages) },
        invitedBy,
      );
    },

    /** What accepting the invitation creates, for the page its link opens (issue 28). */
    async preview(token: string): Promise<InvitationPreview> {
      const invitation = await pendingByToken(token);
      return { email: invitation.email, role: invitation.role, expiresAt: invitation.expires_at };
    },

    /** Creates the account the invitation names and answers it; a used, withdrawn or expired link changes nothing. */
    async accept(input: AcceptInvitation): Promise<{ id: number; email: string }> {
      const invitation = await pendingByToken(input.token);
      const passwordHash = await hashPassword(input.password, deps.scrypt);
      return db.transaction().execute(async (trx) => {
        if (!(await markInvitationAccepted(trx, invitation.id, nowIso(now())))) throw new HttpError(410, m.invitationInvalid);
        if (await findStaffUserByEmail(trx, invitation.email)) throw new HttpError(409, m.accountExists);
        const { id, email } = await createStaffUser(trx, {
          email: invitation.email,
          name: input.name?.trim() || invitation.name,
          passwordHash,
          role: invitation.role,
          languages: languagesOf(invitation.languages),
        });
        return { id, email };
      });
    },

    /** A new role or disabled/enabled; never leaves the site without an active administrator. */
    async update(id: number, change: StaffAccountUpdate): Promise<StaffAccount> {
      return db.transaction().execute(async (trx) => {
        const user = await findStaffUserById(trx, id);
        if (!user) throw new HttpError(404, m.notFound);
        const staysAdmin = (change.role ?? user.role) === "admin" && !(change.disabled ?? user.disabled_at !== null);
        const isActiveAdmin = user.role === "admin" && user.disabled_at === null;
        if (isActiveAdmin && !staysAdmin && (await countOtherActiveAdmins(trx, id)) === 0) throw new HttpError(409, m.lastAdmin);
        const role = change.role ?? user.role;
        const languages = change.languages ?? languagesOf(user.languages);
        if (role === "translator" && languages.length === 0)
          throw new HttpError(400, m.languagesRequired, [{ field: "languages", code: "languagesRequired", message: m.languagesRequired }]);
        const at = nowIso(now());
        await updateStaffAccount(
          trx,
          id,
          {
            role: change.role,
            languages: change.role !== undefined || change.languages !== undefined ? storedLanguages(role, languages) : undefined,
            disabledAt: change.disabled === undefined ? undefined : change.disabled ? (user.disabled_at ?? at) : null,
          },
          at,
        );
        return toAccount((await findStaffUserById(trx, id))!);
      });
    },
  };
}

export type StaffAccountService = ReturnType<typeof createStaffAccountService>;
