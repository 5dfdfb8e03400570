import { ApiError } from '@safa/api-client';
import { QueryClient } from '@tanstack/react-query';

/** A refused request (4xx) will be refused again; a dropped connection or 5xx gets one more try. */
function retryOnceUnlessRefused(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnceUnlessRefused, retryDelay: 300, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
