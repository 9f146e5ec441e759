import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { IdParamsSchema } from "#contracts/api/list-query";
import { failures } from "#contracts/api/responses";
import {
  DocumentParamsSchema,
  DocumentVisibilityRequestSchema,
  ExceptionRequestSchema,
  MilestonesRequestSchema,
  ShipmentDetailResponseSchema,
  ShipmentExportQuerySchema,
  ShipmentInputSchema,
  ShipmentListQuerySchema,
  ShipmentSummarySchema,
  ShipmentUpdateSchema,
  shipmentMessages,
} from "#contracts/api/shipments";
import { staffAreaRoles } from "#contracts/api/staff-roles";
import { sendPdf } from "#server/lib/pdf-download";
import { staffListRoutes, staffSecurity } from "#server/lib/staff-list-routes";

const tags = ["shipments (staff)"];
/** Shipments are the operations desk's work (issue 31). */
const roles = staffAreaRoles.shipments;
const config = { roles };
/** Every write is recorded in the audit trail (decision 024). */
const audited = (verb: string) => ({ roles, audit: { action: `shipment.${verb}` as const, subject: "shipment" } });

/** The staff endpoints of shipments, inside the staff plugin; the upload is shipment-document-routes.ts. */
export async function shipmentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.shipments;

  staffListRoutes(app, {
    roles,
    subject: "shipment",
    path: "/staff/shipments",
    tag: tags[0]!,
    noun: "shipments",
    query: ShipmentListQuerySchema,
    exportQuery: ShipmentExportQuerySchema,
    item: ShipmentSummarySchema,
    list: (query) => service.list(query),
    csv: { header: service.csvHeader, rows: (query) => service.csvRows(query) },
    remove: (id) => service.remove(id),
    messages: shipmentMessages,
  });

  routes.post(
    "/staff/shipments",
    {
      config: audited("create"),
      schema: {
        tags,
        security: staffSecurity,
        summary: "Book a shipment directly (container numbers and an air waybill are checked by their check digits)",
        body: ShipmentInputSchema,
        response: { 201: ShipmentDetailResponseSchema, ...failures(400, 401, 415, 500) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true as const, data: await service.create(request.body, request.staff?.user.id ?? null) }),
  );

  routes.get(
    "/staff/shipments/:id",
    {
      config,
      schema: {
        tags,
        security: staffSecurity,
        summary: "One shipment with its containers, timeline, exceptions and documents",
        params: IdParamsSchema,
        response: { 200: ShipmentDetailResponseSchema, ...failures(401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.detail(request.params.id) }),
  );

  routes.put(
    "/staff/shipments/:id",
    {
      config: audited("update"),
      schema: {
        tags,
        security: staffSecurity,
        summary: "Save a shipment's details; 409 when someone saved since `version`",
        params: IdParamsSchema,
        body: ShipmentUpdateSchema,
        response: { 200: ShipmentDetailResponseSchema, ...failures(400, 401, 404, 409, 415, 500) },
      },
    },
    async (request) => {
      const { version, ...fields } = request.body;
      return { success: true as const, data: await service.update(request.params.id, version, fields) };
    },
  );

  routes.put(
    "/staff/shipments/:id/milestones",
    {
      config: audited("milestones"),
      schema: {
        tags,
        security: staffSecurity,
        summary:
          "Record the timeline: planned and actual times per milestone of the mode, in order, none actual in the future; mails the customer when their choice includes a milestone just reached",
        params: IdParamsSchema,
        body: MilestonesRequestSchema,
        response: { 200: ShipmentDetailResponseSchema, ...failures(400, 401, 404, 409, 415, 500) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setMilestones(request.params.id, request.body.version, request.body.milestones),
    }),
  );

  routes.post(
    "/staff/shipments/:id/exceptions",
    {
      config: audited("exception"),
      schema: {
        tags,
        security: staffSecurity,
        summary: "Record a delay with its reason and the new estimate; mails the customer and the sales desk",
        params: IdParamsSchema,
        body: ExceptionRequestSchema,
        response: { 201: ShipmentDetailResponseSchema, ...failures(400, 401, 404, 415, 500) },
      },
    },
    async (request, reply) => {
      const { reason, newEstimate } = request.body;
      const data = await service.addException(request.params.id, reason, newEstimate, request.staff?.user.id ?? null);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  routes.patch(
    "/staff/shipments/:id/documents/:documentId",
    {
      config: audited("document-visibility"),
      schema: {
        tags,
        security: staffSecurity,
        summary: "Show a document to the customer on /track, or hide it",
        params: DocumentParamsSchema,
        body: DocumentVisibilityRequestSchema,
        response: { 200: ShipmentDetailResponseSchema, ...failures(400, 401, 404, 415, 500) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setDocumentVisibility(request.params.id, request.params.documentId, request.body.customerVisible),
    }),
  );

  routes.delete(
    "/staff/shipments/:id/documents/:documentId",
    {
      config: audited("document-delete"),
      schema: {
        tags,
        security: staffSecurity,
        summary: "Delete a document",
        params: DocumentParamsSchema,
        response: { 200: ShipmentDetailResponseSchema, ...failures(401, 404, 500) },
      },
    },
    async (request) => ({ success: true as const, data: await service.removeDocument(request.params.id, request.params.documentId) }),
  );

  routes.get(
    "/staff/shipments/:id/documents/:documentId",
    {
      compress: false,
      config,
      schema: {
        tags,
        security: staffSecurity,
        summary: "Download a document (a PDF attachment)",
        params: DocumentParamsSchema,
        response: {
          200: { content: { "application/pdf": { schema: z.string().check(z.meta({ format: "binary" })) } } },
          ...failures(401, 404, 500),
        },
      },
    },
    async (request, reply) => {
      const document = await service.document(request.params.id, request.params.documentId);
      return sendPdf(reply, document.file_name, `document-${document.id}`, document.bytes);
    },
  );
}
