import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/test/test-app";

interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/**
 * Every route of Fastify's printed route tree under /api, as "GET /api/…"
 * (HEAD is implied by GET). Children print their path relative to their parent.
 */
function registeredApiRoutes(tree: string): string[] {
  const routes: string[] = [];
  const pathAtDepth: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent, segment, methods] = match;
    const depth = indent.length / 4;
    const url = (depth > 0 ? pathAtDepth[depth - 1] : "") + segment;
    pathAtDepth[depth] = url;
    if (!methods || !url.startsWith("/api/") || url === "/api/openapi.json" || url.startsWith("/api/docs")) continue;
    for (const method of methods.split(", ")) if (method !== "HEAD") routes.push(`${method} ${url}`);
  }
  return routes.sort();
}

/** "/api/contact/{id}" → "/api/contact/:id", the way Fastify spells it. */
const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ":$1");

describe("the OpenAPI description", () => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it("is OpenAPI 3.1", () => {
    expect(doc.openapi).toBe("3.1.0");
  });

  it("documents every registered /api route", () => {
    const tree = t.app.printRoutes({ commonPrefix: false });
    const documented = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${fastifyPath(path)}`))
      .filter((route) => !route.startsWith("HEAD "))
      .sort();
    expect(documented).toEqual(registeredApiRoutes(tree));
  });

  it("declares, for every operation, a success answer with its schema and the failures it can give", () => {
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === "head") continue;
        const responses = operation.responses ?? {};
        const success = Object.entries(responses).find(([status]) => status.startsWith("2"));
        const failure = Object.keys(responses).some((status) => /^[45]/.test(status));
        // A route that only redirects (GET /api/newsletter/unsubscribe → the page) documents its 3xx instead.
        const redirectOnly = !success && Object.keys(responses).some((status) => status.startsWith("3"));
        // A 204 has no body by definition (DELETE /api/staff/campaigns/{id}).
        const noContent = success?.[0] === "204";
        if (!redirectOnly && !noContent && (!success?.[1].content || !Object.values(success[1].content).every((media) => media.schema))) {
          undeclared.push(`${method.toUpperCase()} ${path}: no success schema`);
        }
        if (!failure) undeclared.push(`${method.toUpperCase()} ${path}: no failure answer`);
        const takesInput = path.includes("{") || ["post", "put", "patch"].includes(method);
        if (takesInput && !operation.parameters?.length && !operation.requestBody) {
          undeclared.push(`${method.toUpperCase()} ${path}: no request schema`);
        }
      }
    }
    expect(undeclared).toEqual([]);
  });

  it("has a reference page served from this origin, under the site's CSP", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["content-security-policy"]).not.toContain("unsafe-inline' 'unsafe-eval");
  });
});
