import { useQuery } from "@tanstack/react-query";
import type { ApiData } from "#contracts/api/responses";
import type { StatsSummary } from "#contracts/api/stats";
import { apiRequest } from "../shared/api-client";
import { adminKeys } from "../shared/query-keys";

export function useStatsSummary() {
  return useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => apiRequest<ApiData<StatsSummary>>("/stats/summary", { signal }).then((r) => r.data),
  });
}
