import { QueryClient } from '@tanstack/react-query';

/**
 * Server state cache. Retries belong to the shared HTTP client (SPEC.md §7: only after bootstrap,
 * 3 times 1 s apart), so TanStack Query does not add its own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
