import SQLite from "better-sqlite3";
import Fastify from "fastify";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { HttpError, registerErrorHandling, unavailableRetryAfterSeconds } from "./errors";

/** A PostgreSQL server error as pg raises it (the class pg-protocol builds from the server's message). */
function pgServerError(code: string, message: string) {
  return Object.assign(new pg.DatabaseError(message, message.length, "error"), { code });
}

/** A socket error as Node raises it when pg cannot connect. */
function socketError(code: string, message: string) {
  return Object.assign(new Error(message), { code, errno: -111, syscall: "connect" });
}

async function appWithEcho(thrown?: unknown) {
  const app = Fastify({ bodyLimit: 64 * 1024, logger: false });
  registerErrorHandling(app);
  app.get("/thrown", async () => {
    throw thrown;
  });
  // A page whose loader could not reach the database: React Router answers 503 itself, with a page.
  app.get("/page", async (_request, reply) => reply.code(503).type("text/html").send("<h1>Something went wrong</h1>"));
  app.post("/echo", async (request) => ({ success: true, body: request.body }));
  app.get("/visitor-error", async () => {
    throw new HttpError(400, "Name is required", [{ field: "name", code: "nameRequired", message: "Name is required" }]);
  });
  app.get("/crash", async () => {
    throw new Error("secret detail: db password is hunter2");
  });
  await app.ready();
  return app;
}

describe("error answers", () => {
  it.each([
    ["malformed JSON", { "content-type": "application/json" }, "{not json", 400, "badRequest", "The request body is not valid JSON."],
    ["an empty JSON body", { "content-type": "application/json" }, "", 400, "badRequest", "The request body is empty."],
    ["an unsupported content type", { "content-type": "application/x-unknown" }, "x", 415, "unsupportedType", "Unsupported content type."],
    [
      "a body over the limit",
      { "content-type": "application/json" },
      JSON.stringify({ a: "x".repeat(70 * 1024) }),
      413,
      "tooLarge",
      "The request is too large.",
    ],
  ])("%s gets a 4xx JSON message", async (_case, headers, payload, status, code, message) => {
    const app = await appWithEcho();
    const res = await app.inject({ method: "POST", url: "/echo", headers, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, code, message });
  });

  it("passes a visitor error's field errors through", async () => {
    const res = await (await appWithEcho()).inject({ method: "GET", url: "/visitor-error" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: "Name is required",
      errors: [{ field: "name", code: "nameRequired", message: "Name is required" }],
    });
  });

  it("never leaks a server fault's details", async () => {
    const res = await (await appWithEcho()).inject({ method: "GET", url: "/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("hunter2");
    expect(res.body).not.toContain("at ");
    expect(res.json()).toEqual({ success: false, message: "Something went wrong on our side. Please try again later." });
  });
});

describe("a database that cannot answer", () => {
  // What the drivers raise while the database is away: the visitor should come back shortly, not report a bug.
  it.each([
    ["SQLite busy beyond its timeout", new SQLite.SqliteError("database is locked", "SQLITE_BUSY")],
    ["SQLite cannot open the file", new SQLite.SqliteError("unable to open database file", "SQLITE_CANTOPEN")],
    ["SQLite I/O error", new SQLite.SqliteError("disk I/O error", "SQLITE_IOERR_WRITE")],
    ["SQLite disk full", new SQLite.SqliteError("database or disk is full", "SQLITE_FULL")],
    ["SQLite read-only file", new SQLite.SqliteError("attempt to write a readonly database", "SQLITE_READONLY")],
    ["PostgreSQL refuses connections", socketError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    [
      "PostgreSQL refuses on every address of localhost",
      Object.assign(new AggregateError([socketError("ECONNREFUSED", "connect ECONNREFUSED ::1:5432")]), { code: "ECONNREFUSED" }),
    ],
    ["PostgreSQL shut down by its administrator", pgServerError("57P01", "terminating connection due to administrator command")],
    ["PostgreSQL starting up", pgServerError("57P03", "the database system is starting up")],
    ["PostgreSQL connection failure", pgServerError("08006", "connection failure")],
    ["PostgreSQL cannot connect", pgServerError("08001", "could not connect")],
    ["PostgreSQL full of connections", pgServerError("53300", "sorry, too many clients already")],
    ["PostgreSQL disk full", pgServerError("53100", "could not extend file: No space left on device")],
    ["PostgreSQL read-only after a fail-over", pgServerError("25006", "cannot execute INSERT in a read-only transaction")],
    ["the pool's connection timeout", new Error("timeout exceeded when trying to connect")],
    ["a connection that dropped", new Error("Connection terminated unexpectedly")],
    ["a statement past its time limit", pgServerError("57014", "canceling statement due to statement timeout")],
    ["a query the server never answered", new Error("Query read timeout")],
    ["a wrapped cause", Object.assign(new Error("query failed"), { cause: socketError("ECONNRESET", "read ECONNRESET") })],
    ["a form's 503", new HttpError(503, "Service temporarily unavailable")],
  ])("%s answers 503 with Retry-After", async (_case, error) => {
    const res = await (await appWithEcho(error)).inject({ method: "GET", url: "/thrown" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe(String(unavailableRetryAfterSeconds));
    expect(res.json()).toEqual({ success: false, code: "unavailable", message: "Service temporarily unavailable" });
  });

  it("gives any other 503, such as a page, a Retry-After too", async () => {
    const res = await (await appWithEcho()).inject({ method: "GET", url: "/page" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe(String(unavailableRetryAfterSeconds));
    expect(res.body).toContain("Something went wrong");
  });

  it.each([
    ["a unique violation", new SQLite.SqliteError("UNIQUE constraint failed: subscribers.email", "SQLITE_CONSTRAINT_UNIQUE")],
    ["a missing table", pgServerError("42P01", 'relation "posts" does not exist')],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
  ])("%s stays a 500 without Retry-After", async (_case, error) => {
    const res = await (await appWithEcho(error)).inject({ method: "GET", url: "/thrown" });
    expect(res.statusCode).toBe(500);
    expect(res.headers["retry-after"]).toBeUndefined();
  });
});
