import type { FieldError, FormAnswer } from "#contracts/forms/api";
import { contactPath, type ContactPayload } from "#contracts/forms/contact";
import { contactMessages as m } from "#contracts/forms/contact-messages";

export type SendOutcome = { ok: true; message: string } | { ok: false; message: string; errors: FieldError[] };

/** POST /api/contact and the reading of its answer that docs/product/product-spec.md §8 gives. */
export async function sendMessage(payload: ContactPayload & { website: string }): Promise<SendOutcome> {
  try {
    const response = await fetch(contactPath, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
    const body = (await response.json().catch(() => null)) as FormAnswer | null;
    if (response.ok && body?.success !== false) return { ok: true, message: m.success };
    const message = typeof body?.message === "string" && body.message ? body.message : m.failed;
    return { ok: false, message, errors: Array.isArray(body?.errors) ? body.errors : [] };
  } catch {
    return { ok: false, message: m.unexpected, errors: [] };
  }
}
