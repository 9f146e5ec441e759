import type { Config } from "#server/config";

/**
 * The brand as the server names it (e-mails, the RSS channel). The brand itself lives in
 * app/content/site.ts, which the server may not import (it reaches app/ only through its build);
 * the deployment's sender, MAIL_FROM, carries the same name as its display name, so a rebrand is
 * that file plus the deployment's own sender address. Without a display name, the site's host.
 */
export function brandName(config: Pick<Config, "publicUrl" | "mail">): string {
  const display = /^\s*"?([^"<]+?)"?\s*</.exec(config.mail.from)?.[1];
  return display || new URL(config.publicUrl).hostname;
}
