import { Button } from '@safa/shared-ui';
import { type DepartureFile, type DepartureFileOf, useDownloadDepartureFile } from './useDepartureFiles';

/** What each export's button says. */
const LABELS: Record<DepartureFile, string> = {
  departureManifest: 'Download manifest (CSV)',
  departureMoney: 'Download money (CSV)',
  exportRooming: 'Download rooming list (CSV)',
};

/** Saves one of a departure's exports (CSV) in the operator's downloads. */
export function DownloadButton(file: DepartureFileOf) {
  const downloadFile = useDownloadDepartureFile();
  return (
    <Button
      type="button"
      $variant="secondary"
      disabled={downloadFile.isPending}
      onClick={() => downloadFile.run(file)}
    >
      {LABELS[file.file]}
    </Button>
  );
}
