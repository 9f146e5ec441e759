import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { ApiData, ApiMessage } from "#contracts/api/responses";
import { apiRequest } from "./api-client";
import { adminKeys } from "./query-keys";

/**
 * The API client of a versioned staff editor (posts, openings): read one record, create it (POST) or write
 * over the version the edit started from (PUT, 409 when stale), move it with a PATCH on one of its actions
 * (publish, status), delete it. Every write stores the record as answered and marks the area's lists and
 * the dashboard stale; `refreshes` says which of the area's other queries a write changes.
 */
export function versionedApi<R extends { id: number }, I extends object>({
  path,
  family,
  detail,
  refreshes,
}: {
  /** "/staff/posts" */
  path: string;
  /** The area's query keys (adminKeys.posts); its lists live under it. */
  family: QueryKey;
  /** The query key of one record (adminKeys.post). */
  detail: (id: number) => QueryKey;
  /** Which of the area's queries (besides the record) a write makes stale. */
  refreshes: (key: QueryKey) => boolean;
}) {
  const one = (id: number) => `${path}/${id}`;

  function useSaved() {
    const client = useQueryClient();
    return (record: R) => {
      client.setQueryData(detail(record.id), record);
      void client.invalidateQueries({ queryKey: family, predicate: (query) => refreshes(query.queryKey) });
      void client.invalidateQueries({ queryKey: adminKeys.stats });
    };
  }

  return {
    useRecord(id: number | null, enabled = true) {
      return useQuery({
        queryKey: detail(id ?? 0),
        queryFn: ({ signal }) => apiRequest<ApiData<R>>(one(id ?? 0), { signal }).then((r) => r.data),
        enabled: enabled && id !== null,
        // An editor must not swap the form under the writer's hands.
        refetchOnWindowFocus: false,
      });
    },
    /** Creates (id null) or saves over `version`. */
    useSave(id: number | null) {
      const saved = useSaved();
      return useMutation({
        mutationFn: ({ input, version }: { input: I; version?: number }) =>
          (id === null
            ? apiRequest<ApiData<R>>(path, { method: "POST", json: input })
            : apiRequest<ApiData<R>>(one(id), { method: "PUT", json: { ...input, version } })
          ).then((r) => r.data),
        onSuccess: saved,
      });
    },
    /** A PATCH on `${path}/:id/${action}`; the body carries the version it guards. */
    usePatch<B extends object>(action: string) {
      const saved = useSaved();
      return useMutation({
        mutationFn: ({ id, ...body }: B & { id: number }) =>
          apiRequest<ApiData<R>>(`${one(id)}/${action}`, { method: "PATCH", json: body }).then((r) => r.data),
        onSuccess: saved,
      });
    },
    /** A POST on `${path}/:id/${action(call)}` that answers the record (a version restored); the body carries the version it guards. */
    usePostAction<C extends { id: number }>(action: (call: C) => string, body: (call: C) => object) {
      const saved = useSaved();
      return useMutation({
        mutationFn: (call: C) =>
          apiRequest<ApiData<R>>(`${one(call.id)}/${action(call)}`, { method: "POST", json: body(call) }).then((r) => r.data),
        onSuccess: saved,
      });
    },
    useDelete() {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (id: number) => apiRequest<ApiMessage>(one(id), { method: "DELETE" }),
        onSuccess: (_, id) => {
          client.removeQueries({ queryKey: detail(id) });
          void client.invalidateQueries({ queryKey: family });
          void client.invalidateQueries({ queryKey: adminKeys.stats });
        },
      });
    },
  };
}
