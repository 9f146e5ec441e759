import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OutboxListQuery, OutboxMail, OutboxSummary } from "#contracts/api/mail-outbox";
import type { ApiData, ApiPage } from "#contracts/api/responses";
import { apiRequest } from "../api-client";
import { adminKeys } from "./keys";

/** One page of the mail not sent yet, for the outbox screen. */
export function mailOutboxListQuery(query: OutboxListQuery) {
  return {
    queryKey: [...adminKeys.mailOutbox, "list", query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<ApiPage<OutboxMail>>("/staff/mail-outbox", { query: { ...query }, signal }),
  };
}

/** How many mails wait and how many failed: the outbox screen's header and the dashboard. */
export function useMailOutboxSummary() {
  return useQuery({
    queryKey: [...adminKeys.mailOutbox, "summary"],
    queryFn: ({ signal }) => apiRequest<ApiData<OutboxSummary>>("/staff/mail-outbox/summary", { signal }).then((r) => r.data),
  });
}

/** Sends a waiting or failed mail now; the list and the summary are read again once it is done. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApiData<OutboxMail>>(`/staff/mail-outbox/${id}/retry`, { method: "POST" }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.mailOutbox }),
  });
}
