import type { IncomingHttpHeaders } from "node:http";
import { request } from "node:https";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request through the proxy from `localAddress` (any 127.x.y.z is this machine on Linux, so
 * each test "visitor" has its own address and its own rate-limit bucket). The proxy's certificate
 * is the test's own, hence no verification. Rejects on a connection error (no answer at all).
 */
export function send(
  port: number,
  {
    method = "GET",
    path,
    json,
    localAddress = "127.0.0.1",
    timeoutMs = 30_000,
  }: { method?: string; path: string; json?: unknown; localAddress?: string; timeoutMs?: number },
): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        localAddress,
        rejectUnauthorized: false,
        agent: false,
        timeout: timeoutMs,
        headers: { host: "localhost", ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}
