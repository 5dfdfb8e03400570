import { call } from '@safa/api-client';
import { useAdminQuery } from '../../../common/useAdminQuery';
import { readinessKey } from '../departure/paperwork-keys';

/** A departure's readiness board: each traveller holding a seat with their checklist and their booking's money. */
export const useReadinessBoard = (departureId: string) =>
  useAdminQuery({
    queryKey: [...readinessKey, departureId],
    queryFn: (signal) => call('departureReadiness', { id: departureId, signal }),
    failureText: 'Failed to load the readiness board',
    personal: true,
  });
