import { QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Public data changes rarely: keep it a minute, retry once (3G drops), never refetch on focus.
 * Load failures are only logged (spec §8); each screen shows an empty state instead.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => console.error(`Could not load ${query.queryKey.join('/')}`, error),
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
