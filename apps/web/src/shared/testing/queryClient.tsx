import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A query cache for one test: no retries, nothing kept between tests. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/**
 * Wraps what a test renders in a QueryClientProvider (the shell provides one in the app).
 * @example render(withQueryClient(<ListPage … />));
 */
export function withQueryClient(ui: ReactNode, client: QueryClient = testQueryClient()) {
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}
