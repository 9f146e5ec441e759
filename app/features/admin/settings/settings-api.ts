import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiData } from "#contracts/api/responses";
import type { RetentionSetting } from "#contracts/api/retention";
import { apiRequest } from "../shared/api-client";
import { adminKeys } from "../shared/query-keys";

export function useRetention() {
  return useQuery({
    queryKey: adminKeys.retention,
    queryFn: ({ signal }) => apiRequest<ApiData<RetentionSetting>>("/staff/settings/retention", { signal }).then((r) => r.data),
  });
}

export function useSaveRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (months: number) =>
      apiRequest<ApiData<RetentionSetting>>("/staff/settings/retention", { method: "PUT", json: { months } }).then((r) => r.data),
    onSuccess: (setting) => client.setQueryData(adminKeys.retention, setting),
  });
}
