import { staffMessages } from "#contracts/api/auth";
import type { ApiFailure } from "#contracts/api/responses";
import { authStore } from "./auth-store";

/**
 * A failed staff call: the HTTP status, the server's message, its per-field errors and, where the failure carries one,
 * its `data` (the Content area's stale save answers with the word as it now is).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: ApiFailure["errors"] = [],
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Record<string, QueryValue>;
  json?: unknown;
  /** A multipart body (a file upload); the browser writes its Content-Type with the boundary. */
  form?: FormData;
  signal?: AbortSignal;
}

/** "/applications" + { q: "x", page: 2 } → "/api/applications?q=x&page=2" (empty values left out). */
export function apiUrl(path: string, query: Record<string, QueryValue> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ""}`;
}

/**
 * Every staff request goes through here: it sends the token as a Bearer
 * header (never in a URL), and a 401 ends the session so the guard can send
 * the visitor to the sign-in page.
 */
export async function authorizedFetch(path: string, { method = "GET", query, json, form, signal }: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = authStore.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    const body = form ?? (json === undefined ? undefined : JSON.stringify(json));
    response = await fetch(apiUrl(path, query), { method, headers, body, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "Network error. Please check your connection and try again.");
  }
  if (response.status === 401) {
    authStore.expire();
    throw new ApiError(401, staffMessages.sessionExpired);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as (Partial<ApiFailure> & { data?: unknown }) | null;
    throw new ApiError(response.status, body?.message || fallbackMessage(response.status), body?.errors ?? [], body?.data);
  }
  return response;
}

export async function apiRequest<T>(path: string, options?: RequestOptions): Promise<T> {
  const response = await authorizedFetch(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

function fallbackMessage(status: number) {
  if (status === 404) return staffMessages.notFound;
  if (status === 429) return "Too many requests. Please wait a moment and try again.";
  if (status >= 500) return "Something went wrong on the server. Please try again.";
  return "The request could not be completed.";
}

/**
 * Client errors will not fix themselves; retry only network and server failures
 * (docs/product/product-spec.md §7: up to 3 times).
 */
export function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}
