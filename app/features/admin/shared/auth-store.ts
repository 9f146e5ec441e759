import { readStored, removeStored, writeStored } from "#app/lib/storage";
import { staffRoles } from "#contracts/api/staff-roles";
import { isLanguageCode } from "#contracts/languages";
import { staffMessages, type LoginAnswer, type LoginRequest, type StaffUser, type VerifyResponse } from "#contracts/api/auth";
import { secondFactorMessages } from "#contracts/api/second-factor";

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
  /** The last sign-in step was throttled (429): the form offers a sign-in link by e-mail (decision 032). */
  lockedOut: boolean;
  /** After a right password for an account with a second factor: the challenge its code completes (memory only). */
  challenge: string | null;
  /** Everyone must have a second factor and this account has none: the screens send it to Settings (decision 023). */
  secondFactorSetupRequired: boolean;
}

/** What a sign-in step came to: in, a code still needed, or refused (the message is in `loginError`). */
export type SignInOutcome = "signed-in" | "code-needed" | "failed";

const serverState: AuthState = {
  status: "restoring",
  token: null,
  user: null,
  reason: null,
  loginError: null,
  lockedOut: false,
  challenge: null,
  secondFactorSetupRequired: false,
};
let state: AuthState | null = null;
const listeners = new Set<() => void>();

/** Accepts only an object with a numeric id, a non-empty email and a known role; anything else is malformed. */
export function parseStoredUser(raw: string | null): StaffUser | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { id, email, name, role, languages } = value as Record<string, unknown>;
    if (typeof id !== "number" || !Number.isFinite(id) || typeof email !== "string" || email.trim() === "") return null;
    // A user stored before roles existed has none: signing in again stores it.
    const knownRole = staffRoles.find((r) => r === role);
    if (!knownRole) return null;
    // A translator's languages (issue 30); a user stored before them has none until the next sign-in or check.
    const knownLanguages = Array.isArray(languages) ? languages.filter((lang) => isLanguageCode(lang)) : [];
    return { id, email, name: typeof name === "string" ? name : null, role: knownRole, languages: knownLanguages };
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
  set({ ...serverState, status: "signed-out", reason });
}

/** Posts one sign-in step; a network failure becomes the form's message. */
async function postSignIn(url: string, body: unknown): Promise<{ response: Response; answer: Partial<LoginAnswer> | null } | null> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    return { response, answer: (await response.json().catch(() => null)) as Partial<LoginAnswer> | null };
  } catch {
    set({ ...current(), loginError: "Network error. Please check your connection and try again." });
    return null;
  }
}

/** A session answered by either step: kept, or the failure's message kept for the form. */
function acceptSession(response: Response, answer: Partial<LoginAnswer> | null): SignInOutcome {
  const session = answer && "token" in answer ? answer : null;
  const user = parseStoredUser(session?.user ? JSON.stringify(session.user) : null);
  if (!response.ok || !session || session.success !== true || !session.token || !user) {
    set({
      ...current(),
      loginError: loginFailureMessage(response.status, (answer as { message?: string } | null)?.message),
      lockedOut: response.status === 429,
    });
    return "failed";
  }
  writeStored(tokenKey, session.token);
  writeStored(userKey, JSON.stringify(user));
  set({
    ...serverState,
    status: "signed-in",
    token: session.token,
    user,
    secondFactorSetupRequired: session.secondFactorSetupRequired === true,
  });
  return "signed-in";
}

export const authStore = {
  getSnapshot: current,
  getServerSnapshot: () => serverState,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  token: () => current().token,

  /**
   * docs/product/product-spec.md §7: "failed" on a non-ok answer or success false, the server's message kept for
   * the form; "code-needed" when the account has a second factor and the code is asked next (decision 023).
   */
  async login(credentials: LoginRequest): Promise<SignInOutcome> {
    set({ ...current(), loginError: null, lockedOut: false, challenge: null });
    const posted = await postSignIn("/api/auth/login", credentials);
    if (!posted) return "failed";
    const { response, answer } = posted;
    if (response.ok && answer && "secondFactorRequired" in answer && answer.challenge) {
      set({ ...current(), challenge: answer.challenge });
      return "code-needed";
    }
    return acceptSession(response, answer);
  },

  /**
   * The second step: the code from the authenticator app, or a recovery code. An expired challenge, or one that took
   * too many wrong codes (issue 28), starts over at the password.
   */
  async completeSecondFactor(code: string): Promise<SignInOutcome> {
    const challenge = current().challenge;
    if (!challenge) return "failed";
    set({ ...current(), loginError: null, lockedOut: false });
    const posted = await postSignIn("/api/auth/login/second-factor", { challenge, code });
    if (!posted) return "failed";
    const outcome = acceptSession(posted.response, posted.answer);
    const message = (posted.answer as { message?: string } | null)?.message;
    if (outcome === "failed" && (message === secondFactorMessages.challengeExpired || message === secondFactorMessages.tooManyCodes))
      set({ ...current(), challenge: null });
    return outcome;
  },

  /** Back from the code to the password. */
  cancelSecondFactor() {
    set({ ...current(), challenge: null, loginError: null, lockedOut: false });
  },

  /** The account's second factor is set up: nothing more is required of it. */
  secondFactorSetUp() {
    set({ ...current(), secondFactorSetupRequired: false });
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
        set({ ...current(), user, secondFactorSetupRequired: body.secondFactorSetupRequired === true });
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
