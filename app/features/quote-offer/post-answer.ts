import type { FormAnswer } from "#contracts/forms/api";

/**
 * What the page makes of an answer's post (issue 31): done with its code, the fields' codes, a refusal (the link is
 * used, expired or unknown), or unavailable (network, rate limit, server: nothing changed, the buyer may retry).
 */
export type AnswerOutcome =
  | { kind: "done"; code: string }
  | { kind: "fields"; errors: Record<string, string> }
  | { kind: "refused"; code: string }
  | { kind: "unavailable"; code: string };

/** POSTs one answer form's fields as JSON (the consent box as `true`) and sorts the API's answer. */
export async function postAnswer(path: string, form: HTMLFormElement): Promise<AnswerOutcome> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && value !== "") fields[name] = value;
  if ("consent" in fields) fields.consent = true;
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(fields),
    });
    const body = (await response.json().catch(() => null)) as FormAnswer | null;
    const code = typeof body?.code === "string" ? body.code : "";
    if (response.ok && body?.success) return { kind: "done", code };
    if (response.status === 400 && body?.errors?.length)
      return { kind: "fields", errors: Object.fromEntries(body.errors.map((error) => [error.field, error.code])) };
    if ([404, 409, 410].includes(response.status) && refusalCodes.has(code)) return { kind: "refused", code };
    return { kind: "unavailable", code: response.status === 429 ? "tooManyRequests" : "failed" };
  } catch {
    return { kind: "unavailable", code: "failed" };
  }
}

/** The field each of the API's field codes is about (contracts/api/quote-offer.ts). */
const fieldOfCode: Record<string, string> = {
  nameRequired: "name",
  nameInvalid: "name",
  purchaseOrderInvalid: "purchaseOrder",
  consentRequired: "consent",
  reasonRequired: "reason",
  detailsRequired: "details",
  detailsInvalid: "details",
  questionRequired: "question",
  questionInvalid: "question",
};
const doneCodes = new Set(["accepted", "declined", "questionSent"]);
const refusalCodes = new Set(["linkInvalid", "offerExpired", "offerAccepted", "offerDeclined", "offerClosed"]);

/** An answer's code in the page's words; a code the page has no words for reads as the general failure. */
export function sayAnswer(messages: Readonly<Record<string, string>> & { failed: string }, code: string): string {
  return messages[code] ?? messages.failed;
}

/** The outcome a plain form post came back to the page with (`?result=<code>`), as a post with scripts would have had it. */
export function outcomeOfCode(code: string): AnswerOutcome {
  if (doneCodes.has(code)) return { kind: "done", code };
  if (refusalCodes.has(code)) return { kind: "refused", code };
  const field = fieldOfCode[code];
  if (field) return { kind: "fields", errors: { [field]: code } };
  return { kind: "unavailable", code: "failed" };
}
