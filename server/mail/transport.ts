import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Config } from "#server/config";

export interface MailTransport {
  readonly kind: "smtp" | "files";
  /** How many emails are sent at the same time; the rest of a batch waits its turn. */
  readonly connections: number;
  /** The longest one send can take before it fails: every time-out of the transport, spent in full. */
  readonly sendTimeoutMs: number;
  send(message: Mail.Options & { id: number; kind: string }): Promise<void>;
  /**
   * Deletes the copies this transport kept of these outbox mails, and answers how many it deleted: the .eml files
   * of the file transport (a data-subject erasure, issue 28). What SMTP sent has left; it keeps nothing.
   */
  forget(ids: number[]): Promise<number>;
  /** Deletes the copies it kept of mail sent before `before` (the retention job); answers how many. */
  prune(before: Date): Promise<number>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise every email becomes an .eml file under
 * DATA_DIR/outbox/, so a local install shows what would have been sent.
 */
export function createMailTransport(config: Pick<Config, "dataDir" | "mail">): MailTransport {
  if (config.mail.smtpUrl) return smtpTransport(config.mail.smtpUrl);
  return fileTransport(path.join(config.dataDir, "outbox"));
}

/**
 * Short time-outs make a hung server fail the attempt (it is retried, ./backoff.ts). The worker's claim is sized
 * from their sum (mail-worker.ts leaseFor()): 35 s here makes a 45 s claim, so the mail of an instance that dies
 * goes out within a minute (issue 33).
 */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

function smtpTransport(url: string): MailTransport {
  // A small pool reuses connections across a batch.
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: 3, ...smtpTimeouts });
  return {
    kind: "smtp",
    connections: 3,
    sendTimeoutMs: smtpTimeouts.connectionTimeout + smtpTimeouts.greetingTimeout + smtpTimeouts.socketTimeout,
    async send({ id: _id, kind: _kind, ...message }) {
      const info = await transporter.sendMail(message);
      if (info.rejected?.length) throw new Error(`recipient rejected: ${info.rejected.join(", ")}`);
    },
    forget: async () => 0,
    prune: async () => 0,
    close: () => transporter.close(),
  };
}

function fileTransport(folder: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    connections: Number.POSITIVE_INFINITY,
    // A local disk write; the figure only bounds how long the worker holds its claim.
    sendTimeoutMs: 10_000,
    async send({ id, kind, ...message }) {
      const info = await builder.sendMail(message);
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${fileIdOf(id)}-${kind}.eml`);
      // Written whole, then renamed: a reader never sees half an email.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    async forget(ids) {
      const prefixes = new Set(ids.map(fileIdOf));
      return removeFiles(folder, async (name) => prefixes.has(name.slice(0, 8)) && name[8] === "-");
    },
    async prune(before) {
      return removeFiles(folder, async (name) => name.endsWith(".eml") && (await stat(path.join(folder, name))).mtimeMs < before.getTime());
    },
    close: () => builder.close(),
  };
}

/** The outbox row's id as the file transport names its file: eight digits, zero-padded. */
const fileIdOf = (id: number) => String(id).padStart(8, "0");

/** Deletes the files of `folder` that `matches` picks; a file already gone (another instance, a reader) is no error. */
async function removeFiles(folder: string, matches: (name: string) => Promise<boolean>) {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    try {
      if (!(await matches(name))) continue;
      await rm(path.join(folder, name), { force: true });
      removed++;
    } catch {
      // Gone meanwhile.
    }
  }
  return removed;
}
