import type { FastifyReply, FastifyRequest } from "fastify";
import { serverMessages } from "#contracts/forms/server-messages";
import { HttpError } from "#server/errors";
import { codedMessage } from "#server/i18n/english";

/**
 * A staff upload of one file in a multipart body (a campaign image, a shipment document): the limits busboy keeps, the
 * checks before reading, and the reading itself. A stray text field or two is read; the one file part is what counts.
 */
export function oneFileLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50, fieldNameSize: 64 };
}

/**
 * Before anything is read: a body declared larger than one allowed file (with its part's headers and the boundaries)
 * is refused with `tooLarge` and the connection closed, and a body that is not multipart is a 415.
 */
export function checkUploadRequest(request: FastifyRequest, reply: FastifyReply, maxBytes: number, tooLarge: () => HttpError) {
  if (Number(request.headers["content-length"] ?? 0) > maxBytes + 64 * 1024) {
    reply.header("Connection", "close");
    throw tooLarge();
  }
  if (!request.isMultipart()) throw new HttpError(415, codedMessage(serverMessages, "unsupportedType"));
}

/**
 * Reads the text fields and the one file part named `fileField` as it streams in, never beyond `maxBytes` (busboy stops
 * handing over bytes there and discards the rest; `tooLarge` is thrown). Parser limits and malformed bodies are the
 * sender's fault: 4xx, never 5xx.
 */
export async function readOneFile(
  request: FastifyRequest,
  { fileField, maxBytes, tooLarge }: { fileField: string; maxBytes: number; tooLarge: () => HttpError },
): Promise<{ fields: Record<string, string>; file: { name: string; bytes: Buffer } | undefined }> {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: oneFileLimits(maxBytes) })) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField || !part.filename || file) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
      if (part.file.truncated) throw tooLarge();
      file = { name: part.filename, bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    throw new HttpError(status === 413 ? 413 : 400, codedMessage(serverMessages, status === 413 ? "tooLarge" : "badRequest"));
  }
  return { fields, file };
}
