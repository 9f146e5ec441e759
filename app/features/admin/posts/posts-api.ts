import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PostInput, PostPublishRequest, StaffPost, StaffPostListQuery, StaffPostSummary } from "#contracts/api/posts";
import type { ApiMessage } from "#contracts/api/responses";
import type { ApiData, ApiPage } from "#contracts/api/responses";
import { apiRequest } from "../shared/api-client";
import { adminKeys } from "../shared/query-keys";

/** One page of posts, for the list screen. */
export function staffPostListQuery(query: StaffPostListQuery) {
  return {
    queryKey: [...adminKeys.posts, "list", query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<ApiPage<StaffPostSummary>>("/staff/posts", { query: { ...query }, signal }),
  };
}

export function useStaffPost(id: number | null, enabled = true) {
  return useQuery({
    queryKey: adminKeys.post(id ?? 0),
    queryFn: ({ signal }) => apiRequest<ApiData<StaffPost>>(`/staff/posts/${id}`, { signal }).then((r) => r.data),
    enabled: enabled && id !== null,
    // An editor must not swap the form under the writer's hands.
    refetchOnWindowFocus: false,
  });
}

function usePostSaved() {
  const client = useQueryClient();
  return (post: StaffPost) => {
    client.setQueryData(adminKeys.post(post.id), post);
    void client.invalidateQueries({ queryKey: adminKeys.posts, predicate: (q) => q.queryKey[2] === "list" });
    void client.invalidateQueries({ queryKey: adminKeys.stats });
  };
}

export function useSavePost(id: number | null) {
  const saved = usePostSaved();
  return useMutation({
    mutationFn: ({ input, version }: { input: PostInput; version?: number }) =>
      (id === null
        ? apiRequest<ApiData<StaffPost>>("/staff/posts", { method: "POST", json: input })
        : apiRequest<ApiData<StaffPost>>(`/staff/posts/${id}`, { method: "PUT", json: { ...input, version } })
      ).then((r) => r.data),
    onSuccess: saved,
  });
}

export function usePublishPost() {
  const saved = usePostSaved();
  return useMutation({
    mutationFn: ({ id, ...body }: PostPublishRequest & { id: number }) =>
      apiRequest<ApiData<StaffPost>>(`/staff/posts/${id}/publish`, { method: "PATCH", json: body }).then((r) => r.data),
    onSuccess: saved,
  });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApiMessage>(`/staff/posts/${id}`, { method: "DELETE" }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: adminKeys.post(id) });
      void client.invalidateQueries({ queryKey: adminKeys.posts });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    },
  });
}
