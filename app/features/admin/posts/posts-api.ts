import type { PostInput, PostPublishRequest, StaffPost, StaffPostListQuery, StaffPostSummary } from "#contracts/api/posts";
import type { ApiPage } from "#contracts/api/responses";
import { apiRequest } from "../shared/api-client";
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
