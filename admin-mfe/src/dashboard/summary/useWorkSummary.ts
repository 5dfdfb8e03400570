import { call } from '@safa/api-client';
import { useAdminQuery } from '../../common/useAdminQuery';

export const summaryKey = ['dashboard', 'summary'];

/** What needs doing, counted by the server; kept fresh while the admin is open, for new enquiries. */
export const useWorkSummary = () =>
  useAdminQuery({
    queryKey: summaryKey,
    queryFn: (signal) => call('dashboardSummary', { signal }),
    refetchInterval: 60_000,
  });
