import { runAdminCommand } from "./modules/auth/admin-command";
import { readHiddenLine } from "./modules/auth/hidden-prompt";

/**
 * npm run admin -- <command>: staff accounts (create, reset-password, reset-2fa, list,
 * delete). There are no default credentials; the first account is made here.
 */
process.exitCode = await runAdminCommand({
  args: process.argv.slice(2),
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  prompt: process.stdin.isTTY ? readHiddenLine : undefined,
});
