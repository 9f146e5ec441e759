import type { FastifyError, FastifyInstance } from "fastify";

/** A failure the visitor caused and can fix: answered with its status and message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

const genericServerError = "Something went wrong on our side. Please try again later.";

/** Every error becomes `{ success: false, message }` JSON; server faults never leak details. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send({ success: false, message: status === 503 ? "Service temporarily unavailable" : genericServerError });
    }
    const errors = error instanceof HttpError ? error.errors : undefined;
    return reply.code(status).send({ success: false, message: publicMessage(error, status), ...(errors ? { errors } : {}) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: `No route for ${request.method} ${request.url.split("?")[0]}` });
  });
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
