import { download } from '@safa/api-client';
import { useAdminQuery } from '../../../common/useAdminQuery';
import { manifestKey } from '../departure/paperwork-keys';
import { manifestRows } from './manifest-rows';

/**
 * A departure's travellers for the print view: the very CSV the download saves (so the BFF logs this
 * export too), read into rows, and forgotten once the view closes.
 */
export const useManifest = (departureId: string) =>
  useAdminQuery({
    queryKey: [...manifestKey, departureId],
    queryFn: async (signal) => {
      const file = await download('departureManifest', { id: departureId, signal });
      return manifestRows(await file.blob.text());
    },
    failureText: 'Failed to load manifest',
    personal: true,
  });
