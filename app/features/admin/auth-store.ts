import { readStored, removeStored, writeStored } from "#app/lib/storage";
import { staffRoles } from "#contracts/api/staff-roles";
import { staffMessages, type LoginRequest, type LoginResponse, type StaffUser, type VerifyResponse } from "#contracts/api/auth";

/**
 * The staff session (docs/product/product-spec.md §3 and §4): the token and the user live in memory and
 * in localStorage as `admin_token` and `admin_user`. On start both are
 * restored; a malformed stored user removes both; the session counts only
 * when both exist. A plain external store (no context) so the API client can
 * read the token and end the session from outside React.
 */
export const tokenKey = "admin_token";
export const userKey = "admin_user";

export type AuthStatus = "restoring" | "signed-in" | "signed-out";
/** Why the session ended: the guard sends an expired session back with ?next=. */
export type SignOutReason = "logout" | "expired" | null;

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: StaffUser | null;
  reason: SignOutReason;
  /** The message of the last failed sign-in, for the form to announce. */
  loginError: string | null;
}

const serverState: AuthState = { status: "restoring", token: null, user: null, reason: null, loginError: null };
let state: AuthState | null = null;
const listeners = new Set<() => void>();

/** Accepts only an object with a numeric id, a non-empty email and a known role; anything else is malformed. */
export function parseStoredUser(raw: string | null): StaffUser | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { id, email, name, role } = value as Record<string, unknown>;
    if (typeof id !== "number" || !Number.isFinite(id) || typeof email !== "string" || email.trim() === "") return null;
    // A user stored before roles existed has none: signing in again stores it.
    const knownRole = staffRoles.find((r) => r === role);
    if (!knownRole) return null;
    return { id, email, name: typeof name === "string" ? name : null, role: knownRole };
  } catch {
    return null;
  }
}

function restore(): AuthState {
  const token = readStored(tokenKey);
  const rawUser = readStored(userKey);
  const user = parseStoredUser(rawUser);
  if (rawUser !== null && user === null) {
    removeStored(tokenKey);
    removeStored(userKey);
    return { ...serverState, status: "signed-out" };
  }
  if (token && user) return { ...serverState, status: "signed-in", token, user };
  return { ...serverState, status: "signed-out" };
}

function current(): AuthState {
  if (typeof window === "undefined") return serverState;
  state ??= restore();
  return state;
}

function set(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

function clear(reason: SignOutReason) {
  removeStored(tokenKey);
  removeStored(userKey);
  set({ status: "signed-out", token: null, user: null, reason, loginError: null });
}

export const authStore = {
  getSnapshot: current,
  getServerSnapshot: () => serverState,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  token: () => current().token,

  /** docs/product/product-spec.md §7: false on a non-ok answer or success false; the server's message is kept for the form. */
  async login(credentials: LoginRequest): Promise<boolean> {
    set({ ...current(), loginError: null });
    let response: Response;
    try {
      response = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(credentials),
      });
    } catch {
      set({ ...current(), loginError: "Network error. Please check your connection and try again." });
      return false;
    }
    const body = (await response.json().catch(() => null)) as (Partial<LoginResponse> & { message?: string }) | null;
    const user = parseStoredUser(body?.user ? JSON.stringify(body.user) : null);
    if (!response.ok || !body || body.success !== true || !body.token || !user) {
      set({ ...current(), loginError: loginFailureMessage(response.status, body?.message) });
      return false;
    }
    writeStored(tokenKey, body.token);
    writeStored(userKey, JSON.stringify(user));
    set({ status: "signed-in", token: body.token, user, reason: null, loginError: null });
    return true;
  },

  /** Revokes the token on the server (best effort), then forgets it here. */
  async logout() {
    const token = current().token;
    if (token) {
      await fetch("/api/auth/logout", {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined);
    }
    clear("logout");
  },

  /** A 401 from any call: the token is dead, so forget it and let the guard ask for a sign-in. */
  expire() {
    if (current().status === "signed-in") clear("expired");
  },

  /** Drops a token the server no longer accepts; a network failure keeps it (the next call decides). */
  async verify() {
    const token = current().token;
    if (!token) return;
    try {
      const response = await fetch("/api/auth/verify", { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } });
      if (current().token !== token) return;
      if (response.status === 401) return authStore.expire();
      if (!response.ok) return;
      const body = (await response.json()) as VerifyResponse;
      const user = parseStoredUser(JSON.stringify(body.user));
      if (user) {
        writeStored(userKey, JSON.stringify(user));
        set({ ...current(), user });
      }
    } catch {
      /* offline: keep the session until a call says otherwise */
    }
  },

  /** Another tab signed in or out: follow it. */
  syncFromStorage(event: StorageEvent) {
    if (event.key !== null && event.key !== tokenKey && event.key !== userKey) return;
    const next = restore();
    const now = current();
    if (next.token === now.token && next.status === now.status) return;
    set(next.status === "signed-out" ? { ...next, reason: "logout" } : next);
  },
};

function loginFailureMessage(status: number, serverMessage: string | undefined) {
  if (status === 429) return serverMessage || staffMessages.tooManyAttempts;
  if (status >= 500) return "Sign-in is unavailable right now. Please try again in a few minutes.";
  return serverMessage || staffMessages.invalidCredentials;
}
