import { vi } from "vitest";

/** A JSON answer as the API gives it. */
export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** An answer the test releases when it has looked at the busy state. */
export function heldResponse() {
  let release!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => (release = resolve));
  return { response, release };
}

/**
 * Replaces the browser's fetch, the boundary between a component and the API:
 * each call takes the next answer (a Response or a promise of one); the
 * returned mock records the requests.
 */
export function stubFetch(...answers: (Response | Promise<Response>)[]) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const answer = answers.shift();
    if (!answer) throw new Error("fetch called more often than the test expected");
    return answer;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The JSON body of the n-th request (0-based). */
export function sentJson(fetch: ReturnType<typeof stubFetch>, call = 0): unknown {
  return JSON.parse(String(fetch.mock.calls[call]?.[1]?.body));
}
