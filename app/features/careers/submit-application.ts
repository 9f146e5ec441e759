import type { FieldError, FormAnswer } from "#contracts/forms/api";
import { applicationsPath, type CareersPayload } from "#contracts/forms/careers";
import { HONEYPOT_FIELD } from "#contracts/forms/limits";
import { careersMessages } from "#contracts/forms/careers-messages";
import { codesOf } from "#contracts/i18n/codes";
import { visitorLanguage } from "#app/i18n/visitor-language";

const m = codesOf(careersMessages);

/** Codes of the careers form's messages (contracts/forms/careers-messages.ts), shown in the page's language. */
export type SubmitOutcome =
  /** `message`: the server's own words, shown when its code is not one the form knows. */
  | { ok: true; code: string; message?: string }
  /** `errors` is the server's per-field list (a 400 or 413); `code` is what the toast says. */
  | { ok: false; code: string; message?: string; errors: FieldError[] };

export interface Application extends CareersPayload {
  resume: File | null;
  consent: boolean;
  website: string;
  /** The opening applied for; absent for a general application. */
  openingId?: number;
}

/** The multipart body of docs/product/product-spec.md §7 plus the consent flag and the honeypot. */
function toFormData({ resume, consent, website, openingId, lang, ...fields }: Application): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  const language = visitorLanguage(lang).lang;
  if (language) data.set("lang", language);
  if (openingId !== undefined) data.set("openingId", String(openingId));
  data.set(HONEYPOT_FIELD, website);
  if (resume) {
    data.set("consent", consent ? "true" : "false");
    data.set("resume", resume, resume.name);
  }
  return data;
}

const isUnavailable = (response: Response) => response.status === 503 || response.statusText === "Service Unavailable";

/** POST /api/applications and the reading of its answer that docs/product/product-spec.md §8 gives. */
export async function submitApplication(application: Application): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(applicationsPath, { method: "POST", headers: { Accept: "application/json" }, body: toFormData(application) });
  } catch (error) {
    // fetch rejects with a TypeError when the request never reached a server.
    return { ok: false, code: error instanceof TypeError ? m.network : m.unexpected, errors: [] };
  }
  try {
    if (isUnavailable(response)) return { ok: false, code: m.unavailable, errors: [] };
    const body = (await response.json().catch(() => null)) as FormAnswer | null;
    const code = typeof body?.code === "string" && body.code ? body.code : null;
    const message = typeof body?.message === "string" && body.message ? body.message : undefined;
    if (response.ok && body?.success !== false) return { ok: true, code: code ?? (message ? "" : m.success), message };
    if (Array.isArray(body?.errors) && body.errors.length > 0) return { ok: false, code: m.fixErrors, errors: body.errors };
    return { ok: false, code: code ?? (message ? "" : m.failed), message, errors: [] };
  } catch {
    return { ok: false, code: m.unexpected, errors: [] };
  }
}
