import { z } from "zod";
import { sessionLimits } from "#contracts/api/auth";
import { staffRoles, type StaffRole } from "#contracts/api/staff-roles";
import type { Db } from "#server/db/database";
import { hashPassword, type ScryptParams } from "./password";
import { disableSecondFactor } from "./second-factor-repository";
import { staffDepartures } from "./staff-departures";
import {
  createStaffUser,
  deleteStaffUser,
  findStaffUserByEmail,
  listStaffUsers,
  normaliseEmail,
  setStaffPassword,
} from "./staff-user-repository";

/** What `npm run admin` does, apart from talking to the terminal. Failures throw AccountError with a message for the operator. */
export class AccountError extends Error {}

const emailSchema = z.email("That is not a valid email address.").max(254, "The email address is longer than 254 characters.");

export function checkEmail(email: string | undefined) {
  if (!email) throw new AccountError("Give the account's email address, e.g. npm run admin -- create ana@example.com");
  const parsed = emailSchema.safeParse(normaliseEmail(email));
  if (!parsed.success) throw new AccountError(parsed.error.issues[0]!.message);
  return parsed.data;
}

export function checkPassword(password: string) {
  if (password.length < sessionLimits.passwordMinLength)
    throw new AccountError(`The password must be at least ${sessionLimits.passwordMinLength} characters long.`);
  if (password.length > 1024) throw new AccountError("The password must be at most 1024 characters long.");
  if (password.trim() === "") throw new AccountError("The password cannot be only spaces.");
  return password;
}

/** One of contracts/api/staff-roles.ts, or an error naming them; no role given means an administrator. */
export function checkRole(role: string | undefined): StaffRole {
  if (role === undefined) return "admin";
  const known = staffRoles.find((r) => r === role);
  if (!known) throw new AccountError(`Unknown role "${role}"; use one of: ${staffRoles.join(", ")}.`);
  return known;
}

export async function createAccount(
  db: Db,
  input: { email: string; password: string; name?: string; role?: string },
  params?: ScryptParams,
) {
  const email = checkEmail(input.email);
  const role = checkRole(input.role);
  const password = checkPassword(input.password);
  const name = input.name?.trim().slice(0, 100) || null;
  if (await findStaffUserByEmail(db, email))
    throw new AccountError(`An account for ${email} already exists; use reset-password to change its password.`);
  return createStaffUser(db, { email, name, role, passwordHash: await hashPassword(password, params) });
}

/** Sets a new password; the account's open sessions end. */
export async function resetPassword(db: Db, input: { email: string; password: string }, params?: ScryptParams) {
  const email = checkEmail(input.email);
  const password = checkPassword(input.password);
  const user = await findStaffUserByEmail(db, email);
  if (!user) throw new AccountError(`There is no account for ${email}.`);
  await setStaffPassword(db, user.id, await hashPassword(password, params));
  return user;
}

export async function deleteAccount(db: Db, emailInput: string) {
  const email = checkEmail(emailInput);
  const user = await findStaffUserByEmail(db, email);
  if (!user) throw new AccountError(`There is no account for ${email}.`);
  // Its notes stay without an author and its quotes unassigned, each module clearing its own rows.
  await db.transaction().execute(async (trx) => {
    for (const departure of staffDepartures) await departure(trx, user.id);
    await deleteStaffUser(trx, user.id);
  });
  return user;
}

/** For a lost device: the second factor and its recovery codes are removed; the account sets up a new one (decision 023). */
export async function resetSecondFactor(db: Db, emailInput: string) {
  const email = checkEmail(emailInput);
  const user = await findStaffUserByEmail(db, email);
  if (!user) throw new AccountError(`There is no account for ${email}.`);
  if (!user.totp_secret && !user.totp_pending_secret) throw new AccountError(`${email} has no second factor; nothing was changed.`);
  await disableSecondFactor(db, user.id);
  return user;
}

export const listAccounts = listStaffUsers;
