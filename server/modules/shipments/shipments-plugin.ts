import fp from "fastify-plugin";
import { createShipmentService, type ShipmentService } from "./shipment-service";
import { createTrackingService, type TrackingService } from "./tracking-service";

declare module "fastify" {
  interface FastifyInstance {
    shipments: ShipmentService;
    tracking: TrackingService;
  }
}

/** The shipments service (staff) and the tracking service (customers), once per app (issue 31). */
export const shipmentsPlugin = fp(
  async (app) => {
    const deps = { db: app.db, config: app.config, mailWorker: app.mailWorker };
    app.decorate("shipments", createShipmentService(deps));
    app.decorate("tracking", createTrackingService(deps));
  },
  { name: "shipments" },
);
