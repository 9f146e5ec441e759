import { useQuery } from "@tanstack/react-query";
import type {
  PostInput,
  PostPublishRequest,
  PostVersion,
  PostVersionSummary,
  StaffPost,
  StaffPostListQuery,
  StaffPostSummary,
} from "#contracts/api/posts";
import type { PostPreviewQuery, PostPreviewRequest } from "#contracts/api/post-preview";
import type { ApiData, ApiPage } from "#contracts/api/responses";
import { apiRequest, authorizedFetch } from "../shared/api-client";
import { adminKeys } from "../shared/query-keys";
import { versionedApi } from "../shared/versioned-api";

/** One page of posts, for the list screen. */
export function staffPostListQuery(query: StaffPostListQuery) {
  return {
    queryKey: [...adminKeys.posts, "list", query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest<ApiPage<StaffPostSummary>>("/staff/posts", { query: { ...query }, signal }),
  };
}

const posts = versionedApi<StaffPost, PostInput>({
  path: "/staff/posts",
  family: adminKeys.posts,
  detail: adminKeys.post,
  refreshes: (key) => key[2] === "list",
});

export const useStaffPost = posts.useRecord;
export const useSavePost = posts.useSave;
export const usePublishPost = () => posts.usePatch<PostPublishRequest>("publish");
export const useDeletePost = posts.useDelete;

/** Saves a kept version's words again over the post's `version` (issue 30). */
export const useRestorePostVersion = () =>
  posts.usePostAction<{ id: number; versionId: number; version: number }>(
    ({ versionId }) => `versions/${versionId}/restore`,
    ({ version }) => ({ version }),
  );

/** A post's kept saves, newest first, as of the post's `version` (a save adds one). */
export function usePostVersions(id: number, version: number) {
  return useQuery({
    queryKey: [...adminKeys.post(id), "versions", "list", version],
    queryFn: ({ signal }) =>
      apiRequest<ApiData<{ items: PostVersionSummary[] }>>(`/staff/posts/${id}/versions`, { signal }).then((r) => r.data.items),
  });
}

/** One kept save in full, once asked for (versionId not null). */
export function usePostVersion(id: number, versionId: number | null) {
  return useQuery({
    queryKey: [...adminKeys.post(id), "versions", "one", versionId],
    queryFn: ({ signal }) => apiRequest<ApiData<PostVersion>>(`/staff/posts/${id}/versions/${versionId}`, { signal }).then((r) => r.data),
    enabled: versionId !== null,
  });
}

/** What the post editor's preview shows: the form's values as a save sends them, in a site language and colour scheme. */
export interface PostPreviewAsk {
  values: PostPreviewRequest;
  query: Required<PostPreviewQuery>;
}

/**
 * The real post page for the editor's values (POST /api/staff/posts/preview, issue 30), once asked for (`ask` not
 * null): its HTML, for the preview frame. Apart from the posts' keys, so a save does not fetch it again.
 */
export function usePostPreview(ask: PostPreviewAsk | null) {
  return useQuery({
    queryKey: ["admin", "post-preview", ask],
    queryFn: ({ signal }) =>
      authorizedFetch("/staff/posts/preview", { method: "POST", query: ask!.query, json: ask!.values, signal }).then((response) =>
        response.text(),
      ),
    enabled: ask !== null,
    refetchOnWindowFocus: false,
  });
}
