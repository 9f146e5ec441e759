import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#server/config";
import { openDatabase } from "#server/db/database";
import { describeDatabase } from "#server/db/describe";
import { migrateToLatest } from "#server/db/migrate";
import {
  AccountError,
  checkEmail,
  checkPassword,
  checkRole,
  createAccount,
  deleteAccount,
  listAccounts,
  resetPassword,
  resetSecondFactor,
} from "./staff-accounts";

export const adminUsage = `Usage: npm run admin -- <command>

  create <email> [--name "Full Name"] [--role admin|recruiter|sales|editor|operations|translator]
                                        create a staff account (an administrator unless --role says otherwise;
                                        a translator's languages are chosen at /admin/staff)
  reset-password <email>                set a new password (signs the account out everywhere)
  reset-2fa <email>                     remove the account's second factor (a lost device); it sets up a new one
  list                                  list the staff accounts
  delete <email>                        delete an account (its sessions end at once)

The password comes from the ADMIN_PASSWORD environment variable or, when it is
not set, from a prompt that does not echo. It must be at least 12 characters.`;

export interface AdminIo {
  args: string[];
  /** The environment: settings for loadConfig, and ADMIN_PASSWORD. */
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
  /** Asks for a hidden line, or is absent when there is no terminal. */
  prompt?: (question: string) => Promise<string>;
}

async function newPassword(io: AdminIo): Promise<string> {
  // ADMIN_PASSWORD is an input to this one-shot command, never a server setting: config.ts must not hold a password.
  const fromEnv = io.env.ADMIN_PASSWORD;
  if (fromEnv) return checkPassword(fromEnv);
  if (!io.prompt) throw new AccountError("No terminal to ask for a password: set ADMIN_PASSWORD instead.");
  const first = checkPassword(await io.prompt("New password (at least 12 characters): "));
  const second = await io.prompt("Repeat the password: ");
  if (first !== second) throw new AccountError("The two passwords differ; nothing was changed.");
  return first;
}

async function run(io: AdminIo) {
  const { positionals, values } = parseArgs({
    args: io.args,
    allowPositionals: true,
    options: { name: { type: "string" }, role: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [command, email, ...extra] = positionals;
  if (values.help || !command) {
    io.out(adminUsage);
    return;
  }
  if (!["create", "reset-password", "reset-2fa", "list", "delete"].includes(command))
    throw new AccountError(`Unknown command "${command}".\n\n${adminUsage}`);
  if (extra.length > 0) throw new AccountError(`Unexpected arguments: ${extra.join(" ")}`);
  if (command !== "list") checkEmail(email);
  if (values.role !== undefined && command !== "create") throw new AccountError("--role goes only with create.");
  // Checked before the database is opened or a password asked for: a typo costs nothing.
  const role = checkRole(values.role);

  const config = loadConfig(io.env);
  const database = openDatabase(config.database);
  try {
    if (!(await database.ping())) throw new AccountError(`Cannot reach the database (${describeDatabase(config.database)}).`);
    await migrateToLatest(database);
    const { db } = database;
    if (command === "list") {
      const users = await listAccounts(db);
      if (users.length === 0) io.out("No staff accounts yet. Create one with: npm run admin -- create <email>");
      for (const user of users)
        io.out(`${user.email}${user.name ? ` (${user.name})` : ""}  ${user.role}  created ${user.created_at.slice(0, 10)}`);
    } else if (command === "create") {
      const user = await createAccount(db, { email: email!, password: await newPassword(io), name: values.name, role });
      io.out(`Created staff account ${user.email} (${user.role}). Sign in at /admin/login.`);
    } else if (command === "reset-password") {
      const user = await resetPassword(db, { email: email!, password: await newPassword(io) });
      io.out(`New password set for ${user.email}; its open sessions were signed out.`);
    } else if (command === "reset-2fa") {
      const user = await resetSecondFactor(db, email!);
      io.out(`Removed the second factor of ${user.email}; it sets up a new one in Settings after signing in.`);
    } else {
      const user = await deleteAccount(db, email!);
      io.out(`Deleted staff account ${user.email}.`);
    }
  } finally {
    await database.close();
  }
}

/** Runs one admin command; answers the exit code. Operator mistakes end in one "Error:" line, never a stack trace. */
export async function runAdminCommand(io: AdminIo): Promise<number> {
  try {
    await run(io);
    return 0;
  } catch (error) {
    if (error instanceof AccountError || error instanceof ConfigError) {
      io.err(`Error: ${error.message}`);
      return 1;
    }
    if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) {
      io.err(`Error: ${error.message}\n\n${adminUsage}`);
      return 1;
    }
    throw error;
  }
}
