import type { ShipmentDetail } from "#contracts/api/shipments";

/** A sea shipment as the staff API answers it, for the component tests. */
export const seaShipment: ShipmentDetail = {
  id: 7,
  reference: "TGL-S-2026-000007",
  quoteId: null,
  status: "booked",
  mode: "sea-fcl",
  origin: "Nhava Sheva",
  destination: "Hamburg",
  carrier: "MSC",
  voyage: "MSC Aurora / 045E",
  transportDocument: "MSCUNS123456",
  cargoSummary: "2 × 40' HC, auto parts, 24,000 kg",
  customerName: "Asha Patil",
  customerEmail: "asha@example.com",
  customerLanguage: "hi",
  notifications: "all",
  containers: ["CSQU3054383"],
  estimatedArrival: null,
  milestones: [{ kind: "booking-confirmed", plannedAt: null, actualAt: "2026-11-20T06:30:00.000Z" }],
  exceptions: [],
  documents: [],
  version: 3,
  createdAt: "2026-11-20T06:00:00.000Z",
  updatedAt: "2026-11-20T06:30:00.000Z",
};
