import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParamsSchema } from "#contracts/api/list-query";
import { failures } from "#contracts/api/responses";
import { DocumentUploadSchema, ShipmentDetailResponseSchema, shipmentLimits, shipmentMessages } from "#contracts/api/shipments";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import { shipmentDocumentKinds, type ShipmentDocumentKind } from "#contracts/api/tracking";
import { looksLikePdf } from "#contracts/forms/careers";
import { serverMessages } from "#contracts/forms/server-messages";
import { HttpError } from "#server/errors";
import { codedMessage } from "#server/i18n/english";
import { staffSecurity } from "#server/lib/staff-list-routes";

const limits = {
  fileSize: shipmentLimits.documentMaxBytes,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 5,
  headerPairs: 50,
  fieldNameSize: 64,
};
/** The most a request with one allowed document weighs (the file, its part's headers and the boundaries). */
const requestBytesMax = shipmentLimits.documentMaxBytes + 64 * 1024;

type Code = "documentMissing" | "documentType" | "documentTooLarge" | "documentKind";
const refused = (status: number, code: Code, field = code === "documentKind" ? "kind" : "file") =>
  new HttpError(status, shipmentMessages[code], [{ field, code, message: shipmentMessages[code] }]);

interface Upload {
  kind: ShipmentDocumentKind;
  customerVisible: boolean;
  fileName: string;
  bytes: Buffer;
}

/** Reads the one file part `file` (at most 10 MB; busboy discards the rest) and the fields `kind` and `customerVisible`. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === "field") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== "file" || !part.filename || file) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
      if (part.file.truncated) throw refused(413, "documentTooLarge");
      file = { name: part.filename.slice(0, shipmentLimits.fileNameMax), bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    // Parser limits and malformed bodies are the sender's fault: 4xx, never 5xx.
    throw new HttpError(status === 413 ? 413 : 400, codedMessage(serverMessages, status === 413 ? "tooLarge" : "badRequest"));
  }
  const kind = shipmentDocumentKinds.find((k) => k === fields.kind);
  if (!kind) throw refused(400, "documentKind");
  if (!file || file.bytes.length === 0) throw refused(400, "documentMissing");
  // The bytes decide, never the file's name or declared type.
  if (!looksLikePdf(file.bytes.subarray(0, 8))) throw refused(400, "documentType");
  return { kind, customerVisible: fields.customerVisible === "true", fileName: file.name, bytes: file.bytes };
}

/**
 * POST /api/staff/shipments/:id/documents (inside the staff plugin): one PDF for a shipment, kept in the database.
 * Its own scope: multipart only, nothing else parsed.
 */
export async function shipmentDocumentRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  await app.register(multipart, { limits, throwFileSizeLimit: false });

  app.withTypeProvider<ZodTypeProvider>().post(
    "/staff/shipments/:id/documents",
    {
      config: { roles: staffAreaRoles.shipments, audit: { action: "shipment.document-upload", subject: "shipment" } },
      // The body is read as it streams in and checked below; the schema describes it.
      attachValidation: true,
      schema: {
        tags: ["shipments (staff)"],
        security: staffSecurity,
        summary:
          "Upload a document (multipart: file field `file`, a PDF of at most 10 MB, checked by its bytes; `kind`; `customerVisible` true or false)",
        consumes: ["multipart/form-data"],
        params: IdParamsSchema,
        body: DocumentUploadSchema,
        response: { 201: ShipmentDetailResponseSchema, ...failures(400, 401, 404, 413, 415, 500) },
      },
    },
    async (request, reply) => {
      if (Number(request.headers["content-length"] ?? 0) > requestBytesMax) {
        reply.header("Connection", "close");
        throw refused(413, "documentTooLarge");
      }
      if (!request.isMultipart()) throw new HttpError(415, codedMessage(serverMessages, "unsupportedType"));
      const { id } = request.params as { id: number };
      const upload = await readUpload(request);
      const data = await app.shipments.addDocument(id, upload, request.staff?.user.id ?? null);
      return reply.code(201).send({ success: true as const, data });
    },
  );
}
