import type { FieldError, FormAnswer } from "#contracts/forms/api";
import { contactPath, type ContactPayload } from "#contracts/forms/contact";
import { contactMessages } from "#contracts/forms/contact-messages";
import { codesOf } from "#contracts/i18n/codes";

const m = codesOf(contactMessages);

/** `code`: the contact form's message (contracts/forms/contact-messages.ts), shown in the page's language. */
export type SendOutcome = { ok: true; code: string } | { ok: false; code: string; message?: string; errors: FieldError[] };

/** POST /api/contact and the reading of its answer that docs/product/product-spec.md §8 gives. */
export async function sendMessage(payload: ContactPayload & { website: string }): Promise<SendOutcome> {
  try {
    const response = await fetch(contactPath, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => null)) as FormAnswer | null;
    if (response.ok && body?.success !== false) return { ok: true, code: m.success };
    const message = typeof body?.message === "string" && body.message ? body.message : undefined;
    const code = typeof body?.code === "string" && body.code ? body.code : message ? "" : m.failed;
    return { ok: false, code, message, errors: Array.isArray(body?.errors) ? body.errors : [] };
  } catch {
    return { ok: false, code: m.unexpected, errors: [] };
  }
}
