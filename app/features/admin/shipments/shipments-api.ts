import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiData, ApiPage } from "#contracts/api/responses";
import type {
  ExceptionRequest,
  MilestonesRequest,
  ShipmentDetail,
  ShipmentInput,
  ShipmentListQuery,
  ShipmentSummary,
} from "#contracts/api/shipments";
import type { ShipmentDocumentKind } from "#contracts/api/tracking";
import { apiRequest } from "../shared/api-client";
import { downloadFile } from "../shared/download";
import { adminKeys } from "../shared/query-keys";
import { versionedApi } from "../shared/versioned-api";

const path = "/staff/shipments";

/** One page of shipments, for the list screen. */
export function shipmentListQuery(query: ShipmentListQuery) {
  return {
    queryKey: [...adminKeys.shipments, "list", query],
    queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<ApiPage<ShipmentSummary>>(path, { query: { ...query }, signal }),
  };
}

export function exportShipments(query: Omit<ShipmentListQuery, "page" | "limit">) {
  return downloadFile(`${path}/export.csv`, "shipments.csv", { ...query });
}

/** The shipment editor's calls; after a write the shipment as stored, and the lists and dashboard read again. */
const shipments = versionedApi<ShipmentDetail, ShipmentInput>({
  path,
  family: adminKeys.shipments,
  detail: adminKeys.shipment,
  refreshes: (key) => key[2] !== "detail",
});

export const useShipment = shipments.useRecord;
export const useSaveShipment = shipments.useSave;
export const useDeleteShipment = shipments.useDelete;

/** A write on one of the shipment's parts (timeline, exceptions, documents): it answers the whole shipment, stored as the editor's. */
function useShipmentChange<T>(id: number, send: (input: T) => Promise<ShipmentDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      client.setQueryData(adminKeys.shipment(id), detail);
      void client.invalidateQueries({ queryKey: adminKeys.shipments, predicate: (q) => q.queryKey[2] === "list" });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

const one = (id: number) => `${path}/${id}`;
const dataOf = (response: ApiData<ShipmentDetail>) => response.data;

/** The whole timeline, over the version it was loaded at (409 when stale). */
export function useSaveMilestones(id: number) {
  return useShipmentChange(id, (request: MilestonesRequest) =>
    apiRequest<ApiData<ShipmentDetail>>(`${one(id)}/milestones`, { method: "PUT", json: request }).then(dataOf),
  );
}

export function useAddException(id: number) {
  return useShipmentChange(id, (request: ExceptionRequest) =>
    apiRequest<ApiData<ShipmentDetail>>(`${one(id)}/exceptions`, { method: "POST", json: request }).then(dataOf),
  );
}

export interface DocumentUpload {
  file: File;
  kind: ShipmentDocumentKind;
  customerVisible: boolean;
}

export function useUploadDocument(id: number) {
  return useShipmentChange(id, ({ file, kind, customerVisible }: DocumentUpload) => {
    const form = new FormData();
    // The fields come first: the server reads the body as it streams in.
    form.append("kind", kind);
    form.append("customerVisible", String(customerVisible));
    form.append("file", file);
    return apiRequest<ApiData<ShipmentDetail>>(`${one(id)}/documents`, { method: "POST", form }).then(dataOf);
  });
}

export function useDocumentVisibility(id: number) {
  return useShipmentChange(id, ({ documentId, customerVisible }: { documentId: number; customerVisible: boolean }) =>
    apiRequest<ApiData<ShipmentDetail>>(`${one(id)}/documents/${documentId}`, { method: "PATCH", json: { customerVisible } }).then(dataOf),
  );
}

export function useDeleteDocument(id: number) {
  return useShipmentChange(id, (documentId: number) =>
    apiRequest<ApiData<ShipmentDetail>>(`${one(id)}/documents/${documentId}`, { method: "DELETE" }).then(dataOf),
  );
}

export function downloadDocument(id: number, document: { id: number; fileName: string }) {
  return downloadFile(`${one(id)}/documents/${document.id}`, document.fileName);
}
