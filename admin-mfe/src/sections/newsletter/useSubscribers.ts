import { call, download, type ListFilters } from '@safa/api-client';
import { SUBSCRIBERS_CSV_NAME } from '@safa/contract';
import { downloadFile } from '../../common/download';
import { deleteConfirm, errorAlert, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useListPage } from '../../common/useListPage';

const subscribersKey = ['subscribers'];

/** A page of the subscribers, newest first, as the BFF searches them. */
export const useSubscriberPage = (filters: ListFilters<'listSubscribers'>) =>
  useListPage({
    name: 'listSubscribers',
    filters,
    queryKey: subscribersKey,
    failureText: 'Failed to fetch newsletter emails',
  });

export const useDeleteSubscriber = () =>
  useAdminMutation({
    mutationKey: ['subscribers', 'delete'],
    mutationFn: (id: string) => call('deleteSubscriber', { id }),
    invalidates: [subscribersKey],
    confirm: deleteConfirm('Are you sure?', 'This will permanently remove the subscriber'),
    success: successAlert('Deleted!', 'The email was removed'),
    failure: errorAlert('Failed to delete subscriber'),
  });

/** Spec §7's export of every subscriber, made by the BFF (whatever their number), after "Download CSV?". */
export const useDownloadSubscribers = () =>
  useAdminMutation({
    mutationKey: ['subscribers', 'download'],
    mutationFn: async () => {
      const file = await download('exportSubscribers', {});
      downloadFile(file.fileName, file.blob);
    },
    invalidates: [],
    confirm: {
      title: 'Download CSV?',
      text: `Every subscriber will be saved as ${SUBSCRIBERS_CSV_NAME}.`,
      confirmLabel: 'Download',
    },
    success: successAlert('Downloaded', 'Newsletter list downloaded'),
    failure: errorAlert('Failed to download the newsletter list'),
  });
