import { call } from '@safa/api-client';
import type { RoomingInput } from '@safa/contract';
import { errorAlert, refusalText, successAlert } from '../../../common/feedback';
import { useAdminMutation } from '../../../common/useAdminMutation';
import { useAdminQuery } from '../../../common/useAdminQuery';
import { paperworkKey, roomingKey } from '../departure/paperwork-keys';
import { bookingsKey } from '../useBookings';

/** A departure's rooming list, and its travellers to place. */
export const useRooming = (departureId: string) =>
  useAdminQuery({
    queryKey: [...roomingKey, departureId],
    queryFn: (signal) => call('getRooming', { id: departureId, signal }),
    failureText: 'Failed to load the rooming list',
    personal: true,
  });

export interface RoomingSave {
  departureId: string;
  rooming: RoomingInput;
}

/**
 * Saves the rooming list whole; the BFF's refusal (a room mixing room types, more travellers than its
 * beds) is said in its words. A traveller's room shows on their booking, the board and the manifest.
 */
export const useSaveRooming = () =>
  useAdminMutation({
    mutationKey: ['rooming', 'save'],
    mutationFn: ({ departureId, rooming }: RoomingSave) =>
      call('saveRooming', { id: departureId, body: rooming }),
    invalidates: [bookingsKey, paperworkKey],
    success: successAlert('Rooming list saved'),
    failure: (error) => errorAlert(refusalText(error, 400, 409) ?? 'Failed to save the rooming list'),
  });
