import { call } from '@safa/api-client';
import type { ContactInput } from '@safa/contract';
import { deleteConfirm, errorAlert, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useAdminQuery } from '../../common/useAdminQuery';

const contactsKey = ['contacts'];

/** Every contact, or those the BFF finds for the search; a failed load is silent (spec §8): the table shows none. */
export const useContacts = (search: string | undefined) =>
  useAdminQuery({
    queryKey: [...contactsKey, search],
    queryFn: (signal) => call('listContacts', { query: { search }, signal }),
    keepPrevious: true,
  });

export const useAddContact = () =>
  useAdminMutation({
    mutationKey: ['contacts', 'add'],
    mutationFn: (contact: ContactInput) => call('addContact', { body: contact }),
    invalidates: [contactsKey],
    success: successAlert('Contact added'),
    failure: errorAlert('Failed to add contact'),
  });

export const useDeleteContact = () =>
  useAdminMutation({
    mutationKey: ['contacts', 'delete'],
    mutationFn: (id: string) => call('deleteContact', { id }),
    invalidates: [contactsKey],
    confirm: deleteConfirm('Are you sure?', "You won't be able to undo this!"),
    success: successAlert('Deleted!', 'Contact has been removed'),
    failure: errorAlert('Failed to delete contact'),
  });
