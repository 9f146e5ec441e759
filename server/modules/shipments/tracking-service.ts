import { parseShipmentReference, shipmentReference } from "#contracts/api/shipments";
import type { TrackingView } from "#contracts/api/tracking";
import type { NotificationChoice } from "#contracts/shipping/milestones";
import { nowIso } from "#server/lib/time";
import { queueMail } from "#server/modules/mail-outbox/outbox";
import { shipmentDownloadNotification } from "#server/mail/shipment-templates";
import * as repo from "./shipment-repository";
import { toTrackingView } from "./shipment-mapper";
import type { ShipmentServiceDeps } from "./shipment-service";
import { hashLinkToken, linkTokenPattern } from "#server/lib/link-token";
import { readAccessKey, sameAddress, signAccessKey } from "./tracking-access";
import { trackKeySecretOf } from "./track-key-secret";

export type TrackingService = ReturnType<typeof createTrackingService>;

/**
 * The customer's side of a shipment (issue 31, contracts/api/tracking.ts). Every answer that finds nothing is null,
 * which the routes answer with one 404; a lookup does the same work whether the reference or the address is wrong.
 */
export function createTrackingService({ db, config, mailWorker }: ShipmentServiceDeps) {
  const keySecret = trackKeySecretOf(db, config.trackKeySecret);

  async function view(row: repo.ShipmentRow, access: string): Promise<TrackingView> {
    const [containers, milestones, exceptions, documents] = await Promise.all([
      repo.listContainers(db, row.id),
      repo.listMilestones(db, row.id),
      repo.listExceptions(db, row.id),
      repo.listDocuments(db, row.id),
    ]);
    return toTrackingView(row, { containers, milestones, exceptions, documents }, access);
  }

  /** The shipment a personal token or a signed key opens. */
  async function opened(access: string, now: Date) {
    if (linkTokenPattern.test(access)) return repo.findByTokenHash(db, hashLinkToken(access));
    const id = readAccessKey(await keySecret(), access, now);
    return id === null ? undefined : repo.findShipment(db, id);
  }

  return {
    /**
     * By reference and e-mail. One query by the reference's number (0, which no shipment has, when it is not a
     * reference), then one hashed comparison of the address (with "" when there is no shipment): an unknown reference
     * and a wrong address cost the same. The view carries a key signed for the shipment, valid for an hour.
     */
    async lookup(reference: string, email: string, now = new Date()): Promise<TrackingView | null> {
      const parsed = parseShipmentReference(reference);
      const id = parsed && parsed.id <= 2_147_483_647 ? parsed.id : 0;
      const row = await repo.findShipment(db, id);
      const addressMatches = sameAddress(email, row?.customer_email ?? "");
      if (!row || !parsed || row.created_at.slice(0, 4) !== parsed.year || !addressMatches) return null;
      return view(row, signAccessKey(await keySecret(), row.id, now));
    },

    async open(access: string, now = new Date()): Promise<TrackingView | null> {
      const row = await opened(access, now);
      return row ? view(row, access) : null;
    },

    /** The customer's choice of mails; the shipment's version moves on, so a desk's open edit reloads first. */
    async setNotifications(access: string, choice: NotificationChoice, now = new Date()): Promise<TrackingView | null> {
      const row = await opened(access, now);
      if (!row) return null;
      await repo.touch(db, row.id, { notifications: choice, updated_at: nowIso(now) });
      return view({ ...row, notifications: choice }, access);
    },

    /** A document marked visible to the customer, or null; the sales desk is told it was downloaded. */
    async document(access: string, documentId: number, now = new Date()) {
      const row = await opened(access, now);
      if (!row) return null;
      const document = await repo.findDocument(db, row.id, documentId, true);
      if (!document) return null;
      const shipment = {
        reference: shipmentReference(row.id, row.created_at),
        customerName: row.customer_name,
        customerEmail: row.customer_email,
      };
      await queueMail(db, shipmentDownloadNotification(config, shipment, document.file_name), now);
      mailWorker.wake();
      return document;
    },
  };
}
