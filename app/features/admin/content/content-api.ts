import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ContentField,
  ContentOverview,
  ContentPageDetail,
  fieldFilters,
  Release,
  ReleaseDetail,
  ReleaseList,
  XliffImportReport,
} from "#contracts/api/site-content";
import type { PageSlot } from "#contracts/api/page-pictures";
import type { ApiData } from "#contracts/api/responses";
import type { LanguageCode } from "#contracts/languages";
import { apiRequest, authorizedFetch } from "../shared/api-client";
import { adminKeys } from "../shared/query-keys";

const base = "/staff/content";

/** A field's filter: its status, or the fields with a draft. */
export type FieldFilter = (typeof fieldFilters)[number];

/** The pages and shared parts with their counts in `lang`, and the progress of every language the caller may edit. */
export function useContentPages(lang: LanguageCode | undefined) {
  return useQuery({
    queryKey: [...adminKeys.content, "pages", lang ?? ""],
    queryFn: ({ signal }) => apiRequest<ApiData<ContentOverview>>(`${base}/pages`, { query: { lang }, signal }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

/** One page's sections and fields in `lang` (the fields of one status, or with a draft, when `status` is given). */
export function useContentPage(key: string, lang: LanguageCode, status: FieldFilter | undefined, enabled = true) {
  return useQuery({
    queryKey: [...adminKeys.content, "page", key, lang, status ?? ""],
    queryFn: ({ signal }) =>
      apiRequest<ApiData<ContentPageDetail>>(`${base}/pages/${encodeURIComponent(key)}`, { query: { lang, status }, signal }).then(
        (r) => r.data,
      ),
    enabled,
    // The editor must not swap a field under the writer's hands.
    refetchOnWindowFocus: false,
  });
}

const wordPath = (lang: LanguageCode, id: string) => `${base}/words/${lang}/${encodeURIComponent(id)}`;

/**
 * A field write (save, discard, approve) answers with the field as it now is; the lists' counts and the preview move
 * with it. The page itself is not read again: its other fields may hold what someone is typing.
 */
function useWordWrite<B>(write: (lang: LanguageCode, id: string, body: B) => Promise<ApiData<ContentField>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lang, id, body }: { lang: LanguageCode; id: string; body: B }) => write(lang, id, body).then((r) => r.data),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [...adminKeys.content, "pages"] });
      void client.invalidateQueries({ queryKey: [...adminKeys.content, "preview"] });
      // An alt text written or confirmed readies its picture for publishing.
      void client.invalidateQueries({ queryKey: [...adminKeys.content, "pictures"] });
    },
  });
}

export const useSaveDraft = () =>
  useWordWrite<{ text: string; version: number }>((lang, id, json) => apiRequest(wordPath(lang, id), { method: "PUT", json }));

export const useDiscardDraft = () =>
  useWordWrite<{ version: number }>((lang, id, json) => apiRequest(`${wordPath(lang, id)}/draft`, { method: "DELETE", json }));

export const useApproveWord = () =>
  useWordWrite<{ version: number }>((lang, id, json) => apiRequest(`${wordPath(lang, id)}/approve`, { method: "POST", json }));

/** Publishes every draft the caller may publish (of `lang` when given); every content screen reads again. */
export function usePublishDrafts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lang: LanguageCode | undefined) =>
      apiRequest<ApiData<{ release: Release }>>(`${base}/publish`, { method: "POST", json: lang ? { lang } : {} }).then(
        (r) => r.data.release,
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.content }),
  });
}

export function useReleases(page: number) {
  return useQuery({
    queryKey: [...adminKeys.content, "releases", page],
    queryFn: ({ signal }) => apiRequest<ApiData<ReleaseList>>(`${base}/releases`, { query: { page }, signal }).then((r) => r.data),
    placeholderData: (previous) => previous,
  });
}

export function useRelease(id: number | null) {
  return useQuery({
    queryKey: [...adminKeys.content, "release", id ?? 0],
    queryFn: ({ signal }) => apiRequest<ApiData<ReleaseDetail>>(`${base}/releases/${id}`, { signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

/** Puts back every word changed after the release, as a new release (editors and administrators). */
export function useRestoreRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ApiData<{ release: Release }>>(`${base}/releases/${id}/restore`, { method: "POST" }).then((r) => r.data.release),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.content }),
  });
}

/** The page as a visitor would see it with the language's drafts, as HTML for a sandboxed frame (no scripts run). */
export function usePreview(path: string, theme: "light" | "dark") {
  return useQuery({
    queryKey: [...adminKeys.content, "preview", path, theme],
    queryFn: ({ signal }) => authorizedFetch(`${base}/preview`, { query: { path, theme }, signal }).then((response) => response.text()),
    refetchOnWindowFocus: false,
  });
}

/** Reads an XLIFF file into drafts: `dryRun` only reports what it would do. */
export function useImportXliff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { xliff: string; dryRun: boolean }) =>
      apiRequest<ApiData<XliffImportReport>>(`${base}/xliff`, { method: "POST", json: request }).then((r) => r.data),
    onSuccess: (_, { dryRun }) => {
      if (!dryRun) void client.invalidateQueries({ queryKey: adminKeys.content });
    },
  });
}

/** A page's pictures (decision 043): each slot's picture, published and drafted, and its alt text in every language. */
export function usePagePictures(key: string) {
  return useQuery({
    queryKey: [...adminKeys.content, "pictures", key],
    queryFn: ({ signal }) =>
      apiRequest<ApiData<{ slots: PageSlot[] }>>(`${base}/pages/${encodeURIComponent(key)}/pictures`, { signal }).then((r) => r.data.slots),
  });
}

/** Replaces a slot's picture (a draft of its word, from the version shown); the pictures, counts and preview read again. */
export function useReplacePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, file, version }: { slot: string; file: File; version: number }) => {
      const form = new FormData();
      form.append("version", String(version));
      form.append("image", file);
      return apiRequest<ApiData<{ slot: PageSlot }>>(`${base}/images/${encodeURIComponent(slot)}/picture`, { method: "POST", form }).then(
        (r) => r.data.slot,
      );
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.content }),
  });
}
