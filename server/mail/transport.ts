import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Config } from "#server/config";

export interface MailTransport {
  readonly kind: "smtp" | "files";
  send(message: Mail.Options & { id: number; kind: string }): Promise<void>;
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

function smtpTransport(url: string): MailTransport {
  // A small pool reuses connections across a batch; short timeouts make a hung server fail the attempt well inside the worker's lease.
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    async send({ id: _id, kind: _kind, ...message }) {
      const info = await transporter.sendMail(message);
      if (info.rejected?.length) throw new Error(`recipient rejected: ${info.rejected.join(", ")}`);
    },
    close: () => transporter.close(),
  };
}

function fileTransport(folder: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send({ id, kind, ...message }) {
      const info = await builder.sendMail(message);
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${String(id).padStart(8, "0")}-${kind}.eml`);
      // Written whole, then renamed: a reader never sees half an email.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => builder.close(),
  };
}
