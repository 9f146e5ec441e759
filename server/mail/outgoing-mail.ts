/** An e-mail as a template writes it and the outbox stores it (server/modules/mail-outbox/). */
export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, Reply-To …). */
  headers?: Record<string, string>;
}
