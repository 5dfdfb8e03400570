import { call } from '@safa/api-client';
import { deleteConfirm, errorAlert, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useAdminQuery } from '../../common/useAdminQuery';

const subscribersKey = ['subscribers'];

export const useSubscribers = () =>
  useAdminQuery({
    queryKey: subscribersKey,
    queryFn: (signal) => call('listSubscribers', { signal }),
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
