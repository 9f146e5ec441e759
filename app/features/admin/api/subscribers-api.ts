import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiMessage, ApiPage, SubscriberListQuery, SubscriberSummary } from "#contracts/staff-api";
import { apiRequest } from "../api-client";
import { downloadFile } from "../download";
import { adminKeys } from "./keys";

export function useSubscribers(query: SubscriberListQuery) {
  return useQuery({
    queryKey: [...adminKeys.subscribers, "list", query],
    queryFn: ({ signal }) => apiRequest<ApiPage<SubscriberSummary>>("/subscribers", { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
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

export function exportSubscribers(query: Omit<SubscriberListQuery, "page" | "limit">) {
  return downloadFile("/subscribers/export.csv", "subscribers.csv", { ...query });
}
