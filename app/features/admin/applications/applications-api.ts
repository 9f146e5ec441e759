import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ApplicationDetail,
  ApplicationExportQuery,
  ApplicationListQuery,
  ApplicationNote,
  ApplicationStatus,
  ApplicationSummary,
} from "#contracts/api/applications";
import type { ApiData, ApiMessage, ApiPage } from "#contracts/api/responses";
import { apiRequest } from "../shared/api-client";
import { downloadFile } from "../shared/download";
import { adminKeys } from "../shared/query-keys";

/** One page of applications, for the list screen. */
export function applicationListQuery(query: ApplicationListQuery) {
  return {
    queryKey: [...adminKeys.applications, "list", query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<ApiPage<ApplicationSummary>>("/applications", { query: { ...query }, signal }),
  };
}

/** `enabled: false` while the record is being deleted, so its screen does not ask for it again. */
export function useApplication(id: number, enabled = true) {
  return useQuery({
    queryKey: adminKeys.application(id),
    queryFn: ({ signal }) => apiRequest<ApiData<ApplicationDetail>>(`/applications/${id}`, { signal }).then((r) => r.data),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
}

export function useChangeApplicationStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: ApplicationStatus) =>
      apiRequest<ApiData<ApplicationDetail>>(`/applications/${id}/status`, { method: "PATCH", json: { status } }).then((r) => r.data),
    onSuccess: (detail) => {
      client.setQueryData(adminKeys.application(id), detail);
      void client.invalidateQueries({ queryKey: adminKeys.applications, predicate: (q) => q.queryKey[2] === "list" });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

export function useAddApplicationNote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<ApiData<ApplicationNote>>(`/applications/${id}/notes`, { method: "POST", json: { body } }).then((r) => r.data),
    onSuccess: (note) => {
      client.setQueryData<ApplicationDetail>(adminKeys.application(id), (detail) =>
        detail ? { ...detail, notes: [...detail.notes, note] } : detail,
      );
    },
  });
}

export function useDeleteApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApiMessage>(`/applications/${id}`, { method: "DELETE" }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: adminKeys.application(id) });
      void client.invalidateQueries({ queryKey: adminKeys.applications });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}

export function downloadResume(application: Pick<ApplicationDetail, "id" | "resume">) {
  return downloadFile(`/applications/${application.id}/resume`, application.resume?.filename ?? `application-${application.id}.pdf`);
}

export function exportApplications(query: ApplicationExportQuery) {
  return downloadFile("/applications/export.csv", "applications.csv", { ...query });
}
