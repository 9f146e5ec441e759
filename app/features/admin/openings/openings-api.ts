import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  OpeningInput,
  OpeningStatusRequest,
  StaffOpening,
  StaffOpeningChoices,
  StaffOpeningListQuery,
  StaffOpeningSummary,
} from "#contracts/api/openings";
import type { ApiData, ApiMessage, ApiPage } from "#contracts/api/responses";
import { apiRequest } from "../shared/api-client";
import { adminKeys } from "../shared/query-keys";

/** One page of openings, for the list screen. */
export function staffOpeningListQuery(query: StaffOpeningListQuery) {
  return {
    queryKey: [...adminKeys.openings, "list", query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<ApiPage<StaffOpeningSummary>>("/staff/openings", { query: { ...query }, signal }),
  };
}

/** The departments in use and every opening: the choices of the openings' and the applications' filters. */
export function useOpeningChoices() {
  return useQuery({
    queryKey: adminKeys.openingChoices,
    queryFn: ({ signal }) => apiRequest<ApiData<StaffOpeningChoices>>("/staff/openings/choices", { signal }).then((r) => r.data),
  });
}

export function useStaffOpening(id: number | null, enabled = true) {
  return useQuery({
    queryKey: adminKeys.opening(id ?? 0),
    queryFn: ({ signal }) => apiRequest<ApiData<StaffOpening>>(`/staff/openings/${id}`, { signal }).then((r) => r.data),
    enabled: enabled && id !== null,
    // An editor must not swap the form under the writer's hands.
    refetchOnWindowFocus: false,
  });
}

/** After a write: the opening as stored, and the lists, choices and dashboard read again. */
function useOpeningSaved() {
  const client = useQueryClient();
  return (opening: StaffOpening) => {
    client.setQueryData(adminKeys.opening(opening.id), opening);
    void client.invalidateQueries({ queryKey: adminKeys.openings, predicate: (q) => q.queryKey[2] !== "detail" });
    void client.invalidateQueries({ queryKey: adminKeys.stats });
  };
}

export function useSaveOpening(id: number | null) {
  const saved = useOpeningSaved();
  return useMutation({
    mutationFn: ({ input, version }: { input: OpeningInput; version?: number }) =>
      (id === null
        ? apiRequest<ApiData<StaffOpening>>("/staff/openings", { method: "POST", json: input })
        : apiRequest<ApiData<StaffOpening>>(`/staff/openings/${id}`, { method: "PUT", json: { ...input, version } })
      ).then((r) => r.data),
    onSuccess: saved,
  });
}

/** Open, close or reopen; the version guards against a concurrent edit (409). */
export function useOpeningStatus() {
  const saved = useOpeningSaved();
  return useMutation({
    mutationFn: ({ id, ...body }: OpeningStatusRequest & { id: number }) =>
      apiRequest<ApiData<StaffOpening>>(`/staff/openings/${id}/status`, { method: "PATCH", json: body }).then((r) => r.data),
    onSuccess: saved,
  });
}

export function useDeleteOpening() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApiMessage>(`/staff/openings/${id}`, { method: "DELETE" }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: adminKeys.opening(id) });
      void client.invalidateQueries({ queryKey: adminKeys.openings });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}
