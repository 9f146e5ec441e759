import type { z } from "zod/mini";
import { keptRecordLabel, type PersonShipmentSchema } from "#contracts/api/people";
import { shipmentReference } from "#contracts/api/shipments";
import type { Db } from "#server/db/database";
import { anonymisedName, type PersonalData } from "#server/lib/personal-data";
import { anonymiseShipmentsOf, correctShipmentsOf, eraseShipmentsOf, findShipmentsByEmail } from "./shipment-repository";

/** What takes the place of the customer's name on an anonymised shipment (as on an anonymised quote). */

/**
 * The shipments' part of a data-subject request (decision 024). Every shipment is kept for business and tax reasons,
 * as a won quote is: `kept` names them, and `anonymise` removes the person while the facts stay.
 */
export const shipmentPersonalData: PersonalData<z.infer<typeof PersonShipmentSchema>> & {
  kept(db: Db, email: string): Promise<string[]>;
  anonymise(db: Db, email: string): Promise<number>;
} = {
  async find(db, email) {
    return (await findShipmentsByEmail(db, email)).map((s) => ({
      id: s.id,
      reference: shipmentReference(s.id, s.created_at),
      name: s.customer_name,
      email: s.customer_email,
      status: s.status,
      origin: s.origin,
      destination: s.destination,
      createdAt: s.created_at,
    }));
  },
  correct: correctShipmentsOf,
  erase: eraseShipmentsOf,
  async kept(db, email) {
    return (await findShipmentsByEmail(db, email)).map((s) =>
      keptRecordLabel({ kind: "shipment", reference: shipmentReference(s.id, s.created_at), status: s.status }),
    );
  },
  anonymise: (db, email) => anonymiseShipmentsOf(db, email, anonymisedName),
};
