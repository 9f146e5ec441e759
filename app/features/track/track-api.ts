import type { TrackingView, TrackLookupRequest } from "#contracts/api/tracking";
import { trackCodes } from "#contracts/api/tracking-codes";
import type { NotificationChoice } from "#contracts/shipping/milestones";

/**
 * Why the page could not show a shipment: `notFound` (one answer for a wrong reference and a wrong e-mail address,
 * and for a link that opens nothing), `tooMany` (rate-limited), `network` (no answer; what was typed is kept),
 * `failed` (the server's fault).
 */
export type TrackProblem = "notFound" | "tooMany" | "network" | "failed";
export type TrackOutcome = { ok: true; view: TrackingView } | { ok: false; problem: TrackProblem };

/** The problem an /api/track answer stands for, from its status and code. */
export function problemOf(status: number, code: unknown): TrackProblem {
  if (status === 429 || code === trackCodes.tooMany) return "tooMany";
  // A reference or address the contract refuses (400) is answered as one that matches nothing.
  if (status === 404 || status === 400 || code === trackCodes.notFound) return "notFound";
  return "failed";
}

async function call(url: string, init: RequestInit = {}): Promise<TrackOutcome> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { Accept: "application/json", ...init.headers } });
  } catch {
    return { ok: false, problem: "network" };
  }
  const body = (await response.json().catch(() => null)) as { success?: boolean; code?: unknown; data?: TrackingView } | null;
  if (response.ok && body?.success && body.data) return { ok: true, view: body.data };
  return { ok: false, problem: problemOf(response.status, body?.code) };
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** POST /api/track: the shipment of this reference whose customer has this address. */
export function lookUpShipment(request: TrackLookupRequest) {
  return call("/api/track", json("POST", request));
}

/** GET /api/track/:token: the shipment of a personal link. */
export function openTrackingLink(token: string) {
  return call(`/api/track/${encodeURIComponent(token)}`);
}

/** PUT /api/track/:access/notifications: which milestones e-mail the customer. */
export function chooseNotifications(access: string, notifications: NotificationChoice) {
  return call(`/api/track/${encodeURIComponent(access)}/notifications`, json("PUT", { notifications }));
}

/** Where a customer-visible document downloads from, checked by the server against the access it was opened with. */
export function documentHref(access: string, id: number) {
  return `/api/track/${encodeURIComponent(access)}/documents/${id}`;
}
