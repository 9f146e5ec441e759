import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffNote } from "#contracts/api/notes";
import type { QuoteAssignee, QuoteDetail, QuoteExportQuery, QuoteListQuery, QuoteStatusRequest, QuoteSummary } from "#contracts/api/quotes";
import type { ApiData, ApiPage } from "#contracts/api/responses";
import { apiRequest } from "../shared/api-client";
import { downloadFile } from "../shared/download";
import { adminKeys } from "../shared/query-keys";

/** One page of quote requests, for the list screen. */
export function quoteListQuery(query: QuoteListQuery) {
  return {
    queryKey: [...adminKeys.quotes, "list", query],
    queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<ApiPage<QuoteSummary>>("/quotes", { query: { ...query }, signal }),
  };
}

export function exportQuotes(query: QuoteExportQuery) {
  return downloadFile("/quotes/export.csv", "quotes.csv", { ...query });
}

export function useQuote(id: number) {
  return useQuery({
    queryKey: adminKeys.quote(id),
    queryFn: ({ signal }) => apiRequest<ApiData<QuoteDetail>>(`/quotes/${id}`, { signal }).then((r) => r.data),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Who a quote can be assigned to: the sales desk and the administrators. */
export function useQuoteAssignees() {
  return useQuery({
    queryKey: adminKeys.quoteAssignees,
    queryFn: ({ signal }) => apiRequest<ApiData<QuoteAssignee[]>>("/quotes/assignees", { signal }).then((r) => r.data),
  });
}

/** A change that answers the whole quote: it replaces the cached detail and refreshes the lists and the dashboard. */
function useQuoteChange<T>(id: number, send: (input: T) => Promise<QuoteDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      client.setQueryData(adminKeys.quote(id), detail);
      void client.invalidateQueries({ queryKey: adminKeys.quotes, predicate: (q) => q.queryKey[2] === "list" });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

export function useChangeQuoteStatus(id: number) {
  return useQuoteChange(id, (request: QuoteStatusRequest) =>
    apiRequest<ApiData<QuoteDetail>>(`/quotes/${id}/status`, { method: "PATCH", json: request }).then((r) => r.data),
  );
}

export function useAssignQuote(id: number) {
  return useQuoteChange(id, (staffId: number | null) =>
    apiRequest<ApiData<QuoteDetail>>(`/quotes/${id}/assignee`, { method: "PATCH", json: { staffId } }).then((r) => r.data),
  );
}

export function useSendQuote(id: number) {
  return useQuoteChange(id, () => apiRequest<ApiData<QuoteDetail>>(`/quotes/${id}/send`, { method: "POST" }).then((r) => r.data));
}

export function useAddQuoteNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<ApiData<StaffNote>>(`/quotes/${id}/notes`, { method: "POST", json: { body } }).then((r) => r.data),
    onSuccess: (note) => {
      client.setQueryData<QuoteDetail>(adminKeys.quote(id), (detail) => (detail ? { ...detail, notes: [...detail.notes, note] } : detail));
    },
  });
}
