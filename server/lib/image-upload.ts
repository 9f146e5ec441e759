import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError, unavailableMessage } from "#server/errors";
import type { BoundedSlots } from "./bounded-slots";
import { sniffBytes, sniffImage } from "./image-bytes";
import { checkUploadRequest, readOneFile } from "./one-file-upload";

/** The refusals of an image upload, in the words of the screen that sends it (campaign images, site images). */
export interface ImageUploadMessages {
  imageMissing: string;
  imageType: string;
  imageTooLarge: string;
}

const refusal = (status: number, messages: ImageUploadMessages, code: keyof ImageUploadMessages) =>
  new HttpError(status, messages[code], [{ field: "image", code, message: messages[code] }]);

/**
 * Reads a multipart upload's one file part `image` (and its few text fields) while it streams in: refused before
 * reading when the body is declared too large or is not multipart, cut off at `maxBytes` (413), and kept only when its
 * first bytes are a JPEG, PNG, WebP or AVIF: the bytes decide, never the name or declared type, so SVG (which can carry
 * scripts), GIF and the rest are refused (400).
 */
export async function readImageUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  { maxBytes, messages }: { maxBytes: number; messages: ImageUploadMessages },
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  const tooLarge = () => refusal(413, messages, "imageTooLarge");
  checkUploadRequest(request, reply, maxBytes, tooLarge);
  const { fields, file } = await readOneFile(request, { fileField: "image", maxBytes, tooLarge });
  if (!file || file.bytes.length === 0) throw refusal(400, messages, "imageMissing");
  if (!sniffImage(file.bytes.subarray(0, sniffBytes))) throw refusal(400, messages, "imageType");
  return { bytes: file.bytes, fields };
}

/**
 * Runs `work` (decoding and encoding an image takes a core for a moment) in one of `slots`; when every slot and the
 * line are taken, answers 503 with Retry-After at once instead of queueing without bound.
 */
export async function inEncodeSlot<T>(slots: BoundedSlots, reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  const slot = slots.take();
  if (!slot) {
    reply.header("Retry-After", "5").header("Connection", "close");
    return reply.code(503).send({ success: false, code: "unavailable", message: unavailableMessage });
  }
  const release = await slot;
  try {
    return await work();
  } finally {
    release();
  }
}

/**
 * Answers a stored image: public and cached for a year (its key never names other bytes), with an ETag for 304s, and
 * `nosniff`. `crossOrigin` lets other origins embed it (mail read in webmail).
 */
export function sendStoredImage(
  request: FastifyRequest,
  reply: FastifyReply,
  { etag, mime, bytes, crossOrigin = false }: { etag: string; mime: string; bytes: Uint8Array; crossOrigin?: boolean },
) {
  reply
    .header("Cache-Control", "public, max-age=31536000, immutable")
    .header("ETag", etag)
    .header("X-Content-Type-Options", "nosniff")
    .type(mime);
  if (crossOrigin) reply.header("Cross-Origin-Resource-Policy", "cross-origin");
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.send(Buffer.from(bytes));
}
