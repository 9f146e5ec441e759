import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiMessage, ApiPage } from "#contracts/api/responses";
import type { SubscriberExportQuery, SubscriberListQuery, SubscriberSummary } from "#contracts/api/subscribers";
import { apiRequest } from "../shared/api-client";
import { downloadFile } from "../shared/download";
import { adminKeys } from "../shared/query-keys";

/** One page of subscribers, for the list screen. */
export function subscriberListQuery(query: SubscriberListQuery) {
  return {
    queryKey: [...adminKeys.subscribers, "list", query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<ApiPage<SubscriberSummary>>("/subscribers", { query: { ...query }, signal }),
  };
}

export function useDeleteSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApiMessage>(`/subscribers/${id}`, { method: "DELETE" }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.subscribers });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

/** A bounced subscriber becomes confirmed again and receives campaigns (administrators; issue 32). */
export function useClearBounce() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(`/subscribers/${id}/clear-bounce`, { method: "POST" }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.subscribers });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

export function exportSubscribers(query: SubscriberExportQuery) {
  return downloadFile("/subscribers/export.csv", "subscribers.csv", { ...query });
}
