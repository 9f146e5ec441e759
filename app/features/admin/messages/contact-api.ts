import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContactDetail, ContactExportQuery, ContactListQuery, ContactStatus, ContactSummary } from "#contracts/api/contact";
import type { ApiData, ApiMessage, ApiPage } from "#contracts/api/responses";
import { apiRequest } from "../shared/api-client";
import { downloadFile } from "../shared/download";
import { adminKeys } from "../shared/query-keys";

/** One page of contact messages, for the list screen. */
export function contactListQuery(query: ContactListQuery) {
  return {
    queryKey: [...adminKeys.contact, "list", query],
    queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<ApiPage<ContactSummary>>("/contact", { query: { ...query }, signal }),
  };
}

export function useContactMessage(id: number, enabled = true) {
  return useQuery({
    queryKey: adminKeys.contactMessage(id),
    queryFn: ({ signal }) => apiRequest<ApiData<ContactDetail>>(`/contact/${id}`, { signal }).then((r) => r.data),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
}

export function useChangeContactStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: ContactStatus) =>
      apiRequest<ApiData<ContactDetail>>(`/contact/${id}/status`, { method: "PATCH", json: { status } }).then((r) => r.data),
    onSuccess: (detail) => {
      client.setQueryData(adminKeys.contactMessage(id), detail);
      void client.invalidateQueries({ queryKey: adminKeys.contact, predicate: (q) => q.queryKey[2] === "list" });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

export function useDeleteContactMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApiMessage>(`/contact/${id}`, { method: "DELETE" }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: adminKeys.contactMessage(id) });
      void client.invalidateQueries({ queryKey: adminKeys.contact });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

export function exportContactMessages(query: ContactExportQuery) {
  return downloadFile("/contact/export.csv", "contact-messages.csv", { ...query });
}
