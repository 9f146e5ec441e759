import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OutboxListQuery, OutboxMail, OutboxSummary } from "#contracts/api/mail-outbox";
import type { ApiData, ApiPage } from "#contracts/api/responses";
import { apiRequest } from "../shared/api-client";
import { adminKeys } from "../shared/query-keys";

/** How long after a mail fell due the screen keeps watching for the worker to send it. */
const sendingWindowMs = 30_000;

/** A mail the worker should be sending right now: due, and due only just (a retry a moment ago). */
function beingSent(mail: OutboxMail, now: number) {
  if (mail.status !== "pending" || !mail.nextAttemptAt) return false;
  const due = Date.parse(mail.nextAttemptAt);
  return due <= now && now - due < sendingWindowMs;
}

/**
 * One page of the mail not sent yet, for the outbox screen. While a mail on it is being sent (just
 * retried), the page is read again every second, so it leaves the list once it has gone out
 * rather than staying 'Pending' until the next visit.
 */
export function mailOutboxListQuery(query: OutboxListQuery) {
  return {
    queryKey: [...adminKeys.mailOutbox, "list", query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<ApiPage<OutboxMail>>("/staff/mail-outbox", { query: { ...query }, signal }),
    refetchInterval: ({ state }: { state: { data?: ApiPage<OutboxMail> } }) =>
      state.data?.data.some((mail) => beingSent(mail, Date.now())) ? 1000 : false,
  };
}

/** How many mails wait and how many failed: the outbox screen's header and the dashboard. */
export function useMailOutboxSummary(enabled = true) {
  return useQuery({
    enabled,
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
