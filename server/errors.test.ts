import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { HttpError, registerErrorHandling } from "./errors";

async function appWithEcho() {
  const app = Fastify({ bodyLimit: 64 * 1024, logger: false });
  registerErrorHandling(app);
  app.post("/echo", async (request) => ({ success: true, body: request.body }));
  app.get("/visitor-error", async () => {
    throw new HttpError(400, "Name is required", [{ field: "name", message: "Name is required" }]);
  });
  app.get("/crash", async () => {
    throw new Error("secret detail: db password is hunter2");
  });
  await app.ready();
  return app;
}

describe("error answers", () => {
  it.each([
    ["malformed JSON", { "content-type": "application/json" }, "{not json", 400, "The request body is not valid JSON."],
    ["an empty JSON body", { "content-type": "application/json" }, "", 400, "The request body is empty."],
    ["an unsupported content type", { "content-type": "application/x-unknown" }, "x", 415, "Unsupported content type."],
    ["a body over the limit", { "content-type": "application/json" }, JSON.stringify({ a: "x".repeat(70 * 1024) }), 413, "The request is too large."],
  ])("%s gets a 4xx JSON message", async (_case, headers, payload, status, message) => {
    const app = await appWithEcho();
    const res = await app.inject({ method: "POST", url: "/echo", headers, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  });

  it("passes a visitor error's field errors through", async () => {
    const res = await (await appWithEcho()).inject({ method: "GET", url: "/visitor-error" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: "Name is required", errors: [{ field: "name", message: "Name is required" }] });
  });

  it("never leaks a server fault's details", async () => {
    const res = await (await appWithEcho()).inject({ method: "GET", url: "/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("hunter2");
    expect(res.body).not.toContain("at ");
    expect(res.json()).toEqual({ success: false, message: "Something went wrong on our side. Please try again later." });
  });
});
