import { QueryClient } from '@tanstack/react-query';

/** Public data changes rarely: keep it a minute, retry once (3G drops), never refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
