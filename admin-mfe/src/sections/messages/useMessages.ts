import { call } from '@safa/api-client';
import type { Message } from '@safa/contract';
import { errorAlert, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useAdminQuery } from '../../common/useAdminQuery';
import { summaryKey } from '../../dashboard/summary/useWorkSummary';

const messagesKey = ['messages'];

const newestFirst = (a: Message, b: Message) => b.createdAt.localeCompare(a.createdAt);

export const useMessages = () =>
  useAdminQuery({
    queryKey: messagesKey,
    queryFn: async (signal) => (await call('listMessages', { signal })).sort(newestFirst),
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
