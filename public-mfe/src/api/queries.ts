import { api } from '@safa/shared-ui/api';
import { useQuery } from '@tanstack/react-query';

export const queryKeys = {
  packages: ['packages'] as const,
};

export function usePackages() {
  return useQuery({ queryKey: queryKeys.packages, queryFn: ({ signal }) => api.listPackages(signal) });
}
