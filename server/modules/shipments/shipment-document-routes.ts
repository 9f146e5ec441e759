import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { IdParamsSchema } from "#contracts/api/list-query";
import { failures } from "#contracts/api/responses";
import { DocumentUploadSchema, ShipmentDetailResponseSchema, shipmentLimits, shipmentMessages } from "#contracts/api/shipments";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import { shipmentDocumentKinds, type ShipmentDocumentKind } from "#contracts/api/tracking";
import { looksLikePdf } from "#contracts/forms/careers";
import { HttpError } from "#server/errors";
import { checkUploadRequest, oneFileLimits, readOneFile } from "#server/lib/one-file-upload";
import { staffSecurity } from "#server/lib/staff-list-routes";

type Code = "documentMissing" | "documentType" | "documentTooLarge" | "documentKind";
const refused = (status: number, code: Code, field = code === "documentKind" ? "kind" : "file") =>
  new HttpError(status, shipmentMessages[code], [{ field, code, message: shipmentMessages[code] }]);

interface Upload {
  kind: ShipmentDocumentKind;
  customerVisible: boolean;
  fileName: string;
  bytes: Buffer;
}

/** Reads the one file part `file` (at most 10 MB) and the fields `kind` and `customerVisible`, and checks them. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const tooLarge = () => refused(413, "documentTooLarge");
  const { fields, file } = await readOneFile(request, { fileField: "file", maxBytes: shipmentLimits.documentMaxBytes, tooLarge });
  const kind = shipmentDocumentKinds.find((k) => k === fields.kind);
  if (!kind) throw refused(400, "documentKind");
  if (!file || file.bytes.length === 0) throw refused(400, "documentMissing");
  // The bytes decide, never the file's name or declared type.
  if (!looksLikePdf(file.bytes.subarray(0, 8))) throw refused(400, "documentType");
  const fileName = file.name.slice(0, shipmentLimits.fileNameMax);
  return { kind, customerVisible: fields.customerVisible === "true", fileName, bytes: file.bytes };
}

/**
 * POST /api/staff/shipments/:id/documents (inside the staff plugin): one PDF for a shipment, kept in the database.
 * Its own scope: multipart only, nothing else parsed.
 */
export async function shipmentDocumentRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  await app.register(multipart, { limits: oneFileLimits(shipmentLimits.documentMaxBytes), throwFileSizeLimit: false });

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
      checkUploadRequest(request, reply, shipmentLimits.documentMaxBytes, () => refused(413, "documentTooLarge"));
      const { id } = request.params as { id: number };
      const upload = await readUpload(request);
      const data = await app.shipments.addDocument(id, upload, request.staff?.user.id ?? null);
      return reply.code(201).send({ success: true as const, data });
    },
  );
}
