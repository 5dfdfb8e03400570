import { Button } from '@safa/shared-ui';
import { useDownloadSubscribers } from './useSubscribers';

export function DownloadCsvButton() {
  const download = useDownloadSubscribers();
  return (
    <Button
      type="button"
      disabled={download.pendingVariables.length > 0}
      onClick={() => download.run(undefined)}
    >
      Download CSV
    </Button>
  );
}
