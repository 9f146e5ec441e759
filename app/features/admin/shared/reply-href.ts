import type { ContactDetail } from "#contracts/api/contact";

/** mailto: with the subject 'Re: <subject>'; encoded, so nothing in a subject can add headers or recipients. */
export function replyHref(message: Pick<ContactDetail, "email" | "subject">) {
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}
