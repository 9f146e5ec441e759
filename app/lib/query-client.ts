import { QueryClient } from "@tanstack/react-query";

/** docs/product/product-spec.md §7: 3 retries with exponential backoff capped at 30 s, 5-minute cache. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 5 * 60_000,
        gcTime: 5 * 60_000,
      },
    },
  });
}
