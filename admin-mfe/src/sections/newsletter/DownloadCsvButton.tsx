import type { Subscriber } from '@safa/contract';
import { Button, useDialogs } from '@safa/shared-ui';
import { downloadTextFile } from '../../common/download';
import { successAlert } from '../../common/feedback';
import { SUBSCRIBERS_CSV_NAME, subscribersCsv } from './subscribers-csv';

export function DownloadCsvButton({ subscribers }: { subscribers: Subscriber[] }) {
  const dialogs = useDialogs();
  const download = async () => {
    const confirmed = await dialogs.confirm({
      title: 'Download CSV?',
      text: `${subscribers.length} subscriber(s) will be saved as ${SUBSCRIBERS_CSV_NAME}.`,
      confirmLabel: 'Download',
    });
    if (!confirmed) return;
    downloadTextFile(SUBSCRIBERS_CSV_NAME, subscribersCsv(subscribers), 'text/csv;charset=utf-8');
    void dialogs.alert(successAlert('Downloaded', 'Newsletter list downloaded'));
  };
  return (
    <Button type="button" onClick={download}>
      Download CSV
    </Button>
  );
}
