import type { ShipmentDetail } from "#contracts/api/shipments";
import { shipmentMessages as messages } from "#contracts/api/shipments";
import type { ShipmentDocumentKind } from "#contracts/api/tracking";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import { nowIso } from "#server/lib/time";
import type { DbOrTx } from "#server/modules/mail-outbox/outbox";
import * as repo from "./shipment-repository";

/**
 * A shipment's documents (issue 31): PDFs the desk uploads, marks visible to the customer or not, and removes. Part of
 * the shipment service (`createShipmentService`), with its way of finding a shipment and answering its detail.
 */
export function shipmentDocuments({
  db,
  found,
  detail,
}: {
  db: Db;
  found: (trx: DbOrTx, id: number) => Promise<repo.ShipmentRow>;
  detail: (id: number) => Promise<ShipmentDetail>;
}) {
  return {
    async addDocument(
      id: number,
      document: { kind: ShipmentDocumentKind; fileName: string; bytes: Buffer; customerVisible: boolean },
      staffId: number | null,
      now = new Date(),
    ) {
      await db.transaction().execute(async (trx) => {
        await found(trx, id);
        await repo.insertDocument(trx, {
          shipment_id: id,
          kind: document.kind,
          file_name: document.fileName,
          bytes: document.bytes,
          customer_visible: document.customerVisible ? 1 : 0,
          uploaded_by: staffId,
          created_at: nowIso(now),
        });
        await repo.touch(trx, id, { updated_at: nowIso(now) });
      });
      return detail(id);
    },

    async setDocumentVisibility(id: number, documentId: number, visible: boolean, now = new Date()) {
      const done = await db.transaction().execute(async (trx) => {
        if (!(await repo.setDocumentVisibility(trx, id, documentId, visible))) return false;
        await repo.touch(trx, id, { updated_at: nowIso(now) });
        return true;
      });
      if (!done) throw new HttpError(404, messages.documentNotFound);
      return detail(id);
    },

    async document(id: number, documentId: number) {
      const document = await repo.findDocument(db, id, documentId);
      if (!document) throw new HttpError(404, messages.documentNotFound);
      return document;
    },

    async removeDocument(id: number, documentId: number, now = new Date()) {
      const done = await db.transaction().execute(async (trx) => {
        if (!(await repo.deleteDocument(trx, id, documentId))) return false;
        await repo.touch(trx, id, { updated_at: nowIso(now) });
        return true;
      });
      if (!done) throw new HttpError(404, messages.documentNotFound);
      return detail(id);
    },
  };
}
