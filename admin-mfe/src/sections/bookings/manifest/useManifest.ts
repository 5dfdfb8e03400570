import { download } from '@safa/api-client';
import { downloadFile } from '../../../common/download';
import { errorAlert, successAlert } from '../../../common/feedback';
import { useAdminMutation } from '../../../common/useAdminMutation';
import { useAdminQuery } from '../../../common/useAdminQuery';
import { manifestRows } from './manifest-rows';

export const manifestKey = ['manifest'];

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

/** Saves a departure's manifest under the name the BFF gives it. */
export const useDownloadManifest = () =>
  useAdminMutation({
    mutationKey: ['manifest', 'download'],
    mutationFn: async (departureId: string) => {
      const file = await download('departureManifest', { id: departureId });
      downloadFile(file.fileName, file.blob);
    },
    invalidates: [],
    success: successAlert('Downloaded', 'Manifest downloaded'),
    failure: errorAlert('Failed to download manifest'),
  });
