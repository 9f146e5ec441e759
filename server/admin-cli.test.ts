import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "./project-root";
import { runAdminCommand } from "./modules/auth/admin-command";

const dataDir = mkdtempSync(path.join(tmpdir(), "admin-cli-"));
const env = { DATA_DIR: dataDir, LOG_LEVEL: "silent" };

async function admin(args: string[], extraEnv: Record<string, string> = {}, prompt?: (question: string) => Promise<string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand({ args, env: { ...env, ...extraEnv }, out: (l) => out.push(l), err: (l) => err.push(l), prompt });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

function storedUsers() {
  const db = new SQLite(path.join(dataDir, "site.db"), { readonly: true });
  const rows = db.prepare("select email, name, password_hash from staff_users order by email").all() as {
    email: string;
    name: string | null;
    password_hash: string;
  }[];
  db.close();
  return rows;
}

describe("npm run admin", () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("runs as a command: creates an account from ADMIN_PASSWORD, hashed with scrypt at OWASP cost, and lists it", () => {
    const run = (args: string[], extra: Record<string, string> = {}) =>
      spawnSync(process.execPath, ["--import", "tsx", "server/admin-cli.ts", ...args], {
        cwd: projectRoot,
        env: { PATH: process.env.PATH, ...env, ...extra },
        encoding: "utf8",
        input: "",
        timeout: 60_000,
      });
    const created = run(["create", "Ops@Tarang.example", "--name", "Ops Desk"], { ADMIN_PASSWORD: "a long enough passphrase" });
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain("Created staff account ops@tarang.example");
    const [row] = storedUsers();
    expect(row).toMatchObject({ email: "ops@tarang.example", name: "Ops Desk" });
    expect(row!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(row!.password_hash).not.toContain("a long enough passphrase");

    const failed = run(["create", "second@tarang.example"]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toBe("Error: No terminal to ask for a password: set ADMIN_PASSWORD instead.\n");
  }, 90_000);

  it("lists accounts", async () => {
    const list = await admin(["list"]);
    expect(list.code).toBe(0);
    expect(list.out).toContain("ops@tarang.example (Ops Desk)");
  });

  it("asks twice for a password at a terminal and refuses two different answers", async () => {
    const answers = ["first passphrase!", "second passphrase"];
    const result = await admin(["create", "prompt@tarang.example"], {}, async () => answers.shift()!);
    expect(result).toMatchObject({ code: 1, err: "Error: The two passwords differ; nothing was changed." });
    expect(storedUsers().map((u) => u.email)).not.toContain("prompt@tarang.example");
  });

  it.each([
    [["create", "x@tarang.example"], { ADMIN_PASSWORD: "short" }, "at least 12 characters"],
    [["create", "x@tarang.example"], { ADMIN_PASSWORD: "            " }, "cannot be only spaces"],
    [["create", "ops@tarang.example"], { ADMIN_PASSWORD: "a long enough passphrase" }, "already exists"],
    [["create", "not-an-email"], { ADMIN_PASSWORD: "a long enough passphrase" }, "not a valid email"],
    [["create"], {}, "Give the account's email address"],
    [["reset-password", "nobody@tarang.example"], { ADMIN_PASSWORD: "a long enough passphrase" }, "There is no account"],
    [["delete", "nobody@tarang.example"], {}, "There is no account"],
    [["create", "x@tarang.example", "--role", "owner"], { ADMIN_PASSWORD: "a long enough passphrase" }, 'Unknown role "owner"'],
    [["create", "x@tarang.example", "--role", "Admin"], { ADMIN_PASSWORD: "a long enough passphrase" }, 'Unknown role "Admin"'],
    [["reset-password", "ops@tarang.example", "--role", "sales"], {}, "--role goes only with create"],
    [["reset-2fa", "nobody@tarang.example"], {}, "There is no account"],
    [["reset-2fa", "ops@tarang.example"], {}, "has no second factor; nothing was changed"],
    [["reset-2fa"], {}, "Give the account's email address"],
    [["promote", "ops@tarang.example"], {}, 'Unknown command "promote"'],
    [["list", "--admin"], {}, "Unknown option '--admin'"],
    [["list"], { DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
  ])("admin %j fails with one clear line", async (args, extraEnv, message) => {
    const result = await admin(args, extraEnv);
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
    expect(result.err).not.toMatch(/\n\s+at /);
  });

  it("resets a password: a new hash replaces the old one", async () => {
    const before = storedUsers()[0]!.password_hash;
    const result = await admin(["reset-password", "ops@tarang.example"], {}, async () => "another long passphrase");
    expect(result.code).toBe(0);
    expect(storedUsers()[0]!.password_hash).not.toBe(before);
  });

  it("creates an account with the role --role names, and removes a lost second factor with reset-2fa", async () => {
    const created = await admin(["create", "hr@tarang.example", "--role", "recruiter"], { ADMIN_PASSWORD: "a long enough passphrase" });
    expect(created).toMatchObject({ code: 0, out: expect.stringContaining("hr@tarang.example (recruiter)") });
    expect((await admin(["list"])).out).toMatch(/hr@tarang\.example {2}recruiter/);

    const db = new SQLite(path.join(dataDir, "site.db"));
    const { id } = db.prepare("select id from staff_users where email = ?").get("hr@tarang.example") as { id: number };
    db.prepare(
      "update staff_users set totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totp_enabled_at = 'x', totp_last_step = 1 where id = ?",
    ).run(id);
    db.prepare("insert into staff_recovery_codes (user_id, code_hash) values (?, 'h')").run(id);
    const reset = await admin(["reset-2fa", "HR@tarang.example"]);
    expect(reset).toMatchObject({ code: 0, out: expect.stringContaining("Removed the second factor of hr@tarang.example") });
    expect(db.prepare("select totp_secret, totp_enabled_at, totp_last_step from staff_users where id = ?").get(id)).toEqual({
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    });
    expect(db.prepare("select count(*) as n from staff_recovery_codes where user_id = ?").get(id)).toEqual({ n: 0 });
    db.close();
    expect((await admin(["delete", "hr@tarang.example"])).code).toBe(0);
  });

  it("deletes an account", async () => {
    expect((await admin(["delete", "OPS@tarang.example"])).code).toBe(0);
    expect((await admin(["list"])).out).toContain("No staff accounts yet");
  });
});
