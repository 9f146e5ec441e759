import { useQuery } from "@tanstack/react-query";
import type {
  OpeningInput,
  OpeningStatusRequest,
  StaffOpening,
  StaffOpeningChoices,
  StaffOpeningListQuery,
  StaffOpeningSummary,
} from "#contracts/api/openings";
import type { ApiData, ApiPage } from "#contracts/api/responses";
import { apiRequest } from "../shared/api-client";
import { adminKeys } from "../shared/query-keys";
import { versionedApi } from "../shared/versioned-api";

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

/** The opening editor's calls; after a write the opening as stored, and the lists, choices and dashboard read again. */
const openings = versionedApi<StaffOpening, OpeningInput>({
  path: "/staff/openings",
  family: adminKeys.openings,
  detail: adminKeys.opening,
  refreshes: (key) => key[2] !== "detail",
});

export const useStaffOpening = openings.useRecord;
export const useSaveOpening = openings.useSave;
/** Open, close or reopen; the version guards against a concurrent edit (409). */
export const useOpeningStatus = () => openings.usePatch<OpeningStatusRequest>("status");
export const useDeleteOpening = openings.useDelete;
