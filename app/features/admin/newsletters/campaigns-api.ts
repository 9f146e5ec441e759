import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Campaign,
  CampaignImage,
  CampaignInput,
  CampaignPreview,
  CampaignReport,
  CampaignSendRequest,
  CampaignSummary,
  CampaignTestRequest,
} from "#contracts/api/campaigns";
import type { ApiData, ApiMessage } from "#contracts/api/responses";
import { apiRequest } from "../shared/api-client";
import { adminKeys } from "../shared/query-keys";

/** Every campaign, newest first (a newsletter goes out about once a month: one list, no pages). */
export function useCampaigns() {
  return useQuery({
    queryKey: [...adminKeys.campaigns, "list"],
    queryFn: ({ signal }) =>
      apiRequest<ApiData<{ items: CampaignSummary[] }>>("/staff/campaigns", { signal }).then((answer) => answer.data.items),
    // While one is sending, its counts move.
    refetchInterval: (query) => (query.state.data?.some((campaign) => campaign.status === "sending") ? 5_000 : false),
  });
}

export function useCampaign(id: number | null, enabled = true) {
  return useQuery({
    queryKey: adminKeys.campaign(id ?? 0),
    queryFn: ({ signal }) => apiRequest<ApiData<Campaign>>(`/staff/campaigns/${id}`, { signal }).then((answer) => answer.data),
    enabled: enabled && id !== null,
    // The composer must not swap the form under the writer's hands (it follows a new version only while untouched).
    refetchOnWindowFocus: false,
    // While it sends, its status and counts move.
    refetchInterval: (query) => (query.state.data?.status === "sending" ? 5_000 : false),
  });
}

function useCampaignSaved() {
  const client = useQueryClient();
  return (campaign: Campaign) => {
    client.setQueryData(adminKeys.campaign(campaign.id), campaign);
    void client.invalidateQueries({ queryKey: adminKeys.campaigns, predicate: (query) => query.queryKey[2] !== "detail" });
  };
}

/** Creates a draft (no id yet) or saves the whole campaign with the version the edit started from (409 when stale). */
export function useSaveCampaign(id: number | null) {
  const saved = useCampaignSaved();
  return useMutation({
    mutationFn: ({ input, version }: { input: CampaignInput; version?: number }) =>
      (id === null
        ? apiRequest<ApiData<Campaign>>("/staff/campaigns", { method: "POST", json: input })
        : apiRequest<ApiData<Campaign>>(`/staff/campaigns/${id}`, { method: "PUT", json: { ...input, version } })
      ).then((answer) => answer.data),
    onSuccess: saved,
  });
}

export function useSendCampaign(id: number) {
  const saved = useCampaignSaved();
  return useMutation({
    mutationFn: (body: CampaignSendRequest) =>
      apiRequest<ApiData<Campaign>>(`/staff/campaigns/${id}/send`, { method: "POST", json: body }).then((answer) => answer.data),
    onSuccess: saved,
  });
}

/** Pause or resume: the server answers the campaign in its new status. */
export function useCampaignSwitch(id: number, action: "pause" | "resume") {
  const saved = useCampaignSaved();
  return useMutation({
    mutationFn: (version: number) =>
      apiRequest<ApiData<Campaign>>(`/staff/campaigns/${id}/${action}`, { method: "POST", json: { version } }).then(
        (answer) => answer.data,
      ),
    onSuccess: saved,
  });
}

export function useDeleteCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/staff/campaigns/${id}`, { method: "DELETE" }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: adminKeys.campaign(id) });
      void client.invalidateQueries({ queryKey: adminKeys.campaigns });
    },
  });
}

export function useTestSend(id: number) {
  return useMutation({
    mutationFn: (body: CampaignTestRequest) => apiRequest<ApiMessage>(`/staff/campaigns/${id}/test`, { method: "POST", json: body }),
  });
}

/** The subject and preheader of the mail a subscriber of `lang` gets (the inbox line); `version` refetches it after a save. */
export function useCampaignPreview(id: number, lang: string, version: number) {
  return useQuery({
    queryKey: [...adminKeys.campaign(id), "preview", lang, version],
    queryFn: ({ signal }) =>
      apiRequest<ApiData<CampaignPreview>>(`/staff/campaigns/${id}/preview`, { query: { lang }, signal }).then((answer) => answer.data),
  });
}

export function useCampaignReport(id: number, live: boolean) {
  return useQuery({
    queryKey: [...adminKeys.campaign(id), "report"],
    queryFn: ({ signal }) => apiRequest<ApiData<CampaignReport>>(`/staff/campaigns/${id}/report`, { signal }).then((answer) => answer.data),
    refetchInterval: live ? 5_000 : false,
  });
}

/** Uploads an image for campaign mails (re-encoded by the server); answers its path and size. */
export function useUploadCampaignImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("image", file);
      return apiRequest<ApiData<CampaignImage>>("/staff/campaign-images", { method: "POST", form }).then((answer) => answer.data);
    },
  });
}
