import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { FieldError } from "#contracts/api/responses";
import type { CodedMessage } from "#server/i18n/english";
import { createLogThrottle, type LogThrottle } from "./lib/log-throttle";

declare module "fastify" {
  interface FastifyInstance {
    /** Writes a line a request caused, at most one per kind a second (server/lib/log-throttle.ts). */
    logThrottled: LogThrottle;
  }
}

/**
 * A failure the visitor caused and can fix: answered with its status and message, and for the public forms
 * with the message's code (contracts/forms/*-messages.ts), by which the browser shows it in the page's language.
 */
export class HttpError extends Error {
  readonly code?: string;
  constructor(
    readonly statusCode: number,
    message: string | CodedMessage,
    readonly errors?: FieldError[],
    /** Sent as Retry-After: when a refusal (a 429, a 503) can be expected to pass. */
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof message === "string" ? message : message.message);
    if (typeof message !== "string") this.code = message.code;
  }
}

const genericServerError = "Something went wrong on our side. Please try again later.";

/** The answer of every request that cannot be served while the database is away. */
export const unavailableMessage = "Service temporarily unavailable";

/**
 * How long a client should wait before trying again after a 503. The server reconnects by itself as soon
 * as the database answers again (measured about a second after it is back, docs/architecture.md "When the
 * database is away"), so this only spaces out retries.
 */
export const unavailableRetryAfterSeconds = 5;

/** Socket errors (pg connecting or reading) and PostgreSQL SQLSTATEs that say "not now", never "wrong request". */
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  // 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down).
  "57P01",
  "57P02",
  "57P03",
  // read_only_sql_transaction: a standby after a fail-over, until the new primary takes the address.
  "25006",
  // query_canceled: a statement that ran past DATABASE_STATEMENT_TIMEOUT_MS (issue 33).
  "57014",
]);
/**
 * Class 08 (connection exceptions) and class 53 (insufficient resources: too many connections, disk full,
 * out of memory) of PostgreSQL; better-sqlite3's codes (with their extended forms, e.g. SQLITE_IOERR_WRITE)
 * for a file that is locked beyond its busy timeout, cannot be opened, read or written, or a full disk.
 */
const unavailableCodePattern = /^(?:08|53)[0-9A-Z]{3}$|^SQLITE_(?:BUSY|LOCKED|IOERR|FULL|READONLY|CANTOPEN|PROTOCOL|NOMEM)/;
/**
 * pg's own errors carry no code: the pool's connection timeout, a connection lost mid-query, and a query the server
 * never answered (query_timeout: a paused server or a half-open path, issue 33).
 */
const unavailableMessagePattern =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|Query read timeout/i;

/**
 * Whether `error` says the database cannot answer right now (down, restarting, unreachable, full, locked),
 * on SQLite and PostgreSQL alike. Looks through `cause` and an AggregateError's `errors` (Node tries every
 * address of a host name and reports them together), a few levels deep.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== "object" || depth > 3) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && (unavailableCodes.has(code) || unavailableCodePattern.test(code))) return true;
  if (typeof message === "string" && unavailableMessagePattern.test(message)) return true;
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** Every error becomes `{ success: false, message }` JSON; server faults never leak details. */
export function registerErrorHandling(app: FastifyInstance) {
  const logThrottled = createLogThrottle();
  app.decorate("logThrottled", logThrottled);
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error.validation);
      const one = errors.length === 1 ? errors[0] : undefined;
      return reply.code(400).send({ success: false, code: one?.code ?? "invalidFields", message: one?.message ?? invalidFields, errors });
    }
    if (isDatabaseUnavailable(error)) {
      // Expected while the database restarts or hangs; one line a second, not a stack per request.
      logThrottled(request.log, "warn", "database-unavailable", { err: error }, "request failed: database unavailable");
      return reply.code(503).send({ success: false, code: "unavailable", message: unavailableMessage });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (error instanceof HttpError && error.retryAfterSeconds) reply.header("Retry-After", String(error.retryAfterSeconds));
    if (status >= 500) {
      // An HttpError is an answer chosen on purpose, logged (if at all) by whoever chose it; anything else is a fault.
      if (!(error instanceof HttpError)) logThrottled(request.log, "error", "request-failed", { err: error }, "request failed");
      return reply
        .code(status)
        .send(
          status === 503
            ? { success: false, code: "unavailable", message: unavailableMessage }
            : { success: false, message: genericServerError },
        );
    }
    const errors = error instanceof HttpError ? error.errors : undefined;
    const code = error instanceof HttpError ? error.code : publicCode(error, status);
    return reply
      .code(status)
      .send({ success: false, ...(code ? { code } : {}), message: publicMessage(error, status), ...(errors ? { errors } : {}) });
  });

  // Every 503 says when to come back, whoever answered it: the handler above, or a page whose loader could not reach the database.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (reply.statusCode === 503 && !reply.hasHeader("retry-after")) reply.header("Retry-After", String(unavailableRetryAfterSeconds));
    done(null, payload);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: `No route for ${request.method} ${request.url.split("?")[0]}` });
  });
}

/** The answer's message when more than one field is wrong; each field's own message is in `errors`. */
export const invalidFields = "Some fields are not valid.";

/**
 * A schema's issues as the API's field list: one entry per field (its first issue), nested paths joined with
 * dots; the code is the schema check that failed (zod's issue code, such as `invalid_type`).
 */
function fieldErrorsOf(issues: ReadonlyArray<{ instancePath: string; keyword?: string; message?: string }>): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = issue.instancePath.split("/").filter(Boolean).join(".") || "body";
    if (!byField.has(field)) byField.set(field, { field, code: issue.keyword || "invalid", message: issue.message ?? "Invalid value" });
  }
  return [...byField.values()];
}

/** The code of a failure Fastify answers before a handler runs, as the forms' server messages name them. */
function publicCode(error: FastifyError, status: number): string | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "tooLarge";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "unsupportedType";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "badRequest";
    default:
      return status === 429 ? "tooManyRequests" : undefined;
  }
}

function publicMessage(error: FastifyError | HttpError, status: number) {
  if (error instanceof HttpError) return error.message;
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type.";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The request body is not valid JSON.";
    default:
      return status === 429 ? "Too many requests. Please try again later." : error.message || "Bad request.";
  }
}
