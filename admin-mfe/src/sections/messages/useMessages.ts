import { call, type ListFilters } from '@safa/api-client';
import { errorAlert, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useListPage } from '../../common/useListPage';
import { summaryKey } from '../../dashboard/summary/useWorkSummary';

const messagesKey = ['messages'];

/** A page of the enquiries, newest first, as the BFF searches and filters them. */
export const useMessagePage = (filters: ListFilters<'listMessages'>) =>
  useListPage({
    name: 'listMessages',
    filters,
    queryKey: messagesKey,
    failureText: 'Failed to load messages',
  });

/** Unresponded → Responded is one-way (spec §4), hence the warning. */
export const useMarkResponded = () =>
  useAdminMutation({
    mutationKey: ['messages', 'respond'],
    mutationFn: (id: string) => call('markMessageResponded', { id }),
    invalidates: [messagesKey, summaryKey],
    confirm: {
      title: 'Mark as Responded?',
      text: 'This action cannot be undone.',
      tone: 'warning',
      confirmLabel: 'Mark as Responded',
    },
    success: successAlert('Message marked as responded'),
    failure: errorAlert('Failed to update status'),
  });
