import { download } from '@safa/api-client';
import { downloadFile } from '../../../common/download';
import { errorAlert, successAlert } from '../../../common/feedback';
import { useAdminMutation } from '../../../common/useAdminMutation';

/** The files a departure exports as CSV, as the operator names them. */
const DEPARTURE_FILES = {
  departureManifest: 'Manifest',
  departureMoney: 'Money export',
  exportRooming: 'Rooming list',
} as const;
export type DepartureFile = keyof typeof DEPARTURE_FILES;

export interface DepartureFileOf {
  departureId: string;
  file: DepartureFile;
}

/** Saves one of a departure's exports under the name the BFF gives it. */
export const useDownloadDepartureFile = () =>
  useAdminMutation({
    mutationKey: ['departures', 'download'],
    mutationFn: async ({ departureId, file }: DepartureFileOf) => {
      const saved = await download(file, { id: departureId });
      downloadFile(saved.fileName, saved.blob);
    },
    invalidates: [],
    success: ({ file }) => successAlert('Downloaded', `${DEPARTURE_FILES[file]} downloaded`),
    failure: (_error, { file }) => errorAlert(`Failed to download ${DEPARTURE_FILES[file].toLowerCase()}`),
  });
